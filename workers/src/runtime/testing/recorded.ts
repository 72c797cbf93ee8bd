import type { RecordedEvent } from '@portal/events';
import { testMetadata } from '@portal/events/testing';

/** A recorded event at `position` (commit = position), for the workers' pure specs. */
export function recorded(type: string, data: unknown, position: number, streamId = 'test-1'): RecordedEvent {
  return {
    id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    type,
    data,
    metadata: testMetadata({ correlationId: `correlation-${position}`, tenant: 'tenant-a' }),
    streamId,
    revision: BigInt(position),
    globalPosition: BigInt(position),
    checkpoint: { commit: BigInt(position), position: BigInt(position) },
    recordedAt: new Date(Date.UTC(2026, 10, 21, 12, 0, position)).toISOString(),
  };
}
