import { resolve } from 'node:path';
import type { CommandDefinition } from '@portal/command-api';
import type { EventCatalog, EventStore } from '@portal/events';
import type { BlobStore } from '@portal/platform';
import type { Logger, ReadStore } from '@portal/projections';
import { MarketInbox, type WorkerState } from '@portal/workers';
import type { PortalConfig } from './config.ts';

export interface MarketWorker {
  readonly name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  status(): { name: string; state: WorkerState };
}

/**
 * The market data workers of a process that runs workers (all-in-one, split-mode workers) beside
 * its reactors (the import is `marketImportReactor`, in allReactors): the drop folder when
 * PORTAL_MARKET_INBOX names one (relative to the working directory).
 */
export function marketWorkers(
  config: Pick<PortalConfig, 'marketInbox' | 'marketInboxPollMs'>,
  deps: { eventStore: EventStore; readStore: ReadStore; catalog: EventCatalog; commands: readonly CommandDefinition[]; blobStore: BlobStore; logger: Logger },
): MarketWorker[] {
  return config.marketInbox ? [new MarketInbox({ ...deps, dir: resolve(config.marketInbox), pollMs: config.marketInboxPollMs })] : [];
}
