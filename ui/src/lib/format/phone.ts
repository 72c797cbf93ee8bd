import { parsePhoneNumberFromString } from 'libphonenumber-js';

// One display format for phone numbers everywhere (issue 10, point 5): the international form
// of libphonenumber-js ("+41 44 123 45 67", "+49 30 1234567"), with the country's own grouping.
// A number it cannot read is shown as entered rather than hidden.

/**
 * @param prefix the country calling code as stored beside the number ("+41"), or empty when the
 *   number carries its own ("+41 44 123 45 67", a partner's contact phone)
 * @example formatPhone('+41', '441234567') // '+41 44 123 45 67'
 */
export function formatPhone(prefix: string, phone: string): string {
  const entered = `${prefix} ${phone}`.trim();
  if (entered === '') return '';
  const parsed = parsePhoneNumberFromString(prefix ? `${prefix}${phone.replace(/^0+/, '')}` : phone);
  return parsed?.isPossible() ? parsed.formatInternational() : entered;
}

export { phoneHref } from './phone-href.ts';
