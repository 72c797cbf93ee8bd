import { erasedView, eventsFrom, projectView } from '../testing/project-view.ts';
import { portalTermsDocumentsView, portalTermsView } from './portal-terms-view.ts';
import { salesPartnerHostsView } from './sales-partner-hosts-view.ts';
import { salesPartnersView as typedSalesPartnersView } from './sales-partners-view.ts';

const salesPartnersView = erasedView(typedSalesPartnersView);

const alpha = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';
const beta = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000002';
const profile = {
  name: 'Alpha Energie AG', subdomain: 'alpha', domains: ['alpha.localhost', 'portal.alpha.ch'], website: 'https://alpha.ch', mail: 'info@alpha.ch',
  phone: '+41 44 123 45 67', address: { street: 'Weg', streetNr: '1', zipCode: '8001', place: 'Zürich', country: 'CH' }, currencies: ['CHF'],
  marketAreas: ['CH'], internal: false, xCode: {}, basicSupply: {}, communicationMail: 'p@alpha.ch', active: true, publicRegistration: false,
  contact: { name: 'Alpha', street: 'Weg', streetNr: '1', zipCode: '8001', place: 'Zürich', phone: '+41 44 123 45 68', mail: 'k@alpha.ch', website: 'https://alpha.ch', opentopublic: true },
};
const design = { color: '#0F7B6C', colorPalette: 'cold', logo: 'a'.repeat(64), favicon: null };

const at = eventsFrom(0);


describe('sales partner views', () => {
  const created = at('SalesPartnerCreated', { salesPartnerId: alpha, ...profile });
  const designed = at('SalesPartnerDesignChanged', { salesPartnerId: alpha, ...design });
  const changed = at('SalesPartnerChanged', { salesPartnerId: alpha, ...profile, name: 'Alpha AG', domains: ['alpha.localhost'], removedDomains: ['portal.alpha.ch'] });

  it('keeps a partner with its profile and design, the design surviving profile changes', () => {
    const doc = projectView(salesPartnersView, [created, designed, changed]).get(alpha);
    expect(doc).toMatchObject({ id: alpha, name: 'Alpha AG', domains: ['alpha.localhost'], design, position: changed.globalPosition.toString() });
    expect(doc).not.toHaveProperty('removedDomains');
    expect(doc).not.toHaveProperty('salesPartnerId');
    expect(projectView(salesPartnersView, [created]).get(alpha)?.design).toBeNull();
  });

  it("announces design changes on DESIGN, and every change with the partner's row and detail on SALES_PARTNER, in the partner's tenant", () => {
    const doc = projectView(salesPartnersView, [created, designed, changed]).get(alpha)!;
    const partner = { topic: 'SALES_PARTNER', dbId: alpha, tenant: alpha };
    expect(salesPartnersView.notify?.(designed, alpha, doc)).toEqual([{ topic: 'DESIGN', dbId: alpha, tenant: alpha }, expect.objectContaining(partner)]);
    expect(salesPartnersView.notify?.(changed, alpha, doc)).toEqual([
      {
        ...partner,
        row: {
          id: alpha, name: 'Alpha AG', subdomain: 'alpha', domains: ['alpha.localhost'], mail: 'info@alpha.ch', phone: '+41 44 123 45 67', place: 'Zürich', country: 'CH',
          currencies: ['CHF'], marketAreas: ['CH'], active: true, publicRegistration: false, internal: false, updatedAt: changed.metadata.occurredAt,
        },
        detail: { ...profile, name: 'Alpha AG', domains: ['alpha.localhost'], id: alpha, design, updatedAt: changed.metadata.occurredAt },
      },
    ]);
    // A deleted partner has no row: open lists refetch.
    expect(salesPartnersView.notify?.(at('SalesPartnerDeleted', { salesPartnerId: alpha }), alpha, null)).toEqual([partner]);
  });

  it('maps each host name to its partner and forgets the ones it drops', () => {
    const hosts = projectView(salesPartnerHostsView, [created, changed]);
    expect([...hosts.entries()]).toEqual([['alpha.localhost', { id: 'alpha.localhost', salesPartnerId: alpha }]]);
  });

  it('leaves a host to the partner that took it after another dropped it', () => {
    const taken = at('SalesPartnerCreated', { salesPartnerId: beta, ...profile, subdomain: 'beta', domains: ['portal.alpha.ch'] });
    // A later alpha event that still names the host among its removed ones must not take it from beta.
    const hosts = projectView(salesPartnerHostsView, [created, changed, taken, at('SalesPartnerChanged', { ...changed.data as object, removedDomains: ['portal.alpha.ch'] })]);
    expect(hosts.get('portal.alpha.ch')).toEqual({ id: 'portal.alpha.ch', salesPartnerId: beta });
  });

  it('keeps the current terms per partner and language, and every version\'s documents', () => {
    const doc = (version: number, language = 'de') => ({ id: `${alpha}-${language}-${version}-1`, name: `AGB v${version}`, pdf: String(version).repeat(64) });
    const v1 = at('PortalTermsPublished', { salesPartnerId: alpha, language: 'de', version: 1, documents: [doc(1)] });
    const v2 = at('PortalTermsPublished', { salesPartnerId: alpha, language: 'de', version: 2, documents: [doc(2)] });
    const en = at('PortalTermsPublished', { salesPartnerId: alpha, language: 'en', version: 1, documents: [doc(1, 'en')] });
    const terms = projectView(portalTermsView, [v1, v2, en]);
    expect(terms.get(`${alpha}:de`)).toMatchObject({ version: 2, documents: [doc(2)] });
    expect(terms.get(`${alpha}:en`)).toMatchObject({ version: 1, language: 'en' });
    const documents = projectView(portalTermsDocumentsView, [v1, v2, en]);
    expect(documents.get(doc(1).id)).toEqual({ ...doc(1), salesPartnerId: alpha, language: 'de', version: 1 });
    expect(documents.size).toBe(3);
    // Logged-in customers of the partner are told to check their acceptance again.
    expect(portalTermsView.notify?.(v2, `${alpha}:de`, null)).toEqual({ topic: 'TERMS', dbId: alpha, tenant: alpha });
  });
});
