import type { CommandDefinition } from '@portal/command-api';
import { DomainError, type EventCatalog, type EventStore } from '@portal/events';
import type { BlobStore } from '@portal/platform';
import type { Logger } from '@portal/projections';

/** What a worker needs to send commands through the same definitions as the API. */
export interface CommandSender {
  readonly eventStore: EventStore;
  readonly catalog: EventCatalog;
  readonly commands: readonly CommandDefinition[];
  readonly logger: Logger;
  /** For commands that check a file (none of the workers' own commands need it today). */
  readonly blobStore?: BlobStore;
}

export interface WorkerCommand {
  readonly type: string;
  readonly data: unknown;
  /** Derived from what the worker reacts to (reactionCommandId), so a repeat appends nothing. */
  readonly commandId: string;
}

/** The event a command answers: its correlation, causation and tenant carry over (a RecordedEvent fits). */
export interface Cause {
  readonly id: string;
  readonly metadata: { readonly correlationId: string; readonly tenant: string };
}

/**
 * Sends one command as the worker `worker` (role system), caused by `cause`. A refusal of the
 * domain (a DomainError) is the command's outcome: logged, answered `refused` with its code,
 * never thrown (its message beside it, for a worker that reports it); anything else (the database) throws and stops the worker.
 */
export async function sendCommand(
  sender: CommandSender,
  worker: string,
  cause: Cause,
  command: WorkerCommand,
  now: Date = new Date(),
): Promise<{ readonly refused: string | null; readonly message?: string }> {
  const definition = sender.commands.find((c) => c.type === command.type);
  if (!definition) throw new Error(`${worker} needs the command ${command.type}`);
  try {
    await definition.run({ eventStore: sender.eventStore, catalog: sender.catalog, blobStore: sender.blobStore }, command.data, {
      commandId: command.commandId,
      correlationId: cause.metadata.correlationId,
      causationId: cause.id,
      actor: { userId: `worker:${worker}`, role: 'system' },
      tenant: cause.metadata.tenant,
      now,
    });
    return { refused: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    sender.logger.warn({ worker, event: cause.id, command: command.type, code: error.code }, 'command refused');
    return { refused: error.code, message: error.message };
  }
}

// setTimeout fires at once for a delay beyond about 24.8 days; a longer wait is taken in steps.
const maxTimeout = 2_147_483_647;

/** Resolves true at `due` (epoch ms), false when `signal` aborts first. */
export async function waitUntil(due: number, signal: AbortSignal): Promise<boolean> {
  for (let wait = due - Date.now(); wait > 0 && !signal.aborted; wait = due - Date.now()) {
    const step = Math.min(wait, maxTimeout);
    await new Promise<void>((resolve) => {
      const onAbort = (): void => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, step);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
  return !signal.aborted;
}
