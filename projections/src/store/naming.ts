import { createHash } from 'node:crypto';
import type { IndexSpec } from '../engine/view.ts';

// PostgreSQL truncates identifiers at 63 bytes; leave room for "_g<N>" and index suffixes.
const MAX_STEM = 40;

/** Lower-case [a-z0-9_] only; long names keep a hash of the original so they stay distinct. */
export function sanitizeName(name: string): string {
  const clean = name.toLowerCase().replace(/[^a-z0-9_]+/g, '_').replace(/^_+|_+$/g, '') || 'x';
  if (clean.length <= MAX_STEM) return clean;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${clean.slice(0, MAX_STEM - 9)}_${hash}`;
}

/** The name readers use: a PostgreSQL view over the active generation. */
export const readerName = (view: string): string => `rm_${sanitizeName(view)}`;

/** The table or collection of one generation: `rm_<view>_g<N>`. */
export const generationName = (view: string, generation: number): string => `${readerName(view)}_g${generation}`;

/** The column or field an index is stored in. */
export const indexColumn = (spec: Pick<IndexSpec, 'name'>): string => `ix_${sanitizeName(spec.name)}`;

/** Rejects views whose index names collide once sanitised, or that shadow the id. */
export function checkIndexes(view: string, indexes: readonly IndexSpec[]): void {
  const seen = new Map<string, string>();
  for (const spec of indexes) {
    if (spec.name === 'id') throw new Error(`view ${view}: an index may not be called "id"`);
    if (!/^[^.$\s][^\s]*$/.test(spec.path) || spec.path.split('.').some((p) => p === '')) {
      throw new Error(`view ${view}: index ${spec.name} has an invalid path "${spec.path}"`);
    }
    const column = indexColumn(spec);
    const other = seen.get(column);
    if (other !== undefined) throw new Error(`view ${view}: indexes ${other} and ${spec.name} map to the same column ${column}`);
    seen.set(column, spec.name);
  }
}

/** Views whose names sanitise to the same table would overwrite each other. */
export function checkViewNames(names: readonly string[]): void {
  const seen = new Map<string, string>();
  for (const name of names) {
    const reader = readerName(name);
    const other = seen.get(reader);
    if (other !== undefined && other !== name) throw new Error(`views ${other} and ${name} map to the same table prefix ${reader}`);
    seen.set(reader, name);
  }
}
