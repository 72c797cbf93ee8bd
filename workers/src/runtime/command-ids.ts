import { createHash } from 'node:crypto';

/**
 * A UUID (version 5 layout) derived from the reactor, the event and the command's index: the
 * same reaction always carries the same commandId, so the event store's idempotency turns a
 * replay after a crash into a no-op.
 */
export function reactionCommandId(reactor: string, eventId: string, index: number): string {
  const bytes = createHash('sha1').update(`${reactor}\u0000${eventId}\u0000${index}`).digest().subarray(0, 16);
  bytes.writeUInt8((bytes.readUInt8(6) & 0x0f) | 0x50, 6);
  bytes.writeUInt8((bytes.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
