import { passwordRepeatProblem, zipCodeProblem } from '@portal/events/validation';
import { apiFieldErrors, errorsUnder, formPath, mergeFieldErrors, ruleFieldErrors } from './field-errors.ts';
import { testConfig } from './form-fixtures.ts';

const refusal = (code: string, field?: string) => ({ isClientError: true, code, message: 'server text', ...(field ? { field } : {}) });

describe('formPath', () => {
  it.each([
    ['data.contact.zipCode', 'contact.zipCode'],
    ['contact.zipCode', 'contact.zipCode'],
    ['captcha', 'captcha'],
    ['(root)', null],
    ['(body)', null],
    [undefined, null],
  ])('%s -> %s', (field, path) => expect(formPath(field)).toBe(path));
});

describe('apiFieldErrors', () => {
  it('gives a validation refusal at its field the generic text and keeps the server text as a param', () => {
    expect(apiFieldErrors(refusal('VALIDATION_ERROR', 'data.contact.zipCode'))).toEqual({
      'contact.zipCode': { key: 'errorInfo.invalid', params: { message: 'server text' } },
    });
  });

  it('uses the catalogue text of other codes', () => {
    expect(apiFieldErrors(refusal('CAPTCHA_WRONG', 'captcha'))).toEqual({ captcha: { key: 'codes.CAPTCHA_WRONG', params: { message: 'server text' } } });
  });

  it('knows the keys of the contract', () => {
    expect(apiFieldErrors(refusal('VALIDATION_ERROR', 'data.actingPassword'))?.actingPassword?.key).toBe('errorInfo.wrongPassword');
    expect(apiFieldErrors(refusal('STATE_ERROR', 'data.salesPartnerId'))?.salesPartnerId?.key).toBe('errorInfo.deleteRefusedOffers');
  });

  it('lets the caller decide what an ambiguous refusal means', () => {
    const errors = apiFieldErrors(refusal('STATE_ERROR', 'data.customerId'), { 'STATE_ERROR@customerId': 'errorInfo.maxUsers' });
    expect(errors?.customerId?.key).toBe('errorInfo.maxUsers');
  });

  it('is null for a refusal without a field (a toast then)', () => {
    expect(apiFieldErrors(refusal('LINK_EXPIRED'))).toBeNull();
    expect(apiFieldErrors(refusal('VALIDATION_ERROR', '(body)'))).toBeNull();
  });
});

describe('ruleFieldErrors', () => {
  it('places the shared rules’ problems with their key and params, first one per field', () => {
    const errors = ruleFieldErrors(
      [zipCodeProblem(testConfig, 'CH', '80331', 'zipCode'), null, zipCodeProblem(testConfig, undefined, 'x', 'zipCode'), passwordRepeatProblem('a', 'b', 'passwordRepeat')],
      'contact',
    );
    expect(errors).toEqual({
      'contact.zipCode': { key: 'errorInfo.zipCodeOfCountry', params: { zipCode: '80331', country: 'CH' } },
      'contact.passwordRepeat': { key: 'errorInfo.passwordRepeat', params: {} },
    });
  });

  it('reads an API-style field of a rule run with data. paths', () => {
    expect(Object.keys(ruleFieldErrors([zipCodeProblem(testConfig, 'DE', '1', 'data.contact.zipCode')]))).toEqual(['contact.zipCode']);
  });
});

describe('merging and sub-forms', () => {
  const m = (key: string) => ({ key, params: {} });

  it('keeps the first source’s message of a field', () => {
    expect(mergeFieldErrors({ a: m('first') }, null, { a: m('second'), b: m('b') })).toEqual({ a: m('first'), b: m('b') });
  });

  it('gives a sub-form its own fields only, relative to it', () => {
    expect(errorsUnder({ 'contact.zipCode': m('z'), 'contactX.a': m('x'), firmname: m('f') }, 'contact')).toEqual({ zipCode: m('z') });
  });
});
