import { createHash } from 'node:crypto';

/**
 * Merkle trees as Certificate Transparency defines them (RFC 6962 section 2.1, RFC 9162 section
 * 2.1): leaves hashed with a 0x00 prefix, inner nodes with 0x01, the left subtree always the
 * largest power of two, so a tree of any size has one root and every leaf one audit path. The
 * audit log seals each block of the global order with such a root (ADR 27).
 */

const sha256 = (...parts: Buffer[]): Buffer => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
};
const LEAF = Buffer.from([0]);
const NODE = Buffer.from([1]);

export const hashLeaf = (data: Buffer): Buffer => sha256(LEAF, data);
export const hashNode = (left: Buffer, right: Buffer): Buffer => sha256(NODE, left, right);

/** The largest power of two smaller than n (n > 1). */
const split = (n: number): number => 2 ** Math.floor(Math.log2(n - 1));

/** The tree over already-hashed leaves; subtree hashes are computed once and kept for the paths. */
export class MerkleTree {
  private readonly memo = new Map<number, Buffer>();
  private readonly hex = new Map<Buffer, string>();
  private readonly leaves: readonly Buffer[];

  constructor(leafHashes: readonly Buffer[]) {
    this.leaves = leafHashes;
  }

  get size(): number {
    return this.leaves.length;
  }

  root(): Buffer {
    return this.subtree(0, this.leaves.length);
  }

  /** The audit path in hex, as exports write it; each node's hex is made once per tree. */
  pathHex(index: number): string[] {
    return this.path(index).map((node) => {
      let hex = this.hex.get(node);
      if (hex === undefined) {
        hex = node.toString('hex');
        this.hex.set(node, hex);
      }
      return hex;
    });
  }

  /** The audit path of leaf `index`, bottom up (RFC 6962 PATH). */
  path(index: number): Buffer[] {
    if (index < 0 || index >= this.leaves.length) throw new RangeError(`leaf ${index} of ${this.leaves.length}`);
    const out: Buffer[] = [];
    const walk = (m: number, start: number, n: number): void => {
      if (n <= 1) return;
      const k = split(n);
      if (m < k) {
        walk(m, start, k);
        out.push(this.subtree(start + k, n - k));
      } else {
        walk(m - k, start + k, n - k);
        out.push(this.subtree(start, k));
      }
    };
    walk(index, 0, this.leaves.length);
    return out;
  }

  private subtree(start: number, n: number): Buffer {
    if (n === 0) return sha256();
    if (n === 1) return this.leaves[start] ?? sha256();
    // start < 2^32 and n < 2^20 in any block we build: one number keys the pair.
    const key = start * 2 ** 21 + n;
    let hash = this.memo.get(key);
    if (!hash) {
      const k = split(n);
      hash = hashNode(this.subtree(start, k), this.subtree(start + k, n - k));
      this.memo.set(key, hash);
    }
    return hash;
  }
}

/** The root an audit path leads to from a leaf hash (RFC 9162 2.1.3.2), or null if the path cannot fit the tree size. */
export function rootFromPath(leafHash: Buffer, index: number, size: number, path: readonly Buffer[]): Buffer | null {
  if (index < 0 || index >= size) return null;
  let fn = index;
  let sn = size - 1;
  let r = leafHash;
  for (const p of path) {
    if (sn === 0) return null;
    if (fn % 2 === 1 || fn === sn) {
      r = hashNode(p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = hashNode(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 ? r : null;
}
