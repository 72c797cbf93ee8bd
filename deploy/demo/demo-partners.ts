import type { CreateSalesPartner } from '@portal/events';

/** A demo tenant: its profile, its look and the words its terms and logo use. */
export interface DemoPartner {
  readonly profile: CreateSalesPartner;
  readonly color: string;
  readonly colorPalette: 'cold' | 'warm';
  /** Drawn into the logo beside the initial, in capitals. */
  readonly wordmark: string;
  /** Where its terms say disputes go. */
  readonly court: string;
}

// Fixed ids: every start finds the same partners, so seeding them again changes nothing.
export const alphaDemoId = '6d1f3c2e-0a1f-4a00-9000-00000000a1fa';
export const betaDemoId = '6d1f3c2e-0b3e-4a00-9000-000000000b3a';

export const demoPartners: readonly DemoPartner[] = [
  {
    color: '#0F7B6C',
    colorPalette: 'cold',
    wordmark: 'ALPHA',
    court: 'Zürich',
    profile: {
      salesPartnerId: alphaDemoId,
      name: 'Alpha Energie AG',
      subdomain: 'alpha',
      domains: ['alpha.localhost'],
      website: 'https://www.alpha-energie.ch',
      mail: 'info@alpha-energie.ch',
      phone: '+41 44 512 30 00',
      address: { street: 'Bahnhofstrasse', streetNr: '21', zipCode: '8001', place: 'Zürich', country: 'CH' },
      currencies: ['CHF', 'EUR'],
      marketAreas: ['CH'],
      internal: false,
      xCode: { balanceGroup: '12XALPHA-ENERGI9', supplier: '12XALPHA-SUPPLYY' },
      basicSupply: { marketArea: 'CH' },
      communicationMail: 'portal@alpha-energie.ch',
      active: true,
      publicRegistration: true,
      contact: {
        name: 'Kundendienst Alpha Energie',
        street: 'Bahnhofstrasse',
        streetNr: '21',
        zipCode: '8001',
        place: 'Zürich',
        phone: '+41 44 512 30 10',
        mail: 'kundendienst@alpha-energie.ch',
        website: 'https://www.alpha-energie.ch/kontakt',
        opentopublic: true,
      },
    },
  },
  {
    color: '#C2410C',
    colorPalette: 'warm',
    wordmark: 'BETA',
    court: 'München',
    profile: {
      salesPartnerId: betaDemoId,
      name: 'Beta Strom GmbH',
      subdomain: 'beta',
      domains: ['beta.localhost'],
      website: 'https://www.beta-strom.de',
      mail: 'info@beta-strom.de',
      phone: '+49 89 2154 700',
      address: { street: 'Leopoldstrasse', streetNr: '140', zipCode: '80804', place: 'München', country: 'DE' },
      currencies: ['EUR'],
      marketAreas: ['DE-AMPRION', 'DE-TENNET', 'DE-TRANSNETBW'],
      internal: false,
      xCode: { balanceGroup: '11XBETA-STROM-B5' },
      basicSupply: { marketArea: 'DE-TENNET' },
      communicationMail: 'portal@beta-strom.de',
      active: true,
      publicRegistration: false,
      contact: {
        name: 'Beta Strom Kundenservice',
        street: 'Leopoldstrasse',
        streetNr: '140',
        zipCode: '80804',
        place: 'München',
        phone: '+49 89 2154 7010',
        mail: 'service@beta-strom.de',
        website: 'https://www.beta-strom.de/service',
        opentopublic: true,
      },
    },
  },
];
