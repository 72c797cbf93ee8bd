import { DomainError, fold, salesPartnerOffersStream, salesPartnerStream, type ActivateSalesPartner, type DeleteSalesPartner, type SendTestMail } from '@portal/events';
import { defineCommand, type CommandDefinition } from '../handler/command-definition.ts';
import { handleCommand, type CommandContext, type CommandResult, type HandlerDeps } from '../handler/command-handler.ts';
import { runUnit } from '../handler/unit.ts';
import { mailIdFor, queueMailWithin } from '../mail/queue-mail.ts';
import { salesPartnerOffersDecider } from '../offer/offer-ledger.ts';
import { assertBlob, assertOwnPartner } from './commands.ts';
import { releaseUnusedIn } from './host-name-claims.ts';
import { salesPartnerDecider, type SalesPartnerCommand, type SalesPartnerState } from './sales-partner.ts';

// A partner's events belong to the partner's tenant, whoever sends the command.
const asTenant = (context: CommandContext, salesPartnerId: string): CommandContext => ({ ...context, tenant: salesPartnerId });

const stateOf = async (deps: HandlerDeps, salesPartnerId: string): Promise<SalesPartnerState> =>
  fold(salesPartnerDecider, await deps.eventStore.readStream(salesPartnerStream(salesPartnerId)));

const run = (deps: HandlerDeps, command: SalesPartnerCommand, context: CommandContext): Promise<CommandResult> =>
  handleCommand(deps, salesPartnerDecider, salesPartnerStream(command.data.salesPartnerId), command, asTenant(context, command.data.salesPartnerId));

/**
 * Deactivating or deleting the partner ends the sessions of its own users after the append
 * (effects.ts). Customer users of the partner need no list: every request checks the partner of
 * the session from the log (LoginDirectory.partnerActive), so they are refused from the next
 * request on.
 */
async function setActive(deps: HandlerDeps, type: 'ActivateSalesPartner' | 'DeactivateSalesPartner', data: ActivateSalesPartner, context: CommandContext): Promise<CommandResult> {
  await deps.identity?.assertActingPassword(context, data.actingPassword);
  const id = data.salesPartnerId;
  return runUnit(deps, asTenant(context, id), { streamId: salesPartnerStream(id) }, async (unit) => {
    await unit.decide(salesPartnerDecider, salesPartnerStream(id), { type, data: { salesPartnerId: id } });
  });
}

/**
 * Refused while any offer was opened on the partner's offer ledger, which is closed in the same
 * unit (a racing request writes that ledger too: one of the two is refused on its retry); frees
 * its host names in the same unit.
 */
async function deleteSalesPartner(deps: HandlerDeps, data: DeleteSalesPartner, context: CommandContext): Promise<CommandResult> {
  await deps.identity?.assertActingPassword(context, data.actingPassword);
  const id = data.salesPartnerId;
  const streamId = salesPartnerStream(id);
  return runUnit(deps, asTenant(context, id), { streamId }, async (unit) => {
    if ((await unit.decide(salesPartnerDecider, streamId, { type: 'DeleteSalesPartner', data: { salesPartnerId: id } })).length === 0) return;
    await unit.decide(salesPartnerOffersDecider, salesPartnerOffersStream(id), { type: 'CloseSalesPartnerOffers', data: { salesPartnerId: id } });
    await releaseUnusedIn(unit, id);
  });
}

/** A test mail to the partner's communication address, counted against the sender's daily quota. */
async function sendTestMail(deps: HandlerDeps, data: SendTestMail, context: CommandContext): Promise<CommandResult> {
  const state = await stateOf(deps, data.salesPartnerId);
  if (state.status !== 'created') throw new DomainError('ERR_BAD_REQUEST', 404, `no sales partner ${data.salesPartnerId}`, { field: 'data.salesPartnerId' });
  return queueMailWithin(
    deps,
    {
      mailId: mailIdFor(context.commandId, 'testMail'),
      userId: context.actor.userId,
      to: state.profile.communicationMail,
      language: 'de',
      template: 'testMail',
      params: { salesPartnerName: state.profile.name },
    },
    asTenant(context, data.salesPartnerId),
  );
}

export const salesPartnerAdminCommands: readonly CommandDefinition[] = [
  defineCommand('ActivateSalesPartner', {
    summary: 'Activates a sales partner (acting password).',
    roles: ['admin'],
    run: (deps, data, context) => setActive(deps, 'ActivateSalesPartner', data, context),
  }),
  defineCommand('DeactivateSalesPartner', {
    summary: 'Deactivates a sales partner and ends its users\' sessions (acting password).',
    roles: ['admin'],
    run: (deps, data, context) => setActive(deps, 'DeactivateSalesPartner', data, context),
  }),
  defineCommand('SetPublicRegistration', {
    summary: 'Allows or forbids visitors to register as customers on the partner\'s hosts.',
    roles: ['admin'],
    run: (deps, data, context) => run(deps, { type: 'SetPublicRegistration', data }, context),
  }),
  defineCommand('DeleteSalesPartner', {
    summary: 'Deletes a sales partner and frees its host names (acting password); refused while offers exist.',
    roles: ['admin'],
    run: (deps, data, context) => deleteSalesPartner(deps, data, context),
  }),
  defineCommand('SendTestMail', {
    summary: 'Sends a test mail to the partner\'s communication address (daily mail limit of the sender).',
    roles: ['admin'],
    run: (deps, data, context) => sendTestMail(deps, data, context),
  }),
  defineCommand('PublishDocumentTemplate', {
    summary: 'Publishes a new version of a document template (PDF) of a sales partner (admin, or the partner\'s own users).',
    roles: ['admin', 'salesPartner'],
    run: async (deps, data, context) => {
      assertOwnPartner(context, data.salesPartnerId);
      await assertBlob(deps, data.file, ['application/pdf'], 'data.file', 'PDF');
      return run(deps, { type: 'PublishDocumentTemplate', data }, context);
    },
  }),
];
