import { createPublicKey, type KeyObject } from 'node:crypto';
import { compareCheckpoints, type Checkpoint } from '@portal/events';
import { closeBlock, checkLeaf, type Leaf } from './block-checks.ts';
import { contentHash } from './event-hash.ts';
import { EXPORT_FORMAT, leafData, recordedMicros, type EventLine, type SealLine } from './export-format.ts';
import { checkEvent, checkHeader, checkSeal, type VerifiedHeader } from './export-lines.ts';
import { jcsText } from './jcs-text.ts';
import { hashLeaf } from './merkle.ts';
import { keyIdOf } from './seal.ts';
import { SealChain, type KeyMode } from './seal-chain.ts';
import { StreamChains } from './stream-chains.ts';
import { describeEvent, type Problem } from './verify-problems.ts';

export type { Problem, ProblemKind } from './verify-problems.ts';

export interface VerifyReport {
  readonly ok: boolean;
  readonly events: number;
  readonly seals: number;
  /** Events after the last seal: their stream chains are checked, no seal covers them yet. */
  readonly unsealed: number;
  /** Whose key the signatures were checked with: a pinned key, or (weaker) the one the file names. */
  readonly key: KeyMode;
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

/**
 * Checks an audit export offline (export-format.ts): every event against its stream's hash chain,
 * every sealed event against its block's signed Merkle root by its audit path, the blocks' leaf
 * indices and the seals' own chain, the reader order, and the end line. Names the first event
 * that was changed, removed, inserted or reordered, or the seal that was changed; a truncated or
 * garbled file is a problem like any other, never an exception.
 */
export async function verifyAuditLog(lines: AsyncIterable<string> | Iterable<string>, options: VerifyOptions = {}): Promise<VerifyReport> {
  const trusted = new Map<string, KeyObject>();
  for (const k of options.trustedKeys ?? []) {
    const key = typeof k === 'string' ? createPublicKey(k) : k;
    trusted.set(keyIdOf(key), key);
  }
  const verifier = new LogVerifier(trusted);
  for await (const text of lines) if (!verifier.read(text)) break;
  return verifier.finish(options.maxProblems ?? 100);
}

/** After the header: the file's checks, fed line by line. */
interface Checks {
  readonly header: VerifiedHeader;
  readonly chains: StreamChains;
  readonly seals: SealChain;
}

class LogVerifier {
  private readonly problems: Problem[] = [];
  private readonly report = (p: Problem): void => void this.problems.push(p);
  private checks: Checks | null = null;
  private readonly positions = new Set<string>();
  private block: { number: number; leaves: Leaf[] } | null = null;
  private lastCheckpoint: Checkpoint | null = null;
  private lastLine = 0;
  private events = 0;
  private unsealed = 0;
  // Events marked unsealed: one inside a sealed range would escape its block's root.
  private readonly unsealedEvents: { line: number; event: EventLine; at: Checkpoint }[] = [];
  private end: { line: number; events: unknown; seals: unknown } | null = null;

  private readonly trusted: ReadonlyMap<string, KeyObject>;

  constructor(trusted: ReadonlyMap<string, KeyObject>) {
    this.trusted = trusted;
  }

  /** One line of the file; false when the file cannot be read on (no header). */
  read(text: string): boolean {
    this.lastLine += 1;
    const line = this.lastLine;
    if (text.trim() === '') return true;
    const value = parseObject(text);
    if (value === null) {
      this.report({ kind: 'format', line, message: `line ${line} is not a JSON object: the file was changed or cut off there` });
    } else if (this.end) {
      this.report({ kind: 'inserted', line, message: `line ${line} comes after the end line` });
    } else if (this.checks === null) {
      return this.readHeader(value, line);
    } else if (value.kind === 'event' || value.kind === 'seal') {
      this.readChecked(value, value.kind, line);
    } else if (value.kind === 'end') {
      this.end = { line, events: value.events, seals: value.seals };
    } else {
      this.report({ kind: 'format', line, message: `line ${line} has an unknown kind` });
    }
    return true;
  }

  private readHeader(value: Record<string, unknown>, line: number): boolean {
    if (value.kind !== 'header' || value.format !== EXPORT_FORMAT) {
      this.report({ kind: 'format', line, message: `the file does not start with a ${EXPORT_FORMAT} header` });
      return false;
    }
    const checked = checkHeader(value);
    if ('malformed' in checked) {
      this.report({ kind: 'format', line, message: `the header has a malformed ${checked.malformed}` });
      return false;
    }
    const header = checked.line;
    const mayStartMidway = header.order === 'global' && header.range.from !== undefined;
    this.checks = { header, chains: new StreamChains(this.report, mayStartMidway), seals: new SealChain(this.report, this.trusted, header.publicKey ?? null) };
    return true;
  }

  /** Whatever a forged line holds (a value nested past the stack, a number no check foresaw), it is a problem of that line, never an exception of the verifier. */
  private readChecked(value: Record<string, unknown>, kind: 'event' | 'seal', line: number): void {
    try {
      if (kind === 'event') {
        const checked = checkEvent({ ...value, kind: 'event' });
        if ('malformed' in checked) this.report({ kind: 'changed', line, message: `line ${line} is an event with a malformed ${checked.malformed}` });
        else this.onEvent(checked.line, line);
      } else {
        const checked = checkSeal({ ...value, kind: 'seal' });
        if ('malformed' in checked) this.report({ kind: 'seal-changed', line, message: `line ${line} is a seal with a malformed ${checked.malformed}` });
        else this.onSeal(checked.line, line);
      }
    } catch (error) {
      this.report({ kind: 'format', line, message: `line ${line} cannot be checked: ${error instanceof Error ? error.message : String(error)}` });
    }
  }

