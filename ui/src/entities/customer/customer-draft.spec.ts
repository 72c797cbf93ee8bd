import { type ContactValue, emptyContact } from '@/components/forms/contact-form.ts';
import { testConfig } from '@/components/forms/form-fixtures.ts';
import { type CustomerDetail, customerDisplayName } from '@/entities/customer/customer-api.ts';
import { changeCustomerData, createCustomerData, draftErrors, draftFromDetail, emptyDraft, toggleCurrency } from './customer-draft.ts';

const contact: ContactValue = {
  ...emptyContact(),
  sex: 'MS',
  prename: 'Eva',
  name: 'Muster',
  mail: 'eva@muster.ch',
  phoneprefix: '+41',
  phone: '44 123 45 67',
  street: 'Bahnhofstrasse',
  streetNr: '1',
  zipCode: '8001',
  place: 'Zürich',
  country: 'CH',
  canton: 'ZH',
};
const apiContact = { sex: 'MS', prename: 'Eva', name: 'Muster', mail: 'eva@muster.ch', phoneprefix: '+41', phone: '44 123 45 67', language: 'de', street: 'Bahnhofstrasse', streetNr: '1', zipCode: '8001', place: 'Zürich', country: 'CH', canton: 'ZH' } as const;
const keys = (errors: object) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, (v as { key: string }).key]));

describe('customer draft', () => {
  it('asks for a type, a firm name of a firm and a currency', () => {
    expect(keys(draftErrors({ ...emptyDraft(), contact }, testConfig))).toEqual({ customerType: 'errorInfo.required' });
    expect(keys(draftErrors({ ...emptyDraft('FI'), contact }, testConfig))).toEqual({ firmname: 'errorInfo.required' });
    expect(keys(draftErrors({ ...emptyDraft('FI'), contact, firmname: 'x'.repeat(256) }, testConfig))).toEqual({ firmname: 'errorInfo.invalid' });
    expect(keys(draftErrors({ ...emptyDraft('PR'), contact, currencies: [] }, testConfig))).toEqual({ currencies: 'errorInfo.required' });
    expect(draftErrors({ ...emptyDraft('PR'), contact }, testConfig)).toEqual({});
  });

  it('places the contact’s findings under contact and checks the billing address only when chosen', () => {
    const found = keys(draftErrors({ ...emptyDraft('PR'), contact: { ...contact, zipCode: '80331' } }, testConfig));
    expect(found).toEqual({ 'contact.zipCode': 'errorInfo.zipCodeOfCountry' });
    expect(keys(draftErrors({ ...emptyDraft('PR'), contact, separateBilling: true }, testConfig))['billingAddress.street']).toBe('errorInfo.required');
  });

  it('creates a firm with its ids, the API’s contact and no billing address unless chosen', () => {
    const draft = { ...emptyDraft('FI'), firmname: ' Muster AG ', contact, currencies: ['CHF' as const, 'EUR' as const] };
    expect(createCustomerData(draft, { userId: 'u1' })).toEqual({
      customerType: 'FI',
      firmname: 'Muster AG',
      contact: apiContact,
      billingAddress: null,
      currencies: ['CHF', 'EUR'],
      user: { userId: 'u1' },
    });
  });

  it('sends no firm name for a private customer and the billing address when chosen', () => {
    const billing = { ...emptyDraft().billingAddress, name: 'Muster', street: 'Weg', streetNr: '2', zipCode: '3000', place: 'Bern', country: 'CH' as const };
    const data = createCustomerData({ ...emptyDraft('PR'), firmname: 'left over', contact, separateBilling: true, billingAddress: billing }, { userId: 'u' });
    expect(data.firmname).toBeNull();
    expect(data.billingAddress).toEqual({ name: 'Muster', street: 'Weg', streetNr: '2', zipCode: '3000', place: 'Bern', country: 'CH' });
  });

  it('refuses to build a creation without a type', () => {
    expect(() => createCustomerData(emptyDraft(), { userId: 'u' })).toThrow();
  });

  it('round-trips a stored customer into ChangeCustomer', () => {
    const detail: CustomerDetail = {
      id: 'c9',
      salesPartnerId: 'p',
      customerType: 'FI',
      firmname: 'Muster AG',
      contact: apiContact,
      billingAddress: null,
      currencies: ['EUR'],
      erased: false,
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const draft = draftFromDetail(detail);
    expect(draft.separateBilling).toBe(false);
    expect(changeCustomerData('c9', draft)).toEqual({ customerId: 'c9', firmname: 'Muster AG', contact: apiContact, billingAddress: null, currencies: ['EUR'] });
  });

  it('keeps currencies in the catalogue order when toggled', () => {
    expect(toggleCurrency(['EUR'], 'CHF')).toEqual(['CHF', 'EUR']);
    expect(toggleCurrency(['CHF', 'EUR'], 'CHF')).toEqual(['EUR']);
  });

  it('names a firm by its firm name and a person by prename and name', () => {
    expect(customerDisplayName({ customerType: 'FI', firmname: 'Muster AG', prename: 'Eva', name: 'Muster' })).toBe('Muster AG');
    expect(customerDisplayName({ customerType: 'PR', firmname: null, prename: 'Eva', name: 'Muster' })).toBe('Eva Muster');
  });
});
