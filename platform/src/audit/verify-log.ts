import { createPublicKey, type KeyObject } from 'node:crypto';
import { compareCheckpoints, parseCheckpoint, type Checkpoint } from '@portal/events';
import { contentHash, linkHash } from './event-hash.ts';
import { jcsText } from './jcs-text.ts';
import { EXPORT_FORMAT, leafData, recordedMicros, type EventLine, type HeaderLine, type SealLine } from './export-format.ts';
import { MerkleTree, hashLeaf, rootFromPath } from './merkle.ts';
import { keyIdOf, sealDigest, sealSignatureValid } from './seal.ts';

export type ProblemKind = 'format' | 'truncated' | 'changed' | 'removed' | 'inserted' | 'reordered' | 'seal-changed' | 'untrusted-key';

export interface Problem {
  readonly kind: ProblemKind;
  /** 1-based line of the file where it shows. */
  readonly line: number;
  readonly message: string;
  readonly position?: string;
  readonly streamId?: string;
  readonly revision?: string;
  readonly block?: number;
}

export interface VerifyReport {
  readonly ok: boolean;
  readonly events: number;
  readonly seals: number;
  /** Events after the last seal: their stream chains are checked, no seal covers them yet. */
  readonly unsealed: number;
  /** Whose key the signatures were checked with: a pinned key, or (weaker) the one the file names. */
  readonly key: 'pinned' | 'from-file' | 'none';
  /**
   * The header's order: `global` (the whole log or a time range, whose completeness the blocks
   * prove) or `stream` (one stream: each event is proven in its block, but nothing signed says
   * which events a stream has, so its last ones could be left out unseen); null without a header.
   */
  readonly order: 'global' | 'stream' | null;
  /** The first problem in file order: what to look at first. */
  readonly first: Problem | null;
  readonly problems: readonly Problem[];
}

export interface VerifyOptions {
  /** Public keys to trust (SPKI PEM or KeyObject). Without any, the file's own key is used, and the report says so. */
  readonly trustedKeys?: readonly (string | KeyObject)[];
  /** How many problems to keep (default 100); the first one is always kept. */
  readonly maxProblems?: number;
}

interface Leaf {
  readonly line: number;
  readonly event: EventLine;
  readonly leaf: Buffer;
  readonly index: number;
  /** Hex, turned into bytes only when the leaf is checked alone. */
  readonly proof: readonly string[];
}

interface StreamState {
  next: bigint;
  hash: Buffer | null;
  readonly pending: Map<bigint, { line: number; event: EventLine; content: Buffer; micros: bigint }>;
}

/** An event line: its fields, and its data and metadata in the RFC 8785 form the content hash covers. */
interface ParsedEvent {
  readonly event: EventLine;
  readonly dataText: string;
  readonly metadataText: string;
}

const HEX32 = /^[0-9a-f]{64}$/;
const INTEGER = /^\d{1,19}$/;
const INT64_MAX = 2n ** 63n - 1n;
/** A seal names at most this many events: a larger count is forged, and would cost memory to check. */
const MAX_BLOCK = 1 << 20;
const isText = (v: unknown): v is string => typeof v === 'string';
/** A decimal int64 that is not negative, as positions, commits and revisions are. */
const isInt64 = (v: unknown): v is string => isText(v) && INTEGER.test(v) && BigInt(v) <= INT64_MAX;
const describeEvent = (e: EventLine): string => `event ${e.position} (${e.streamId} revision ${e.revision}, ${e.type})`;