  private onSeal(seal: SealLine, line: number): void {
    const { header, seals } = this.need();
    seals.add(seal, line);
    if (header.order !== 'global') return;
    const named = this.block?.number === seal.block ? this.block.leaves : [];
    this.block = null;
    closeBlock(named, seal, line, this.report);
  }

  private onEvent(event: EventLine, line: number): void {
    const { chains } = this.need();
    this.events += 1;
    const micros = recordedMicros(event.recordedAt);
    const content = contentHash({ streamId: event.streamId, id: event.id, type: event.type, schemaVersion: event.schemaVersion, dataText: jcsText(event.data), metadataText: jcsText(event.metadata) });
    if (micros === null) {
      this.report({ kind: 'changed', line, position: event.position, message: `${describeEvent(event)} has a recordedAt that is not a time with microseconds` });
      return;
    }
    const duplicate = this.positions.has(event.position);
    if (duplicate) this.report({ kind: 'inserted', line, position: event.position, message: `position ${event.position} appears twice: ${describeEvent(event)} was inserted` });
    this.positions.add(event.position);
    chains.add({ line, event, content, micros });
    this.checkReaderOrder(event, line, duplicate);
    this.placeInBlock(event, line);
  }

  private checkReaderOrder(event: EventLine, line: number, duplicate: boolean): void {
    if (this.need().header.order !== 'global') return;
    const at = { commit: BigInt(event.commit), position: BigInt(event.position) };
    const last = this.lastCheckpoint;
    if (last && compareCheckpoints(at, last) <= 0 && !duplicate) {
      this.report({ kind: 'reordered', line, position: event.position, message: `${describeEvent(event)} is out of order: the log has it before the event on the line above` });
    }
    this.lastCheckpoint = last && compareCheckpoints(at, last) < 0 ? last : at;
  }

  /** A sealed event joins its block (reader order) or is checked against its block's seal (one stream). */
  private placeInBlock(event: EventLine, line: number): void {
    const { header, seals } = this.need();
    if (event.block === null) {
      this.unsealed += 1;
      this.unsealedEvents.push({ line, event, at: { commit: BigInt(event.commit), position: BigInt(event.position) } });
      return;
    }
    const leaf: Leaf = { line, event, leaf: hashLeaf(leafData(BigInt(event.position), Buffer.from(event.hash, 'hex'))), index: event.index ?? -1, proof: event.proof ?? [] };
    if (header.order === 'stream') {
      const seal = seals.seals.get(event.block);
      if (!seal) this.report({ kind: 'removed', line, position: event.position, block: event.block, message: `${describeEvent(event)} names block ${event.block}, whose seal is not in the file` });
      else checkLeaf(leaf, seal, false, this.report);
      return;
    }
    if (this.unsealed > 0) {
      this.report({ kind: 'changed', line, position: event.position, block: event.block, message: `${describeEvent(event)} is sealed but follows events marked unsealed` });
    }
    if (this.block && this.block.number !== event.block) {
      this.report({ kind: 'removed', line, block: this.block.number, message: `the seal of block ${this.block.number} was removed (its events end before line ${line})` });
      this.block = null;
    }
    this.block ??= { number: event.block, leaves: [] };
    this.block.leaves.push(leaf);
  }

  finish(maxProblems: number): VerifyReport {
    if (this.checks) this.finishChecks(this.checks);
    else if (this.problems.length === 0) this.report({ kind: 'format', line: 1, message: 'the file is empty' });
    const problems = this.problems.sort((a, b) => a.line - b.line);
    const sealCount = this.checks?.seals.count ?? 0;
    return {
      ok: problems.length === 0,
      events: this.events,
      seals: sealCount,
      unsealed: this.unsealed,
      key: sealCount === 0 ? 'none' : (this.checks?.seals.keyMode ?? 'none'),
      order: this.checks?.header.order ?? null,
      first: problems[0] ?? null,
      problems: problems.slice(0, maxProblems),
    };
  }

  private finishChecks({ chains, seals }: Checks): void {
    const open = this.block;
    if (open && open.leaves.length > 0) this.report({ kind: this.end ? 'removed' : 'truncated', line: this.lastLine, block: open.number, message: `the events of block ${open.number} have no seal in the file` });
    chains.finish();
    const reach = seals.sealedUpTo;
    for (const u of this.unsealedEvents) {
      if (reach === null || compareCheckpoints(u.at, reach) > 0) continue;
      this.report({ kind: 'changed', line: u.line, position: u.event.position, streamId: u.event.streamId, revision: u.event.revision, message: `${describeEvent(u.event)} is marked unsealed, but the seals in the file reach past it: it was taken out of its block` });
    }
    const { end } = this;
    if (!end) this.report({ kind: 'truncated', line: this.lastLine, message: `the file ends at line ${this.lastLine} without its end line: it was cut off` });
    else if (end.events !== this.events || end.seals !== seals.count) {
      this.report({ kind: this.events > Number(end.events) ? 'inserted' : 'removed', line: end.line, message: `the end line counts ${String(end.events)} events and ${String(end.seals)} seals; the file holds ${this.events} and ${seals.count}` });
    }
  }

  private need(): Checks {
    if (!this.checks) throw new Error('a line before the header');
    return this.checks;
  }
}

/** A line as a JSON object, or null when it is none. */
function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : null;
  } catch {
    return null;
  }
}
