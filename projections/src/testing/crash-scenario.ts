import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { compareCheckpoints, formatCheckpoint, type Checkpoint } from '@portal/events';
import { type SqlEventStore } from '@portal/platform';
import type pg from 'pg';
import { rebuild } from '../engine/rebuild.ts';
import { generationName, readerName } from '../store/naming.ts';
import type { PgReadStore } from '../store/pg/pg-read-store.ts';
import { quoteIdent } from '../store/pg/pg-schema.ts';
import { counterView, type Counter } from './counter-view.ts';
import { eventually } from './expect-model.ts';
import type { SplitOrder } from './split-writes-read-store.ts';

const child = fileURLToPath(new URL('./crash-child.ts', import.meta.url));

export interface CrashBench {
  readonly url: string;
  readonly eventStore: SqlEventStore;
  readonly readStore: PgReadStore;
  /** Holds the locks that stop a child inside its batch; nothing else runs on it. */
  readonly holder: pg.Client;
  /** Watches and terminates backends; outside any transaction, so pg_stat_activity stays live. */
  readonly monitor: pg.Client;
  /** Events in the log, all counter increments. */
  readonly events: number;
}

/** Where a round stops the child before killing it: nowhere, or blocked on one half of its batch. */
type Hold = 'documents' | 'checkpoint' | null;
const rounds: readonly Hold[] = ['documents', null, 'checkpoint', null];

/**
 * Runs the counter view `view` in child processes that are SIGKILLed four times, twice while
 * blocked on a lock in the middle of a batch (once on the documents, once on the checkpoint row),
 * then lets a last child catch up and compares the read model with a fresh rebuild. After each
 * kill the child's PostgreSQL backends are terminated before any lock is released: a dead client's
 * backend would otherwise finish its blocked statement and hide a write that was split in two.
 * Returns what went wrong: empty when every batch was all-or-nothing.
 */
export async function crashAndRecover(bench: CrashBench, view: string, writer: 'atomic' | SplitOrder): Promise<string[]> {
  const violations: string[] = [];
  const appName = `crash-child-${view}`;
  const url = new URL(bench.url);
  url.searchParams.set('application_name', appName);
  const checkpoint = (): Promise<Checkpoint> => bench.readStore.checkpoint(view);
  const head = await bench.eventStore.head();

  const start = (): ChildProcess => {
    // process.execPath is the Node 24 that runs jest (npm scripts put node@24 first on PATH).
    const env = { ...process.env, CRASH_CHILD_WRITER: writer === 'atomic' ? '' : writer };
    const proc = spawn(process.execPath, [child, url.toString(), view], { stdio: ['ignore', 'ignore', 'pipe'], env });
    proc.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    return proc;
  };
  const crash = async (proc: ChildProcess): Promise<void> => {
    const exited = once(proc, 'exit');
    proc.kill('SIGKILL');
    await exited;
    await terminateBackends(bench.monitor, appName);
  };

  for (const [round, hold] of rounds.entries()) {
    const before = await checkpoint();
    const proc = start();
    let holding = false;
    try {
      await eventually(async () => compareCheckpoints(await checkpoint(), before) > 0, 30_000, `round ${round}: the child makes progress`);
      if (hold === null) {
        await crash(proc);
      } else {
        holding = true;
        await holdLock(bench, view, hold);
        await waitForLockWait(bench.monitor, appName);
        const stuck = await checkpoint();
        await crash(proc);
        await bench.holder.query('ROLLBACK');
        holding = false;
        const after = await checkpoint();
        if (compareCheckpoints(after, stuck) !== 0) {
          violations.push(`round ${round}: the checkpoint moved from ${formatCheckpoint(stuck)} to ${formatCheckpoint(after)} after the kill`);
        }
      }
    } finally {
      // The kill before the release, always: see above.
      if (proc.exitCode === null && proc.signalCode === null) await crash(proc);
      if (holding) await bench.holder.query('ROLLBACK');
    }
    // A child that reached the head before its kill was never interrupted mid-batch.
    if (compareCheckpoints(await checkpoint(), head) >= 0) throw new Error(`round ${round}: the child caught up before the kill; the round proves nothing`);
  }

  const last = start();
  try {
    await eventually(async () => compareCheckpoints(await checkpoint(), head) >= 0, 60_000, 'the last child catches up');
  } finally {
    await crash(last);
  }
  const reached = await checkpoint();
  if (compareCheckpoints(reached, head) !== 0) violations.push(`the checkpoint ended at ${formatCheckpoint(reached)}, not the head ${formatCheckpoint(head)}`);
  violations.push(...(await compareWithRebuild(bench, view)));
  return violations;
}