function eventShape(v: Record<string, unknown>): string | null {
  if (!isInt64(v.position)) return 'position';
  if (!isInt64(v.commit)) return 'commit';
  if (!isText(v.streamId)) return 'streamId';
  if (!isInt64(v.revision)) return 'revision';
  if (!isText(v.id) || !isText(v.type)) return 'id/type';
  if (typeof v.schemaVersion !== 'number') return 'schemaVersion';
  if (!isText(v.recordedAt)) return 'recordedAt';
  if (!isText(v.hash) || !HEX32.test(v.hash)) return 'hash';
  if (v.previous !== undefined && (!isText(v.previous) || !HEX32.test(v.previous))) return 'previous';
  if (v.block !== null && !(Number.isSafeInteger(v.block) && (v.block as number) >= 0)) return 'block';
  if (v.block !== null && (!isIndex(v.index) || !Array.isArray(v.proof) || v.proof.length > 64 || !(v.proof as unknown[]).every((p) => isText(p) && HEX32.test(p)))) return 'proof';
  return null;
}

const isIndex = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < MAX_BLOCK;
const isCheckpointText = (v: unknown): boolean => isText(v) && /^\d{1,19}\/\d{1,19}$/.test(v) && v.split('/').every((part) => BigInt(part) <= INT64_MAX);

function headerShape(v: Record<string, unknown>): string | null {
  if (v.order !== 'global' && v.order !== 'stream') return 'order';
  if (typeof v.range !== 'object' || v.range === null || Array.isArray(v.range)) return 'range';
  const range = v.range as Record<string, unknown>;
  if ([range.from, range.to, range.stream].some((r) => r !== undefined && !isText(r))) return 'range';
  if (v.publicKey !== null && v.publicKey !== undefined && !isText(v.publicKey)) return 'publicKey';
  return null;
}

function sealShape(v: Record<string, unknown>): string | null {
  if (!(Number.isSafeInteger(v.block) && (v.block as number) >= 0) || !(Number.isInteger(v.count) && (v.count as number) > 0 && (v.count as number) <= MAX_BLOCK)) return 'block/count';
  if (!isCheckpointText(v.first) || !isCheckpointText(v.last)) return 'first/last';
  if (!isText(v.root) || !HEX32.test(v.root) || !isText(v.previous) || !HEX32.test(v.previous) || !isText(v.keyId) || !HEX32.test(v.keyId)) return 'root/previous/keyId';
  if (!isText(v.sealedAt) || !isText(v.signature)) return 'sealedAt/signature';
  return null;
}

/**
 * Checks an audit export offline (export-format.ts): every event against its stream's hash chain,
 * every sealed event against its block's signed Merkle root by its audit path, the blocks' leaf
 * indices and the seals' own chain, the reader order, and the end line. Names the first event
 * that was changed, removed, inserted or reordered, or the seal that was changed; a truncated or
 * garbled file is a problem like any other, never an exception.
 */
