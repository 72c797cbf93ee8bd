import { randomUUID } from 'node:crypto';
import { portalCatalog } from '@portal/events';
import { createPersonalDataKeys, type SqlEventStore } from '@portal/platform';
import { testEvent } from '@portal/events/testing';
import { erasedView } from '../testing/project-view.ts';
import { customersView as typedCustomersView } from './customers-view.ts';
import { testEventStore } from '@portal/platform/testing';

const customersView = erasedView(typedCustomersView);

describe('customers view: personal data sealed in the log', () => {
  let eventStore: SqlEventStore;
  beforeAll(async () => {
    eventStore = await testEventStore({ catalog: portalCatalog() });
  });
  afterAll(() => eventStore.close());

  it("shows contact and billing address opened with the customer's key, and nothing once the key is erased", async () => {
    const customerId = '100003';
    const contact = { sex: 'MR', prename: 'Ida', name: 'Zürcher', mail: 'ida@example.ch', phoneprefix: '+41', phone: '44 123 45 67', language: 'de', street: 'Weg', streetNr: '1', zipCode: '8001', place: 'Zürich', country: 'CH' };
    const created = { customerId, salesPartnerId: randomUUID(), customerType: 'PR', firmname: null, contact, billingAddress: null, currencies: ['CHF'], registered: true };
    await eventStore.append(`customer-${customerId}`, [testEvent('CustomerCreated', created)], { expectedRevision: 'no_stream' });
    const { rows } = await eventStore.sql.query<{ data: unknown }>('SELECT data FROM es_events WHERE stream_id = $1', [`customer-${customerId}`]);
    expect(JSON.stringify(rows)).not.toMatch(/Zürcher|ida@/);
    expect(rows[0]?.data).toMatchObject({ customerId, personal: expect.stringMatching(/^pd1\./) });

    const [opened] = await eventStore.readStream(`customer-${customerId}`);
    expect(customersView.evolve(null, opened!, customerId)).toMatchObject({ contact, customername: 'Zürcher Ida', nameKey: 'zürcher ida' });

    await (await createPersonalDataKeys(eventStore.sql)).erase(customerId);
    const [shredded] = await eventStore.readStream(`customer-${customerId}`);
    const doc = customersView.evolve(null, shredded!, customerId);
    expect(doc).toMatchObject({ contact: null, billingAddress: null, customername: null, nameKey: null });
    expect(JSON.stringify(doc)).not.toMatch(/Zürcher|ida@/);
  });
});
