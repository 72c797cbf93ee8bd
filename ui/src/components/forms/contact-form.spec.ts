import { billingAddressErrors, billingAddressPayload, contactErrors, contactFromApi, contactPayload, emptyBillingAddress, emptyContact, phonePrefixesOf, type ContactValue } from './contact-form.ts';
import { testConfig } from './form-fixtures.ts';

const valid: ContactValue = {
  ...emptyContact(),
  sex: 'MS',
  prename: 'Anna',
  name: 'Müller-Lüdenscheidt',
  mail: 'anna@example.ch',
  phoneprefix: '+41',
  phone: '44 123 45 67',
  street: 'Bahnhofstrasse',
  streetNr: '12a',
  zipCode: '8001',
  place: 'Zürich',
  country: 'CH',
  canton: 'ZH',
};
const keys = (errors: object) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, (v as { key: string }).key]));

describe('contactErrors', () => {
  it('accepts a complete Swiss contact', () => {
    expect(contactErrors(valid, testConfig)).toEqual({});
  });

  it('asks for every required field of an empty contact', () => {
    const found = keys(contactErrors(emptyContact(), testConfig));
    for (const field of ['sex', 'prename', 'name', 'mail', 'phoneprefix', 'phone', 'street', 'streetNr', 'zipCode', 'place', 'country']) {
      expect([field, found[field]]).toEqual([field, 'errorInfo.required']);
    }
    expect(found.postbox).toBeUndefined();
    expect(found.website).toBeUndefined();
  });

  it('checks the zip code against the chosen country’s pattern', () => {
    expect(contactErrors({ ...valid, zipCode: '80331' }, testConfig).zipCode).toEqual({ key: 'errorInfo.zipCodeOfCountry', params: { zipCode: '80331', country: 'CH' } });
    expect(contactErrors({ ...valid, country: 'DE', canton: 'BY', zipCode: '80331' }, testConfig).zipCode).toBeUndefined();
  });

  it('checks the phone length of the prefix', () => {
    expect(contactErrors({ ...valid, phone: '44 123' }, testConfig).phone?.key).toBe('errorInfo.phoneLength');
    expect(contactErrors({ ...valid, phone: '44-123' }, testConfig).phone?.key).toBe('errorInfo.phone');
    expect(contactErrors({ ...valid, phoneprefix: '+33' }, testConfig).phone?.key).toBe('errorInfo.phonePrefixUnknown');
  });

  it('requires a canton where the country has cantons, refuses bad text and websites', () => {
    const found = keys(contactErrors({ ...valid, canton: '', name: 'Robert<script>', website: 'www.x.ch' }, testConfig));
    expect(found).toEqual({ canton: 'errorInfo.required', name: 'errorInfo.text', website: 'errorInfo.website' });
  });
});

describe('payloads', () => {
  it('trims and leaves out empty optional fields', () => {
    const payload = contactPayload({ ...valid, mail: ' anna@example.ch ', postbox: ' ' });
    expect(payload).toEqual({
      sex: 'MS', prename: 'Anna', name: 'Müller-Lüdenscheidt', mail: 'anna@example.ch', phoneprefix: '+41', phone: '44 123 45 67', language: 'de',
      street: 'Bahnhofstrasse', streetNr: '12a', zipCode: '8001', place: 'Zürich', country: 'CH', canton: 'ZH',
    });
  });

  it('round-trips an API contact', () => {
    expect(contactFromApi(contactPayload(valid))).toEqual(valid);
  });

  it('checks and builds a billing address with optional names', () => {
    const address = { ...emptyBillingAddress(), firmname: 'Muster AG', street: 'Weg', streetNr: '1', zipCode: '10115', place: 'Berlin', country: 'DE' as const };
    expect(billingAddressErrors(address, testConfig)).toEqual({});
    expect(billingAddressPayload(address)).toEqual({ firmname: 'Muster AG', street: 'Weg', streetNr: '1', zipCode: '10115', place: 'Berlin', country: 'DE' });
    expect(keys(billingAddressErrors({ ...address, zipCode: '8001' }, testConfig))).toEqual({ zipCode: 'errorInfo.zipCodeOfCountry' });
  });
});

it('offers the chosen country’s phone prefix first', () => {
  expect(phonePrefixesOf(testConfig, 'DE')).toEqual(['+49', '+41']);
});
