import { formatPhone, phoneHref } from './phone.ts';

describe('phone numbers', () => {
  it('show every stored form of one number the same way', () => {
    expect(formatPhone('+41', '441234567')).toBe('+41 44 123 45 67');
    expect(formatPhone('+41', '44 123 45 67')).toBe('+41 44 123 45 67');
    expect(formatPhone('+41', '044 123 45 67')).toBe('+41 44 123 45 67');
    expect(formatPhone('', '+41441234567')).toBe('+41 44 123 45 67');
  });

  it('group German numbers as Germany does', () => {
    expect(formatPhone('+49', '30 1234567')).toBe('+49 30 1234567');
  });

  it('keep what it cannot read as it was entered', () => {
    expect(formatPhone('+41', '12')).toBe('+41 12');
    expect(formatPhone('', 'ask reception')).toBe('ask reception');
    expect(formatPhone('', '')).toBe('');
  });

  it('link digits only', () => {
    expect(phoneHref('+41 44 123 45 67')).toBe('tel:+41441234567');
  });
});
