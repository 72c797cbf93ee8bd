import type { RuleLists } from '@/lib/config-select.ts';
import { changeUserDetailsData, emptyUserDraft, inviteUserData, passwordDraftErrors, phonePrefixesOf, type UserDraft, userDraftErrors } from './user-draft.ts';

const config = {
  configCountries: [],
  countriesMarketareasRules: [],
  marketareasAllObj: [],
  countryInfoAll: [
    { country: 'CH', currency: 'CHF', timeZone: 'Europe/Zurich', phonePrefixes: [{ phoneprefix: '+41', phonelengthMin: 9, phonelengthMax: 9 }], states: [{ id: 'ZH', name: 'Zürich' }] },
    { country: 'DE', currency: 'EUR', timeZone: 'Europe/Berlin', phonePrefixes: [{ phoneprefix: '+49', phonelengthMin: 6, phonelengthMax: 11 }, { phoneprefix: '+41', phonelengthMin: 9, phonelengthMax: 9 }], states: [{ id: 'BY', name: 'Bayern' }] },
  ],
} as unknown as RuleLists;

const valid: UserDraft = { prename: 'Anna', name: 'Müller', mail: 'anna@example.ch', sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 67', isCustomerAdmin: true };

describe('user form values', () => {
  it('accepts a complete user', () => {
    expect(userDraftErrors(valid, config)).toEqual({});
  });

  it('names every missing or wrong field with its catalogue key', () => {
    const errors = userDraftErrors({ ...emptyUserDraft, mail: 'nope', name: '<b>', phone: '12a' }, config);
    expect(errors).toEqual({
      prename: { key: 'errorInfo.required', params: {} },
      name: { key: 'errorInfo.text', params: {} },
      mail: { key: 'errorInfo.invalidMail', params: {} },
      sex: { key: 'errorInfo.required', params: {} },
      phone: { key: 'errorInfo.phone', params: {} },
    });
  });

  it('checks the number length of the chosen prefix', () => {
    expect(userDraftErrors({ ...valid, phone: '44 123' }, config).phone).toEqual({ key: 'errorInfo.phoneLength', params: { prefix: '+41', min: 9, max: 9 } });
    expect(userDraftErrors({ ...valid, phone: '44 123' }).phone).toBeUndefined();
  });

  it('sends the invitation and the change in the contract shape', () => {
    const invite = inviteUserData('u1', { salesPartnerId: 'sp', customerId: null, role: 'salesPartner' }, { ...valid, mail: ' anna@example.ch ' });
    expect(invite).toEqual({
      userId: 'u1', salesPartnerId: 'sp', customerId: null, role: 'salesPartner', isCustomerAdmin: false,
      mail: 'anna@example.ch', name: 'Müller', prename: 'Anna', sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 67',
    });
    expect(changeUserDetailsData('u1', valid)).not.toHaveProperty('mail');
    expect(changeUserDetailsData('u1', valid).isCustomerAdmin).toBe(true);
  });

  it('checks a new password and its repetition', () => {
    expect(passwordDraftErrors({ password: 'Secret-2026', passwordRepeat: 'Secret-2026' })).toEqual({});
    expect(passwordDraftErrors({ password: 'short', passwordRepeat: '' })).toEqual({
      password: { key: 'errorInfo.password', params: {} },
      passwordRepeat: { key: 'errorInfo.required', params: {} },
    });
    expect(passwordDraftErrors({ password: 'Secret-2026', passwordRepeat: 'Secret-2027' }).passwordRepeat?.key).toBe('errorInfo.passwordRepeat');
  });

  it('lists each configured phone prefix once', () => {
    expect(phonePrefixesOf(config)).toEqual(['+41', '+49']);
    expect(phonePrefixesOf(undefined)).toEqual([]);
  });
});
