import { jest } from '@jest/globals';

/** What a CLI command prints on stdout while `run` runs; stderr (the progress bar) is swallowed. */
export async function stdoutOf(run: () => Promise<void>): Promise<string> {
  let out = '';
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => ((out += String(chunk)), true));
  const err = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    await run();
  } finally {
    write.mockRestore();
    err.mockRestore();
  }
  return out;
}
