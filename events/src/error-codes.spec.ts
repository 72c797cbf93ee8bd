import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { errorCodeAreas, errorCodes, isErrorCode } from './error-codes.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// `<area>/<area>-errors.ts`: an area's own codes, each module one line of `errorCodeAreas`.
const errorModules = readdirSync(root, { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && /^[a-z-]+-errors\.ts$/.test(entry.name))
  .map((entry) => `${entry.parentPath.slice(root.length).replace(/\/$/, '')}/${entry.name}`);

describe('the error catalogue from the areas', () => {
  it.each(errorModules)('collects the codes of %s', async (file) => {
    const module = (await import(`./${file}`)) as Record<string, readonly string[]>;
    const listed: readonly (readonly string[])[] = Object.values(errorCodeAreas);
    for (const codes of Object.values(module)) expect(listed).toContain(codes);
  });

  it('files each code under one area only', () => {
    const all = Object.values(errorCodeAreas).flat();
    expect(all.length).toBe(errorCodes.length);
    expect(new Set(all).size).toBe(all.length);
  });

  it('knows its codes and nothing else', () => {
    expect(isErrorCode('OFFER_EXPIRED')).toBe(true);
    expect(isErrorCode('constructor')).toBe(false);
    expect(isErrorCode('HTTP_502')).toBe(false);
  });
});
