import { eicCheckCharacter, isValidEic, isValidMalo, maloCheckDigit } from './identifiers.ts';

describe('EIC check character (DOMAIN.md)', () => {
  it.each([
    ['10YCH-SWISSGRIDZ', 'Swissgrid control area'],
    ['10YDE-VE-------2', '50Hertz'],
    ['10YDE-RWENET---I', 'Amprion'],
    ['10YDE-EON------1', 'TenneT'],
    ['10YDE-ENBW-----N', 'TransnetBW'],
  ])('given %s (%s), when checked, then it is valid', (code) => {
    expect(isValidEic(code)).toBe(true);
  });

  it.each([
    ['10YCH-SWISSGRIDY', 'wrong check character'],
    ['10YCH-SWISSGRID-', 'a dash as check character'],
    ['10YCH-SWISSGRID', 'only 15 characters'],
    ['10YCH-SWISSGRIDZZ', '17 characters'],
    ['10ych-swissgridz', 'lower case'],
    ['12XALPHA-ENERGIE', 'a made-up code'],
  ])('given %s (%s), when checked, then it is refused', (code) => {
    expect(isValidEic(code)).toBe(false);
  });

  it('given the first 15 characters of the Swissgrid code, when the check is computed, then it is Z', () => {
    expect(eicCheckCharacter('10YCH-SWISSGRID')).toBe('Z');
  });

  it('given a character outside 0-9A-Z-, when the check is computed, then there is none', () => {
    expect(eicCheckCharacter('10YCH_SWISSGRID')).toBeNull();
  });
});

describe('German market location ID check digit (DOMAIN.md)', () => {
  it('given the worked example 4137355924, when the check digit is computed, then it is 1', () => {
    expect(maloCheckDigit('4137355924')).toBe(1);
  });

  it('given a sum that is a multiple of ten, when the check digit is computed, then it is 0 (not 10)', () => {
    // 1000000009: odd 1, even 9 * 2 = 18, total 19 -> 1; 1000000090: odd 1 + 9, even 0 -> total 10 -> 0.
    expect(maloCheckDigit('1000000090')).toBe(0);
    expect(maloCheckDigit('1000000009')).toBe(1);
  });

  it.each([['41373559241'], ['10000000900']])('given %s, when checked, then it is valid', (code) => {
    expect(isValidMalo(code)).toBe(true);
  });

  it.each([
    ['41373559242', 'wrong check digit'],
    ['41373559248', 'the Luhn digit'],
    ['01373559241', 'leading zero'],
    ['4137355924', '10 digits'],
    ['4137355924A', 'a letter'],
  ])('given %s (%s), when checked, then it is refused', (code) => {
    expect(isValidMalo(code)).toBe(false);
  });
});
