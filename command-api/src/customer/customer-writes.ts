import { fold, nameUuid, membershipStream, userMailStream, DomainError, type CustomerEvent, type CustomerKeyEvent, type CustomerProfile, type CustomerType, type EventStore } from '@portal/events';
import { handleCommand, type CommandContext, type HandlerDeps } from '../handler/command-handler.ts';
import { customerDecider, type CustomerState } from './customer.ts';
import { customerKeyDecider, customerKeyOf } from './customer-key.ts';

/** A UUID (version 5 layout) from a name: a retried command derives the same ids for what it writes besides. */
export const derivedCommandId = (commandId: string, purpose: string): string => nameUuid(`customer\u0000${commandId}\u0000${purpose}`);

/** The same context under a derived commandId, caused by the original command. */
export const within = (context: CommandContext, purpose: string): CommandContext => ({
  ...context,
  commandId: derivedCommandId(context.commandId, purpose),
  causationId: context.commandId,
});

export async function customerStateOf(eventStore: EventStore, streamId: string): Promise<CustomerState> {
  return fold(customerDecider, (await eventStore.readStream(streamId)) as unknown as CustomerEvent[]);
}

type Owner = { readonly salesPartnerId: string; readonly customerId: string };

/** Takes the customer's identity within its partner; CUSTOMER_ALREADY_EXISTS when another customer has it. */
export async function reserveKey(deps: HandlerDeps, owner: Owner, type: CustomerType, profile: CustomerProfile, context: CommandContext, purpose: string): Promise<void> {
  const { streamId, field } = customerKeyOf(owner.salesPartnerId, type, profile);
  await handleCommand(deps, customerKeyDecider, streamId, { type: 'ReserveCustomerKey', data: owner, field }, within(context, purpose));
}

export async function releaseKey(deps: HandlerDeps, owner: Owner, type: CustomerType, profile: CustomerProfile, context: CommandContext, purpose: string): Promise<void> {
  const { streamId } = customerKeyOf(owner.salesPartnerId, type, profile);
  await handleCommand(deps, customerKeyDecider, streamId, { type: 'ReleaseCustomerKey', data: owner }, within(context, purpose));
}

/** Refuses before anything is written when another customer of the partner has this identity. */
export async function assertKeyFree(deps: HandlerDeps, owner: Owner, type: CustomerType, profile: CustomerProfile): Promise<void> {
  const { streamId, field } = customerKeyOf(owner.salesPartnerId, type, profile);
  const state = fold(customerKeyDecider, (await deps.eventStore.readStream(streamId)) as unknown as CustomerKeyEvent[]);
  customerKeyDecider.decide({ type: 'ReserveCustomerKey', data: owner, field }, state);
}

/**
 * The invitation of the customer's first user would refuse a mail another user has; asking
 * first keeps a customer from being created without its user (ALREADY_REGISTERED).
 */
export async function assertMailFree(eventStore: EventStore, mail: string, userId: string): Promise<void> {
  const events = await eventStore.readStream(userMailStream(mail), { direction: 'backwards', maxCount: 1 });
  const last = events[0];
  const holder = last?.type === 'UserMailReserved' ? (last.data as { userId: string }).userId : null;
  if (holder !== null && holder !== userId) {
    throw new DomainError('ALREADY_REGISTERED', 409, 'a user with this mail address exists already', { field: 'data.contact.mail' });
  }
}

/** Every user ever added to a customer's or partner's membership (B1's `members-<scope>-<id>` stream). */
export async function membersOf(eventStore: EventStore, scope: 'customer' | 'salesPartner', id: string): Promise<string[]> {
  const events = await eventStore.readStream(membershipStream(scope, id));
  return [...new Set(events.filter((e) => e.type === 'MemberAdded').map((e) => (e.data as { userId: string }).userId))];
}

/** Offers the owner has; deleting is refused while there are any. Without the read model nothing can be deleted safely. */
export async function offersOf(deps: HandlerDeps, owner: { customerId: string } | { salesPartnerId: string }): Promise<number> {
  if (!deps.offers) throw new Error('deleting needs the offer-ownership read model (HandlerDeps.offers)');
  return deps.offers.countOffers(owner);
}
