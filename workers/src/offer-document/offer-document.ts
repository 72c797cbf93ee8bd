import {
  customerStream,
  offerStream,
  platformConfigStream,
  salesPartnerStream,
  isEventOf,
  OfferPriced,
  OfferReleased,
  type CustomerEvent,
  type EventOf,
  type OfferEvent,
  type PlatformConfigEvent,
  type Recorded,
  type RecordedEvent,
} from '@portal/events';
import type { BlobStore } from '@portal/platform';
import { reactionCommandId } from '../runtime/command-ids.ts';
import { earlier, EventFollower, type FollowerOptions } from '../runtime/event-follower.ts';
import { PlatformConfigCache } from '../runtime/platform-config.ts';
import { sendCommand, type CommandSender } from '../runtime/send-command.ts';
import { documentContent, type OfferDocumentInput } from './document-content.ts';
import { renderOfferPdf } from './render-pdf.ts';

export const offerDocumentName = 'offer-document';

export interface OfferDocumentOptions extends FollowerOptions, CommandSender {
  /** Where the partner's templates are and the documents go. */
  readonly blobStore: BlobStore;
}

type Trigger = EventOf<typeof OfferPriced | typeof OfferReleased>;
const isTrigger = isEventOf([OfferPriced, OfferReleased]);
type OfferRequestedData = Extract<OfferEvent, { type: 'OfferRequested' }>['data'];

/**
 * The offer document worker (spec section 2, the offer's documents tab). On OfferPriced and on
 * OfferReleased it renders the offer as a PDF: the partner's newest German document template
 * (DocumentTemplatePublished, language de) first, then the offer's pages (render-pdf.ts); it
 * stores the bytes in the blob store and sends RecordOfferDocument with the next version.
 *
 * Everything is read as it stood at the trigger (events before it in the log), and the PDF's
 * dates are the trigger's time, so a re-run renders the same bytes: a hash already recorded for
 * the offer makes no new version, and the commandId is derived from the trigger.
 */
export class OfferDocumentWriter extends EventFollower {
  private readonly options: OfferDocumentOptions;
  private readonly config: PlatformConfigCache;

  constructor(options: OfferDocumentOptions) {
    super(offerDocumentName, options);
    this.options = options;
    this.config = new PlatformConfigCache(options.eventStore);
  }

  protected handles(event: RecordedEvent): event is Recorded<Trigger | PlatformConfigEvent> {
    return isTrigger(event) || event.streamId === platformConfigStream;
  }

  protected async process(event: Recorded<Trigger | PlatformConfigEvent>): Promise<void> {
    this.config.seen(event);
    if (!isTrigger(event)) return;
    const { offerId } = event.data;
    const history = await this.options.eventStore.readStream(offerStream(offerId));
    const known = history.flatMap((e) => (e.type === 'OfferDocumentRecorded' ? [e.data] : []));
    const input = await this.inputAt(event, history.filter((e) => e.revision <= event.revision));
    if (!input) return;
    const { template, ...document } = input;
    let bytes: Uint8Array;
    let used: string | null = template?.file ?? null;
    try {
      bytes = await renderOfferPdf(documentContent(document), { template: template?.bytes ?? null, date: new Date(document.issuedAt), author: document.partnerName ?? 'Portal' });
    } catch (error) {
      // A template pdf-lib cannot read (encrypted, damaged) must not cost the offer its document.
      if (!template) throw error;
      this.follow.logger.warn({ worker: this.name, offerId, template: template.file, err: error }, 'document template unreadable, rendered without it');
      used = null;
      bytes = await renderOfferPdf(documentContent(document), { template: null, date: new Date(document.issuedAt), author: document.partnerName ?? 'Portal' });
    }
    const stored = await this.options.blobStore.put(bytes, 'application/pdf');
    if (known.some((d) => d.file === stored.hash)) return;
    const version = known.length + 1;
    await sendCommand(this.options, this.name, event, {
      type: 'RecordOfferDocument',
      data: { offerId, version, language: 'de', name: `Angebot ${offerId} v${version}`, file: stored.hash, template: used },
      commandId: reactionCommandId(this.name, event.id, 0),
    });
  }

  /** The document's input from the offer's events up to the trigger and the others before it. */
  private async inputAt(trigger: RecordedEvent, offer: Recorded<OfferEvent>[]): Promise<(OfferDocumentInput & { template: { file: string; bytes: Uint8Array } | null }) | null> {
    const requested = offer.find((e) => e.type === 'OfferRequested')?.data as OfferRequestedData | undefined;
    if (!requested) return null;
    const priced = offer.findLast((e) => e.type === 'OfferPriced');
    const released = offer.findLast((e) => e.type === 'OfferReleased');
    const { eventStore } = this.options;
    const before = <T extends RecordedEvent>(events: readonly T[]): T[] => events.filter((e) => earlier(e, trigger));
    const customer = customerOf(before(await eventStore.readStream(customerStream(requested.customerId))));
    const partner = before(await eventStore.readStream(salesPartnerStream(requested.salesPartnerId)));
    const partnerName = partner.reduce<string | null>((name, e) => (e.type === 'SalesPartnerCreated' || e.type === 'SalesPartnerChanged' ? e.data.name : name), null);
    const published = partner.findLast((e) => e.type === 'DocumentTemplatePublished' && e.data.language === 'de');
    const config = await this.config.get();
    const area = config.status === 'seeded' ? config.lists.marketareasAllObj.find((a) => a.id === requested.marketArea) : undefined;
    return {
      offer: requested,
      prices: priced?.type === 'OfferPriced' ? priced.data.years : null,
      release: released?.type === 'OfferReleased' ? { releasedAt: released.data.releasedAt, expiresAt: released.data.expiresAt } : null,
      customer,
      partnerName,
      marketArea: { name: area?.name ?? requested.marketArea, timeZone: area?.timeZone ?? 'Europe/Zurich' },
      issuedAt: trigger.metadata.occurredAt,
      template: published?.type === 'DocumentTemplatePublished' ? await this.template(published.data.file) : null,
    };
  }

  private async template(file: string): Promise<{ file: string; bytes: Uint8Array } | null> {
    const blob = await this.options.blobStore.get(file);
    if (!blob) {
      this.follow.logger.warn({ worker: this.name, template: file }, 'document template missing from the blob store, rendered without it');
      return null;
    }
    return { file, bytes: blob.bytes };
  }
}

/** The customer's name (firm name, else "name prename") and address as of its events; null once erased. */
function customerOf(events: readonly CustomerEvent[]): OfferDocumentInput['customer'] {
  let customer: OfferDocumentInput['customer'] = { name: null, address: [] };
  for (const event of events) {
    if (event.type === 'CustomerCreated' || event.type === 'CustomerChanged') {
      const { firmname, contact } = event.data;
      const person = contact ? `${contact.name} ${contact.prename}` : null;
      const address = contact ? [`${contact.street} ${contact.streetNr}`.trim(), `${contact.zipCode} ${contact.place}`.trim()] : [];
      customer = { name: firmname ?? person, address };
    } else if (event.type === 'CustomerErased') customer = { name: null, address: [] };
  }
  return customer;
}
