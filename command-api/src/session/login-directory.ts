import { customerStream, fold, hostNameStream, salesPartnerStream, userMailStream, userStream, type InvitedUser, type EventStore, type Principal } from '@portal/events';
import { hostNameDecider } from '../sales-partner/host-name.ts';
import { salesPartnerDecider } from '../sales-partner/sales-partner.ts';
import { userDecider } from '../user/user.ts';
import { userMailDecider } from '../user/user-mail.ts';

/** A user as login sees it: customer users carry their customer and whether they manage it. */
export type LoginUser = InvitedUser & { readonly status: 'invited' | 'active' | 'inactive' };

/** "Alpha.Localhost:8080" -> "alpha.localhost": partners list host names without port, in lower case. */
export function hostOf(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}

/**
 * What login needs to know, read from the event log rather than a read model: a user created a
 * moment ago can log in at once, and a deactivation takes effect on the next request.
 *
 * @example
 * const user = await directory.userByMail('anna@alpha.test');
 * const partnerId = await directory.partnerOfHost(request.headers.host);
 */
export class LoginDirectory {
  private readonly eventStore: EventStore;

  constructor(eventStore: EventStore) {
    this.eventStore = eventStore;
  }

  async userById(userId: string): Promise<LoginUser | null> {
    const state = fold(userDecider, await this.eventStore.readStream(userStream(userId)));
    return state.status === 'none' ? null : { ...state.user, status: state.status };
  }

  /** Active, and (partner and customer users) their partner active: else no session is theirs. */
  async mayHaveSession(user: LoginUser): Promise<boolean> {
    if (user.status !== undefined && user.status !== 'active') return false;
    return user.salesPartnerId === null || this.partnerActive(user.salesPartnerId);
  }

  /** Who the user acts as, computed at login and signed into the session (ADR 8). */
  async principalOf(user: LoginUser): Promise<Principal> {
    const customerId = user.role === 'customer' ? (user.customerId ?? null) : null;
    return {
      userId: user.userId,
      role: user.role,
      salesPartnerId: user.salesPartnerId,
      customerId,
      customerType: customerId === null ? null : await this.customerTypeOf(customerId),
      isCustomerAdmin: customerId !== null && user.isCustomerAdmin === true,
    };
  }

  /** The customer stream's first event, CustomerCreated, names the customer type for good. */
  private async customerTypeOf(customerId: string): Promise<'FI' | 'PR' | null> {
    const [first] = await this.eventStore.readStream(customerStream(customerId), { maxCount: 1 });
    const type = first?.type === 'CustomerCreated' ? (first.data as { customerType?: unknown }).customerType : undefined;
    return type === 'FI' || type === 'PR' ? type : null;
  }

  async userByMail(mail: string): Promise<LoginUser | null> {
    const state = fold(userMailDecider, await this.eventStore.readStream(userMailStream(mail)));
    return state.status === 'reserved' ? this.userById(state.holder) : null;
  }

  /** The sales partner serving the host, or null for a host of the platform. */
  async partnerOfHost(hostHeader: string | undefined): Promise<string | null> {
    if (!hostHeader) return null;
    const events = await this.eventStore.readStream(hostNameStream('domain', hostOf(hostHeader)));
    const state = fold(hostNameDecider, events);
    return state.status === 'reserved' ? state.holder : null;
  }

  async partnerActive(salesPartnerId: string): Promise<boolean> {
    const state = fold(salesPartnerDecider, await this.eventStore.readStream(salesPartnerStream(salesPartnerId)));
    return state.status === 'created' && state.profile.active;
  }
}
