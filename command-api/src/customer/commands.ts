import { ChangeCustomer, CreateCustomer, customerStream, firstCustomerNumber, DeleteCustomer, EraseCustomer, type Actor, type CustomerProfile, type PersonalDataKeys } from '@portal/events';
import type { CommandDefinition } from '../handler/command-definition.ts';
import { causedBy, handleCommand, type CommandContext, type CommandResult, type HandlerDeps } from '../handler/command-handler.ts';
import { loadPlatformConfig } from '../platform-config/load-platform-config.ts';
import { eraseUser } from '../user/erase-user.ts';
import { inviteUser } from '../user/invite-user.ts';
import { actingOf } from '../user/user-access.ts';
import { customerDecider, type CustomerActor, type CustomerCommand } from './customer.ts';
import { customerKeyOf } from './customer-key.ts';
import { assignCustomerNumber } from './customer-number.ts';
import { normaliseCustomerProfile } from './customer-rules.ts';
import { assertKeyFree, assertMailFree, customerStateOf, membersOf, offersOf, releaseKey, reserveKey, within } from './customer-writes.ts';

/** The actor with what its session does not carry: whether a customer user is its firm's admin (read from the log). */
async function customerActorOf(deps: HandlerDeps, actor: Actor): Promise<CustomerActor> {
  const isCustomerAdmin = actor.role === 'customer' && (await actingOf(deps.eventStore, actor)).kind === 'customerAdmin';
  return { role: actor.role, salesPartnerId: actor.salesPartnerId, customerId: actor.customerId, isCustomerAdmin };
}

const profileOf = ({ firmname, contact, billingAddress, currencies }: CustomerProfile): CustomerProfile => ({ firmname, contact, billingAddress, currencies });

/** The key store of personal data; erasing a customer deletes its key there (crypto-shredding, ADR 9). */
function personalDataOf(deps: HandlerDeps): PersonalDataKeys {
  if (!deps.personalData) throw new Error('customer commands need the personal data keys (HandlerDeps.personalData)');
  return deps.personalData;
}

/**
 * Creates a customer of `salesPartnerId` and invites its contact as the first user (customer
 * admin): the identity within the partner first (its own stream: CUSTOMER_ALREADY_EXISTS), then
 * the customer number, the customer, then the invitation. Every refusal the data can cause is
 * decided before the first write; a retry with the same commandId completes what an interrupted
 * run left, under the same number. The answer's stream is `customer-<number>`.
 */
export async function createCustomer(deps: HandlerDeps, data: CreateCustomer, salesPartnerId: string, registered: boolean, context: CommandContext): Promise<CommandResult> {
  const profile = normaliseCustomerProfile(profileOf(data));
  const { customerType } = data;
  const ctx: CommandContext = { ...context, tenant: salesPartnerId };
  const config = await loadPlatformConfig(deps);
  const commandOf = (customerId: string): CustomerCommand => ({ type: 'CreateCustomer', data: { ...profile, customerId, customerType, salesPartnerId, registered }, config });
  const replay = await deps.eventStore.lookupCommand(context.commandId);
  if (!replay) {
    // The rules of a new customer do not depend on its number: checked before one is taken.
    customerDecider.decide(commandOf(String(firstCustomerNumber)), customerDecider.initialState());
    await assertKeyFree(deps, { salesPartnerId, customerId: '' }, customerType, profile);
    await assertMailFree(deps.eventStore, profile.contact.mail, data.user.userId);
  }
  const customerId = await assignCustomerNumber(deps, ctx);
  const owner = { salesPartnerId, customerId };
  const streamId = customerStream(customerId);
  const command = commandOf(customerId);
  await reserveKey(deps, owner, customerType, profile, ctx, 'reserve');
  let created: CommandResult;
  try {
    created = await handleCommand(deps, customerDecider, streamId, command, ctx);
  } catch (error) {
    await releaseKey(deps, owner, customerType, profile, ctx, 'release').catch(() => undefined);
    throw error;
  }
  const { contact } = profile;
  const invited = await inviteUser(
    deps,
    {
      userId: data.user.userId, salesPartnerId, customerId, role: 'customer', isCustomerAdmin: true, mail: contact.mail, name: contact.name,
      prename: contact.prename, sex: contact.sex, language: contact.language, phoneprefix: contact.phoneprefix, phone: contact.phone,
    },
    within(ctx, 'invite'),
  );
  // Read-your-writes waits for the last write of the whole command: the invitation.
  return invited.position > created.position ? { ...created, position: invited.position } : created;
}

