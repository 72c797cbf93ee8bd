import {
  assertValid,
  DomainError,
  fold,
  InviteUser,
  membershipStream,
  salesPartnerStream,
  userMailStream,
  userStream,
  type EventStore,
  type MembershipEvent,
  type MembershipScope,
  type UserMailEvent,
} from '@portal/events';
import { causedBy, handleCommand, type CommandContext, type CommandResult, type HandlerDeps } from '../handler/command-handler.ts';
import { mailIdFor, queueMailWithin } from '../mail/queue-mail.ts';
import { loadPlatformConfig } from '../platform-config/load-platform-config.ts';
import { membershipDecider, type MembershipCommand } from './membership.ts';
import { customerFacts, userStateOf } from './user-access.ts';
import { userDecider, type UserCommand } from './user.ts';
import { userMailDecider, type UserMailCommand } from './user-mail.ts';

export type InviteUserData = InviteUser;

/** The link of an activation mail: the UI's route under the origin the request came from. */
export const activationLink = (origin: string | undefined, id: string): string => `${origin ?? 'http://localhost'}/activate-user/${id}`;


/** The membership a user takes: customer users their customer's (capped), partner users their partner's; admins none. */
export function membershipOf(data: Pick<InviteUserData, 'role' | 'salesPartnerId' | 'customerId' | 'userId'>): { scope: MembershipScope; scopeId: string; userId: string } | null {
  if (data.role === 'customer' && data.customerId !== null) return { scope: 'customer', scopeId: data.customerId, userId: data.userId };
  if (data.role === 'salesPartner' && data.salesPartnerId !== null) return { scope: 'salesPartner', scopeId: data.salesPartnerId, userId: data.userId };
  return null;
}

async function assertPlaceExists(eventStore: EventStore, data: InviteUserData): Promise<void> {
  if (data.role === 'customer' && data.customerId !== null) {
    const customer = await customerFacts(eventStore, data.customerId);
    if (customer === null || customer.salesPartnerId !== data.salesPartnerId) throw new DomainError('ERR_BAD_REQUEST', 404, `no customer ${data.customerId}`, { field: 'data.customerId' });
  } else if (data.salesPartnerId !== null && (await eventStore.readStream(salesPartnerStream(data.salesPartnerId), { maxCount: 1 })).length === 0) {
    throw new DomainError('ERR_BAD_REQUEST', 404, `no sales partner ${data.salesPartnerId}`, { field: 'data.salesPartnerId' });
  }
}

/**
 * Invites a user: reserves the mail (ALREADY_REGISTERED), takes a place among the customer's or
 * partner's members (STATE_ERROR at the maximum), writes UserInvited with the activation's expiry,
 * and mails the activation link and code. Authorisation is the caller's: the InviteUser command
 * checks the managers rule; customer creation and registration call this directly.
 *
 * Refusals are decided before anything is written. Should a later write lose a race (the
 * customer filled up meanwhile), the mail is released again; a crash between writes leaves the
 * address with this user id, and the same command sent again completes the invitation.
 *
 * @example
 * await inviteUser(deps, { userId, salesPartnerId, customerId, role: 'customer', isCustomerAdmin: true, mail, ... }, context);
 */
export async function inviteUser(deps: HandlerDeps, input: InviteUserData, context: CommandContext): Promise<CommandResult> {
  const data = assertValid<InviteUserData>(InviteUser, { ...input, mail: input.mail.trim() }, 'data');
  const ctx: CommandContext = { ...context, tenant: data.salesPartnerId ?? 'platform' };
  const streamId = userStream(data.userId);
  const config = await loadPlatformConfig(deps);
  const probe: UserCommand = { type: 'InviteUser', data, config, activationExpiresAt: null };
  if (await deps.eventStore.lookupCommand(context.commandId)) return handleCommand(deps, userDecider, streamId, probe, ctx);
  if (userDecider.decide(probe, await userStateOf(deps.eventStore, data.userId)).length === 0) return handleCommand(deps, userDecider, streamId, probe, ctx);
  await assertPlaceExists(deps.eventStore, data);

  const reserve: UserMailCommand = { type: 'ReserveUserMail', data: { mail: data.mail.toLowerCase(), userId: data.userId } };
  const mailStream = userMailStream(data.mail);
  userMailDecider.decide(reserve, fold(userMailDecider, (await deps.eventStore.readStream(mailStream)) as unknown as UserMailEvent[]));
  const member = membershipOf(data);
  const join: MembershipCommand | null = member && {
    type: 'AddMember',
    data: member,
    ...(member.scope === 'customer' ? { max: deps.limits?.maxUsersPerCustomer ?? 5 } : {}),
  };
  const membersStream = member && membershipStream(member.scope, member.scopeId);
  if (join && membersStream) membershipDecider.decide(join, fold(membershipDecider, (await deps.eventStore.readStream(membersStream)) as unknown as MembershipEvent[]));

  await handleCommand(deps, userMailDecider, mailStream, reserve, causedBy(ctx));
  if (join && membersStream) {
    try {
      await handleCommand(deps, membershipDecider, membersStream, join, causedBy(ctx));
    } catch (error) {
      await handleCommand(deps, userMailDecider, mailStream, { type: 'ReleaseUserMail', data: reserve.data }, causedBy(ctx));
      throw error;
    }
  }
  const secrets = deps.identity?.secrets;
  const activation = secrets ? await secrets.issueActivation(data.userId, context.now) : null;
  const result = await handleCommand(deps, userDecider, streamId, { ...probe, activationExpiresAt: activation?.expiresAt.toISOString() ?? null }, ctx);
  if (activation) {
    await queueMailWithin(
      deps,
      {
        mailId: mailIdFor(context.commandId, `activation-${data.userId}`),
        userId: data.userId,
        to: data.mail,
        language: data.language,
        template: 'activation',
        params: { name: `${data.prename} ${data.name}`, link: activationLink(context.origin, activation.id), code: activation.code },
      },
      ctx,
    );
  }
  return result;
}
