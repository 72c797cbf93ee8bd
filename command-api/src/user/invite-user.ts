import { assertValid, customerStream, DomainError, InviteUser, membershipStream, salesPartnerStream, userMailStream, userStream, type MembershipScope } from '@portal/events';
import type { CommandUnit } from '../handler/unit.ts';
import { mailIdFor, queueMailIn } from '../mail/queue-mail.ts';
import { loadPlatformConfig } from '../platform-config/load-platform-config.ts';
import { membershipDecider, type MembershipCommand } from './membership.ts';
import { customerFactsOf } from './user-access.ts';
import { userDecider, type UserCommand } from './user.ts';
import { userMailDecider } from './user-mail.ts';

export type InviteUserData = InviteUser;

/** The link of an activation mail: the UI's route under the origin the request came from. */
export const activationLink = (origin: string | undefined, id: string): string => `${origin ?? 'http://localhost'}/activate-user/${id}`;


/** The membership a user takes: customer users their customer's (capped), partner users their partner's; admins none. */
export function membershipOf(data: Pick<InviteUserData, 'role' | 'salesPartnerId' | 'customerId' | 'userId'>): { scope: MembershipScope; scopeId: string; userId: string } | null {
  if (data.role === 'customer' && data.customerId !== null) return { scope: 'customer', scopeId: data.customerId, userId: data.userId };
  if (data.role === 'salesPartner' && data.salesPartnerId !== null) return { scope: 'salesPartner', scopeId: data.salesPartnerId, userId: data.userId };
  return null;
}

async function assertPlaceExists(unit: CommandUnit, data: InviteUserData): Promise<void> {
  if (data.role === 'customer' && data.customerId !== null) {
    // The customer may be created by this very command: its pending events count.
    const customer = customerFactsOf(await unit.events(customerStream(data.customerId)));
    if (customer === null || customer.salesPartnerId !== data.salesPartnerId) throw new DomainError('ERR_BAD_REQUEST', 404, `no customer ${data.customerId}`, { field: 'data.customerId' });
  } else if (data.salesPartnerId !== null && (await unit.events(salesPartnerStream(data.salesPartnerId))).length === 0) {
    throw new DomainError('ERR_BAD_REQUEST', 404, `no sales partner ${data.salesPartnerId}`, { field: 'data.salesPartnerId' });
  }
}

/**
 * Invites a user in the command's unit: reserves the mail (ALREADY_REGISTERED), takes a place
 * among the customer's or partner's members (STATE_ERROR at the maximum), writes UserInvited with
 * the activation's expiry, and queues the activation mail with link and code. All of it is
 * appended with the rest of the command or not at all (ADR 10). Authorisation is the caller's:
 * the InviteUser command checks the managers rule; customer creation and registration call this
 * directly.
 *
 * @example
 * await inviteUser(unit, { userId, salesPartnerId, customerId, role: 'customer', isCustomerAdmin: true, mail, ... });
 */
export async function inviteUser(unit: CommandUnit, input: InviteUserData, mailField = 'data.mail'): Promise<void> {
  const { deps, context } = unit;
  const data = assertValid<InviteUserData>(InviteUser, { ...input, mail: input.mail.trim() }, 'data');
  const tenant = data.salesPartnerId ?? 'platform';
  const streamId = userStream(data.userId);
  const config = await loadPlatformConfig(deps);
  const probe: UserCommand = { type: 'InviteUser', data, config, activationExpiresAt: null };
  // Inviting the same user again changes nothing (a retried command, a seed run again).
  if (userDecider.decide(probe, await unit.state(userDecider, streamId)).length === 0) return;
  await assertPlaceExists(unit, data);

  await unit.decide(userMailDecider, userMailStream(data.mail), { type: 'ReserveUserMail', data: { mail: data.mail.toLowerCase(), userId: data.userId }, field: mailField }, { tenant });
  const member = membershipOf(data);
  if (member) {
    const join: MembershipCommand = { type: 'AddMember', data: member, ...(member.scope === 'customer' ? { max: deps.limits?.maxUsersPerCustomer ?? 5 } : {}) };
    await unit.decide(membershipDecider, membershipStream(member.scope, member.scopeId), join, { tenant });
  }
  // Issued before the append: should the command not land, the link is an unused leftover that expires.
  const activation = deps.identity?.secrets ? await deps.identity.secrets.issueActivation(data.userId, context.now) : null;
  await unit.decide(userDecider, streamId, { ...probe, activationExpiresAt: activation?.expiresAt.toISOString() ?? null }, { tenant });
  if (activation) {
    await queueMailIn(unit, {
      mailId: mailIdFor(context.commandId, `activation-${data.userId}`),
      userId: data.userId,
      to: data.mail,
      language: data.language,
      template: 'activation',
      params: { name: `${data.prename} ${data.name}`, link: activationLink(context.origin, activation.id), code: activation.code },
    });
  }
}
