import type { EventLine } from './export-format.ts';

/** What a verification of an audit export found, by kind. */
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

/** Where the checks hand what they find; the report sorts them by line. */
export type Report = (problem: Problem) => void;

export const describeEvent = (e: EventLine): string => `event ${e.position} (${e.streamId} revision ${e.revision}, ${e.type})`;
