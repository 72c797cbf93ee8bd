import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCodeAreas, isErrorCode } from '@portal/events/error-codes';
import { commandAreas } from './areas.ts';

// Every code the command API can answer is in the catalogue, so the UI has its text (keyed by
// `ErrorCode`, lib/i18n/error-texts.spec.ts). Read from the source: a DomainError's first
// argument, or the `code` of a problem a decider refuses with.
const root = fileURLToPath(new URL('.', import.meta.url));
const answered = /new DomainError\(\s*'([A-Z][A-Z_]+)'|\bcode: '([A-Z][A-Z_]+)'/g;

function codesIn(folder: string): Set<string> {
  const codes = new Set<string>();
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || /\.spec\.ts$|testing/.test(entry.name)) continue;
    const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const match of source.matchAll(answered)) codes.add(match[1] ?? match[2] ?? '');
  }
  return codes;
}

const common: ReadonlySet<string> = new Set(errorCodeAreas.common);
const areaFolders = new Set(commandAreas.map((area) => area.name));
const machinery = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !areaFolders.has(entry.name)).map((entry) => entry.name);

describe('the error codes the command API answers', () => {
  it.each(commandAreas.map((area) => [area.name, area] as const))('the %s area answers only common codes and its own', (_name, area) => {
    const own = new Set<string>([...common, ...(area.errorCodes ?? [])]);
    const found = [...codesIn(join(root, area.name))];
    expect(found.filter((code) => !own.has(code))).toEqual([]);
  });

  it.each(machinery)('the shared %s folder answers only catalogue codes', (folder) => {
    expect([...codesIn(join(root, folder))].filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it('finds the codes it checks (the pattern still matches the source)', () => {
    expect([...codesIn(join(root, 'offer'))]).toEqual(expect.arrayContaining(['OFFER_EXPIRED', 'STATE_ERROR']));
  });
});
