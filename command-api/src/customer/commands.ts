import { customerOffersStream, customerStream, firstCustomerNumber, membershipStream, type Actor, type ChangeCustomer, type CreateCustomer, type DeleteCustomer, type CustomerProfile } from '@portal/events';
import { type PersonalDataKeys } from '@portal/platform';
import { defineCommand, type CommandDefinition } from '../handler/command-definition.ts';
import type { CommandContext, CommandResult, HandlerDeps } from '../handler/command-handler.ts';
import { memberIds } from '../handler/members.ts';
import { runUnit, type CommandUnit } from '../handler/unit.ts';
import { loadPlatformConfig } from '../platform-config/load-platform-config.ts';
import { eraseUser } from '../user/erase-user.ts';
import { inviteUser } from '../user/invite-user.ts';
import { actingOf } from '../user/user-access.ts';
import { customerDecider, type CustomerActor, type CustomerCommand } from './customer.ts';
import { customerKeyOf } from './customer-key.ts';
import { assignCustomerNumber, customerNumberRetries } from './customer-number.ts';
import { normaliseCustomerProfile } from './customer-rules.ts';
import { customerOffersDecider } from '../offer/offer-ledger.ts';
import { releaseKey, reserveKey } from './customer-writes.ts';

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
 * admin), as one unit (ADR 10): the next customer number, the customer, its identity within the
 * partner (CUSTOMER_ALREADY_EXISTS), the invitation with its mail reservation, membership and
 * activation mail. Everything lands together or nothing does; the answer's stream is
 * `customer-<number>`, its position that of the command's last event.
 */
export async function createCustomer(deps: HandlerDeps, data: CreateCustomer, salesPartnerId: string, registered: boolean, context: CommandContext, also?: (unit: CommandUnit) => Promise<void>): Promise<CommandResult> {
  const profile = normaliseCustomerProfile(profileOf(data));
  const { customerType } = data;
  const ctx: CommandContext = { ...context, tenant: salesPartnerId };
  const config = await loadPlatformConfig(deps);
  const result = await runUnit({ ...deps, maxRetries: customerNumberRetries }, ctx, { streamId: customerStream(String(firstCustomerNumber)) }, async (unit) => {
    const customerId = await assignCustomerNumber(unit);
    const streamId = customerStream(customerId);
    await unit.decide(customerDecider, streamId, { type: 'CreateCustomer', data: { ...profile, customerId, customerType, salesPartnerId, registered }, config });
    await reserveKey(unit, { salesPartnerId, customerId }, customerType, profile);
    const { contact } = profile;
    await inviteUser(unit, {
      userId: data.user.userId, salesPartnerId, customerId, role: 'customer', isCustomerAdmin: true, mail: contact.mail, name: contact.name,
      prename: contact.prename, sex: contact.sex, language: contact.language, phoneprefix: contact.phoneprefix, phone: contact.phone,
    }, 'data.contact.mail');
    await also?.(unit);
    return streamId;
  });
  if (!result.duplicate) return result;
  // A replay does not run the body: the number comes from the command's stored events.
  const created = (await deps.eventStore.readCommand(context.commandId)).find((e) => e.type === 'CustomerCreated');
  return created ? { ...result, streamId: customerStream((created.data as { customerId: string }).customerId) } : result;
}

async function changeCustomer(deps: HandlerDeps, data: ChangeCustomer, context: CommandContext): Promise<CommandResult> {
  const streamId = customerStream(data.customerId);
  const next = normaliseCustomerProfile(profileOf(data));
  const command: CustomerCommand = { type: 'ChangeCustomer', data, config: await loadPlatformConfig(deps), by: await customerActorOf(deps, context.actor) };
  return runUnit(deps, context, { streamId }, async (unit) => {
    const state = await unit.state(customerDecider, streamId);
    const changed = await unit.decide(customerDecider, streamId, command, state.status === 'none' ? {} : { tenant: state.salesPartnerId });
    if (changed.length === 0 || state.status !== 'active') return;
    // The identity within the partner (firm name and zip, or the person's mail) moves when it changes.
    const owner = { salesPartnerId: state.salesPartnerId, customerId: data.customerId };
    const before = state.profile;
    if (customerKeyOf(owner.salesPartnerId, state.customerType, next).streamId !== customerKeyOf(owner.salesPartnerId, state.customerType, before).streamId) {
      await reserveKey(unit, owner, state.customerType, next);
      await releaseKey(unit, owner, state.customerType, before);
    }
  });
}

/**
 * Delete and erase: the acting password first, then the tenant rules (the decider), then the
 * customer's offer ledger, closed in the same unit: refused while any offer was opened on it, and
 * a request racing the deletion writes that ledger too, so one of the two conflicts and is
 * refused on its retry. The customer's identity is freed in the same unit, and erasing also
 * erases every user of the customer. Sessions end and keys are erased after the append (effects.ts).
 */
async function removeCustomer(deps: HandlerDeps, type: 'DeleteCustomer' | 'EraseCustomer', data: DeleteCustomer, context: CommandContext): Promise<CommandResult> {
  await deps.identity?.assertActingPassword(context, data.actingPassword);
  const streamId = customerStream(data.customerId);
  const by = await customerActorOf(deps, context.actor);
  if (type === 'EraseCustomer') personalDataOf(deps);
  return runUnit(deps, context, { streamId }, async (unit) => {
    const state = await unit.state(customerDecider, streamId);
    const tenant = state.status === 'none' ? {} : { tenant: state.salesPartnerId };
    const removed = await unit.decide(customerDecider, streamId, { type, data: { customerId: data.customerId }, by }, tenant);
    if (removed.length === 0 || state.status === 'none') return;
    await unit.decide(customerOffersDecider, customerOffersStream(data.customerId), { type: 'CloseCustomerOffers', data: { customerId: data.customerId } }, tenant);
    if (state.status === 'active') await releaseKey(unit, { salesPartnerId: state.salesPartnerId, customerId: data.customerId }, state.customerType, state.profile);
    if (type === 'EraseCustomer') {
      for (const userId of memberIds(await unit.events(membershipStream('customer', data.customerId)))) await eraseUser(unit, userId);
    }
  });
}

export const customerCommands: readonly CommandDefinition[] = [
  defineCommand('CreateCustomer', {
    summary: 'Creates a customer of the sending sales partner and invites its contact as the first user (customer admin).',
    roles: ['salesPartner'],
    run: async (deps, data, context) => {
      const salesPartnerId = context.actor.salesPartnerId;
      if (!salesPartnerId) throw new Error('a sales partner user without partner');
      return createCustomer(deps, data, salesPartnerId, false, context);
    },
  }),
  defineCommand('ChangeCustomer', {
    summary: 'Replaces a customer\'s data: its partner\'s users, the admin of a firm customer, a private customer.',
    roles: ['salesPartner', 'customer'],
    run: (deps, data, context) => changeCustomer(deps, data, context),
  }),
  defineCommand('DeleteCustomer', {
    summary: 'Deletes a customer of the sending partner (acting password); refused while it has offers.',
    roles: ['salesPartner'],
    run: (deps, data, context) => removeCustomer(deps, 'DeleteCustomer', data, context),
  }),
  defineCommand('EraseCustomer', {
    summary: 'Erases a private customer\'s personal data (acting password); refused while it has offers.',
    roles: ['salesPartner', 'admin'],
    run: (deps, data, context) => removeCustomer(deps, 'EraseCustomer', data, context),
  }),
];
