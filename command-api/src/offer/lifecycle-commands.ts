import { customerOffersStream } from '@portal/events';
import { defineCommand, type CommandDefinition } from '../handler/command-definition.ts';
import type { CommandContext, CommandResult, HandlerDeps } from '../handler/command-handler.ts';
import { loadPlatformConfig } from '../platform-config/load-platform-config.ts';
import type { OfferCommand } from './offer.ts';
import { customerOffersDecider } from './offer-ledger.ts';
import { pointForecastsOf } from './offer-point-forecasts.ts';
import { decideOnOffer, onOffer, zoneOf } from './offer-unit.ts';
import { priceOfferCommand } from './price-command.ts';

/**
 * Accept, reject and expire end the offer's pending time: the customer ledger records it in the
 * same unit, so the pending count (TOO_MANY_PENDING_OFFERS) never runs ahead or behind.
 */
async function settling(deps: HandlerDeps, context: CommandContext, offerId: string, command: (timeZone: string) => OfferCommand): Promise<CommandResult> {
  const config = await loadPlatformConfig(deps);
  return onOffer(deps, context, offerId, async (unit, state) => {
    const decided = await decideOnOffer(unit, state, command(zoneOf(config, state.offer.marketArea)));
    if (decided.length === 0) return;
    const { customerId, salesPartnerId } = state.offer;
    await unit.decide(customerOffersDecider, customerOffersStream(customerId), { type: 'SettleCustomerOffer', data: { customerId, offerId } }, { tenant: salesPartnerId });
  });
}

const now = (context: CommandContext): string => context.now.toISOString();

export const offerLifecycleCommands: readonly CommandDefinition[] = [
  priceOfferCommand,
  defineCommand('ReleaseOffer', {
    summary: 'Releases a priced offer to the customer (admin, RELEASE_OFFER confirmed): only on the offer day and with accepted long-term forecasts of every point; it expires after its validity period.',
    roles: ['admin'],
    run: async (deps, data, context) => {
      const config = await loadPlatformConfig(deps);
      return onOffer(deps, context, data.offerId, async (unit, state) => {
        const points = await pointForecastsOf(unit, state.offer.meteringPoints);
        await decideOnOffer(unit, state, { type: 'ReleaseOffer', data: { offerId: data.offerId }, points, now: now(context), timeZone: zoneOf(config, state.offer.marketArea) });
      });
    },
  }),
  defineCommand('AcceptOffer', {
    summary: 'Accepts a released offer for some or all of its delivery years, terms ticked (the offer\'s customer, before it expires).',
    roles: ['customer'],
    run: (deps, data, context) => settling(deps, context, data.offerId, (timeZone) => ({ type: 'AcceptOffer', data, by: context.actor, now: now(context), timeZone })),
  }),
  defineCommand('RejectOffer', {
    summary: 'Rejects a released offer, or withdraws a request not yet released (the offer\'s customer, before it expires).',
    roles: ['customer'],
    run: (deps, data, context) => settling(deps, context, data.offerId, (timeZone) => ({ type: 'RejectOffer', data, by: context.actor, now: now(context), timeZone })),
  }),
  defineCommand('ExpireOffer', {
    summary: 'Expires an offer whose validity period ran out, or whose offer day ended before release (internal, expiry worker); settled offers are left alone.',
    roles: ['system'],
    run: (deps, data, context) => settling(deps, context, data.offerId, (timeZone) => ({ type: 'ExpireOffer', data, now: now(context), timeZone })),
  }),
  defineCommand('FlagOfferChange', {
    summary: 'Sets the change flag of an accepted offer with the deltas of the change (system or admin).',
    roles: ['system', 'admin'],
    run: (deps, data, context) => onOffer(deps, context, data.offerId, (unit, state) => decideOnOffer(unit, state, { type: 'FlagOfferChange', data })),
  }),
  defineCommand('RemoveOfferChangeFlag', {
    summary: 'Removes the change flag of an offer and deletes its deltas (admin).',
    roles: ['admin'],
    run: (deps, data, context) => onOffer(deps, context, data.offerId, (unit, state) => decideOnOffer(unit, state, { type: 'RemoveOfferChangeFlag', data })),
  }),
  defineCommand('RecordOfferDocument', {
    summary: 'Records the next version of an offer\'s document in the blob store (internal, document worker).',
    roles: ['system'],
    run: (deps, data, context) => onOffer(deps, context, data.offerId, (unit, state) => decideOnOffer(unit, state, { type: 'RecordOfferDocument', data })),
  }),
];
