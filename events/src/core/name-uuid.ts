import { createHash } from 'node:crypto';

/**
 * A UUID (version 5 layout, SHA-1) derived from a name: the same name always gives the same id.
 * Commands a handler or reactor sends besides its own take such ids, so a retry or a replay
 * after a crash finds them already handled instead of acting twice.
 *
 * @example nameUuid(`mail\u0000${commandId}\u0000activation`) // the same mailId on every retry
 */
export function nameUuid(name: string): string {
  const bytes = createHash('sha1').update(name).digest().subarray(0, 16);
  bytes.writeUInt8((bytes.readUInt8(6) & 0x0f) | 0x50, 6);
  bytes.writeUInt8((bytes.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
