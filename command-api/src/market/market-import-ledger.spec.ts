import { given } from '@portal/events/testing';
import { importedBy, marketLedgerDecider as decider, type LedgerEvent, type MarketLedgerCommand } from './market-import-ledger.ts';

const job = (n: number) => `7d2c1a10-0000-4000-8000-00000000000${n}`;
const fileA = 'a'.repeat(64);
const fileB = 'b'.repeat(64);
const queue = (n: number, sha256 = fileA): MarketLedgerCommand => ({ type: 'QueueMarketImport', kind: 'ECB_FX', data: { jobId: job(n), sha256 } });
const end = (n: number, imported: boolean, sha256 = fileA): MarketLedgerCommand => ({ type: 'EndMarketImport', kind: 'ECB_FX', data: { jobId: job(n), sha256, imported } });
const queued = (n: number, sha256 = fileA) => ({ type: 'MarketImportQueued', data: { jobId: job(n), sha256 } }) as LedgerEvent;
const ended = (n: number, imported: boolean, sha256 = fileA) => ({ type: 'MarketImportEnded', data: { jobId: job(n), sha256, imported } }) as LedgerEvent;

describe('market import ledger of a kind', () => {
  it('queues a job when none runs, and another once it has ended', () => {
    given(decider, []).when(queue(1)).then([queued(1)]);
    given(decider, [queued(1), ended(1, false)]).when(queue(2)).then([queued(2)]);
  });

  it('refuses a start with JOB_IS_RUNNING while a job of the kind runs, naming it', () => {
    given(decider, [queued(1)]).when(queue(2, fileB)).thenThrows('JOB_IS_RUNNING', 'data.kind');
    let details: unknown;
    try {
      decider.decide(queue(2, fileB), [queued(1)].reduce(decider.evolve, decider.initialState()));
    } catch (error) {
      details = (error as { details?: unknown }).details;
    }
    expect(details).toEqual({ jobId: job(1) });
  });

  it('queues and ends at once a file imported before; a failed or skipped file was not imported', () => {
    given(decider, [queued(1), ended(1, true)]).when(queue(2)).then([queued(2), ended(2, false)]);
    given(decider, [queued(1), ended(1, false)]).when(queue(2)).then([queued(2)]);
    given(decider, [queued(1), ended(1, true)]).when(queue(2, fileB)).then([queued(2, fileB)]);
  });

  it('remembers the first job that imported a file', () => {
    const history = [queued(1), ended(1, true), queued(2), ended(2, false), queued(3, fileB), ended(3, true, fileB)];
    const state = history.reduce(decider.evolve, decider.initialState());
    expect(importedBy(state, fileA)).toBe(job(1));
    expect(importedBy(state, fileB)).toBe(job(3));
    expect(importedBy(state, 'd'.repeat(64))).toBeNull();
    expect(state.running).toBeNull();
  });

  it('ends the running job only', () => {
    given(decider, [queued(1)]).when(end(1, true)).then([ended(1, true)]);
    given(decider, [queued(1)]).when(end(1, false)).then([ended(1, false)]);
    given(decider, [queued(1)]).when(end(2, true)).thenThrows('STATE_ERROR', 'data.jobId');
    given(decider, [queued(1), ended(1, true)]).when(end(1, true)).thenThrows('STATE_ERROR');
    given(decider, []).when(end(1, true)).thenThrows('STATE_ERROR');
  });
});
