import type { CreateCustomer, CustomerContact } from '@portal/events';

export const alphaId = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';
export const betaId = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000002';
/** Customer numbers for decider specs (the command API assigns them from 100001 on). */
export const firmId = '100001';
export const personId = '100002';

export function contact(overrides: Partial<CustomerContact> = {}): CustomerContact {
  return {
    sex: 'MS', prename: 'Anna', name: 'Muster', mail: 'anna.muster@example.ch', phoneprefix: '+41', phone: '44 123 45 67', language: 'de',
    street: 'Seestrasse', streetNr: '5', zipCode: '8002', place: 'Zürich', country: 'CH', canton: 'ZH', ...overrides,
  };
}

/** A valid Swiss firm customer; override what a test is about. */
export function firm(overrides: Partial<CreateCustomer> = {}): CreateCustomer {
  return {
    customerType: 'FI', firmname: 'Muster Mühle AG', contact: contact(), billingAddress: null, currencies: ['CHF'],
    user: { userId: '5a0e0a52-3333-4c1e-9a57-3f1d2a000003' }, ...overrides,
  };
}

/** A valid German private customer. */
export function person(overrides: Partial<CreateCustomer> = {}): CreateCustomer {
  return {
    customerType: 'PR', firmname: null,
    contact: contact({ sex: 'MR', prename: 'Jörg', name: 'Beispiel', mail: 'joerg@example.de', phoneprefix: '+49', phone: '89 1234567', zipCode: '80331', place: 'München', country: 'DE', canton: 'BY' }),
    billingAddress: { street: 'Postweg', streetNr: '1', zipCode: '80333', place: 'München', country: 'DE' }, currencies: ['EUR'],
    user: { userId: '5a0e0a52-4444-4c1e-9a57-3f1d2a000004' }, ...overrides,
  };
}
