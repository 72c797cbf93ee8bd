import { erasedView, eventsFrom, projectView } from '../testing/project-view.ts';
import { customersView as typedCustomersView, type CustomerDoc } from './customers-view.ts';

const customersView = erasedView(typedCustomersView);

const alpha = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';
const firmId = '100001';
const personId = '100002';
const contact = {
  sex: 'MS', prename: 'Anna', name: 'Muster', mail: 'anna@muster.ch', phoneprefix: '+41', phone: '44 123 45 67', language: 'de',
  street: 'Seestrasse', streetNr: '5', zipCode: '8002', place: 'Zürich', country: 'CH',
};
const billing = { street: 'Postweg', streetNr: '1', zipCode: '8001', place: 'Zürich', country: 'CH' };

const at = eventsFrom(0);


describe('customers view', () => {
  const firm = at('CustomerCreated', { customerId: firmId, salesPartnerId: alpha, customerType: 'FI', firmname: 'Muster Mühle AG', contact, billingAddress: null, currencies: ['CHF'], registered: false });
  const person = at('CustomerCreated', { customerId: personId, salesPartnerId: alpha, customerType: 'PR', firmname: null, contact: { ...contact, name: 'Zürcher', prename: 'Ida' }, billingAddress: billing, currencies: ['CHF'], registered: true });
  const member = (customerId: string, userId: string) => at('MemberAdded', { scope: 'customer', scopeId: customerId, userId });
  const joined = member(firmId, 'u-1');
  const partnerMember = at('MemberAdded', { scope: 'salesPartner', scopeId: alpha, userId: 'u-9' });
  const renamed = at('CustomerChanged', { customerId: firmId, salesPartnerId: alpha, firmname: 'Ändern AG', contact, billingAddress: billing, currencies: ['CHF', 'EUR'] });

  it('keeps a firm by its firm name and a person by name and prename, with a lower-case name key', () => {
    const docs = projectView(customersView, [firm, person]);
    expect(docs.get(firmId)).toMatchObject({ customername: 'Muster Mühle AG', nameKey: 'muster mühle ag', customerType: 'FI', erased: false, users: 0 });
    expect(docs.get(personId)).toMatchObject({ customername: 'Zürcher Ida', nameKey: 'zürcher ida', firmname: null, billingAddress: billing, registered: true });
  });

  it('counts the customer\'s users and applies changes, a duplicate of each changing nothing', () => {
    const once = projectView(customersView, [firm, joined, partnerMember, renamed]);
    const twice = projectView(customersView, [firm, firm, joined, joined, partnerMember, renamed, renamed, joined]);
    expect(twice).toEqual(once);
    expect(once.get(firmId)).toMatchObject<Partial<CustomerDoc>>({ users: 1, firmname: 'Ändern AG', nameKey: 'ändern ag', currencies: ['CHF', 'EUR'], position: renamed.globalPosition.toString() });
    expect(once.size).toBe(1);
  });

  it('forgets a deleted customer', () => {
    expect(projectView(customersView, [firm, at('CustomerDeleted', { customerId: firmId, salesPartnerId: alpha })]).has(firmId)).toBe(false);
  });

  it("announces each change on CUSTOMER in the partner's tenant with the list row and the detail as committed", () => {
    const doc = projectView(customersView, [firm, joined, renamed]).get(firmId)!;
    expect(customersView.notify?.(joined, firmId, doc)).toEqual({
      topic: 'CUSTOMER', dbId: firmId, tenant: alpha,
      row: {
        id: firmId, salesPartnerId: alpha, customerType: 'FI', customername: 'Ändern AG', firmname: 'Ändern AG', prename: 'Anna', name: 'Muster', mail: 'anna@muster.ch',
        place: 'Zürich', country: 'CH', users: 1, updatedAt: renamed.metadata.occurredAt,
      },
      detail: { id: firmId, salesPartnerId: alpha, customerType: 'FI', firmname: 'Ändern AG', contact, billingAddress: billing, currencies: ['CHF', 'EUR'], erased: false, updatedAt: renamed.metadata.occurredAt },
    });
  });

  it('announces a deleted customer without row or detail, and an erased one with its empty detail only', () => {
    const deleted = at('CustomerDeleted', { customerId: firmId, salesPartnerId: alpha });
    expect(customersView.notify?.(deleted, firmId, null)).toEqual({ topic: 'CUSTOMER', dbId: firmId, tenant: alpha });
    const erasing = at('CustomerErased', { customerId: personId, salesPartnerId: alpha });
    const erased = projectView(customersView, [person, erasing]).get(personId)!;
    const notification = customersView.notify?.(erasing, personId, erased);
    expect(notification).toEqual({ topic: 'CUSTOMER', dbId: personId, tenant: alpha, detail: expect.objectContaining({ erased: true, contact: null }) });
    expect(JSON.stringify(notification)).not.toMatch(/Zürcher|Ida|anna@muster/);
  });

  it('removes every personal field of an erased person and leaves it out of the name order', () => {
    const erased = projectView(customersView, [person, member(personId, 'u-2'), at('CustomerErased', { customerId: personId, salesPartnerId: alpha })]).get(personId);
    expect(erased).toMatchObject({ erased: true, contact: null, billingAddress: null, customername: null, nameKey: null, firmname: null });
    expect(JSON.stringify(erased)).not.toMatch(/Zürcher|Ida|anna@muster|Seestrasse|Postweg/);
  });
});
