import { createPersonalDataKeys, createPgliteEventStore, portalCatalog, type SqlEventStore } from '@portal/events';
import { recorded } from '../testing/recorded.ts';
import { customersView } from './customers-view.ts';

describe('customers view: sealed personal data', () => {
  let eventStore: SqlEventStore;
  beforeAll(async () => {
    eventStore = await createPgliteEventStore({ catalog: portalCatalog() });
  });
  afterAll(() => eventStore.close());

  it('opens contact and billing address with the customer\'s key, and shows nothing once the key is erased', async () => {
    const keys = await createPersonalDataKeys(eventStore.sql);
    const customerId = '7c1e0a52-3333-4c1e-9a57-3f1d2a000003';
    const contact = { sex: 'MR', prename: 'Ida', name: 'Zürcher', mail: 'ida@example.ch', phoneprefix: '+41', phone: '44 123 45 67', language: 'de', street: 'Weg', streetNr: '1', zipCode: '8001', place: 'Zürich', country: 'CH' };
    const personal = await keys.seal(customerId, { contact, billingAddress: null });
    const event = recorded('CustomerCreated', { customerId, salesPartnerId: 'p', customerType: 'PR', firmname: null, personal, currencies: ['CHF'], registered: true }, 1);

    const [opened] = await customersView.prepare!([event], { eventStore });
    expect(customersView.evolve(null, opened!, customerId)).toMatchObject({ contact, customername: 'Zürcher Ida', nameKey: 'zürcher ida' });

    await keys.erase(customerId);
    const [shredded] = await customersView.prepare!([event], { eventStore });
    const doc = customersView.evolve(null, shredded!, customerId);
    expect(doc).toMatchObject({ contact: null, billingAddress: null, customername: null, nameKey: null });
    expect(JSON.stringify(doc)).not.toMatch(/Zürcher|ida@/);
  });
});
