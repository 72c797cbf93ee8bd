import type { RuleLists } from '@/lib/config-select.ts';

/** The two countries of the seeded platform configuration, trimmed to what the form rules read (tests only). */
export const testConfig: RuleLists = {
  configCountries: [
    { id: 'CH', name: 'Schweiz', currency: 'CHF', active: true },
    { id: 'DE', name: 'Deutschland', currency: 'EUR', active: true },
  ],
  countriesMarketareasRules: [
    { country: 'CH', state: null, marketArea: 'CH', regex_zipcode: '^[1-9][0-9]{3}$', regexXCode: '^X$', regex_meteringpoint: '^CH$', active: true },
    { country: 'DE', state: null, marketArea: 'DE-AMPRION', regex_zipcode: '^[0-9]{5}$', regexXCode: '^X$', regex_meteringpoint: '^DE$', active: true },
  ],
  countryInfoAll: [
    {
      country: 'CH',
      currency: 'CHF',
      timeZone: 'Europe/Zurich',
      phonePrefixes: [{ phoneprefix: '+41', phonelengthMin: 9, phonelengthMax: 9 }],
      states: [{ id: 'ZH', name: 'Zürich' }],
    },
    {
      country: 'DE',
      currency: 'EUR',
      timeZone: 'Europe/Berlin',
      phonePrefixes: [{ phoneprefix: '+49', phonelengthMin: 6, phonelengthMax: 13 }],
      states: [{ id: 'BY', name: 'Bayern' }],
    },
  ],
  marketareasAllObj: [],
};
