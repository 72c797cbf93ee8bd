import { randomUUID } from 'node:crypto';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * A fresh in-memory PGlite runs initdb, which takes seconds (6 to 8 under a loaded test run);
 * loading the data directory that initdb left takes about one. The first database on a machine
 * dumps it once to a file keyed by the installed PGlite build; every later one starts from it.
 * Writers race safely: each writes its own file and renames it into place.
 */
let template: Promise<Blob | undefined> | undefined;

export async function openInMemory(): Promise<PGlite> {
  template ??= loadOrMakeTemplate().catch(() => undefined);
  const dump = await template;
  if (dump) {
    try {
      return await PGlite.create({ loadDataDir: dump });
    } catch {
      // A template this build cannot read: initdb as before.
    }
  }
  return PGlite.create();
}

async function loadOrMakeTemplate(): Promise<Blob> {
  const path = await templatePath();
  try {
    return new Blob([await readFile(path)]);
  } catch {
    const db = await PGlite.create();
    try {
      const dump = await db.dumpDataDir('none');
      const bytes = Buffer.from(await dump.arrayBuffer());
      const partial = `${path}.${randomUUID()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
      return new Blob([bytes]);
    } finally {
      await db.close();
    }
  }
}

async function templatePath(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { size, mtimeMs } = await stat(entry);
  return join(tmpdir(), `portal-pglite-initdb-${size}-${Math.trunc(mtimeMs)}.tar`);
}
