/**
 * An offer or customer number as text: a whole number of up to 15 digits without a leading zero.
 * One pattern for the command and read schemas and the UI's filter and path checks, so a number
 * the form lets through is one the API accepts.
 *
 * @example isNumberId('500001') // true
 * @example isNumberId('0500001') // false
 */
export const numberIdPattern = '^[1-9][0-9]{0,14}$';

const numberId = new RegExp(numberIdPattern);

export const isNumberId = (text: string): boolean => numberId.test(text);
