import type { RecordedEvent } from '@portal/events';
import { DeliveryTally } from './tally.ts';

const event = (id: string, commit: bigint, position: bigint): RecordedEvent => ({
  id,
  type: 'T',
  data: {},
  metadata: { commandId: 'c', correlationId: 'c', causationId: 'c', actor: { userId: 'u', role: 'system' }, tenant: 'platform', occurredAt: '2026-11-21T12:00:00.000Z', schemaVersion: 1 },
  streamId: 's',
  revision: position,
  globalPosition: position,
  checkpoint: { commit, position },
  recordedAt: '2026-11-21T12:00:00.000Z',
});

describe('DeliveryTally (the replay.exactly_once count)', () => {
  it('counts nothing wrong when every appended event arrives once, in order', () => {
    const tally = new DeliveryTally();
    tally.record([event('a', 10n, 2n), event('b', 11n, 1n)]);
    expect(tally.against(new Set(['a', 'b']))).toEqual({ missing: 0, duplicates: 0, outOfOrder: 0, unknown: 0 });
    expect(tally.last).toEqual({ commit: 11n, position: 1n });
  });

  it('counts a missing event, a redelivery, a step backwards and a stranger', () => {
    const tally = new DeliveryTally();
    tally.record([event('a', 10n, 1n), event('c', 12n, 3n)]);
    tally.record([event('a', 10n, 1n), event('x', 13n, 9n)]);
    expect(tally.against(new Set(['a', 'b', 'c']))).toEqual({ missing: 1, duplicates: 1, outOfOrder: 1, unknown: 1 });
    expect(tally.delivered).toBe(4);
  });
});
