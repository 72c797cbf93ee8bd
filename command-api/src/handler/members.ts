import { membershipStream, type EventStore } from '@portal/events';

/** Every user ever added to a customer's or partner's membership (the `members-<scope>-<id>` stream). */
export async function membersOf(eventStore: Pick<EventStore, 'readStream'>, scope: 'customer' | 'salesPartner', id: string): Promise<string[]> {
  return memberIds(await eventStore.readStream(membershipStream(scope, id)));
}

export const memberIds = (events: readonly { type: string; data: unknown }[]): string[] => [
  ...new Set(events.filter((e) => e.type === 'MemberAdded').map((e) => (e.data as { userId: string }).userId)),
];
