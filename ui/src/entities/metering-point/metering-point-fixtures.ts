import type { MeteringPointRow } from '@portal/events/read-contracts';

// A metering point row as the list route answers it, for the specs of this folder.

export const pointRow = (overrides: Partial<MeteringPointRow> = {}): MeteringPointRow => ({
  code: '41373559241',
  direction: 'CONS',
  customerId: '1001',
  salesPartnerId: '3f2b8c1e-5d4a-4e7b-9c2d-1a2b3c4d5e6f',
  customername: 'Muster AG',
  marketArea: 'DE-AMP',
  yearlyQuantityKwh: '1234567.5',
  address: { street: 'Bahnhofstrasse', streetNr: '12a', place: 'München', zipCode: '80331', country: 'DE', countryState: 'BY' },
  deliveryFrom: '2027-01-01',
  deliveryTo: '2028-12-31',
  interruption: null,
  replacedBy: null,
  replaces: null,
  source: 'FORM',
  updatedAt: '2026-11-24T10:15:00.000Z',
  ...overrides,
});
