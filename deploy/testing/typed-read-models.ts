// Events for the typed read models (time series, offer table, market series), and their tables as rows, for the
// specs that rebuild them through the CLI and the ops listener.
import { marketImportStream, offerStream, type EventStore } from '@portal/events';
import { luxonProfile } from '@portal/events/load-profile/testing';
import { ecbCsv, marketImportStartedData, offerPricedData, offerRequestedData, testEvent } from '@portal/events/testing';
import { completedFromFile } from '@portal/platform/testing';
import type { BlobStore, SqlDriver } from '@portal/platform';

const alpha = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a00a001';
const code = 'CH1012340800100000000000000000001';
const customer = (customerId: string, firmname: string) => ({
  customerId, salesPartnerId: alpha, customerType: 'FI', firmname, registered: false, billingAddress: null, currencies: ['CHF'],
  contact: { sex: 'MS', prename: 'Anna', name: 'Kontakt', mail: `${customerId}@example.ch`, phoneprefix: '+41', phone: '44 123 45 67', language: 'de', street: 'Weg', streetNr: '1', zipCode: '8000', place: 'Zürich', country: 'CH' },
});

/** A partner, two customers, `offers` offers (every other one priced), a rename. */
export async function seedOffers(eventStore: EventStore, offers: number, first = 1): Promise<void> {
  const append = (stream: string, type: string, data: unknown) => eventStore.append(stream, [testEvent(type, data)], { expectedRevision: 'any' });
  if (first === 1) {
    await append(`salesPartner-${alpha}`, 'SalesPartnerCreated', { salesPartnerId: alpha, name: 'Alpha Energie AG' });
    await append('customer-200001', 'CustomerCreated', customer('200001', 'Muster Mühle AG'));
    await append('customer-200002', 'CustomerCreated', customer('200002', 'Beta Kunde AG'));
  }
  for (let n = first; n < first + offers; n++) {
    const offerId = String(600000 + n);
    const years = n % 2 === 0 ? [2027] : [2028, 2029];
    await append(offerStream(offerId), 'OfferRequested', offerRequestedData(offerId, n % 3 === 0 ? '200002' : '200001', alpha, { offerDate: '2026-10-01', deliveryYears: years }));
    if (n % 2 === 1) await append(offerStream(offerId), 'OfferPriced', offerPricedData(offerId, years));
  }
  if (first === 1) await append('customer-200001', 'CustomerChanged', { ...customer('200001', 'Muster Neu AG'), customerType: undefined, registered: undefined });
}

/** Two load profiles of one metering point, the second replacing days of the first. */
export async function seedProfiles(eventStore: EventStore, blobStore: BlobStore): Promise<void> {
  const upload = async (from: string, to: string, value: (i: number) => string) => {
    const period = { from, to, timeZone: 'Europe/Zurich', resolution: 15 } as const;
    const { hash } = await blobStore.put(Buffer.from(luxonProfile({ ...period, directions: 'CONS' }, 'iso', value)), 'text/csv');
    const data = { code, direction: 'CONS', period, file: { hash, format: 'csv', column: 'CONS' }, summary: { kwh: '0', maxKw: '0' } };
    await eventStore.append(`meteringPoint-${code}-CONS`, [testEvent('LoadProfileUploaded', data)], { expectedRevision: 'any' });
  };
  await upload('2026-03-27', '2026-04-02', (i) => String(i % 7));
  await upload('2026-03-30', '2026-04-05', () => '42');
}

/** Two ECB reference-rate imports, the second replacing a day of the first. */
export async function seedMarket(eventStore: EventStore, blobStore: BlobStore): Promise<void> {
  const files = [
    ecbCsv({ '2024-01-02': { USD: 1.0956, CHF: 0.9305 }, '2024-01-03': { USD: 1.0919, CHF: 0.9314 } }),
    ecbCsv({ '2024-01-03': { USD: 1.092, CHF: 0.93 }, '2024-01-04': { USD: 1.0953, CHF: 0.9322 } }),
  ];
  for (const [i, text] of files.entries()) {
    const jobId = `0b8f6a52-6a3e-4c1e-9a57-3f1d2a00e00${i}`;
    const bytes = Buffer.from(text);
    const { hash } = await blobStore.put(bytes, 'text/csv');
    await eventStore.append(marketImportStream(jobId), [testEvent('MarketImportStarted', marketImportStartedData(jobId, hash)), testEvent('MarketImportCompleted', completedFromFile(jobId, 'ECB_FX', bytes))], { expectedRevision: 'any' });
  }
}

/** Every row of `tables`, in a stable order, as text: what "the same table" means in the specs. */
export async function tableRows(sql: SqlDriver, tables: readonly string[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tables) out[table] = (await sql.query<{ r: string }>(`SELECT t::text AS r FROM ${table} t ORDER BY 1`)).rows.map((row) => row.r);
  return out;
}

export const offerTables = ['offer_table', 'offer_table_years', 'offer_table_customers', 'offer_table_partners'] as const;
export const timeSeriesTables = ['time_series_days', 'time_series_values'] as const;
export const marketSeriesTables = ['market_series_days', 'market_series_values', 'market_series'] as const;