async function compareWithRebuild(bench: CrashBench, view: string): Promise<string[]> {
  const check = `${view}-check`;
  await rebuild({ eventStore: bench.eventStore, readStore: bench.readStore, view: counterView(check) });
  const rows = async (name: string): Promise<Map<string, string>> => {
    const { rows } = await bench.monitor.query<{ id: string; doc: Counter }>(`SELECT id, doc FROM ${quoteIdent(readerName(name))} ORDER BY id`);
    return new Map(rows.map((r) => [r.id, JSON.stringify(r.doc)]));
  };
  const [crashed, fresh] = [await rows(view), await rows(check)];
  const differing = [...new Set([...crashed.keys(), ...fresh.keys()])].filter((id) => crashed.get(id) !== fresh.get(id));
  const found: string[] = [];
  if (differing.length > 0) found.push(`${differing.length} of ${fresh.size} documents differ from a fresh rebuild (first: ${differing.slice(0, 3).join(', ')})`);
  const counted = [...crashed.values()].reduce((n, doc) => n + (JSON.parse(doc) as Counter).count, 0);
  if (counted !== bench.events) found.push(`the counters add up to ${counted} increments, not ${bench.events}`);
  return found;
}

/** Takes, on the holder's open transaction, the lock the child's next batch will wait for. */
async function holdLock(bench: CrashBench, view: string, hold: Exclude<Hold, null>): Promise<void> {
  const active = await bench.readStore.active(view);
  if (active === null) throw new Error(`view ${view} has no active generation`);
  await bench.holder.query('BEGIN');
  if (hold === 'documents') {
    // SHARE lets the child read its documents but not write them.
    await bench.holder.query(`LOCK TABLE ${quoteIdent(generationName(view, active.generation))} IN SHARE MODE`);
  } else {
    await bench.holder.query('SELECT 1 FROM rm_generations WHERE name = $1 AND generation = $2 FOR UPDATE', [view, active.generation]);
  }
}

/** Waits until one of the child's backends waits for a lock: it is inside a batch write. */
async function waitForLockWait(monitor: pg.Client, appName: string): Promise<void> {
  const waiting = async () =>
    (await monitor.query(`SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'`, [appName])).rows.length > 0;
  // A child process starts, opens its stores and catches up before its first batch: 30 s was too
  // short on a CI machine busy with two jest workers (the clean-clone run of 2026-11-27).
  await eventually(waiting, 90_000, 'the child blocks inside its batch').catch(async (error: unknown) => {
    const { rows } = await monitor.query(`SELECT pid, application_name, state, wait_event_type, left(query, 80) AS query FROM pg_stat_activity WHERE datname = current_database()`);
    throw new Error(`${(error as Error).message}; backends: ${JSON.stringify(rows)}`);
  });
}

/** Ends every backend of a killed child, so none finishes a statement its dead client began. */
async function terminateBackends(monitor: pg.Client, appName: string): Promise<void> {
  await monitor.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [appName]);
  await eventually(
    async () => (await monitor.query('SELECT 1 FROM pg_stat_activity WHERE application_name = $1', [appName])).rows.length === 0,
    10_000,
    `the backends of ${appName} end`,
  );
}
