import { randomUUID } from 'node:crypto';
import {
  fold,
  WrongExpectedRevisionError,
  type Actor,
  type BlobStore,
  type Decider,
  type DomainEvent,
  type EventCatalog,
  type EventStore,
  type MailSecretStore,
  type NewEvent,
  type PersonalDataKeys,
} from '@portal/events';
import type { IdentityPort } from '../identity/identity-port.ts';

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
  /** Offers per customer or partner (projections' offer-ownership read model); deleting either is refused while it has any. */
  readonly offers?: OfferOwnershipPort;
  /** Keys of people's personal data (crypto-shredding); customer commands need it. */
  readonly personalData?: PersonalDataKeys;
}

export interface OfferOwnershipPort {
  countOffers(owner: { readonly customerId: string } | { readonly salesPartnerId: string }): Promise<number>;
}

export interface CommandLimits {
  /** Users a customer may have at most (PORTAL_MAX_USERS_PER_CUSTOMER, default 5). */
  readonly maxUsersPerCustomer: number;
}

export const defaultLimits: CommandLimits = { maxUsersPerCustomer: 5 };

/**
 * The one command pipeline: answer a replayed commandId with its first result, read the
 * stream, fold, decide, append with the expected revision, retry a bounded number of times
 * when another writer got there first.
 */
export async function handleCommand<C, S, E extends DomainEvent>(
  deps: HandlerDeps,
  decider: Decider<C, S, E>,
  streamId: string,
  command: C,
  context: CommandContext,
): Promise<CommandResult> {
  const prior = await deps.eventStore.lookupCommand(context.commandId);
  if (prior) return { streamId, position: prior.position, nextExpectedRevision: prior.nextExpectedRevision, events: 0, duplicate: true };

  const maxRetries = deps.maxRetries ?? 3;
  for (let attempt = 0; ; attempt += 1) {
    const history = await deps.eventStore.readStream(streamId);
    const state = fold(decider, history as unknown as E[]);
    const decided = decider.decide(command, state);
    const last = history.at(-1);
    if (decided.length === 0) {
      return { streamId, position: last?.globalPosition ?? 0n, nextExpectedRevision: last?.revision ?? null, events: 0, duplicate: false };
    }
    const events: NewEvent[] = decided.map((event) => {
      // The last line of defence before the log: what is stored matches its schema, always.
      deps.catalog.validate(event.type, event.data);
      return {
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: {
          commandId: context.commandId,
          correlationId: context.correlationId,
          causationId: context.causationId,
          actor: context.actor,
          tenant: context.tenant,
          occurredAt: context.now.toISOString(),
          schemaVersion: deps.catalog.versionOf(event.type),
        },
      };
    });
    try {
      const appended = await deps.eventStore.append(streamId, events, {
        expectedRevision: last ? last.revision : 'no_stream',
        commandId: context.commandId,
      });
      return { streamId, position: appended.position, nextExpectedRevision: appended.nextExpectedRevision, events: appended.duplicate ? 0 : events.length, duplicate: appended.duplicate };
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError && attempt < maxRetries) continue;
      throw error;
    }
  }
}
