import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { marketFileTypeOf } from '@portal/command-api';
import { marketImportKinds, maxMarketFileBytes, nameUuid, type MarketImportKind, type StartMarketImport } from '@portal/events';
import { detectMarketKind, type BlobStore } from '@portal/platform';
import type { Logger } from '@portal/projections';
import type { WorkerState } from '../runtime/event-follower.ts';
import { sendCommand, type CommandSender } from '../runtime/send-command.ts';
import { doneFolder, failedFolder, listInbox, settled, type InboxFile } from './inbox-files.ts';

export const marketInboxName = 'market-inbox';
export const defaultInboxPollMs = 2000;

export interface MarketInboxOptions extends CommandSender {
  readonly blobStore: BlobStore;
  readonly logger: Logger;
  /** The drop folder (PORTAL_MARKET_INBOX); made when missing. */
  readonly dir: string;
  /** Between polls (PORTAL_MARKET_INBOX_POLL_MS, default 2 s). */
  readonly pollMs?: number;
  readonly clock?: () => Date;
}

/** What became of a file in one poll. */
export type InboxOutcome = { readonly path: string } & ({ readonly result: 'started'; readonly jobId: string } | { readonly result: 'failed'; readonly reason: string } | { readonly result: 'waiting'; readonly reason: string });

/** A job id for a file as it lies in the inbox: a poll repeated after a crash starts the same job, which the command id makes a no-op. */
export const inboxJobId = (file: InboxFile, sha256: string): string => nameUuid(`${marketInboxName}\u0000${file.path}\u0000${file.size}\u0000${file.mtimeMs}\u0000${sha256}`);
const startCommandId = (jobId: string): string => nameUuid(`${marketInboxName}\u0000${jobId}\u0000start`);

/** `2026-11-26T10-00-00-000Z-`: sorts by time and is a file name on every system. */
const stampOf = (at: Date): string => `${at.toISOString().replace(/[:.]/g, '-')}-`;

/**
 * The drop folder of market files (issue 13): every `pollMs` it lists the inbox, takes the
 * files that did not change since the last poll, finds their kind (the folder they lie in, else
 * `detectMarketKind`), stores them in the blob store and sends StartMarketImport as the system;
 * the import worker does the rest, as for an upload. A started file moves to `done/`, one that
 * cannot be read or whose start is refused moves to `failed/` with a `.error.txt` beside it, both
 * with a timestamp in front of the name. A start refused with JOB_IS_RUNNING leaves the file
 * for the next poll.
 */
export class MarketInbox {
  readonly name = marketInboxName;
  private readonly options: MarketInboxOptions;
  private readonly clock: () => Date;
  private seen = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<unknown> = Promise.resolve();
  private state: WorkerState = 'stopped';

  constructor(options: MarketInboxOptions) {
    this.options = options;
    this.clock = options.clock ?? (() => new Date());
  }

  async start(): Promise<void> {
    const { dir } = this.options;
    for (const folder of [dir, join(dir, doneFolder), join(dir, failedFolder)]) await mkdir(folder, { recursive: true });
    this.state = 'running';
    this.options.logger.info({ worker: this.name, dir, pollMs: this.options.pollMs ?? defaultInboxPollMs }, 'market inbox watched');
    this.schedule();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.state === 'running') this.state = 'stopped';
    await this.polling;
  }

  status(): { name: string; state: WorkerState } {
    return { name: this.name, state: this.state };
  }

  /** One pass over the inbox (the timer's work; tests call it to step). */
  async poll(): Promise<InboxOutcome[]> {
    const { ready, seen } = settled(this.seen, await listInbox(this.options.dir));
    this.seen = seen;
    const outcomes: InboxOutcome[] = [];
    for (const file of ready) {
      const outcome = await this.take(file).catch((error: unknown): InboxOutcome => {
        // A file gone or unreadable, or the database away: this file waits, the others go on.
        this.options.logger.error({ err: error, worker: this.name, file: file.path }, 'market inbox could not take a file; trying again');
        return { path: file.path, result: 'waiting', reason: error instanceof Error ? error.message : String(error) };
      });
      outcomes.push(outcome);
      // A file left waiting keeps its signature: it is taken again on the next poll.
      if (outcome.result !== 'waiting') this.seen.delete(file.path);
    }
    return outcomes;
  }

  private schedule(): void {
    if (this.state !== 'running') return;
    this.timer = setTimeout(() => {
      this.polling = this.poll()
        .catch((error: unknown) => this.options.logger.error({ err: error, worker: this.name }, 'market inbox poll failed; trying again'))
        .finally(() => this.schedule());
    }, this.options.pollMs ?? defaultInboxPollMs);
    this.timer.unref();
  }

  private async take(file: InboxFile): Promise<InboxOutcome> {
    const { path } = file;
    const source = join(this.options.dir, path);
    if (file.size > maxMarketFileBytes) return this.failed(file, `the file has ${file.size} bytes; a market file is limited to ${maxMarketFileBytes / 1024 / 1024} MiB`);
    const bytes = await readFile(source);
    // Changed since stat (a writer came back): wait for it to settle again.
    if (bytes.length !== file.size || (await stat(source)).mtimeMs !== file.mtimeMs) return { path, result: 'waiting', reason: 'the file changed while it was read' };
    const type = marketFileTypeOf(bytes, true);
    if ('refused' in type) return this.failed(file, type.refused);
    const kind: MarketImportKind | null = file.kind ?? detectMarketKind(bytes);
    if (kind === null) {
      return this.failed(file, `the kind of the file could not be told from its content; put it in a folder named after its kind (${marketImportKinds.join(', ')})`);
    }
    const stored = await this.options.blobStore.put(bytes, type.type);
    const jobId = inboxJobId(file, stored.hash);
    const data: StartMarketImport = { jobId, kind, sha256: stored.hash, fileName: file.name.slice(0, 255), size: stored.size };
    const commandId = startCommandId(jobId);
    const sent = await sendCommand(this.options, this.name, { id: commandId, metadata: { correlationId: jobId, tenant: 'platform' } }, { type: 'StartMarketImport', data, commandId }, this.clock());
    if (sent.refused === 'JOB_IS_RUNNING') return { path, result: 'waiting', reason: sent.message ?? sent.refused };
    if (sent.refused !== null) return this.failed(file, `${sent.refused}: ${sent.message ?? 'the start was refused'}`);
    await this.move(file, doneFolder);
    this.options.logger.info({ worker: this.name, file: path, kind, jobId }, 'market file taken from the inbox');
    return { path, result: 'started', jobId };
  }

  private async failed(file: InboxFile, reason: string): Promise<InboxOutcome> {
    const target = await this.move(file, failedFolder);
    await writeFile(`${target}.error.txt`, `${file.path}\n${reason}\n`, 'utf8');
    this.options.logger.warn({ worker: this.name, file: file.path, reason }, 'market file refused from the inbox');
    return { path: file.path, result: 'failed', reason };
  }

  /** Moves the file into `folder` under a timestamped name (one that is free); answers where it went. */
  private async move(file: InboxFile, folder: string): Promise<string> {
    const stamp = stampOf(this.clock());
    for (let n = 0; ; n += 1) {
      const target = join(this.options.dir, folder, `${stamp}${n === 0 ? '' : `${n}-`}${file.name}`);
      if (await stat(target).then(() => true, () => false)) continue;
      await rename(join(this.options.dir, file.path), target);
      return target;
    }
  }
}
