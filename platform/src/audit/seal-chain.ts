import { createPublicKey, type KeyObject } from 'node:crypto';
import { compareCheckpoints, parseCheckpoint, type Checkpoint } from '@portal/events';
import type { SealLine } from './export-format.ts';
import { keyIdOf, sealDigest, sealSignatureValid } from './seal.ts';
import type { Report } from './verify-problems.ts';

/** Whose key the signatures were checked with: a pinned key, or (weaker) the one the file names. */
export type KeyMode = 'pinned' | 'from-file' | 'none';

/** The seals of a file: each signed by a trusted key, each chained to the one before. */
export class SealChain {
  readonly seals = new Map<number, SealLine>();
  count = 0;
  keyMode: KeyMode;
  /** How far the seals in the file reach. */
  sealedUpTo: Checkpoint | null = null;
  private last: SealLine | null = null;
  private readonly report: Report;
  private readonly trusted: ReadonlyMap<string, KeyObject>;
  /** The key the file's header names, used only when no key is pinned. */
  private readonly fileKey: string | null;

  constructor(report: Report, trusted: ReadonlyMap<string, KeyObject>, fileKey: string | null) {
    this.report = report;
    this.trusted = trusted;
    this.fileKey = fileKey;
    this.keyMode = trusted.size > 0 ? 'pinned' : 'none';
  }

  add(seal: SealLine, line: number): void {
    this.count += 1;
    const key = this.keyOf(seal, line);
    if (key && !sealSignatureValid(omitSignature(seal), seal.signature, key)) {
      this.report({ kind: 'seal-changed', line, block: seal.block, message: `the seal of block ${seal.block} was changed: its signature does not verify` });
    }
    if (this.seals.has(seal.block)) this.report({ kind: 'inserted', line, block: seal.block, message: `the seal of block ${seal.block} appears twice` });
    this.checkLink(seal, line);
    this.seals.set(seal.block, seal);
    this.last = seal;
    const last = parseCheckpoint(seal.last);
    if (this.sealedUpTo === null || compareCheckpoints(last, this.sealedUpTo) > 0) this.sealedUpTo = last;
  }

  /** The seal follows the one before it in number and names its digest; block 0 names none. */
  private checkLink(seal: SealLine, line: number): void {
    const before = this.last;
    if (!before) {
      if (seal.block === 0 && seal.previous !== '0'.repeat(64)) this.report({ kind: 'seal-changed', line, block: 0, message: 'the seal of block 0 names a predecessor' });
      return;
    }
    if (seal.block !== before.block + 1) {
      const later = seal.block > before.block;
      this.report({ kind: later ? 'removed' : 'reordered', line, block: seal.block, message: `block ${seal.block} follows block ${before.block}: ${later ? 'the blocks between were removed' : 'the blocks are out of order'}` });
    } else if (seal.previous !== sealDigest(omitSignature(before))) {
      this.report({ kind: 'seal-changed', line, block: seal.block, message: `the seal of block ${seal.block} does not chain to the seal of block ${before.block}` });
    }
  }

  private keyOf(seal: SealLine, line: number): KeyObject | null {
    const key = this.trusted.get(seal.keyId);
    if (key) return key;
    if (this.trusted.size === 0 && this.fileKey) {
      try {
        const own = createPublicKey(this.fileKey);
        if (keyIdOf(own) === seal.keyId) {
          this.keyMode = 'from-file';
          return own;
        }
      } catch {
        // A garbled key in the header: reported below as an untrusted key.
      }
    }
    this.report({ kind: 'untrusted-key', line, block: seal.block, message: `the seal of block ${seal.block} is signed by key ${seal.keyId.slice(0, 16)}…, which is not trusted` });
    return null;
  }
}

function omitSignature(seal: SealLine): Omit<SealLine, 'kind' | 'signature'> {
  const { kind: _kind, signature: _signature, ...fields } = seal;
  return fields;
}