async function changeCustomer(deps: HandlerDeps, data: ChangeCustomer, context: CommandContext): Promise<CommandResult> {
  const streamId = customerStream(data.customerId);
  const state = await customerStateOf(deps.eventStore, streamId);
  const next = normaliseCustomerProfile(profileOf(data));
  const command: CustomerCommand = { type: 'ChangeCustomer', data, config: await loadPlatformConfig(deps), by: await customerActorOf(deps, context.actor) };
  if (state.status !== 'active' || (await deps.eventStore.lookupCommand(context.commandId))) return handleCommand(deps, customerDecider, streamId, command, context);
  const ctx: CommandContext = { ...context, tenant: state.salesPartnerId };
  if (customerDecider.decide(command, state).length === 0) return handleCommand(deps, customerDecider, streamId, command, ctx);
  // The identity within the partner (firm name and zip, or the person's mail) moves when it changes.
  const owner = { salesPartnerId: state.salesPartnerId, customerId: data.customerId };
  const before = state.profile;
  const moves = customerKeyOf(owner.salesPartnerId, state.customerType, next).streamId !== customerKeyOf(owner.salesPartnerId, state.customerType, before).streamId;
  if (moves) await reserveKey(deps, owner, state.customerType, next, ctx, 'reserve');
  const result = await handleCommand(deps, customerDecider, streamId, command, ctx);
  if (moves) await releaseKey(deps, owner, state.customerType, before, ctx, 'release');
  return result;
}

/**
 * Delete and erase: the acting password first, then the tenant rules and the offers (the
 * decider), then the customer's identity is freed and its users' sessions end.
 */
async function removeCustomer(deps: HandlerDeps, type: 'DeleteCustomer' | 'EraseCustomer', data: DeleteCustomer, context: CommandContext): Promise<CommandResult> {
  await deps.identity?.assertActingPassword(context, data.actingPassword);
  const streamId = customerStream(data.customerId);
  const state = await customerStateOf(deps.eventStore, streamId);
  const by = await customerActorOf(deps, context.actor);
  const offers = state.status === 'none' ? 0 : await offersOf(deps, { customerId: data.customerId });
  const command: CustomerCommand = { type, data: { customerId: data.customerId }, offers, by };
  const ctx = state.status === 'none' ? context : { ...context, tenant: state.salesPartnerId };
  const result = await handleCommand(deps, customerDecider, streamId, command, ctx);
  if (state.status === 'active' && result.events > 0) {
    await releaseKey(deps, { salesPartnerId: state.salesPartnerId, customerId: data.customerId }, state.customerType, state.profile, ctx, 'release');
    await deps.identity?.endSessionsOf(await membersOf(deps.eventStore, 'customer', data.customerId), context.now);
  }
  // The keys go last (also on a replay): the releases above still needed to read the persons.
  if (type === 'EraseCustomer' && state.status !== 'none') {
    let position = result.position;
    for (const userId of await membersOf(deps.eventStore, 'customer', data.customerId)) {
      const erased = await eraseUser(deps, userId, causedBy(ctx));
      if (erased > position) position = erased;
    }
    await personalDataOf(deps).erase(data.customerId);
    // Read-your-writes waits for the last write of the whole command: the users' erasure.
    return { ...result, position };
  }
  return result;
}

export const customerCommands: CommandDefinition[] = [
  {
    type: 'CreateCustomer',
    summary: 'Creates a customer of the sending sales partner and invites its contact as the first user (customer admin).',
    data: CreateCustomer,
    roles: ['salesPartner'],
    run: async (deps, data, context) => {
      const salesPartnerId = context.actor.salesPartnerId;
      if (!salesPartnerId) throw new Error('a sales partner user without partner');
      return createCustomer(deps, data as CreateCustomer, salesPartnerId, false, context);
    },
  },
  {
    type: 'ChangeCustomer',
    summary: 'Replaces a customer\'s data: its partner\'s users, the admin of a firm customer, a private customer.',
    data: ChangeCustomer,
    roles: ['salesPartner', 'customer'],
    run: (deps, data, context) => changeCustomer(deps, data as ChangeCustomer, context),
  },
  {
    type: 'DeleteCustomer',
    summary: 'Deletes a customer of the sending partner (acting password); refused while it has offers.',
    data: DeleteCustomer,
    roles: ['salesPartner'],
    run: (deps, data, context) => removeCustomer(deps, 'DeleteCustomer', data as DeleteCustomer, context),
  },
  {
    type: 'EraseCustomer',
    summary: 'Erases a private customer\'s personal data (acting password); refused while it has offers.',
    data: EraseCustomer,
    roles: ['salesPartner', 'admin'],
    run: (deps, data, context) => removeCustomer(deps, 'EraseCustomer', data as EraseCustomer, context),
  },
];
