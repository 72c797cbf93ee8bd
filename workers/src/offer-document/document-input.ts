import { platformConfigDecider } from '@portal/command-api';
import { customerStream, fold, platformConfigStream, salesPartnerStream, type CustomerEvent, type OfferEvent, type Recorded, type RecordedEvent } from '@portal/events';
import type { HistoryBefore, ReactionPorts } from '../runtime/reactor.ts';
import type { OfferDocumentInput } from './document-content.ts';

/** The partner's document template the offer is printed on: its hash and bytes. */
export interface DocumentTemplate {
  readonly file: string;
  readonly bytes: Uint8Array;
}

/**
 * The document's input as it stood at `trigger`: the offer's events up to it (`offer`), the
 * customer, the partner (its name and newest German template) and the platform configuration
 * from before it. Null for an offer never requested.
 */
export async function documentInputAt(
  trigger: RecordedEvent,
  offer: readonly Recorded<OfferEvent>[],
  history: HistoryBefore,
  ports: Pick<ReactionPorts, 'file' | 'logger'>,
  worker: string,
): Promise<(OfferDocumentInput & { template: DocumentTemplate | null }) | null> {
  const requested = offer.find((e) => e.type === 'OfferRequested');
  if (requested?.type !== 'OfferRequested') return null;
  const priced = offer.findLast((e) => e.type === 'OfferPriced');
  const released = offer.findLast((e) => e.type === 'OfferReleased');
  const customer = customerOf(await history(customerStream(requested.data.customerId)));
  const partner = await history(salesPartnerStream(requested.data.salesPartnerId));
  const partnerName = partner.reduce<string | null>((name, e) => (e.type === 'SalesPartnerCreated' || e.type === 'SalesPartnerChanged' ? e.data.name : name), null);
  const published = partner.findLast((e) => e.type === 'DocumentTemplatePublished' && e.data.language === 'de');
  const config = fold(platformConfigDecider, await history(platformConfigStream));
  const area = config.status === 'seeded' ? config.lists.marketareasAllObj.find((a) => a.id === requested.data.marketArea) : undefined;
  return {
    offer: requested.data,
    prices: priced?.type === 'OfferPriced' ? priced.data.years : null,
    release: released?.type === 'OfferReleased' ? { releasedAt: released.data.releasedAt, expiresAt: released.data.expiresAt } : null,
    customer,
    partnerName,
    marketArea: { name: area?.name ?? requested.data.marketArea, timeZone: area?.timeZone ?? 'Europe/Zurich' },
    issuedAt: trigger.metadata.occurredAt,
    template: published?.type === 'DocumentTemplatePublished' ? await templateOf(published.data.file, ports, worker) : null,
  };
}

async function templateOf(file: string, ports: Pick<ReactionPorts, 'file' | 'logger'>, worker: string): Promise<DocumentTemplate | null> {
  const bytes = await ports.file(file);
  if (!bytes) {
    ports.logger.warn({ worker, template: file }, 'document template missing from the blob store, rendered without it');
    return null;
  }
  return { file, bytes };
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
