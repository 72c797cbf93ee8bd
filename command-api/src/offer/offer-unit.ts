import { DomainError, offerStream, type PlatformConfigLists } from '@portal/events';
import type { CommandContext, CommandResult, HandlerDeps } from '../handler/command-handler.ts';
import { runUnit, type CommandUnit } from '../handler/unit.ts';
import { offerDecider, unknownOffer, type OfferCommand, type OfferState } from './offer.ts';

/** How the offer commands decide on an offer's stream (one unit per command, ADR 10). */

export type KnownOffer = Exclude<OfferState, { status: 'none' }>;

/** The market area's zone: the offer day and the local midnight that ends it are cut there. */
export function zoneOf(config: PlatformConfigLists, marketArea: string): string {
  const area = config.marketareasAllObj.find((a) => a.id === marketArea);
  // An operator may take a market area out of the configuration while offers in it are open:
  // their day cannot be cut any more, which is a state the admin must resolve, not a crash.
  if (!area) throw new DomainError('STATE_ERROR', 409, `market area ${marketArea} is no longer in the configuration`, { field: 'data.offerId' });
  return area.timeZone;
}

/** Decides on the offer's stream in the offer's tenant (its partner), whoever sends the command. */
export const decideOnOffer = (unit: CommandUnit, state: KnownOffer, command: OfferCommand) =>
  unit.decide(offerDecider, offerStream(state.offer.offerId), command, { tenant: state.offer.salesPartnerId });

/** Runs `body` on the offer's current state in one unit; an unknown offer is refused as another tenant's. */
export function onOffer(deps: HandlerDeps, context: CommandContext, offerId: string, body: (unit: CommandUnit, state: KnownOffer) => Promise<unknown>): Promise<CommandResult> {
  const streamId = offerStream(offerId);
  return runUnit(deps, context, { streamId }, async (unit) => {
    const state = await unit.state(offerDecider, streamId);
    if (state.status === 'none') throw unknownOffer(offerId);
    await body(unit, state);
  });
}
