import { userDataSubject, type DomainEvent } from '@portal/events';
import type { HandlerDeps } from './command-handler.ts';
import { membersOf } from './members.ts';

const userIdOf = (event: DomainEvent): string => (event.data as { userId: string }).userId;
const customerIdOf = (event: DomainEvent): string => (event.data as { customerId: string }).customerId;
const salesPartnerIdOf = (event: DomainEvent): string => (event.data as { salesPartnerId: string }).salesPartnerId;

/**
 * What a command's events ask of the world outside the log: sessions to end, credentials to
 * forget, personal-data keys to erase (ADR 10). Derived from the events alone and idempotent, so
 * `runUnit` runs them after the append and again when the same commandId comes back after a
 * crash that struck between the two. Keys go last: ending sessions still reads the members.
 */
export async function applyEffects(deps: HandlerDeps, events: readonly DomainEvent[], now: Date): Promise<void> {
  const endSessions = new Set<string>();
  const forget: string[] = [];
  const eraseKeys: string[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'UserDeactivated':
        endSessions.add(userIdOf(event));
        break;
      case 'UserErased':
        endSessions.add(userIdOf(event));
        forget.push(userIdOf(event));
        eraseKeys.push(userDataSubject(userIdOf(event)));
        break;
      case 'SalesPartnerDeactivated':
      case 'SalesPartnerDeleted':
        for (const userId of await membersOf(deps.eventStore, 'salesPartner', salesPartnerIdOf(event))) endSessions.add(userId);
        break;
      case 'SalesPartnerChanged':
        // The profile form can deactivate too.
        if ((event.data as { active?: boolean }).active === false) {
          for (const userId of await membersOf(deps.eventStore, 'salesPartner', salesPartnerIdOf(event))) endSessions.add(userId);
        }
        break;
      case 'CustomerDeleted':
      case 'CustomerErased':
        for (const userId of await membersOf(deps.eventStore, 'customer', customerIdOf(event))) endSessions.add(userId);
        if (event.type === 'CustomerErased') eraseKeys.push(customerIdOf(event));
        break;
      default:
        break;
    }
  }
  if (forget.length > 0) await deps.identity?.forgetUsers(forget, now);
  if (endSessions.size > 0) await deps.identity?.endSessionsOf([...endSessions], now);
  if (eraseKeys.length > 0) {
    if (!deps.personalData) throw new Error('erasing personal data needs its keys (HandlerDeps.personalData)');
    for (const subject of eraseKeys) await deps.personalData.erase(subject);
  }
}
