import { customerOffersStream, meteringPointStream, offerStream, type Recorded, type RecordedEvent } from '@portal/events';
import { reactionCommandId } from '../runtime/command-ids.ts';
import { earlier, EventFollower, type FollowerOptions } from '../runtime/event-follower.ts';
import { sendCommand, type CommandSender } from '../runtime/send-command.ts';
import { offerChangeName, offerFacts, pointChangeTypes, pointFacts, react, type OfferFacts, type PointChange } from './change-deltas.ts';

export type OfferChangeOptions = FollowerOptions & CommandSender;

/**
 * The change flag's worker (spec section 4: "a change flag set by a changed offer"). On each
 * yearly quantity or delivery period change of a metering point it reads, from the log:
 * the point as it stood before (its stream up to the change), the customer's offers (the
 * `customerOffers-<customerId>` ledger) and each offer as it stood before the change (events
 * earlier in the log), then sends what `react` asks: FlagOfferChange per accepted offer that
 * delivers the point. Reading only what came before makes a replay decide the same, and the
 * commandId is derived from the change and the offer, so it appends nothing the second time.
 */
export class OfferChangeWatcher extends EventFollower<PointChange> {
  private readonly options: OfferChangeOptions;

  constructor(options: OfferChangeOptions) {
    super(offerChangeName, options);
    this.options = options;
  }

  protected handles(event: RecordedEvent): event is Recorded<PointChange> {
    return (pointChangeTypes as readonly string[]).includes(event.type);
  }

  protected async process(change: Recorded<PointChange>): Promise<void> {
    const event = change;
    const { eventStore } = this.options;
    const { code, direction } = change.data;
    const pointEvents = await eventStore.readStream(meteringPointStream(code, direction));
    const before = pointFacts(pointEvents.filter((e) => e.revision < event.revision));
    if (!before) return;
    const ledger = await eventStore.readStream(customerOffersStream(before.customerId));
    const offerIds = [...new Set(ledger.flatMap((e) => (e.type === 'CustomerOfferOpened' && earlier(e, event) ? [e.data.offerId] : [])))];
    const offers: OfferFacts[] = [];
    for (const offerId of offerIds) {
      const history = (await eventStore.readStream(offerStream(offerId))).filter((e) => earlier(e, event));
      const facts = offerFacts(history);
      if (facts && facts.acceptedYears.length > 0) offers.push(facts);
    }
    for (const data of react(change, before, offers)) {
      await sendCommand(this.options, this.name, event, { type: 'FlagOfferChange', data, commandId: reactionCommandId(this.name, `${event.id}:${data.offerId}`, 0) });
    }
  }
}
