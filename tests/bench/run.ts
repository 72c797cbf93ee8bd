// `npm run bench [-- <filter>...]`: runs every `*.bench.ts` beside this file (or those with a
// figure whose name contains a filter) and prints one JSON line per figure on stdout.
// Each bench gets its own fresh database: PostgreSQL when PORTAL_PG_URL is set, else PGlite.
import { readdirSync } from 'node:fs';
import os from 'node:os';
import { progress, type Bench } from './lib/bench.ts';
import { openBenchDatabase } from './lib/database.ts';

const here = new URL('.', import.meta.url);
const filters = process.argv.slice(2);
const pgUrl = process.env.PORTAL_PG_URL || undefined;

const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();

progress(`${pgUrl ? 'PostgreSQL (PORTAL_PG_URL)' : 'PGlite in memory (PORTAL_PG_URL unset)'}; ${os.cpus().length} CPUs, Node ${process.version}`);
const started = performance.now();
let failed = 0;

for (const file of files) {
  const bench = ((await import(new URL(file, here).href)) as { default: Bench }).default;
  if (filters.length > 0 && !bench.figures.some((name) => filters.some((f) => name.includes(f)))) continue;
  const benchStarted = performance.now();
  const db = await openBenchDatabase(pgUrl);
  try {
    await bench.run(db, (figure) => {
      process.stdout.write(`${JSON.stringify({ ...figure, db: db.kind })}\n`);
    });
  } catch (error) {
    // One broken bench must not hide the others' figures; the exit code still reports it.
    failed += 1;
    progress(`${file} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    await db.close();
  }
  progress(`${file} done in ${((performance.now() - benchStarted) / 1000).toFixed(1)} s`);
}

progress(`all done in ${((performance.now() - started) / 1000).toFixed(1)} s${failed > 0 ? `, ${failed} bench(es) failed` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
