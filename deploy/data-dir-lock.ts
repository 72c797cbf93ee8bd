import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Another live process holds the embedded database: PGlite allows one process per data dir. */
export class DataDirInUseError extends Error {
  readonly pid: number;

  constructor(dir: string, pid: number) {
    super(
      `the embedded database in ${dir} is in use by process ${pid} (a running portal server?). ` +
        'PGlite allows one process per data directory: stop that process first, or run everything against PostgreSQL (PORTAL_PG_URL).',
    );
    this.name = 'DataDirInUseError';
    this.pid = pid;
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes `<dir>/portal.lock` for this process, or throws DataDirInUseError if a live process
 * has it. A lock left by a dead process is taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'portal.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      const release = (): void => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) throw new DataDirInUseError(resolve(dir), pid);
      unlinkSync(file); // stale: its process is gone
    }
  }
  throw new Error(`could not lock ${file}`);
}
