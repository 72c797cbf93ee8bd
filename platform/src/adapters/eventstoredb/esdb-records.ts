import { createHash } from 'node:crypto';
import type { Position, RecordedEvent as EsdbRecordedEvent } from '@kurrent/kurrentdb-client';
import type { Checkpoint, EventMetadata, RecordedEvent } from '@portal/events';

/**
 * Key of a random id, one per append call, stored in each event's metadata. EventStoreDB
 * answers a replayed write (same event ids) with success and no way to tell it was a replay;
 * reading the stored last event back and comparing this id tells the caller which of several
 * racing calls wrote it (`duplicate: false`) and which were deduplicated (`duplicate: true`).
 * It is stripped again on read.
 */
export const APPEND_ID = 'portalAppendId';

/** Multi-stream appends take flat string metadata: the envelope's metadata travels as JSON under this key. */
export const METADATA_JSON = 'portalMetadata';

// RFC 4122 v5 namespace for event ids derived from a commandId (a fixed, randomly drawn UUID).
const NAMESPACE = Buffer.from('3f0b5d1c8e2a4b7f9d6e1a2c4b8d0e6f', 'hex');

/**
 * The id of event `index` of the command `commandId`, a UUID v5. A replay or a racing twin of
 * the same command sends the same ids, and EventStoreDB's own idempotency check (on event ids)
 * then writes them once.
 */
export function commandEventId(commandId: string, index: number): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`${commandId}/${index}`).digest();
  hash.writeUInt8((hash.readUInt8(6) & 0x0f) | 0x50, 6);
  hash.writeUInt8((hash.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Where the result of a command is recorded, for `lookupCommand`. A `$` stream: system streams
 * stay out of every `$all` read this adapter serves, so projections never see these records.
 * Writing to it needs the `$admins` group on a server with access control enabled.
 */
export const commandStream = (commandId: string): string => `$command-${commandId}`;

/** System streams (`$…`, including metadata `$$…`) and system event types (`$…`, links `$>`). */
export const isSystemEvent = (e: { streamId: string; type: string }): boolean => e.streamId.startsWith('$') || e.type.startsWith('$');

/**
 * Reader order is EventStoreDB's own `$all` order, (commit, prepare). The scalar global position
 * is the commit position: it is what a write reports, and every event of one append shares it,
 * so it names the write as a whole (see `checkpointOf`).
 */
export const toCheckpoint = (p: Position): Checkpoint => ({ commit: p.commit, position: p.prepare });
export const toPosition = (c: Checkpoint): Position => ({ commit: c.commit, prepare: c.position });

function metadataObject(raw: unknown): Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) && !(raw instanceof Uint8Array) ? (raw as Record<string, unknown>) : {};
}

export const appendIdOf = (e: EsdbRecordedEvent): unknown => metadataObject(e.metadata)[APPEND_ID];

export function toRecorded(e: EsdbRecordedEvent): RecordedEvent {
  if (!e.position) {
    // Stream reads carry positions from EventStoreDB 22.6 on; without them no checkpoint exists.
    throw new Error(`eventstoredb: event ${e.id} in ${e.streamId} has no log position (server older than 22.6?)`);
  }
  const raw = metadataObject(e.metadata);
  const packed = raw[METADATA_JSON];
  const { [APPEND_ID]: _appendId, ...metadata } = typeof packed === 'string' ? (JSON.parse(packed) as Record<string, unknown>) : raw;
  return {
    id: e.id,
    type: e.type,
    data: e.data,
    metadata: metadata as unknown as EventMetadata,
    streamId: e.streamId,
    revision: e.revision,
    globalPosition: e.position.commit,
    checkpoint: toCheckpoint(e.position),
    recordedAt: e.created.toISOString(),
  };
}
