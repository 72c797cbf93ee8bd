import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { streamId, type StreamId } from '../core/stream-id.ts';

/**
 * `members-customer-<id>` and `members-salesPartner-<id>`: who belongs to a customer or a sales
 * partner and whether they are enabled. Written with the expected revision before the user's own
 * stream, so the maximum of users per customer and "at least one user" hold under concurrency.
 */
export type MembershipScope = 'customer' | 'salesPartner';
export const membershipStream = (scope: MembershipScope, id: string): StreamId<MembershipEvent> => streamId(`members-${scope}-${id}`);

const strict = { additionalProperties: false } as const;
const Member = Type.Object(
  { scope: Type.Union([Type.Literal('customer'), Type.Literal('salesPartner')]), scopeId: Type.String({ minLength: 1 }), userId: Type.String({ format: 'uuid' }) },
  strict,
);

export const MemberAdded = defineEvent('MemberAdded', Member);
/** The member was deactivated: counts towards the maximum, not towards "at least one user". */
export const MemberSuspended = defineEvent('MemberSuspended', Member);
export const MemberResumed = defineEvent('MemberResumed', Member);

export const membershipEvents = [MemberAdded, MemberSuspended, MemberResumed] as const;
export type MembershipEvent = EventOf<(typeof membershipEvents)[number]>;
