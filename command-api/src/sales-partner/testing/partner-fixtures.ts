import type { CreateSalesPartner } from '@portal/events';

export const alphaId = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';
export const betaId = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000002';

/** A valid Swiss sales partner; override what a test is about. */
export function partner(overrides: Partial<CreateSalesPartner> = {}): CreateSalesPartner {
  return {
    salesPartnerId: alphaId,
    name: 'Alpha Energie AG',
    subdomain: 'alpha',
    domains: ['alpha.localhost', 'portal.alpha-energie.ch'],
    website: 'https://www.alpha-energie.ch',
    mail: 'info@alpha-energie.ch',
    phone: '+41 44 123 45 67',
    address: { street: 'Bahnhofstrasse', streetNr: '12a', zipCode: '8001', place: 'Zürich', country: 'CH' },
    currencies: ['CHF'],
    marketAreas: ['CH'],
    internal: false,
    xCode: { balanceGroup: '12XALPHA-ENERGI9', supplier: '12XALPHA-SUPPLYY' },
    basicSupply: { marketArea: 'CH', consumptionMeteringPoint: 'CH1234567890100000000000000000001' },
    communicationMail: 'portal@alpha-energie.ch',
    active: true,
    publicRegistration: true,
    contact: {
      name: 'Kundendienst Alpha',
      street: 'Bahnhofstrasse',
      streetNr: '12a',
      zipCode: '8001',
      place: 'Zürich',
      phone: '+41 44 123 45 68',
      mail: 'kundendienst@alpha-energie.ch',
      website: 'https://www.alpha-energie.ch/kontakt',
      opentopublic: true,
    },
    ...overrides,
  };
}

export const logoHash = 'a'.repeat(64);
export const pdfHash = 'b'.repeat(64);
