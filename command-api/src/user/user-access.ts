import { assertNever, DomainError, fold, userStream, type Actor, type EventStore, type InvitedUser } from '@portal/events';
import { userDecider, type UserState } from './user.ts';

/** `customer-<id>` (the customer slice writes it); read here for existence, partner and type only. */
const customerStreamOf = (customerId: string): string => `customer-${customerId}`;

export interface CustomerFacts {
  readonly salesPartnerId: string;
  readonly customerType: 'FI' | 'PR';
}

/** A customer that exists and is not deleted, else null. */
export async function customerFacts(eventStore: EventStore, customerId: string): Promise<CustomerFacts | null> {
  return customerFactsOf(await eventStore.readStream(customerStreamOf(customerId)));
}

/** The same, from a customer stream's events (a command's unit may hold them before they are stored). */
export function customerFactsOf(events: readonly { type: string; data: unknown }[]): CustomerFacts | null {
  const created = events[0];
  if (created?.type !== 'CustomerCreated') return null;
  if (events.some((event) => event.type === 'CustomerDeleted' || event.type === 'CustomerErased')) return null;
  const data = created.data as { salesPartnerId?: unknown; customerType?: unknown };
  if (typeof data.salesPartnerId !== 'string' || (data.customerType !== 'FI' && data.customerType !== 'PR')) return null;
  return { salesPartnerId: data.salesPartnerId, customerType: data.customerType };
}

export async function userStateOf(eventStore: EventStore, userId: string): Promise<UserState> {
  return fold(userDecider, await eventStore.readStream(userStream(userId)));
}

/** Who sends a command, as far as the managers rule needs it. */
export type Acting =
  | { readonly kind: 'platform' }
  | { readonly kind: 'salesPartner'; readonly userId: string; readonly salesPartnerId: string }
  | { readonly kind: 'customerAdmin'; readonly userId: string; readonly salesPartnerId: string; readonly customerId: string }
  | { readonly kind: 'other'; readonly userId: string };

export const forbidden = (message = 'not allowed for this user'): DomainError => new DomainError('ERR_BAD_REQUEST', 403, message);

/**
 * The actor with what its session does not carry: whether a customer user manages a firm
 * customer, read from the log (a change of isCustomerAdmin ends the sessions, but a command
 * must not trust an older principal either).
 */
export async function actingOf(eventStore: EventStore, actor: Actor): Promise<Acting> {
  if (actor.role === 'admin' || actor.role === 'system') return { kind: 'platform' };
  if (actor.role === 'salesPartner' && actor.salesPartnerId) return { kind: 'salesPartner', userId: actor.userId, salesPartnerId: actor.salesPartnerId };
  if (actor.role === 'customer') {
    const state = await userStateOf(eventStore, actor.userId);
    if (state.status === 'active' && state.user.isCustomerAdmin && state.user.customerId !== null && state.user.salesPartnerId !== null) {
      const customer = await customerFacts(eventStore, state.user.customerId);
      if (customer?.customerType === 'FI') return { kind: 'customerAdmin', userId: actor.userId, salesPartnerId: state.user.salesPartnerId, customerId: state.user.customerId };
    }
  }
  return { kind: 'other', userId: actor.userId };
}

type Placement = Pick<InvitedUser, 'role' | 'salesPartnerId' | 'customerId'>;

/**
 * The managers rule of docs/identity-api.md: the admin manages everybody (auditors included, whom
 * only the admin manages); a sales partner user its partner's users and its customers' users; a
 * firm customer's admin its customer's users.
 */
export function manages(acting: Acting, target: Placement): boolean {
  switch (acting.kind) {
    case 'platform':
      return true;
    case 'salesPartner':
      return (target.role === 'salesPartner' || target.role === 'customer') && target.salesPartnerId === acting.salesPartnerId;
    case 'customerAdmin':
      return target.role === 'customer' && target.customerId === acting.customerId;
    case 'other':
      return false;
    default:
      return assertNever(acting);
  }
}

/** The target user, refused alike when unknown or outside the actor's reach (no hint that it exists elsewhere). */
export async function managedUser(eventStore: EventStore, actor: Actor, userId: string, options: { allowSelf: boolean }): Promise<Exclude<UserState, { status: 'none' }>> {
  const state = await userStateOf(eventStore, userId);
  const acting = await actingOf(eventStore, actor);
  if (state.status === 'none') {
    if (acting.kind === 'platform') throw new DomainError('ERR_BAD_REQUEST', 404, `no user ${userId}`, { field: 'data.userId' });
    throw forbidden();
  }
  const self = actor.userId === userId;
  if (self && !options.allowSelf) throw forbidden('not allowed on the own user');
  if (!self && !manages(acting, state.user)) throw forbidden();
  return state;
}
