import {
  customerOffersStream,
  customerStream,
  DomainError,
  firstOfferNumber,
  maxPendingOffersOf,
  meteringPointStream,
  offerDraftStream,
  offerStream,
  salesPartnerOffersStream,
  salesPartnerStream,
  type DiscardOfferDraft,
  type RequestOffer,
  type SaveOfferDraft,
} from '@portal/events';
import { customerDecider } from '../customer/customer.ts';
import { defineCommand, type CommandDefinition } from '../handler/command-definition.ts';
import type { CommandContext, CommandResult, HandlerDeps } from '../handler/command-handler.ts';
import { runUnit } from '../handler/unit.ts';
import { loadBusinessLimits, loadPlatformConfig } from '../platform-config/load-platform-config.ts';
import { salesPartnerDecider } from '../sales-partner/sales-partner.ts';
import { offerLifecycleCommands } from './lifecycle-commands.ts';
import { offerDecider } from './offer.ts';
import { offerDraftDecider } from './offer-draft.ts';
import { customerOffersDecider, salesPartnerOffersDecider } from './offer-ledger.ts';
import { assignOfferNumber, offerNumberRetries } from './offer-number.ts';
import { foldPointForOffer } from './offer-points.ts';
import { offerRequestOf } from './offer-request-rules.ts';

/**
 * RequestOffer as one unit (ADR 10): the next offer number, the offer, its place on the
 * customer's and the partner's ledgers (pending limit; no offer for a deleted customer or
 * partner) and, when the stepper saved a draft, the draft marked submitted. The customer, the
 * partner and the points are read in the unit; a retry after a conflict reads them again.
 */
async function requestOffer(deps: HandlerDeps, data: RequestOffer, context: CommandContext): Promise<CommandResult> {
  const [config, limits] = await Promise.all([loadPlatformConfig(deps), loadBusinessLimits(deps)]);
  const by = context.actor;
  const result = await runUnit({ ...deps, maxRetries: offerNumberRetries }, context, { streamId: offerStream(String(firstOfferNumber)) }, async (unit) => {
    const pointStreams = data.meteringPoints.map((p) => meteringPointStream(p.code, p.direction));
    await unit.preload([customerStream(data.customerId), ...pointStreams]);
    const customer = await unit.state(customerDecider, customerStream(data.customerId));
    const partner = customer.status === 'none' ? null : await unit.state(salesPartnerDecider, salesPartnerStream(customer.salesPartnerId));
    const points = await Promise.all(pointStreams.map(async (s) => foldPointForOffer(await unit.events(s))));
    // A refusal throws before the append: no number is taken by a refused request.
    const offerId = await assignOfferNumber(unit);
    const partnerMarketAreas = partner?.status === 'created' ? partner.profile.marketAreas : null;
    const requested = offerRequestOf({ data, offerId, by, customer, partnerMarketAreas, points, config, limits, now: context.now });
    const { customerId, salesPartnerId } = requested;
    const tenant = { tenant: salesPartnerId };
    await unit.decide(offerDecider, offerStream(offerId), { type: 'RequestOffer', data: requested }, tenant);
    await unit.decide(customerOffersDecider, customerOffersStream(customerId), { type: 'OpenCustomerOffer', data: { customerId, salesPartnerId, offerId }, maxPending: maxPendingOffersOf(limits) }, tenant);
    await unit.decide(salesPartnerOffersDecider, salesPartnerOffersStream(salesPartnerId), { type: 'OpenSalesPartnerOffer', data: { salesPartnerId, customerId, offerId } }, tenant);
    if (data.draftId) await unit.decide(offerDraftDecider, offerDraftStream(data.draftId), { type: 'SubmitOfferDraft', data: { draftId: data.draftId, offerId }, by }, tenant);
    return offerStream(offerId);
  });
  if (!result.duplicate) return result;
  // A replay does not run the body: the number comes from the command's stored events.
  const numbered = (await deps.eventStore.readCommand(context.commandId)).find((e) => e.type === 'OfferNumberAssigned');
  return numbered ? { ...result, streamId: offerStream((numbered.data as { offerId: string }).offerId) } : result;
}

/**
 * A draft is the saver's tenant's: a customer's user saves for its own customer; a partner's
 * user for one of its customers (or none yet). Another tenant's customer answers as unknown.
 */
async function saveDraft(deps: HandlerDeps, data: SaveOfferDraft, context: CommandContext): Promise<CommandResult> {
  const by = context.actor;
  const streamId = offerDraftStream(data.draftId);
  return runUnit(deps, context, { streamId }, async (unit) => {
    const chosen = data.request.customerId;
    const notYours = (id: string) => new DomainError('ERR_BAD_REQUEST', 403, `customer ${id} is not one of yours`, { field: 'data.request.customerId' });
    if (by.role === 'customer' && chosen !== undefined && chosen !== by.customerId) throw notYours(chosen);
    if (by.role === 'salesPartner' && chosen !== undefined) {
      const customer = await unit.state(customerDecider, customerStream(chosen));
      if (customer.status === 'none' || customer.salesPartnerId !== by.salesPartnerId) throw notYours(chosen);
    }
    const customerId = by.role === 'customer' ? (by.customerId ?? null) : (chosen ?? null);
    await unit.decide(offerDraftDecider, streamId, { type: 'SaveOfferDraft', data, customerId, by }, by.salesPartnerId ? { tenant: by.salesPartnerId } : {});
  });
}

async function discardDraft(deps: HandlerDeps, data: DiscardOfferDraft, context: CommandContext): Promise<CommandResult> {
  const streamId = offerDraftStream(data.draftId);
  return runUnit(deps, context, { streamId }, (unit) => unit.decide(offerDraftDecider, streamId, { type: 'DiscardOfferDraft', data, by: context.actor }));
}

export const offerCommands: readonly CommandDefinition[] = [
  defineCommand('SaveOfferDraft', {
    summary: 'Saves (again) an unfinished offer request of the stepper; a customer\'s users their customer\'s drafts, a partner\'s users the partner\'s.',
    roles: ['salesPartner', 'customer'],
    run: (deps, data, context) => saveDraft(deps, data, context),
  }),
  defineCommand('DiscardOfferDraft', {
    summary: 'Discards an unfinished offer request (its saver\'s tenant only).',
    roles: ['salesPartner', 'customer'],
    run: (deps, data, context) => discardDraft(deps, data, context),
  }),
  defineCommand('RequestOffer', {
    summary: 'Requests an offer for a customer\'s metering points (a partner for its customers, a customer for itself): number, offer and ledgers in one append.',
    roles: ['salesPartner', 'customer'],
    run: (deps, data, context) => requestOffer(deps, data, context),
  }),
  ...offerLifecycleCommands,
];
