import { createHash } from 'node:crypto';
import type { EventStore } from '@portal/events';
import type { BlobStore } from '@portal/platform';
import type { Logger } from '@portal/projections';
import type { CurrentStream, ReactionPorts } from './reactor.ts';

/**
 * A file a command names by its hash: the runner stores the bytes before it sends the command,
 * so the reaction itself writes nothing. The hash is the blob store's key (sha256, lower-case
 * hex), computed here so the reaction can put it in the command's data.
 */
export interface OutgoingFile {
  readonly hash: string;
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

/** The file the runner is to store, keyed as the content-addressed blob store keys it. */
export function outgoingFile(bytes: Uint8Array, contentType: string): OutgoingFile {
  return { hash: createHash('sha256').update(bytes).digest('hex'), bytes, contentType };
}

/** What the runner needs to give reactions their reads. */
export interface PortSources {
  readonly eventStore: Pick<EventStore, 'readStream'>;
  readonly blobStore?: Pick<BlobStore, 'get'>;
  readonly logger: Logger;
}

/** The reads of a running reactor: the log as it stands now and the blob store. */
export function runnerPorts(sources: PortSources): ReactionPorts {
  const current: CurrentStream = (stream) => sources.eventStore.readStream(stream);
  return {
    current,
    async file(hash) {
      if (!sources.blobStore) throw new Error('this reactor reads files: give the runner a blob store');
      return (await sources.blobStore.get(hash))?.bytes ?? null;
    },
    logger: sources.logger,
  };
}

/** Stores a reaction's files before its command is sent; a store that keys otherwise is refused. */
export async function storeFiles(blobStore: Pick<BlobStore, 'put'> | undefined, files: readonly OutgoingFile[]): Promise<void> {
  if (files.length === 0) return;
  if (!blobStore) throw new Error('this reactor writes files: give the runner a blob store');
  for (const file of files) {
    const stored = await blobStore.put(file.bytes, file.contentType);
    if (stored.hash !== file.hash) throw new Error(`the blob store keyed a file ${stored.hash}, the command names ${file.hash}`);
  }
}
