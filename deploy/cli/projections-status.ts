import { operatedStatus, type OperatedProjection, type ProjectionStatusRow } from '@portal/projections';
import { formatSeconds, formatTable } from './table.ts';

function stateOf(row: ProjectionStatusRow): string {
  const base = row.state === 'never-run' ? 'never run' : row.state === 'failed' ? `FAILED at ${row.failure?.checkpoint}` : `at ${row.checkpoint}`;
  return row.rebuilding ? `${base}; rebuilding g${row.rebuilding.generation} at ${row.rebuilding.checkpoint}` : base;
}

/** The status table: every projection's generation, position, the head, and the lag. */
export function renderStatus(rows: readonly ProjectionStatusRow[]): string {
  const table = formatTable(
    ['projection', 'generation', 'state / position', 'head', 'lag events', 'lag'],
    rows.map((r) => [r.name, r.generation === null ? '-' : `g${r.generation}`, stateOf(r), r.head, String(r.lagEvents), formatSeconds(r.lagSeconds)]),
    new Set([4, 5]),
  );
  const failures = rows
    .filter((r) => r.failure)
    .map((r) => `\n${r.name} stopped at ${r.failure?.checkpoint} (global position ${r.failure?.globalPosition}, ${r.failure?.eventType}): ${r.failure?.message}`);
  return table + failures.join('');
}

export function printStatus(rows: readonly ProjectionStatusRow[], options: { json?: boolean }): void {
  process.stdout.write(options.json ? `${JSON.stringify(rows, null, 2)}\n` : `${renderStatus(rows)}\n`);
}

export async function statusCommand(projections: readonly OperatedProjection[], options: { json?: boolean }): Promise<void> {
  printStatus(await operatedStatus(projections), options);
}
