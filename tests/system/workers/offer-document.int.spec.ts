import { customerStream, offerStream, salesPartnerStream, type RecordOfferDocument } from '@portal/events';
import { OfferDocumentWriter } from '@portal/workers';
import { offerRequested, yearPrices } from '@portal/workers/testing';
import { PDFDocument } from 'pdf-lib';
import { alphaId, offerWorkerHarness, until } from './offer-worker-harness.ts';

type Harness = Awaited<ReturnType<typeof offerWorkerHarness>>;

const customerId = '100001';
const contact = {
  sex: 'MS', prename: 'Anna', name: 'Muster', mail: 'anna@muster.ch', phoneprefix: '+41', phone: '44 123 45 67', language: 'de', street: 'Seestrasse', streetNr: '5', zipCode: '8002', place: 'Zürich', country: 'CH',
};
const partner = {
  salesPartnerId: alphaId, name: 'Alpha Energie AG', subdomain: 'alpha', domains: ['alpha.localhost'], website: 'https://alpha.ch', mail: 'info@alpha.ch', phone: '+41 44 123 45 67',
  address: { street: 'Bahnhofstrasse', streetNr: '12a', zipCode: '8001', place: 'Zürich', country: 'CH' }, currencies: ['CHF'], marketAreas: ['CH'], internal: false, xCode: {}, basicSupply: {},
  communicationMail: 'p@alpha.ch', active: true, publicRegistration: false,
  contact: { name: 'Kundendienst', street: 'Bahnhofstrasse', streetNr: '12a', zipCode: '8001', place: 'Zürich', phone: '+41 44 123 45 68', mail: 'k@alpha.ch', website: 'https://alpha.ch/kontakt', opentopublic: true },
};

async function templatePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (let i = 0; i < pages; i += 1) doc.addPage([612, 792]).drawText(`Alpha Briefpapier ${i + 1}`, { x: 50, y: 700 });
  return doc.save();
}

describe('offer document worker', () => {
  let h: Harness;
  const running: OfferDocumentWriter[] = [];
  const start = async (harness: Harness = h): Promise<OfferDocumentWriter> => {
    const worker = new OfferDocumentWriter(harness);
    running.push(worker);
    await worker.start();
    return worker;
  };
  let template = '';
  beforeEach(async () => {
    h = await offerWorkerHarness();
    template = (await h.blobStore.put(await templatePdf(2), 'application/pdf')).hash;
    await h.append(salesPartnerStream(alphaId), [
      { type: 'SalesPartnerCreated', data: partner },
      { type: 'DocumentTemplatePublished', data: { salesPartnerId: alphaId, version: 1, language: 'de', name: 'Offerte', file: template } },
    ]);
    await h.append(customerStream(customerId), [
      { type: 'CustomerCreated', data: { customerId, salesPartnerId: alphaId, customerType: 'FI', firmname: 'Muster Mühle AG', contact, billingAddress: null, currencies: ['CHF'], registered: false } },
    ]);
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((w) => w.stop()));
    await h.close();
  });

  const documentsOf = async (offerId: string) =>
    (await h.offerEvents(offerId)).filter((e) => e.type === 'OfferDocumentRecorded').map((e) => e.data as RecordOfferDocument);

  it('records a PDF after the partner\'s template on pricing and on release, one version each', async () => {
    const worker = await start();
    await h.append(offerStream('500001'), [
      { type: 'OfferRequested', data: offerRequested({ offerId: '500001', customerId, salesPartnerId: alphaId }) },
      { type: 'OfferPriced', data: { offerId: '500001', fees: { product: 'FULL', margin: '0', minFee: '0', maxFee: '0', variableFeePerMwh: '0', spotFee: '0', multiplicatorBuy: '1', multiplicatorSell: '1' }, years: [yearPrices(2027, '85.5'), yearPrices(2028, '86')] } },
    ]);
    const [first] = await until(async () => ((await documentsOf('500001')).length === 1 ? documentsOf('500001') : undefined), 'first document');
    expect(first).toEqual({ offerId: '500001', version: 1, language: 'de', name: 'Angebot 500001 v1', file: expect.stringMatching(/^[0-9a-f]{64}$/), template });
    const pdf = await PDFDocument.load((await h.blobStore.get(first!.file))!.bytes, { updateMetadata: false });
    expect(pdf.getPages().map((p) => Math.round(p.getWidth()))).toEqual([612, 612, 595]);
    expect(pdf.getTitle()).toBe('Angebot Nr. 500001');

    await h.append(offerStream('500001'), [{ type: 'OfferReleased', data: { offerId: '500001', releasedAt: '2026-11-26T09:00:00.000Z', expiresAt: '2026-11-26T10:00:00.000Z', forecastVolumes: [] } }]);
    const docs = await until(async () => ((await documentsOf('500001')).length === 2 ? documentsOf('500001') : undefined), 'second document');
    expect(docs[1]).toMatchObject({ version: 2, name: 'Angebot 500001 v2', template });
    expect(docs[1]!.file).not.toBe(first!.file);
    await h.caughtUp(worker);
    expect(worker.status().state).toBe('running');
  });

  it('renders the same bytes again on a replay, so no new version', async () => {
    await h.append(offerStream('500002'), [
      { type: 'OfferRequested', data: offerRequested({ offerId: '500002', customerId, salesPartnerId: alphaId }) },
      { type: 'OfferPriced', data: { offerId: '500002', fees: { product: 'FULL', margin: '0', minFee: '0', maxFee: '0', variableFeePerMwh: '0', spotFee: '0', multiplicatorBuy: '1', multiplicatorSell: '1' }, years: [yearPrices(2027, '85.5'), yearPrices(2028, '86')] } },
    ]);
    const first = await start();
    await until(async () => ((await documentsOf('500002')).length === 1 ? true : undefined), 'document');
    await h.caughtUp(first);
    await first.stop();
    const readStore = await h.freshReadStore();
    await start({ ...h, readStore });
    await h.caughtUpIn(readStore, 'offer-document');
    expect(await documentsOf('500002')).toHaveLength(1);
  });
});
