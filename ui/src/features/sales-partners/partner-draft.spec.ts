import type { RuleLists } from '@/lib/config-select.ts';
import type { SalesPartnerDetail } from './api.ts';
import { emptyPartnerDraft, type PartnerDraft, partnerDraftErrors, partnerDraftOf, profileOf } from './partner-draft.ts';

// The rules of the demo configuration (events/src/platform-config/default-config.ts) for CH and one German area.
const xCode = '^[0-9]{2}X[0-9A-Z-]{12}[0-9A-Z]$';
const config: RuleLists = {
  configCountries: [
    { id: 'CH', name: 'Schweiz', currency: 'CHF', active: true },
    { id: 'DE', name: 'Deutschland', currency: 'EUR', active: true },
  ],
  marketareasAllObj: [
    { id: 'CH', name: 'Swissgrid', country: 'CH', currency: 'CHF', eic: '10YCH-SWISSGRIDZ', timeZone: 'Europe/Zurich', active: true },
    { id: 'DE-TENNET', name: 'TenneT', country: 'DE', currency: 'EUR', eic: '10YDE-EON------1', timeZone: 'Europe/Berlin', active: true },
  ],
  countriesMarketareasRules: [
    { country: 'CH', state: null, marketArea: 'CH', regex_zipcode: '^[1-9][0-9]{3}$', regexXCode: xCode, regex_meteringpoint: '^CH[0-9]{11}[0-9A-Z]{20}$', active: true },
    { country: 'DE', state: null, marketArea: 'DE-TENNET', regex_zipcode: '^[0-9]{5}$', regexXCode: xCode, regex_meteringpoint: '^[1-9][0-9]{10}$', active: true },
  ],
  countryInfoAll: [
    { country: 'CH', currency: 'CHF', timeZone: 'Europe/Zurich', phonePrefixes: [{ phoneprefix: '+41', phonelengthMin: 9, phonelengthMax: 9 }], states: [{ id: 'ZH', name: 'Zürich' }] },
    { country: 'DE', currency: 'EUR', timeZone: 'Europe/Berlin', phonePrefixes: [{ phoneprefix: '+49', phonelengthMin: 6, phonelengthMax: 13 }], states: [{ id: 'BY', name: 'Bayern' }] },
  ],
};

const alpha: SalesPartnerDetail = {
  id: 'sp-1',
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
  design: null,
  updatedAt: '2026-01-01T00:00:00Z',
};

const draft = (over: Partial<PartnerDraft> = {}): PartnerDraft => ({ ...partnerDraftOf(alpha), ...over });

describe('sales partner form', () => {
  it('accepts the demo partner and sends its profile unchanged', () => {
    expect(partnerDraftErrors(draft(), config)).toEqual({});
    const { id: _id, design: _design, updatedAt: _at, ...profile } = alpha;
    expect(profileOf(draft())).toEqual(profile);
  });

  it('leaves out empty optional codes and blank rows', () => {
    const profile = profileOf(draft({ xCode: { balanceGroup: '', supplier: ' ' }, domains: ['Alpha.Localhost', ''], marketAreas: ['CH', ''] }));
    expect(profile.xCode).toEqual({});
    expect(profile.domains).toEqual(['alpha.localhost']);
    expect(profile.marketAreas).toEqual(['CH']);
  });

  it('needs at least one host name, currency and market area', () => {
    const errors = partnerDraftErrors(draft({ domains: [''], currencies: [], marketAreas: [''] }), config);
    expect(errors.domains?.key).toBe('errorInfo.required');
    expect(errors.currencies?.key).toBe('errorInfo.required');
    expect(errors.marketAreas?.key).toBe('errorInfo.required');
  });

  it('refuses a market area or host name listed twice, at the second row', () => {
    const errors = partnerDraftErrors(draft({ marketAreas: ['CH', 'CH'], domains: ['a.localhost', 'A.localhost'] }), config);
    expect(errors['marketAreas.1']).toEqual({ key: 'errorInfo.duplicate', params: { value: 'CH', what: 'market area' } });
    expect(errors['domains.1']?.key).toBe('errorInfo.duplicate');
    expect(errors['marketAreas.0']).toBeUndefined();
  });

  it('checks host names, zip codes, phones and mails at their fields', () => {
    const errors = partnerDraftErrors(
      draft({
        domains: ['bad host!'],
        phone: '+41 44',
        address: { ...alpha.address, zipCode: '80331' },
        contact: { ...alpha.contact, mail: 'nope', website: 'ftp://x' },
      }),
      config,
    );
    expect(errors['domains.0']?.key).toBe('salesPartners.errors.hostName');
    expect(errors.phone?.key).toBe('errorInfo.phoneLength');
    expect(errors['address.zipCode']?.key).toBe('errorInfo.zipCodeOfCountry');
    expect(errors['contact.mail']?.key).toBe('errorInfo.invalidMail');
    expect(errors['contact.website']?.key).toBe('errorInfo.website');
  });

  it('checks X-codes and the basic-supply market area against the configuration', () => {
    const errors = partnerDraftErrors(draft({ xCode: { balanceGroup: 'XYZ', supplier: '' }, basicSupply: { marketArea: 'DE-TENNET', consumptionMeteringPoint: '', productionMeteringPoint: '' } }), config);
    expect(errors['xCode.balanceGroup']?.key).toBe('errorInfo.xCode');
    expect(errors['basicSupply.marketArea']?.key).toBe('errorInfo.marketArea');
  });

  it('finds every required field of an empty form, and the reserved word', () => {
    const errors = partnerDraftErrors({ ...emptyPartnerDraft, name: 'Neu (auto)' });
    expect(errors.name?.key).toBe('errorInfo.reservedWord');
    for (const path of ['subdomain', 'website', 'mail', 'phone', 'address.street', 'address.zipCode', 'communicationMail', 'contact.name', 'contact.mail']) {
      expect([path, errors[path]?.key]).toEqual([path, expect.any(String)]);
    }
  });
});
