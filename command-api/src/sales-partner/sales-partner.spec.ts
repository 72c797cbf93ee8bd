import { defaultPlatformConfig as config, type SalesPartnerEvent } from '@portal/events';
import { given } from '@portal/events/testing';
import { salesPartnerDecider as decider } from './sales-partner.ts';
import { alphaId, logoHash, partner, pdfHash } from './testing/partner-fixtures.ts';

const created: SalesPartnerEvent = { type: 'SalesPartnerCreated', data: partner() };
const create = (overrides: Parameters<typeof partner>[0] = {}) => ({ type: 'CreateSalesPartner' as const, data: partner(overrides), config });
const change = (overrides: Parameters<typeof partner>[0] = {}) => ({ type: 'ChangeSalesPartner' as const, data: partner(overrides), config });
const design = { salesPartnerId: alphaId, color: '#0F7B6C', colorPalette: 'cold' as const, logo: logoHash, favicon: null };
const address = partner().address;
const contact = partner().contact;

describe('sales partner decider', () => {
  describe('CreateSalesPartner', () => {
    it('creates a partner with its host names in lower case', () => {
      given(decider, [])
        .when(create({ domains: ['Alpha.Localhost'] }))
        .then([{ type: 'SalesPartnerCreated', data: partner({ domains: ['alpha.localhost'] }) }]);
    });

    it('refuses a partner id that exists', () => {
      given(decider, [created]).when(create()).thenThrows('VALIDATION_ERROR', 'data.salesPartnerId');
    });

    it.each([
      ['a host name listed twice (in any case)', { domains: ['alpha.localhost', 'ALPHA.localhost'] }, 'data.domains.1'],
      ['a zip code that is not Swiss', { address: { ...address, zipCode: '80331' } }, 'data.address.zipCode'],
      ['a German zip code with four digits', { address: { ...address, country: 'DE' as const, zipCode: '8001' } }, 'data.address.zipCode'],
      ['a contact zip code of no country', { contact: { ...contact, zipCode: '123' } }, 'data.contact.zipCode'],
      ['an unknown phone prefix', { phone: '+33 1 23 45 67 89' }, 'data.phone'],
      ['a Swiss number with too few digits', { phone: '+41 44 123 45' }, 'data.phone'],
      ['a contact phone with too many digits', { contact: { ...contact, phone: '+41 44 123 45 678' } }, 'data.contact.phone'],
      ['an unknown market area', { marketAreas: ['CH', 'FR'] }, 'data.marketAreas.1'],
      ['a market area listed twice', { marketAreas: ['CH', 'CH'] }, 'data.marketAreas.1'],
      ['a balance group that is not an X-code', { xCode: { balanceGroup: '12YALPHA-ENERGIE' } }, 'data.xCode.balanceGroup'],
      ['an X-code with a wrong check character', { xCode: { balanceGroup: '12XALPHA-ENERGIE' } }, 'data.xCode.balanceGroup'],
      ['a basic-supply area the partner does not serve', { basicSupply: { marketArea: 'DE-AMPRION' } }, 'data.basicSupply.marketArea'],
      ['a basic-supply metering point of another area', { basicSupply: { marketArea: 'CH', productionMeteringPoint: '12345678905' } }, 'data.basicSupply.productionMeteringPoint'],
    ])('refuses %s', (_name, overrides, field) => {
      given(decider, []).when(create(overrides)).thenThrows('VALIDATION_ERROR', field);
    });

    it('accepts a German partner with German rules', () => {
      const german = {
        address: { street: 'Marienplatz', streetNr: '1', zipCode: '80331', place: 'München', country: 'DE' as const },
        phone: '+49 89 1234567',
        marketAreas: ['DE-AMPRION', 'DE-TENNET'],
        currencies: ['EUR' as const],
        basicSupply: { consumptionMeteringPoint: '12345678905' },
      };
      given(decider, []).when(create(german)).then([{ type: 'SalesPartnerCreated', data: partner(german) }]);
    });

    it('keeps "(auto)" reserved', () => {
      given(decider, []).when(create({ name: 'Alpha (auto)' })).thenThrows('AUTO_RESERVED_WORD', 'data.name');
    });

    it('refuses an inactive country', () => {
      const closed = { ...config, configCountries: config.configCountries.map((c) => ({ ...c, active: c.id !== 'CH' })) };
      given(decider, []).when({ ...create(), config: closed }).thenThrows('VALIDATION_ERROR', 'data.address.country');
    });
  });

  describe('ChangeSalesPartner', () => {
    it('replaces the profile and names the host names it drops', () => {
      given(decider, [created])
        .when(change({ domains: ['alpha.localhost'], name: 'Alpha Energie' }))
        .then([{ type: 'SalesPartnerChanged', data: { ...partner({ domains: ['alpha.localhost'], name: 'Alpha Energie' }), removedDomains: ['portal.alpha-energie.ch'] } }]);
    });

    it('appends nothing when the profile is unchanged', () => {
      given(decider, [created]).when(change({ domains: ['ALPHA.localhost', 'portal.alpha-energie.ch'] })).then([]);
    });

    it('refuses an unknown partner with 404', () => {
      given(decider, []).when(change()).thenThrows('ERR_BAD_REQUEST', 'data.salesPartnerId');
    });

    it('checks the same rules as creation', () => {
      given(decider, [created]).when(change({ phone: '+41 1' })).thenThrows('VALIDATION_ERROR', 'data.phone');
    });
  });

  describe('ChangeSalesPartnerDesign', () => {
    it('sets the design', () => {
      given(decider, [created]).when({ type: 'ChangeSalesPartnerDesign', data: design }).then([{ type: 'SalesPartnerDesignChanged', data: design }]);
    });

    it('appends nothing for the design it has', () => {
      given(decider, [created, { type: 'SalesPartnerDesignChanged', data: design }]).when({ type: 'ChangeSalesPartnerDesign', data: design }).then([]);
    });

    it('changes the palette alone', () => {
      const warm = { ...design, colorPalette: 'warm' as const };
      given(decider, [created, { type: 'SalesPartnerDesignChanged', data: design }])
        .when({ type: 'ChangeSalesPartnerDesign', data: warm })
        .then([{ type: 'SalesPartnerDesignChanged', data: warm }]);
    });

    it('refuses an unknown partner', () => {
      given(decider, []).when({ type: 'ChangeSalesPartnerDesign', data: design }).thenThrows('ERR_BAD_REQUEST', 'data.salesPartnerId');
    });
  });

  describe('PublishPortalTerms', () => {
    const publish = (documents = [{ name: 'Nutzungsbedingungen', pdf: pdfHash }], language: 'de' | 'en' = 'de') => ({
      type: 'PublishPortalTerms' as const,
      data: { salesPartnerId: alphaId, language, documents },
    });
    const v1: SalesPartnerEvent = {
      type: 'PortalTermsPublished',
      data: { salesPartnerId: alphaId, language: 'de', version: 1, documents: [{ id: `${alphaId}-de-1-1`, name: 'Nutzungsbedingungen', pdf: pdfHash }] },
    };

    it('publishes version 1 with ids from partner, language, version and place', () => {
      given(decider, [created]).when(publish()).then([v1]);
    });

    it('counts versions per language', () => {
      const documents = [{ name: 'Nutzungsbedingungen', pdf: logoHash }, { name: 'Datenschutz', pdf: pdfHash }];
      given(decider, [created, v1])
        .when(publish(documents))
        .then([
          {
            type: 'PortalTermsPublished',
            data: { salesPartnerId: alphaId, language: 'de', version: 2, documents: documents.map((d, i) => ({ id: `${alphaId}-de-2-${i + 1}`, ...d })) },
          },
        ]);
      given(decider, [created, v1])
        .when(publish(undefined, 'en'))
        .then([{ type: 'PortalTermsPublished', data: { ...v1.data, language: 'en', documents: [{ ...v1.data.documents[0]!, id: `${alphaId}-en-1-1` }] } }]);
    });

    it('appends nothing when the same documents are current', () => {
      given(decider, [created, v1]).when(publish()).then([]);
    });

    it('refuses an unknown partner', () => {
      given(decider, []).when(publish()).thenThrows('ERR_BAD_REQUEST');
    });
  });
});
