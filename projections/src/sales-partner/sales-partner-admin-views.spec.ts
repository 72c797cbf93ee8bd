import { eventsFrom, projectView } from '../testing/project-view.ts';
import { documentTemplatesView } from './document-templates-view.ts';
import { salesPartnerHostsView } from './sales-partner-hosts-view.ts';
import { salesPartnersView } from './sales-partners-view.ts';

const alpha = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';
const profile = {
  name: 'Älpha Energie AG', subdomain: 'alpha', domains: ['alpha.localhost'], website: 'https://alpha.ch', mail: 'info@alpha.ch',
  phone: '+41 44 123 45 67', address: { street: 'Weg', streetNr: '1', zipCode: '8001', place: 'Zürich', country: 'CH' }, currencies: ['CHF'],
  marketAreas: ['CH'], internal: false, xCode: {}, basicSupply: {}, communicationMail: 'p@alpha.ch', active: true, publicRegistration: false,
  contact: { name: 'Alpha', street: 'Weg', streetNr: '1', zipCode: '8001', place: 'Zürich', phone: '+41 44 123 45 68', mail: 'k@alpha.ch', website: 'https://alpha.ch', opentopublic: true },
};

const at = eventsFrom(100);


describe('sales partner views: administration', () => {
  const created = at('SalesPartnerCreated', { salesPartnerId: alpha, ...profile });
  const deactivated = at('SalesPartnerDeactivated', { salesPartnerId: alpha });
  const registration = at('PublicRegistrationSet', { salesPartnerId: alpha, allowed: true });
  const deleted = at('SalesPartnerDeleted', { salesPartnerId: alpha, domains: ['alpha.localhost'] });

  it('keeps status and a lower-case name key, a duplicate changing nothing', () => {
    const once = projectView(salesPartnersView, [created, deactivated, registration]);
    expect(once.get(alpha)).toMatchObject({ nameKey: 'älpha energie ag', active: false, publicRegistration: true, position: registration.globalPosition.toString() });
    expect(projectView(salesPartnersView, [created, deactivated, registration, deactivated, created])).toEqual(once);
  });

  it('forgets a deleted partner and its host names', () => {
    expect(projectView(salesPartnersView, [created, deleted]).size).toBe(0);
    expect(projectView(salesPartnerHostsView, [created, deleted]).size).toBe(0);
  });

  it('lists document template versions newest first, the newest of a language and name current', () => {
    const publish = (version: number, language: string, name: string) =>
      at('DocumentTemplatePublished', { salesPartnerId: alpha, version, language, name, file: String(version).repeat(64) });
    const v1 = publish(1, 'de', 'Offerte');
    const v2 = publish(2, 'en', 'Offer');
    const v3 = publish(3, 'de', 'Offerte');
    const doc = projectView(documentTemplatesView, [v1, v2, v2, v3, v1]).get(alpha);
    expect(doc?.templates.map((t) => [t.version, t.current])).toEqual([[3, true], [2, true], [1, false]]);
    expect(projectView(documentTemplatesView, [v1, at('SalesPartnerDeleted', { salesPartnerId: alpha, domains: [] })]).size).toBe(0);
  });
});
