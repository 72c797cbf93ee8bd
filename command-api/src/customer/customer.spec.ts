import { defaultPlatformConfig as config, type CreateCustomer, type CustomerEvent, type CustomerNumberEvent } from '@portal/events';
import { given } from '@portal/events/testing';
import { customerDecider as decider, type CustomerActor } from './customer.ts';
import { customerKeyDecider, customerKeyOf } from './customer-key.ts';
import { customerNumberDecider } from './customer-number.ts';
import { alphaId, betaId, contact, firm, firmId, person, personId } from './testing/customer-fixtures.ts';

const idOf = (data: CreateCustomer): string => (data.customerType === 'FI' ? firmId : personId);
const create = (data: CreateCustomer, registered = false) => {
  const { user: _user, ...rest } = data;
  return { type: 'CreateCustomer' as const, data: { ...rest, customerId: idOf(data), salesPartnerId: alphaId, registered }, config };
};
const createdEvent = (data: CreateCustomer): CustomerEvent => {
  const { customerType, firmname, contact: c, billingAddress, currencies } = data;
  const customerId = idOf(data);
  return { type: 'CustomerCreated', data: { customerId, salesPartnerId: alphaId, customerType, firmname, contact: c, billingAddress, currencies, registered: false } };
};
const firmCreated = createdEvent(firm());
const personCreated = createdEvent(person());

const partnerUser: CustomerActor = { role: 'salesPartner', salesPartnerId: alphaId, isCustomerAdmin: false };
const otherPartner: CustomerActor = { role: 'salesPartner', salesPartnerId: betaId, isCustomerAdmin: false };
const firmAdmin: CustomerActor = { role: 'customer', salesPartnerId: alphaId, customerId: firmId, isCustomerAdmin: true };
const firmUser: CustomerActor = { ...firmAdmin, isCustomerAdmin: false };
const personUser: CustomerActor = { role: 'customer', salesPartnerId: alphaId, customerId: personId, isCustomerAdmin: false };
const admin: CustomerActor = { role: 'admin', isCustomerAdmin: false };

const change = (by: CustomerActor, overrides: Partial<CreateCustomer> = {}, base = firm()) => {
  const { firmname, contact: c, billingAddress, currencies } = { ...base, ...overrides };
  const customerId = idOf(base);
  return { type: 'ChangeCustomer' as const, data: { customerId, firmname, contact: c, billingAddress, currencies }, config, by };
};

