import { offerRequested, yearPrices } from '../runtime/testing/offer-fixtures.ts';
import { documentContent, formatNumber, maxListedPoints, type OfferDocumentInput } from './document-content.ts';

const input = (overrides: Partial<OfferDocumentInput> = {}): OfferDocumentInput => ({
  offer: offerRequested(),
  prices: null,
  release: null,
  customer: { name: 'Muster Mühle AG', address: ['Hauptstrasse 1', '8000 Zürich'] },
  partnerName: 'Alpha Energie AG',
  marketArea: { name: 'Swissgrid', timeZone: 'Europe/Zurich' },
  issuedAt: '2026-11-26T09:30:00.000Z',
  ...overrides,
});

describe('offer document content', () => {
  it('formats numbers as spec section 9 says: apostrophes, fixed decimals, half up', () => {
    expect(formatNumber('1234567.891', 0)).toBe("1'234'568");
    expect(formatNumber('8.56785', 4)).toBe('8.5679');
    expect(formatNumber('-1234.5', 1)).toBe("-1'234.5");
    expect(formatNumber('12', 4)).toBe('12.0000');
  });

  it('shows the offer, its customer, product, market area, currency, years and period', () => {
    const content = documentContent(input());
    expect(content.title).toBe('Angebot Nr. 500001');
    expect(content.issued).toBe('Ausgestellt am 26.11.2026 10:30');
    expect(Object.fromEntries(content.facts.filter(([label]) => label))).toEqual({
      Angebotsnummer: '500001',
      Kunde: 'Muster Mühle AG (Kundennummer 100001)',
      Vertriebspartner: 'Alpha Energie AG',
      Produkt: 'FULL (Vollversorgung)',
      Marktgebiet: 'Swissgrid',
      Währung: 'CHF',
      Lieferrichtung: 'Verbrauch',
      Lieferjahre: '2027, 2028',
      Lieferzeitraum: '01.01.2027 bis 31.12.2028',
      Angebotszeitpunkt: '26.11.2026 10:00',
      Messpunkte: '1',
    });
    expect(content.facts.filter(([label]) => !label).map(([, value]) => value)).toEqual(['Hauptstrasse 1', '8000 Zürich']);
    expect(content.meteringPoints).toEqual(['CH1001 (Verbrauch)']);
  });

  it('gives per year and direction the volume and the price with margin in Rp./kWh, 4 decimals', () => {
    const content = documentContent(input({ prices: [yearPrices(2027, '85.67891'), yearPrices(2028, '90')] }));
    expect(content.yearHeader.price).toBe('Preis (Rp./kWh)');
    expect(content.years).toEqual([
      { year: '2027', direction: 'Verbrauch', volume: "100'000 kWh", price: '8.5679 Rp./kWh' },
      { year: '2028', direction: 'Verbrauch', volume: "100'000 kWh", price: '9.0000 Rp./kWh' },
    ]);
  });

  it('uses ct/kWh for EUR and lists both directions of a BOTH offer, unpriced ones as not set', () => {
    const offer = offerRequested({ currency: 'EUR', direction: 'BOTH', deliveryYears: [2027], volumes: [{ year: 2027, direction: 'PROD', kwh: '5000' }] });
    const content = documentContent(input({ offer, prices: [{ ...yearPrices(2027, '70.5'), ...yearPrices(2027, '40', 'prod') }] }));
    expect(content.years).toEqual([
      { year: '2027', direction: 'Verbrauch', volume: "100'000 kWh", price: '7.0500 ct/kWh' },
      { year: '2027', direction: 'Produktion', volume: "100'000 kWh", price: '4.0000 ct/kWh' },
    ]);
    expect(documentContent(input({ offer })).years[1]).toEqual({ year: '2027', direction: 'Produktion', volume: "5'000 kWh", price: 'noch nicht festgelegt' });
  });

  it('states the validity: minutes after release before it, the local end time after it', () => {
    expect(documentContent(input()).validity).toBe('Dieses Angebot gilt nach seiner Freigabe 60 Minuten lang; die Freigabe erfolgt am Angebotstag.');
    const released = documentContent(input({ release: { releasedAt: '2026-11-26T09:00:00.000Z', expiresAt: '2026-11-26T10:00:00.000Z' } }));
    expect(released.validity).toBe('Dieses Angebot ist gültig bis 26.11.2026 11:00 Uhr (Europe/Zurich).');
  });

  it('lists at most the first points and counts the rest', () => {
    const points = Array.from({ length: maxListedPoints + 5 }, (_, i) => ({ code: `CH${1000 + i}`, direction: 'CONS' as const }));
    const content = documentContent(input({ offer: offerRequested({ meteringPoints: points }) }));
    expect(content.meteringPoints).toHaveLength(maxListedPoints);
    expect(content.morePoints).toBe(5);
  });

  it('says so when the customer was erased', () => {
    expect(documentContent(input({ customer: { name: null, address: [] } })).facts[1]).toEqual(['Kunde', '(gelöscht) (Kundennummer 100001)']);
  });
});
