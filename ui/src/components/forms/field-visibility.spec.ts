import { fieldNameOf, firstInvalidName, shownErrors } from './field-visibility.ts';

const message = (key: string) => ({ key, params: {} });
const own = { 'contact.mail': message('errorInfo.invalidMail'), 'contact.zipCode': message('errorInfo.required') };

describe('shownErrors: a field is checked when the user leaves it', () => {
  it('shows nothing of an untouched form before the user tries to send', () => {
    expect(shownErrors({ own, api: {}, tried: false, touched: new Set() })).toEqual({});
  });

  it('shows the error of a field the user left, and only that one', () => {
    expect(shownErrors({ own, api: {}, tried: false, touched: new Set(['contact.mail', 'contact.place']) })).toEqual({ 'contact.mail': own['contact.mail'] });
  });

  it('shows every own error once the user tried to send', () => {
    expect(shownErrors({ own, api: {}, tried: true, touched: new Set() })).toEqual(own);
  });

  it("puts the API's refusal of a field before the field's own finding", () => {
    const api = { 'contact.mail': message('codes.ALREADY_REGISTERED') };
    expect(shownErrors({ own, api, tried: true, touched: new Set() })).toEqual({ ...own, ...api });
  });
});

describe('firstInvalidName: the field to bring into view', () => {
  const names = ['customerType', 'firmname', 'contact.mail', 'contact.zipCode', 'contact.canton'];

  it('is the first field in the order of the form, not of the errors', () => {
    expect(firstInvalidName(names, { 'contact.zipCode': message('a'), 'contact.mail': message('b') })).toBe('contact.mail');
  });

  it('finds the first control inside a refused group', () => {
    expect(firstInvalidName(names, { contact: message('a') })).toBe('contact.mail');
  });

  it('is null when no control has an error', () => {
    expect(firstInvalidName(names, { captcha: message('a') })).toBeNull();
    expect(firstInvalidName(names, {})).toBeNull();
  });

  it('does not take a field whose name only starts like the error path', () => {
    expect(firstInvalidName(['contactPerson', 'contact.mail'], { contact: message('a') })).toBe('contact.mail');
  });
});

describe('fieldNameOf', () => {
  it('is the form path of a named control, null for others', () => {
    expect(fieldNameOf({ name: 'contact.mail' } as unknown as EventTarget)).toBe('contact.mail');
    expect(fieldNameOf({ name: '' } as unknown as EventTarget)).toBeNull();
    expect(fieldNameOf({} as EventTarget)).toBeNull();
    expect(fieldNameOf(null)).toBeNull();
  });
});