describe('customer decider', () => {
  describe('CreateCustomer', () => {
    it('creates a firm with its profile normalised (the store seals contact and billing address)', () => {
      given(decider, []).when(create(firm({ contact: contact({ mail: ' Anna.Muster@Example.CH ' }) }))).then([createdEvent(firm())]);
    });

    it('marks a customer from the public form as registered', () => {
      given(decider, []).when(create(person(), true)).then([{ ...personCreated, data: { ...personCreated.data, registered: true } } as CustomerEvent]);
    });

    it.each([
      ['a firm without firm name', firm({ firmname: null }), 'VALIDATION_ERROR', 'data.firmname'],
      ['a person with a firm name', person({ firmname: 'Beispiel GmbH' }), 'VALIDATION_ERROR', 'data.firmname'],
      ['the reserved word in the firm name', firm({ firmname: 'Muster (auto) AG' }), 'AUTO_RESERVED_WORD', 'data.firmname'],
      ['a German zip code in Switzerland', firm({ contact: contact({ zipCode: '80331' }) }), 'VALIDATION_ERROR', 'data.contact.zipCode'],
      ['a canton of another country', firm({ contact: contact({ canton: 'BY' }) }), 'VALIDATION_ERROR', 'data.contact.canton'],
      ['an unknown phone prefix', firm({ contact: contact({ phoneprefix: '+33' }) }), 'VALIDATION_ERROR', 'data.contact.phone'],
      ['a Swiss phone with too few digits', firm({ contact: contact({ phone: '44 123 45' }) }), 'VALIDATION_ERROR', 'data.contact.phone'],
      ['a billing zip code of the wrong country', person({ billingAddress: { street: 'Weg', streetNr: '1', zipCode: '8001', place: 'Bern', country: 'DE' } }), 'VALIDATION_ERROR', 'data.billingAddress.zipCode'],
    ])('refuses %s', (_name, data, code, field) => {
      given(decider, []).when(create(data)).thenThrows(code, field);
    });

    it('refuses an id that exists', () => {
      given(decider, [firmCreated]).when(create(firm())).thenThrows('VALIDATION_ERROR', 'data.customerId');
    });
  });

  describe('ChangeCustomer', () => {
    const moved = contact({ street: 'Neugasse', streetNr: '7' });
    const changed: CustomerEvent = { type: 'CustomerChanged', data: { customerId: firmId, salesPartnerId: alphaId, firmname: 'Muster Mühle AG', contact: moved, billingAddress: null, currencies: ['CHF'] } };

    it.each([
      ['its partner\'s user', partnerUser],
      ['the firm\'s customer admin', firmAdmin],
    ])('lets %s change a firm', (_name, by) => {
      given(decider, [firmCreated]).when(change(by, { contact: moved })).then([changed]);
    });

    it('lets a private customer change itself', () => {
      const data = { contact: { ...person().contact, phone: '89 7654321' } };
      given(decider, [personCreated]).when(change(personUser, data, person())).then([
        { type: 'CustomerChanged', data: { customerId: personId, salesPartnerId: alphaId, firmname: null, contact: data.contact, billingAddress: person().billingAddress, currencies: ['EUR'] } },
      ]);
    });

    it('changes nothing when nothing changed, also when the stored event lists its fields in another order', () => {
      given(decider, [firmCreated]).when(change(partnerUser)).then([]);
      const reordered = { ...firmCreated, data: { ...firmCreated.data, contact: Object.fromEntries(Object.entries(contact()).reverse()) } } as CustomerEvent;
      given(decider, [reordered]).when(change(partnerUser)).then([]);
      given(decider, [reordered])
        .when(change(partnerUser, { currencies: ['CHF', 'EUR'] }))
        .then([{ type: 'CustomerChanged', data: { customerId: firmId, salesPartnerId: alphaId, firmname: 'Muster Mühle AG', contact: contact(), billingAddress: null, currencies: ['CHF', 'EUR'] } }]);
    });

    it.each([
      ['another partner\'s user', otherPartner],
      ['a firm user who is not its admin', firmUser],
      ['a user of another customer', personUser],
    ])('refuses %s with 403', (_name, by) => {
      given(decider, [firmCreated]).when(change(by, { contact: moved })).thenThrows('ERR_BAD_REQUEST', 'data.customerId');
    });

    it('answers an unknown customer like another tenant\'s', () => {
      given(decider, []).when(change(partnerUser)).thenThrows('ERR_BAD_REQUEST');
    });

    it('refuses a deleted customer', () => {
      given(decider, [firmCreated, { type: 'CustomerDeleted', data: { customerId: firmId, salesPartnerId: alphaId } } as CustomerEvent]).when(change(partnerUser, { contact: moved })).thenThrows('STATE_ERROR');
    });
  });

  describe('DeleteCustomer and EraseCustomer', () => {
    // Offers are the customer's offer ledger's rule (offer/offer-ledger.spec.ts), decided in the same unit.
    const remove = (by: CustomerActor, customerId = firmId) => ({ type: 'DeleteCustomer' as const, data: { customerId }, by });
    const erase = (by: CustomerActor, customerId = personId) => ({ type: 'EraseCustomer' as const, data: { customerId }, by });
    const deleted: CustomerEvent = { type: 'CustomerDeleted', data: { customerId: firmId, salesPartnerId: alphaId } };
    const erased: CustomerEvent = { type: 'CustomerErased', data: { customerId: personId, salesPartnerId: alphaId } };

    it('deletes a customer, once', () => {
      given(decider, [firmCreated]).when(remove(partnerUser)).then([deleted]);
      given(decider, [firmCreated, deleted]).when(remove(partnerUser)).then([]);
    });

    it('refuses another partner\'s user and the customer itself', () => {
      given(decider, [firmCreated]).when(remove(otherPartner)).thenThrows('ERR_BAD_REQUEST');
      given(decider, [firmCreated]).when(remove(firmAdmin)).thenThrows('ERR_BAD_REQUEST');
    });

    it('erases a private customer, also a deleted one, for its partner or the admin', () => {
      given(decider, [personCreated]).when(erase(partnerUser)).then([erased]);
      given(decider, [personCreated, { type: 'CustomerDeleted', data: { customerId: personId, salesPartnerId: alphaId } } as CustomerEvent]).when(erase(admin)).then([erased]);
      given(decider, [personCreated, erased]).when(erase(admin)).then([]);
    });

    it('refuses to erase a firm', () => {
      given(decider, [firmCreated]).when(erase(partnerUser, firmId)).thenThrows('STATE_ERROR', 'data.customerId');
    });
  });
});

describe('customer key', () => {
  const reserve = (customerId: string) => ({ type: 'ReserveCustomerKey' as const, data: { salesPartnerId: alphaId, customerId }, field: 'data.firmname' });
  const reserved = { type: 'CustomerKeyReserved' as const, data: { salesPartnerId: alphaId, customerId: firmId } };

  it('is the same for a firm spelt differently, and differs per partner', () => {
    const key = customerKeyOf(alphaId, 'FI', firm());
    expect(customerKeyOf(alphaId, 'FI', firm({ firmname: ' muster  MÜHLE ag ' })).streamId).toBe(key.streamId);
    expect(customerKeyOf(betaId, 'FI', firm()).streamId).not.toBe(key.streamId);
    expect(key.streamId).not.toContain('uster');
    expect(customerKeyOf(alphaId, 'PR', person()).field).toBe('data.contact.mail');
  });

  it('lets one customer hold it: the holder again changes nothing, another is refused', () => {
    given(customerKeyDecider, []).when(reserve(firmId)).then([reserved]);
    given(customerKeyDecider, [reserved]).when(reserve(firmId)).then([]);
    given(customerKeyDecider, [reserved]).when(reserve(personId)).thenThrows('CUSTOMER_ALREADY_EXISTS', 'data.firmname');
  });

  it('is released only by its holder', () => {
    given(customerKeyDecider, [reserved]).when({ type: 'ReleaseCustomerKey', data: { salesPartnerId: alphaId, customerId: personId } }).then([]);
    given(customerKeyDecider, [reserved]).when({ type: 'ReleaseCustomerKey', data: reserved.data }).then([{ type: 'CustomerKeyReleased', data: reserved.data }]);
  });
});

describe('customer number decider', () => {
  it('hands out the first number, then the one after the last', () => {
    const assigned = (customerId: string): CustomerNumberEvent => ({ type: 'CustomerNumberAssigned', data: { customerId } });
    given(customerNumberDecider, []).when({ type: 'AssignCustomerNumber' }).then([assigned('100001')]);
    given(customerNumberDecider, [assigned('100041')]).when({ type: 'AssignCustomerNumber' }).then([assigned('100042')]);
  });
});
