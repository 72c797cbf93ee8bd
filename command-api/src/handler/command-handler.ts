import type { Actor, Decider, DomainEvent, EventCatalog, EventStore, StreamId } from '@portal/events';
import type { BlobStore, MailSecretStore, PersonalDataKeys } from '@portal/platform';
import type { IdentityPort } from '../identity/identity-port.ts';
import { runUnit } from './unit.ts';

/** Who sends a command, when, and under which ids: everything a decider must not look up itself. */
export interface CommandContext {
  readonly commandId: string;
  readonly correlationId: string;
  readonly causationId: string;
  readonly actor: Actor;
  readonly tenant: string;
  readonly now: Date;
  /** `https://alpha.example.ch`: where the request came from, for links in mails (activation, reset). */
  readonly origin?: string;
  /** The client's address, for counting guessed codes (verification of a mail change). */
  readonly clientAddress?: string;
}

export interface CommandResult {
  readonly streamId: string;
  /** Global position of the last event of this command (or of the stream, when nothing changed). */
  readonly position: bigint;
  readonly nextExpectedRevision: bigint | null;
  readonly events: number;
  readonly duplicate: boolean;
}

export interface HandlerDeps {
  readonly eventStore: EventStore;
  readonly catalog: EventCatalog;
  /** Where uploaded files live; commands that refer to blobs check them here. */
  readonly blobStore?: BlobStore;
  /** Conflicts retried before the caller sees 409. */
  readonly maxRetries?: number;
  /** Acting-password checks and ending sessions; absent where no login runs (ops CLI, seeds). */
  readonly identity?: IdentityPort;
  /** Keeps links and codes of queued mails out of the log; without it (in-process system runs) they stay in MailQueued. */
  readonly mailSecrets?: MailSecretStore;
  /** Configurable limits (spec section 6). */
  readonly limits?: CommandLimits;
  /** Keys of people's personal data (crypto-shredding); customer commands need it. */
  readonly personalData?: PersonalDataKeys;
}

export interface CommandLimits {
  /** Users a customer may have at most (PORTAL_MAX_USERS_PER_CUSTOMER, default 5). */
  readonly maxUsersPerCustomer: number;
}

export const defaultLimits: CommandLimits = { maxUsersPerCustomer: 5 };

/**
 * A command on one stream: the one-stream case of `runUnit` (unit.ts), which answers a replayed
 * commandId with its first result, reads, folds, decides, appends with the expected revision and
 * retries a bounded number of times when another writer got there first.
 */
export async function handleCommand<C, S, E extends DomainEvent>(
  deps: HandlerDeps,
  decider: Decider<C, S, E>,
  streamId: StreamId<E>,
  command: C,
  context: CommandContext,
): Promise<CommandResult> {
  return runUnit(deps, context, { streamId }, (unit) => unit.decide(decider, streamId, command));
}
