import { emptyContact } from '@/components/forms/contact-form.ts';
import { testConfig } from '@/components/forms/form-fixtures.ts';
import { draftErrors, emptyDraft, firstStepWithErrors, type RegistrationDraft, refusalErrors, registrationBody, stepErrors, stepOfField } from './registration-flow.ts';

const contact = {
  ...emptyContact(),
  sex: 'MR' as const,
  prename: 'Peter',
  name: 'Muster',
  mail: 'peter@example.ch',
  phoneprefix: '+41',
  phone: '79 123 45 67',
  street: 'Dorfstrasse',
  streetNr: '3',
  zipCode: '3000',
  place: 'Bern',
  country: 'CH' as const,
  canton: 'ZH',
};
const complete: RegistrationDraft = { ...emptyDraft('PR'), contact, acceptTerms: true, captcha: 'ab3K' };
const ids = { userId: 'u1', captchaId: 'k1' };

describe('registration steps', () => {
  it('puts each field in its step', () => {
    expect(['firmname', 'contact.zipCode', 'contact.canton', 'billingAddress.street', 'contact.mail', 'contact.sex', 'captcha', 'acceptTerms'].map(stepOfField)).toEqual([
      'address', 'address', 'address', 'address', 'contact', 'contact', 'terms', 'terms',
    ]);
  });

  it('checks per step: address first, then the person, then terms and captcha', () => {
    const empty = emptyDraft('FI');
    expect(Object.keys(stepErrors('address', empty, testConfig)).sort()).toEqual(
      ['contact.country', 'contact.place', 'contact.street', 'contact.streetNr', 'contact.zipCode', 'firmname'].sort(),
    );
    expect(Object.keys(stepErrors('contact', empty, testConfig))).toEqual(expect.arrayContaining(['contact.sex', 'contact.mail', 'contact.phone']));
    expect(Object.keys(stepErrors('terms', empty, testConfig)).sort()).toEqual(['acceptTerms', 'captcha']);
    expect(firstStepWithErrors(draftErrors(empty, testConfig))).toBe('address');
  });

  it('asks a private customer for no firm name and a billing address only when wanted', () => {
    expect(draftErrors(complete, testConfig)).toEqual({});
    expect(Object.keys(draftErrors({ ...complete, separateBilling: true }, testConfig))).toEqual(expect.arrayContaining(['billingAddress.street']));
    expect(Object.keys(draftErrors({ ...complete, customerType: 'FI' }, testConfig))).toEqual(['firmname']);
    expect(draftErrors({ ...complete, captcha: 'abc' }, testConfig).captcha?.key).toBe('errorInfo.captcha');
  });
});

describe('registrationBody', () => {
  it('is the contract’s body with the currency of the country', () => {
    const body = registrationBody(complete, ids, testConfig);
    expect(body).toMatchObject({ captchaId: 'k1', captcha: 'ab3K', userId: 'u1', firmname: null, billingAddress: null, currencies: ['CHF'], acceptTerms: true });
    expect(body.contact).toMatchObject({ mail: 'peter@example.ch', zipCode: '3000', canton: 'ZH' });
    expect(registrationBody({ ...complete, customerType: 'FI', firmname: ' Muster AG ' }, ids, testConfig).firmname).toBe('Muster AG');
  });
});

describe('refusalErrors', () => {
  const refusal = (code: string, field?: string) => ({ isClientError: true, code, message: 'm', ...(field ? { field } : {}) });

  it('places captcha and mail refusals at their fields, validation at the server’s field', () => {
    expect(refusalErrors(refusal('CAPTCHA_WRONG'))).toEqual({ captcha: { key: 'codes.CAPTCHA_WRONG', params: { message: 'm' } } });
    expect(refusalErrors(refusal('ALREADY_REGISTERED'))?.['contact.mail']?.key).toBe('codes.ALREADY_REGISTERED');
    expect(refusalErrors(refusal('VALIDATION_ERROR', 'contact.zipCode'))?.['contact.zipCode']?.key).toBe('errorInfo.invalid');
  });

  it('leaves the others to a toast', () => {
    expect(refusalErrors(refusal('ERR_BAD_REQUEST'))).toBeNull();
    expect(refusalErrors(refusal('TOO_MANY_REQUESTS'))).toBeNull();
  });
});
