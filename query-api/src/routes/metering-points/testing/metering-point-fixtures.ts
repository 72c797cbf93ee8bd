import type { MeteringAddress, MeteringDirection } from '@portal/events';

// Events the metering point route specs feed the views with, valid against the catalog.

/** A Swiss address (country CH unless overridden). */
export const pointAt = (street: string, streetNr: string, place: string, zipCode: string, countryState: string): MeteringAddress => ({
  street, streetNr, place, zipCode, country: 'CH', countryState,
});

/** CustomerCreated of a firm (FI, `name` is the firm name) or a person (PR, `name` is the surname). */
export const customerCreated = (customerId: string, salesPartnerId: string, customerType: 'FI' | 'PR', name: string) => ({
  type: 'CustomerCreated',
  data: {
    customerId, salesPartnerId, customerType, firmname: customerType === 'FI' ? name : null,
    contact: {
      sex: 'MS', prename: 'Anna', name: customerType === 'PR' ? name : 'Kontakt', mail: `${customerId}@example.ch`, phoneprefix: '+41', phone: '44 123 45 67', language: 'de',
      street: 'Seestrasse', streetNr: '5', zipCode: '8002', place: 'Zürich', country: 'CH',
    },
    billingAddress: null, currencies: ['CHF'], registered: false,
  },
});

/** MeteringPointRegistered in Zürich, 12'000 kWh, entered by form, unless overridden. */
export const pointRegistered = (
  code: string,
  direction: MeteringDirection,
  customerId: string,
  salesPartnerId: string,
  overrides: { yearlyQuantityKwh?: string; address?: MeteringAddress; marketArea?: string; source?: 'FORM' | 'CSV' | 'OFFER' } = {},
) => ({
  type: 'MeteringPointRegistered',
  data: {
    code, direction, customerId, salesPartnerId, marketArea: overrides.marketArea ?? 'CH', yearlyQuantityKwh: overrides.yearlyQuantityKwh ?? '12000',
    address: overrides.address ?? pointAt('Seestrasse', '5', 'Zürich', '8002', 'ZH'), deliveryFrom: '2027-01-01', deliveryTo: null, source: overrides.source ?? 'FORM', replaces: null,
  },
});