export async function verifyAuditLog(lines: AsyncIterable<string> | Iterable<string>, options: VerifyOptions = {}): Promise<VerifyReport> {
  const problems: Problem[] = [];
  const report = (p: Problem): void => void problems.push(p);
  const trusted = new Map<string, KeyObject>();
  for (const k of options.trustedKeys ?? []) {
    const key = typeof k === 'string' ? createPublicKey(k) : k;
    trusted.set(keyIdOf(key), key);
  }
  let header: HeaderLine | null = null;
  let keyMode: VerifyReport['key'] = trusted.size > 0 ? 'pinned' : 'none';
  const streams = new Map<string, StreamState>();
  const positions = new Set<string>();
  const seals = new Map<number, SealLine>();
  let lastSeal: SealLine | null = null;
  let block: { number: number; leaves: Leaf[] } | null = null;
  let lastCheckpoint: Checkpoint | null = null;
  let lastLine = 0;
  let events = 0;
  let sealCount = 0;
  let unsealed = 0;
  let sawUnsealed = false;
  // Events marked unsealed, and how far the seals in the file reach: an event inside a sealed
  // range cannot be unsealed (marking it so would escape its block's root).
  const unsealedEvents: { line: number; event: EventLine; at: Checkpoint }[] = [];
  let sealedUpTo: Checkpoint | null = null;
  let end: { line: number; events: unknown; seals: unknown } | null = null;

  const chain = (line: number, event: EventLine, previous: Buffer | null, content: Buffer, micros: bigint): Buffer => {
    const hash = linkHash(previous, BigInt(event.revision), micros, content);
    if (hash.toString('hex') !== event.hash) {
      report({ kind: 'changed', line, position: event.position, streamId: event.streamId, revision: event.revision, message: `${describeEvent(event)} was changed: its content and predecessor do not give its hash` });
    }
    return Buffer.from(event.hash, 'hex');
  };

  const sealKey = (seal: SealLine, line: number): KeyObject | null => {
    const key = trusted.get(seal.keyId);
    if (key) return key;
    if (trusted.size === 0 && header?.publicKey) {
      try {
        const own = createPublicKey(header.publicKey);
        if (keyIdOf(own) === seal.keyId) {
          keyMode = 'from-file';
          return own;
        }
      } catch {
        // A garbled key in the header: reported below as an untrusted key.
      }
    }
    report({ kind: 'untrusted-key', line, block: seal.block, message: `the seal of block ${seal.block} is signed by key ${seal.keyId.slice(0, 16)}…, which is not trusted` });
    return null;
  };

  const checkLeaf = (leaf: Leaf, seal: SealLine, surplus: boolean): void => {
    const root = rootFromPath(leaf.leaf, leaf.index, seal.count, leaf.proof.map((p) => Buffer.from(p, 'hex')));
    if (root?.toString('hex') !== seal.root) {
      report({
        kind: surplus ? 'inserted' : 'changed',
        line: leaf.line,
        position: leaf.event.position,
        streamId: leaf.event.streamId,
        revision: leaf.event.revision,
        block: seal.block,
        message: `${describeEvent(leaf.event)} is not the event sealed at index ${leaf.index} of block ${seal.block}: ${surplus ? 'it was inserted' : 'it was changed'}`,
      });
    }
  };

  /** A block of a reader-order export, complete once its seal arrives. */
  const closeBlock = (seal: SealLine, line: number): void => {
    const named = block?.number === seal.block ? block.leaves : [];
    block = null;
    const leaves: Leaf[] = [];
    for (const leaf of named) {
      if (leaf.index < seal.count) leaves.push(leaf);
      else report({ kind: 'inserted', line: leaf.line, position: leaf.event.position, block: seal.block, message: `${describeEvent(leaf.event)} claims index ${leaf.index} of block ${seal.block}, which seals ${seal.count} events: it was inserted` });
    }
    const surplus = leaves.length > seal.count;
    // The whole block in order rebuilds the sealed root in about two hashes per event; only a
    // block that does not is checked leaf by leaf, to name the event that breaks it.
    const whole = leaves.length === seal.count && leaves.every((leaf, i) => leaf.index === i);
    if (!whole || new MerkleTree(leaves.map((l) => l.leaf)).root().toString('hex') !== seal.root) {
      for (const leaf of leaves) checkLeaf(leaf, seal, surplus);
    }
    const present = new Set(leaves.map((l) => l.index));
    const seen = new Set<number>();
    let expected = 0;
    for (const leaf of leaves) {
      if (seen.has(leaf.index)) {
        report({ kind: 'inserted', line: leaf.line, position: leaf.event.position, block: seal.block, message: `${describeEvent(leaf.event)} repeats index ${leaf.index} of block ${seal.block}: it was inserted` });
      } else if (leaf.index < expected) {
        report({ kind: 'reordered', line: leaf.line, position: leaf.event.position, block: seal.block, message: `${describeEvent(leaf.event)} is out of order: index ${leaf.index} of block ${seal.block} comes after index ${expected - 1}` });
      } else if (leaf.index > expected) {
        // Indices skipped here and never seen in the block were removed; those seen later were moved.
        const missing: number[] = [];
        for (let i = expected; i < leaf.index; i += 1) if (!present.has(i)) missing.push(i);
        if (missing.length > 0) {
          const shown = missing.length > 20 ? `${missing.slice(0, 20).join(', ')}, …` : missing.join(', ');
          report({ kind: 'removed', line: leaf.line, position: leaf.event.position, block: seal.block, message: `${missing.length} event(s) of block ${seal.block} were removed right before ${describeEvent(leaf.event)} (index ${shown})` });
        }
      }
      seen.add(leaf.index);
      expected = Math.max(expected, leaf.index + 1);
    }
    if (expected < seal.count) {
      report({ kind: 'removed', line, block: seal.block, message: `${seal.count - expected} event(s) at the end of block ${seal.block} were removed (index ${expected} to ${seal.count - 1})` });
    }
  };

  const onSeal = (seal: SealLine, line: number): void => {
    sealCount += 1;
    const key = sealKey(seal, line);
    if (key && !sealSignatureValid(omitSignature(seal), seal.signature, key)) {
      report({ kind: 'seal-changed', line, block: seal.block, message: `the seal of block ${seal.block} was changed: its signature does not verify` });
    }
    if (seals.has(seal.block)) report({ kind: 'inserted', line, block: seal.block, message: `the seal of block ${seal.block} appears twice` });
    if (lastSeal) {
      if (seal.block !== lastSeal.block + 1) {
        report({ kind: seal.block > lastSeal.block ? 'removed' : 'reordered', line, block: seal.block, message: `block ${seal.block} follows block ${lastSeal.block}: ${seal.block > lastSeal.block ? 'the blocks between were removed' : 'the blocks are out of order'}` });
      } else if (seal.previous !== sealDigest(omitSignature(lastSeal))) {
        report({ kind: 'seal-changed', line, block: seal.block, message: `the seal of block ${seal.block} does not chain to the seal of block ${lastSeal.block}` });
      }
    } else if (seal.block === 0 && seal.previous !== '0'.repeat(64)) {
      report({ kind: 'seal-changed', line, block: 0, message: 'the seal of block 0 names a predecessor' });
    }
    seals.set(seal.block, seal);
    lastSeal = seal;
    const last = parseCheckpoint(seal.last);
    if (sealedUpTo === null || compareCheckpoints(last, sealedUpTo) > 0) sealedUpTo = last;
    if (header?.order === 'global') closeBlock(seal, line);
  };

  const onEvent = ({ event, dataText, metadataText }: ParsedEvent, line: number): void => {
    events += 1;
    const micros = recordedMicros(event.recordedAt);
    const content = contentHash({ streamId: event.streamId, id: event.id, type: event.type, schemaVersion: event.schemaVersion, dataText, metadataText });
    if (micros === null) {
      report({ kind: 'changed', line, position: event.position, message: `${describeEvent(event)} has a recordedAt that is not a time with microseconds` });
      return;
    }
    const duplicate = positions.has(event.position);
    if (duplicate) report({ kind: 'inserted', line, position: event.position, message: `position ${event.position} appears twice: ${describeEvent(event)} was inserted` });
    positions.add(event.position);

    // The stream's chain, in revision order even where the reader order interleaves revisions.
    const revision = BigInt(event.revision);
    let stream = streams.get(event.streamId);
    if (!stream) {
      let anchor: Buffer | null = null;
      if (revision > 0n) {
        // Only a reader-order export that starts at a time may begin a stream mid-way; one
        // stream's export always starts at its revision 0.
        if (event.previous !== undefined && header?.order === 'global' && header.range.from !== undefined) anchor = Buffer.from(event.previous, 'hex');
        else {
          report({ kind: 'removed', line, position: event.position, streamId: event.streamId, message: `stream ${event.streamId} starts at revision ${event.revision}: revisions 0 to ${revision - 1n} were removed` });
          anchor = event.previous === undefined ? null : Buffer.from(event.previous, 'hex');
        }
      }
      stream = { next: revision, hash: anchor, pending: new Map() };
      streams.set(event.streamId, stream);
    }
    if (revision < stream.next || stream.pending.has(revision)) {
      report({ kind: 'inserted', line, position: event.position, streamId: event.streamId, revision: event.revision, message: `${describeEvent(event)} repeats a revision of its stream: it was inserted` });
    } else if (revision > stream.next) {
      stream.pending.set(revision, { line, event, content, micros });
    } else {
      stream.hash = chain(line, event, stream.hash, content, micros);
      stream.next += 1n;
      for (let waiting = stream.pending.get(stream.next); waiting; waiting = stream.pending.get(stream.next)) {
        stream.pending.delete(stream.next);
        stream.hash = chain(waiting.line, waiting.event, stream.hash, waiting.content, waiting.micros);
        stream.next += 1n;
      }
    }

    if (header?.order === 'global') {
      const at = { commit: BigInt(event.commit), position: BigInt(event.position) };
      if (lastCheckpoint && compareCheckpoints(at, lastCheckpoint) <= 0 && !duplicate) {
        report({ kind: 'reordered', line, position: event.position, message: `${describeEvent(event)} is out of order: the log has it before the event on the line above` });
      }
      lastCheckpoint = lastCheckpoint && compareCheckpoints(at, lastCheckpoint) < 0 ? lastCheckpoint : at;
    }

    if (event.block === null) {
      unsealed += 1;
      sawUnsealed = true;
      unsealedEvents.push({ line, event, at: { commit: BigInt(event.commit), position: BigInt(event.position) } });
      return;
    }
    const leaf: Leaf = { line, event, leaf: hashLeaf(leafData(BigInt(event.position), Buffer.from(event.hash, 'hex'))), index: event.index ?? -1, proof: event.proof ?? [] };
    if (header?.order === 'stream') {
      const seal = seals.get(event.block);
      if (!seal) report({ kind: 'removed', line, position: event.position, block: event.block, message: `${describeEvent(event)} names block ${event.block}, whose seal is not in the file` });
      else checkLeaf(leaf, seal, false);
      return;
    }
    if (sawUnsealed) {
      report({ kind: 'changed', line, position: event.position, block: event.block, message: `${describeEvent(event)} is sealed but follows events marked unsealed` });
    }
    if (block && block.number !== event.block) {
      report({ kind: 'removed', line, block: block.number, message: `the seal of block ${block.number} was removed (its events end before line ${line})` });
      block = null;
    }
    block ??= { number: event.block, leaves: [] };
    block.leaves.push(leaf);
  };

  const readLine = (value: Record<string, unknown>, line: number): void => {
    if (value.kind === 'event') {
      const wrong = !('data' in value) || !('metadata' in value) ? 'data/metadata' : eventShape(value);
      if (wrong) report({ kind: 'changed', line, message: `line ${line} is an event with a malformed ${wrong}` });
      else onEvent({ event: value as unknown as EventLine, dataText: jcsText(value.data), metadataText: jcsText(value.metadata) }, line);
    } else {
      const wrong = sealShape(value);
      if (wrong) report({ kind: 'seal-changed', line, message: `line ${line} is a seal with a malformed ${wrong}` });
      else onSeal(value as unknown as SealLine, line);
    }
  };

  for await (const text of lines) {
    lastLine += 1;
    const line = lastLine;
    if (text.trim() === '') continue;
    let value: Record<string, unknown>;
    try {
      value = JSON.parse(text) as Record<string, unknown>;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
    } catch {
      report({ kind: 'format', line, message: `line ${line} is not a JSON object: the file was changed or cut off there` });
      continue;
    }
    if (end) {
      report({ kind: 'inserted', line, message: `line ${line} comes after the end line` });
      continue;
    }
    if (header === null) {
      if (value.kind !== 'header' || value.format !== EXPORT_FORMAT) {
        report({ kind: 'format', line, message: `the file does not start with a ${EXPORT_FORMAT} header` });
        break;
      }
      const wrong = headerShape(value);
      if (wrong) {
        report({ kind: 'format', line, message: `the header has a malformed ${wrong}` });
        break;
      }
      header = value as unknown as HeaderLine;
      continue;
    }
    if (value.kind === 'event' || value.kind === 'seal') {
      // Whatever a forged line holds (a value nested past the stack, a number no check foresaw),
      // it is a problem of that line, never an exception of the verifier.
      try {
        readLine(value, line);
      } catch (error) {
        report({ kind: 'format', line, message: `line ${line} cannot be checked: ${error instanceof Error ? error.message : String(error)}` });
      }
    } else if (value.kind === 'end') {
      end = { line, events: value.events, seals: value.seals };
    } else {
      report({ kind: 'format', line, message: `line ${line} has an unknown kind` });
    }
  }

  if (header !== null) {
    const open = block as { number: number; leaves: Leaf[] } | null;
    if (open && open.leaves.length > 0) report({ kind: end ? 'removed' : 'truncated', line: lastLine, block: open.number, message: `the events of block ${open.number} have no seal in the file` });
    for (const [streamId, stream] of streams) {
      // An event whose revision was edited waits forever; it is the one that links at the gap.
      for (const [revision, w] of stream.pending) {
        if (linkHash(stream.hash, stream.next, w.micros, w.content).toString('hex') !== w.event.hash) continue;
        report({ kind: 'changed', line: w.line, position: w.event.position, streamId, revision: w.event.revision, message: `${describeEvent(w.event)} was changed: it is revision ${stream.next} of its stream` });
        stream.pending.delete(revision);
        stream.hash = Buffer.from(w.event.hash, 'hex');
        stream.next += 1n;
        for (let next = stream.pending.get(stream.next); next; next = stream.pending.get(stream.next)) {
          stream.pending.delete(stream.next);
          stream.hash = chain(next.line, next.event, stream.hash, next.content, next.micros);
          stream.next += 1n;
        }
        break;
      }
      const waiting = [...stream.pending.entries()].sort(([a], [b]) => (a < b ? -1 : 1))[0];
      if (waiting) {
        const [revision, w] = waiting;
        report({ kind: 'removed', line: w.line, position: w.event.position, streamId, revision: revision.toString(), message: `stream ${streamId} lacks revision ${stream.next}${revision - 1n > stream.next ? ` to ${revision - 1n}` : ''} before revision ${revision}: removed` });
      }
    }
    const reach = sealedUpTo as Checkpoint | null;
    for (const u of unsealedEvents) {
      if (reach === null || compareCheckpoints(u.at, reach) > 0) continue;
      report({ kind: 'changed', line: u.line, position: u.event.position, streamId: u.event.streamId, revision: u.event.revision, message: `${describeEvent(u.event)} is marked unsealed, but the seals in the file reach past it: it was taken out of its block` });
    }
    if (!end) report({ kind: 'truncated', line: lastLine, message: `the file ends at line ${lastLine} without its end line: it was cut off` });
    else if (end.events !== events || end.seals !== sealCount) {
      report({ kind: events > Number(end.events) ? 'inserted' : 'removed', line: end.line, message: `the end line counts ${String(end.events)} events and ${String(end.seals)} seals; the file holds ${events} and ${sealCount}` });
    }
  } else if (problems.length === 0) {
    report({ kind: 'format', line: 1, message: 'the file is empty' });
  }

  problems.sort((a, b) => a.line - b.line);
  const max = options.maxProblems ?? 100;
  return {
    ok: problems.length === 0,
    events,
    seals: sealCount,
    unsealed,
    key: sealCount === 0 ? 'none' : keyMode,
    order: header?.order ?? null,
    first: problems[0] ?? null,
    problems: problems.slice(0, max),
  };
}

function omitSignature(seal: SealLine): Omit<SealLine, 'kind' | 'signature'> {
  const { kind: _kind, signature: _signature, ...fields } = seal;
  return fields;
}
