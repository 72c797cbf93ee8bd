import { customerStream, defaultPlatformConfig, offerStream, platformConfigStream, salesPartnerStream, type RecordedEvent } from '@portal/events';
import { PDFDocument } from 'pdf-lib';
import { outgoingFile } from '../runtime/reaction-ports.ts';
import type { PortalCommand } from '../runtime/reactor.ts';
import { offerRequested, yearPrices } from '../runtime/testing/offer-fixtures.ts';
import { given } from '../runtime/testing/reaction-spec.ts';
import { recorded } from '../runtime/testing/recorded.ts';
import { documentContent, type OfferDocumentInput } from './document-content.ts';
import { offerDocumentReactor } from './offer-document-reactor.ts';
import { renderOfferPdf } from './render-pdf.ts';

const customerId = '100001';
const salesPartnerId = '11111111-1111-4111-8111-111111111111';
const offerId = '500001';
const fees = { product: 'FULL', margin: '0', minFee: '0', maxFee: '0', variableFeePerMwh: '0', spotFee: '0', multiplicatorBuy: '1', multiplicatorSell: '1' };
const contact = { sex: 'MS', prename: 'Anna', name: 'Muster', mail: 'anna@muster.ch', phoneprefix: '+41', phone: '44 123 45 67', language: 'de', street: 'Seestrasse', streetNr: '5', zipCode: '8002', place: 'Zürich', country: 'CH' };

async function templatePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage([612, 792]).drawText('Alpha Briefpapier', { x: 50, y: 700 });
  return doc.save();
}

const partnerCreated = recorded('SalesPartnerCreated', { salesPartnerId, name: 'Alpha Energie AG' }, 1, salesPartnerStream(salesPartnerId));
const published = (file: string) => recorded('DocumentTemplatePublished', { salesPartnerId, version: 1, language: 'de', name: 'Offerte', file }, 2, salesPartnerStream(salesPartnerId));
const customerCreated = recorded('CustomerCreated', { customerId, salesPartnerId, customerType: 'FI', firmname: 'Muster Mühle AG', contact }, 3, customerStream(customerId));
const requested = recorded('OfferRequested', offerRequested({ offerId, customerId, salesPartnerId }), 4, offerStream(offerId));
const priced = recorded('OfferPriced', { offerId, fees, years: [yearPrices(2027, '85.5'), yearPrices(2028, '86')] }, 5, offerStream(offerId));
const recordedDocument = (version: number, file: string, position: number) =>
  recorded('OfferDocumentRecorded', { offerId, version, language: 'de', name: `Angebot ${offerId} v${version}`, file, template: null }, position, offerStream(offerId));

/** The PDF the document shows for `trigger` (the priced offer, the customer and partner above). */
async function expectedPdf(trigger: RecordedEvent, template: Uint8Array | null, marketArea = { name: 'CH', timeZone: 'Europe/Zurich' }) {
  const input: OfferDocumentInput = {
    offer: requested.data as OfferDocumentInput['offer'],
    prices: (priced.data as { years: OfferDocumentInput['prices'] }).years,
    release: null,
    customer: { name: 'Muster Mühle AG', address: ['Seestrasse 5', '8002 Zürich'] },
    partnerName: 'Alpha Energie AG',
    marketArea,
    issuedAt: trigger.metadata.occurredAt,
  };
  return outgoingFile(await renderOfferPdf(documentContent(input), { template, date: new Date(input.issuedAt), author: 'Alpha Energie AG' }), 'application/pdf');
}

const recordDocument = (version: number, file: string, template: string | null): PortalCommand => ({
  type: 'RecordOfferDocument',
  data: { offerId, version, language: 'de', name: `Angebot ${offerId} v${version}`, file, template },
  files: [{ hash: file, bytes: expect.any(Uint8Array), contentType: 'application/pdf' }],
});

describe('offer document reaction', () => {
  it('on pricing records the offer printed after the partner\'s template as version 1, the PDF as its file', async () => {
    const template = await templatePdf();
    const { hash: templateFile } = outgoingFile(template, 'application/pdf');
    const pdf = await expectedPdf(priced, template);
    await given([partnerCreated, published(templateFile), customerCreated, requested], { files: [template] })
      .when(offerDocumentReactor, priced)
      .then([recordDocument(1, pdf.hash, templateFile)]);
  });

  it('names the market area as the platform configuration before the trigger does', async () => {
    const seeded = recorded('PlatformConfigSeeded', { lists: defaultPlatformConfig }, 0, platformConfigStream);
    const pdf = await expectedPdf(priced, null, { name: 'Swissgrid', timeZone: 'Europe/Zurich' });
    await given([seeded, partnerCreated, customerCreated, requested]).when(offerDocumentReactor, priced).then([recordDocument(1, pdf.hash, null)]);
  });

  it('renders without a template missing from the blob store', async () => {
    const pdf = await expectedPdf(priced, null);
    await given([partnerCreated, published('f'.repeat(64)), customerCreated, requested]).when(offerDocumentReactor, priced).then([recordDocument(1, pdf.hash, null)]);
  });

  it('asks for nothing on a replay: the same bytes are already recorded, even after a later document', async () => {
    const pdf = await expectedPdf(priced, null);
    const log = [partnerCreated, customerCreated, requested, priced, recordedDocument(1, pdf.hash, 6), recordedDocument(2, 'e'.repeat(64), 7)];
    await given(log).when(offerDocumentReactor, priced).then([]);
  });

  it('counts the documents recorded after the trigger too, so no version repeats', async () => {
    const released = recorded('OfferReleased', { offerId, releasedAt: '2026-11-26T09:00:00.000Z', expiresAt: '2026-11-26T10:00:00.000Z', forecastVolumes: [] }, 6, offerStream(offerId));
    // The document of the pricing lands after the release: the release's document is still version 2.
    const [asked] = await given([partnerCreated, customerCreated, requested, priced, released, recordedDocument(1, 'e'.repeat(64), 7)]).when(offerDocumentReactor, released).asked();
    expect(asked?.data).toMatchObject({ version: 2, name: `Angebot ${offerId} v2` });
  });

  it('asks for nothing for an offer never requested', async () => {
    await given([]).when(offerDocumentReactor, priced).then([]);
  });
});
