import { auditReplayName, type AuditReplayRow, type ReplayResult } from '@portal/projections';
import type { AuditReplayPort } from '../ops/audit-replays.ts';
import { writeDocumentsCsv } from './documents-csv.ts';
import { interruptible, rebuildBar, type RebuildBar } from './rebuild-progress.ts';
import { formatSeconds, formatTable } from './table.ts';
import { asUsageError } from './usage-error.ts';

export interface AuditReplayCommandOptions {
  readonly until: Date;
  /** Writes the documents to this file as CSV. */
  readonly csv?: string;
  readonly batchSize?: number;
  /** Keeps the hidden generation after the export, for inspection; dropped otherwise. */
  readonly keep?: boolean;
}

const print = (line: string): void => void process.stdout.write(`${line}\n`);

/** How an operator drops a kept replay (printed with it, and in the runbook). */
export const dropHint = (name: string): string => `npm run portal -- audit drop-replay '${name}'`;

/**
 * `portal audit replay <view> --until <time>`: rebuilds one view as it stood at a moment into a
 * hidden generation (never activated: readers keep the live one), with the rebuild's progress
 * bar; prints its name and document count, writes the CSV, and drops it unless `--keep`.
 * Ctrl-C drops it at any point. Bad input (unknown view, a moment outside the log) is a
 * UsageError: exit code 2.
 */
export async function auditReplayCommand(port: AuditReplayPort, view: string, options: AuditReplayCommandOptions): Promise<void> {
  let bar: RebuildBar | undefined;
  let result: ReplayResult;
  try {
    // The bar appears with the first progress: a refusal shows none.
    result = await interruptible((signal) =>
      port.replay(view, options.until, { signal, batchSize: options.batchSize, onProgress: (p) => (bar ??= rebuildBar(auditReplayName(view, options.until))).update(p) }),
    );
    bar?.complete();
  } catch (error) {
    bar?.stop();
    throw asUsageError(error);
  }
  print(
    `${result.name}: generation ${result.generation} holds ${result.documents} documents of ${result.view} as of ${result.until}; ` +
      `${result.folded} of ${result.events} events were recorded by then, the last at checkpoint ${result.checkpoint}; ${formatSeconds(result.seconds)}`,
  );
  let kept = false;
  try {
    if (options.csv !== undefined) {
      const file = options.csv;
      const csv = await interruptible((signal) => writeDocumentsCsv(file, () => port.pages(result.name), signal));
      print(`${file}: ${csv.rows} documents, ${csv.columns.length} columns (${csv.columns.join(';')})`);
    }
    kept = options.keep === true;
  } finally {
    if (kept) {
      print(`kept ${result.name}: readers and \`projections status\` do not see it, \`audit replays\` lists it; drop it with: ${dropHint(result.name)}`);
    } else {
      await port.drop(result.name);
      print(`dropped ${result.name}${options.keep ? ' (the export did not finish)' : ' (--keep keeps it)'}`);
    }
  }
}

/** `portal audit replays`: the kept replays. */
export async function auditReplaysCommand(port: AuditReplayPort, options: { json?: boolean }): Promise<void> {
  const rows: AuditReplayRow[] = await port.list();
  if (options.json) return print(JSON.stringify(rows, null, 2));
  if (rows.length === 0) return print('no audit replays are kept');
  print(formatTable(['replay', 'generation', 'checkpoint', 'built'], rows.map((r) => [r.name, `g${r.generation}`, r.checkpoint, r.updatedAt])));
}

/** `portal audit drop-replay <name>`: drops a kept replay (never a view's own generations). */
export async function dropReplayCommand(port: AuditReplayPort, name: string): Promise<void> {
  try {
    await port.drop(name);
  } catch (error) {
    throw asUsageError(error);
  }
  print(`dropped ${name}`);
}
