import { isNumberId } from './number-ids.ts';

describe('number ids', () => {
  it.each(['1', '500001', '999999999999999'])('accepts %s', (text) => {
    expect(isNumberId(text)).toBe(true);
  });

  it.each(['', '0', '0500001', '1000000000000000', '12a', ' 12', '-1'])('refuses %p', (text) => {
    expect(isNumberId(text)).toBe(false);
  });
});
