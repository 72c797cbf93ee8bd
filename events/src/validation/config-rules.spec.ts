import { defaultPlatformConfig as config } from '../platform-config/default-config.ts';
import { countryProblem, marketAreaProblem, meteringPointProblem, phonePartsProblem, phoneProblem, xCodeProblem, zipCodeProblem } from './config-rules.ts';

const ok = null;
const chPoint = 'CH1234567890100000000000000000001';
const dePoint = 'DE00056266802AO6G56M11SN51G21M24S';

describe('rules against the platform configuration', () => {
  it.each([
    ['CH', '8001', ok],
    ['CH', '0800', 'errorInfo.zipCodeOfCountry'],
    ['CH', '80331', 'errorInfo.zipCodeOfCountry'],
    ['DE', '80331', ok],
    ['DE', '8001', 'errorInfo.zipCodeOfCountry'],
    [undefined, '8001', ok],
    [undefined, '80331', ok],
    [undefined, '123', 'errorInfo.zipCode'],
  ])('zip: given country %s and %s, when checked, then %s', (country, zip, key) => {
    expect(zipCodeProblem(config, country, zip, 'data.zipCode')?.key ?? null).toBe(key);
  });

  it('zip: given a refused zip, then the problem names field, message and params', () => {
    expect(zipCodeProblem(config, 'CH', '80331', 'data.address.zipCode')).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'data.address.zipCode',
      message: '80331 is not a zip code of CH',
      key: 'errorInfo.zipCodeOfCountry',
      params: { zipCode: '80331', country: 'CH' },
    });
  });

  it('country: given an inactive country, when checked, then it is refused', () => {
    const closed = { ...config, configCountries: config.configCountries.map((c) => ({ ...c, active: c.id !== 'CH' })) };
    expect(countryProblem(config, 'CH', 'c')).toBeNull();
    expect(countryProblem(closed, 'CH', 'c')?.message).toBe('CH is not an active country');
    expect(countryProblem(config, 'FR', 'c')?.key).toBe('errorInfo.country');
  });

  it.each([
    ['+41 44 123 45 67', ok],
    ['+41441234567', ok],
    ['+41 44 123 45', 'errorInfo.phoneLength'],
    ['+41 44 123 45 678', 'errorInfo.phoneLength'],
    ['+49 89 1234567', ok],
    ['+49 12345', 'errorInfo.phoneLength'],
    ['+33 1 23 45 67 89', 'errorInfo.phonePrefixUnknown'],
  ])('phone: given %s, when checked, then %s', (phone, key) => {
    expect(phoneProblem(config, phone, 'data.phone')?.key ?? null).toBe(key);
  });

  it('phone: given a wrong length, then the message and params name the prefix\'s bounds', () => {
    expect(phoneProblem(config, '+41 1', 'data.phone')).toMatchObject({ message: 'data.phone needs 9 digits after +41', params: { prefix: '+41', min: 9, max: 9 } });
    expect(phoneProblem(config, '+49 1', 'data.phone')?.message).toBe('data.phone needs 6 to 13 digits after +49');
    expect(phoneProblem(config, '+33 1', 'data.phone')?.message).toBe('data.phone has an unknown prefix (known: +41, +49)');
  });

  it.each([
    ['+41', '44 123 45 67', ok],
    ['+41', '44 123 45', 'errorInfo.phoneLength'],
    ['+43', '1 234 56 78', 'errorInfo.phonePrefixUnknown'],
  ])('phone in two fields: given %s and %s, when checked, then %s', (prefix, number, key) => {
    expect(phonePartsProblem(config, prefix, number, 'data.phone')?.key ?? null).toBe(key);
  });

  it.each([
    ['CH', ok],
    ['DE-AMPRION', ok],
    ['FR', 'errorInfo.marketArea'],
  ])('market area: given %s, when checked, then %s', (area, key) => {
    expect(marketAreaProblem(config, area, 'data.marketAreas.0')?.key ?? null).toBe(key);
  });

  it.each([
    ['CH', '12X-0000000001-M', true, ok],
    ['CH', '12XALPHA-ENERGIE', true, 'errorInfo.xCodeCheck'],
    ['CH', '12XALPHA-ENERGIE', false, ok],
    ['CH', '12YALPHA-ENERGIE', false, 'errorInfo.xCode'],
    ['DE', '10YCH-SWISSGRIDZ', true, 'errorInfo.xCode'],
    [undefined, '11XBETA-STROM-B5', true, ok],
  ])('X-code: given country %s and %s (check character %s), when checked, then %s', (country, code, checkCharacter, key) => {
    expect(xCodeProblem(config, country, code, 'data.xCode.balanceGroup', { checkCharacter })?.key ?? null).toBe(key);
  });

  it.each([
    [{ marketAreas: ['CH'] }, chPoint, true, ok],
    [{ marketAreas: ['CH'], country: 'CH', state: 'ZH' }, chPoint, true, ok],
    [{ marketAreas: ['CH'] }, dePoint, true, 'errorInfo.meteringPoint'],
    [{ marketAreas: ['DE-AMPRION'] }, dePoint, true, ok],
    [{ marketAreas: ['DE-AMPRION'], country: 'CH' }, dePoint, true, 'errorInfo.meteringPoint'],
    [{ marketAreas: ['DE-TENNET'] }, '41373559241', true, ok],
    [{ marketAreas: ['DE-TENNET'] }, '41373559242', true, 'errorInfo.meteringPointCheckDigit'],
    [{ marketAreas: ['DE-TENNET'] }, '41373559242', false, ok],
    [{ marketAreas: ['CH'] }, 'CH12345678901000000000000000TEST', true, 'errorInfo.meteringPointPlaceholder'],
    [{ marketAreas: ['CH'] }, 'CH123456789010000000000000000TEST', true, 'errorInfo.meteringPointPlaceholder'],
  ])('metering point: given scope %j and %s (check digit %s), when checked, then %s', (scope, code, checkDigit, key) => {
    expect(meteringPointProblem(config, scope, code, 'data.point', { checkDigit })?.key ?? null).toBe(key);
  });

  it('metering point: given a rule bound to another state, when checked in a state, then only matching rules count', () => {
    const zurichOnly = { ...config, countriesMarketareasRules: config.countriesMarketareasRules.map((r) => (r.country === 'CH' ? { ...r, state: 'ZH' } : r)) };
    expect(meteringPointProblem(zurichOnly, { marketAreas: ['CH'], state: 'ZH' }, chPoint, 'p')).toBeNull();
    expect(meteringPointProblem(zurichOnly, { marketAreas: ['CH'], state: 'BE' }, chPoint, 'p')?.message).toBe(`${chPoint} is not a metering point of CH`);
  });
});
