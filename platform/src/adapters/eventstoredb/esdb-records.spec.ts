import type { RecordedEvent as EsdbRecordedEvent } from '@kurrent/kurrentdb-client';
import { testMetadata } from '@portal/events/testing';
import { APPEND_ID, commandEventId, isSystemEvent, toRecorded } from './esdb-records.ts';

const esdbEvent = (overrides: Partial<EsdbRecordedEvent> = {}): EsdbRecordedEvent =>
  ({
    streamId: 'offer-1',
    id: '5f0c8e3a-1b2c-4d5e-8f9a-0b1c2d3e4f5a',
    isJson: true,
    revision: 3n,
    type: 'OfferReleased',
    created: new Date('2026-11-21T12:00:00.000Z'),
    data: { price: '12.50' },
    metadata: { ...testMetadata({ schemaVersion: 2 }), [APPEND_ID]: 'a-1' },
    position: { commit: 4096n, prepare: 4350n },
    ...overrides,
  }) as EsdbRecordedEvent;

describe('eventstoredb records', () => {
  it('derives the same UUID v5 for the same command and index, and different ones otherwise', () => {
    const id = commandEventId('cmd-1', 0);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(commandEventId('cmd-1', 0)).toBe(id);
    expect(new Set([id, commandEventId('cmd-1', 1), commandEventId('cmd-2', 0), commandEventId('cmd-1/0', 0)]).size).toBe(4);
  });

  it('maps positions to checkpoint (commit, prepare) and the commit to the global position', () => {
    const e = toRecorded(esdbEvent());
    expect(e).toMatchObject({ streamId: 'offer-1', revision: 3n, globalPosition: 4096n, checkpoint: { commit: 4096n, position: 4350n } });
    expect(e.recordedAt).toBe('2026-11-21T12:00:00.000Z');
  });

  it('returns the metadata as appended, schemaVersion included, without the append id', () => {
    const e = toRecorded(esdbEvent());
    expect(e.metadata.schemaVersion).toBe(2);
    expect(Object.keys(e.metadata)).not.toContain(APPEND_ID);
  });

  it('refuses an event without a log position rather than inventing one', () => {
    expect(() => toRecorded(esdbEvent({ position: undefined }))).toThrow(/no log position/);
  });

  it('treats system streams, metadata streams and system event types as system events', () => {
    expect(isSystemEvent({ streamId: '$command-1', type: 'CommandRecorded' })).toBe(true);
    expect(isSystemEvent({ streamId: '$$offer-1', type: '$metadata' })).toBe(true);
    expect(isSystemEvent({ streamId: 'offer-1', type: '$>' })).toBe(true);
    expect(isSystemEvent({ streamId: 'offer-1', type: 'OfferReleased' })).toBe(false);
  });
});
