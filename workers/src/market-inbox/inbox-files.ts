import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { marketImportKinds, type MarketImportKind } from '@portal/events';

/** Where handled files go, inside the inbox. */
export const doneFolder = 'done';
export const failedFolder = 'failed';

/** A file waiting in the inbox: its path from the inbox, the kind its folder names (or null), and what stat said. */
export interface InboxFile {
  readonly path: string;
  readonly name: string;
  readonly kind: MarketImportKind | null;
  readonly size: number;
  readonly mtimeMs: number;
}

/** Files still being written or hidden: dotfiles, `*.part` (browsers, rsync), `*.tmp`, and our own reports. */
export const ignored = (name: string): boolean => name.startsWith('.') || /\.(part|tmp)$/i.test(name) || name.endsWith('.error.txt');

async function filesIn(dir: string, prefix: string, kind: MarketImportKind | null): Promise<InboxFile[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: InboxFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || ignored(entry.name)) continue;
    // A file removed between readdir and stat is simply not there this time.
    const info = await stat(join(dir, entry.name)).catch(() => null);
    if (info?.isFile()) files.push({ path: prefix ? `${prefix}/${entry.name}` : entry.name, name: entry.name, kind, size: info.size, mtimeMs: info.mtimeMs });
  }
  return files;
}

/**
 * The regular files of the inbox: those at its top (kind from their content) and those in a
 * folder named after a kind (`<inbox>/ENTSOE_SPOT/day.xml`: that kind). done/, failed/ and
 * other folders are not read.
 */
export async function listInbox(inbox: string): Promise<InboxFile[]> {
  const top = await filesIn(inbox, '', null);
  const byKind = await Promise.all(marketImportKinds.map((kind) => filesIn(join(inbox, kind), kind, kind)));
  return [...top, ...byKind.flat()].sort((a, b) => a.mtimeMs - b.mtimeMs || a.path.localeCompare(b.path));
}

const signature = (f: InboxFile): string => `${f.size}:${f.mtimeMs}`;

/**
 * The files whose size and mtime are what the previous poll saw: a writer has finished with
 * them (fs.watch fires mid-write and not at all on some network shares, so the inbox polls).
 * Answers them and what to remember for the next poll.
 */
export function settled(previous: ReadonlyMap<string, string>, current: readonly InboxFile[]): { ready: InboxFile[]; seen: Map<string, string> } {
  const seen = new Map(current.map((f) => [f.path, signature(f)]));
  return { ready: current.filter((f) => previous.get(f.path) === signature(f)), seen };
}
