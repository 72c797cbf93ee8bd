import { PDFDocument } from 'pdf-lib';
import { offerRequested, yearPrices } from '../runtime/testing/offer-fixtures.ts';
import { documentContent, type OfferDocumentInput } from './document-content.ts';
import { renderOfferPdf, winAnsi } from './render-pdf.ts';

const input: OfferDocumentInput = {
  offer: offerRequested(),
  prices: [yearPrices(2027, '85.5'), yearPrices(2028, '86')],
  release: null,
  customer: { name: 'Muster Mühle AG', address: ['Hauptstrasse 1', '8000 Zürich'] },
  partnerName: 'Alpha Energie AG',
  marketArea: { name: 'Swissgrid', timeZone: 'Europe/Zurich' },
  issuedAt: '2026-11-26T09:30:00.000Z',
};
const date = new Date(input.issuedAt);

async function template(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) doc.addPage([612, 792]).drawText(`Vorlage ${i + 1}`, { x: 50, y: 700 });
  return doc.save();
}

describe('offer document PDF', () => {
  it('gives the same bytes for the same input, and other bytes for another trigger time', async () => {
    const content = documentContent(input);
    const first = await renderOfferPdf(content, { template: null, date, author: 'Alpha Energie AG' });
    const again = await renderOfferPdf(documentContent(input), { template: null, date, author: 'Alpha Energie AG' });
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    const later = await renderOfferPdf(content, { template: null, date: new Date('2026-11-26T10:00:00Z'), author: 'Alpha Energie AG' });
    expect(Buffer.from(later).equals(Buffer.from(first))).toBe(false);
  });

  it('puts the template\'s pages first, then the offer\'s, with the dates of the trigger', async () => {
    const bytes = await renderOfferPdf(documentContent(input), { template: await template(2), date, author: 'Alpha Energie AG' });
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const sizes = pdf.getPages().map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())]);
    expect(sizes).toEqual([[612, 792], [612, 792], [595, 842]]);
    expect(pdf.getCreationDate()?.toISOString()).toBe(input.issuedAt);
    expect(pdf.getModificationDate()?.toISOString()).toBe(input.issuedAt);
    expect(pdf.getTitle()).toBe('Angebot Nr. 500001');
  });

  it('continues on further pages when the points do not fit on one', async () => {
    const points = Array.from({ length: 600 }, (_, i) => ({ code: `CH${100000 + i}`, direction: 'CONS' as const }));
    const bytes = await renderOfferPdf(documentContent({ ...input, offer: offerRequested({ meteringPoints: points }) }), { template: null, date, author: 'x' });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(2);
  });

  it('writes text the standard fonts cannot encode as "?" instead of failing', async () => {
    expect(winAnsi('Zürich – Łódź 東京\tAG €')).toBe('Zürich – ?ód? ?? AG €');
    const customer = { name: 'Łódź Energia 東京', address: [] };
    await expect(renderOfferPdf(documentContent({ ...input, customer }), { template: null, date, author: 'x' })).resolves.toBeInstanceOf(Uint8Array);
  });
});
