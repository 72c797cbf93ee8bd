import type { EventLine, SealLine } from './export-format.ts';
import { MerkleTree, rootFromPath } from './merkle.ts';
import { describeEvent, type Report } from './verify-problems.ts';

/** A sealed event as its block's Merkle tree sees it. */
export interface Leaf {
  readonly line: number;
  readonly event: EventLine;
  readonly leaf: Buffer;
  readonly index: number;
  /** Hex, turned into bytes only when the leaf is checked alone. */
  readonly proof: readonly string[];
}

/** One leaf against its seal's root by its audit path: a mismatch names the event. */
export function checkLeaf(leaf: Leaf, seal: SealLine, surplus: boolean, report: Report): void {
  const root = rootFromPath(leaf.leaf, leaf.index, seal.count, leaf.proof.map((p) => Buffer.from(p, 'hex')));
  if (root?.toString('hex') === seal.root) return;
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

/** The leaves whose index the seal can hold; the others were inserted. */
function leavesWithin(named: readonly Leaf[], seal: SealLine, report: Report): Leaf[] {
  return named.filter((leaf) => {
    if (leaf.index < seal.count) return true;
    report({ kind: 'inserted', line: leaf.line, position: leaf.event.position, block: seal.block, message: `${describeEvent(leaf.event)} claims index ${leaf.index} of block ${seal.block}, which seals ${seal.count} events: it was inserted` });
    return false;
  });
}

/**
 * The whole block in order rebuilds the sealed root in about two hashes per event; only a block
 * that does not is checked leaf by leaf, to name the event that breaks it.
 */
function checkRoot(leaves: readonly Leaf[], seal: SealLine, report: Report): void {
  const whole = leaves.length === seal.count && leaves.every((leaf, i) => leaf.index === i);
  if (whole && new MerkleTree(leaves.map((l) => l.leaf)).root().toString('hex') === seal.root) return;
  const surplus = leaves.length > seal.count;
  for (const leaf of leaves) checkLeaf(leaf, seal, surplus, report);
}

/** Indices skipped here and never seen in the block were removed; those seen later were moved. */
function removedBefore(leaf: Leaf, expected: number, present: ReadonlySet<number>, seal: SealLine, report: Report): void {
  const missing: number[] = [];
  for (let i = expected; i < leaf.index; i += 1) if (!present.has(i)) missing.push(i);
  if (missing.length === 0) return;
  const shown = missing.length > 20 ? `${missing.slice(0, 20).join(', ')}, …` : missing.join(', ');
  report({ kind: 'removed', line: leaf.line, position: leaf.event.position, block: seal.block, message: `${missing.length} event(s) of block ${seal.block} were removed right before ${describeEvent(leaf.event)} (index ${shown})` });
}

/** The leaves' indices in file order: each once, rising, none left out, up to the seal's count. */
function checkIndices(leaves: readonly Leaf[], seal: SealLine, line: number, report: Report): void {
  const present = new Set(leaves.map((l) => l.index));
  const seen = new Set<number>();
  let expected = 0;
  for (const leaf of leaves) {
    if (seen.has(leaf.index)) {
      report({ kind: 'inserted', line: leaf.line, position: leaf.event.position, block: seal.block, message: `${describeEvent(leaf.event)} repeats index ${leaf.index} of block ${seal.block}: it was inserted` });
    } else if (leaf.index < expected) {
      report({ kind: 'reordered', line: leaf.line, position: leaf.event.position, block: seal.block, message: `${describeEvent(leaf.event)} is out of order: index ${leaf.index} of block ${seal.block} comes after index ${expected - 1}` });
    } else if (leaf.index > expected) {
      removedBefore(leaf, expected, present, seal, report);
    }
    seen.add(leaf.index);
    expected = Math.max(expected, leaf.index + 1);
  }
  if (expected < seal.count) {
    report({ kind: 'removed', line, block: seal.block, message: `${seal.count - expected} event(s) at the end of block ${seal.block} were removed (index ${expected} to ${seal.count - 1})` });
  }
}

/** A block of a reader-order export, complete once its seal arrives (on `line`). */
export function closeBlock(named: readonly Leaf[], seal: SealLine, line: number, report: Report): void {
  const leaves = leavesWithin(named, seal, report);
  checkRoot(leaves, seal, report);
  checkIndices(leaves, seal, line, report);
}
