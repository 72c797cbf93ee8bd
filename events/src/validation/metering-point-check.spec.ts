import { defaultPlatformConfig as config } from '../platform-config/default-config.ts';
import { checkMeteringPoint, checkXCode, kindOf, meteringPointProblems } from './metering-point-check.ts';

const keys = (check: { problems: { key?: string }[] }) => check.problems.map((p) => p.key);
const de = { country: 'DE', state: 'BY', marketArea: 'DE-TENNET', direction: 'CONS' };
const ch = { country: 'CH', state: 'ZH', marketArea: 'CH', direction: 'CONS' };

describe('metering point check', () => {
  // 41373559241: the worked example of DOMAIN.md (BDEW "Identifikatoren in der Marktkommunikation"); 51238696781: the MaLo fixture of BO4E-python's validator.
  it.each(['41373559241', '51238696781'])('given the published MaLo-ID %s, when checked, then it is valid', (code) => {
    expect(checkMeteringPoint(config, { code, ...de })).toEqual({ valid: true, kind: 'MALO', problems: [] });
  });

  it.each(['41373559242', '41373559240', '51238696788', '14373559241'])('given %s (one digit wrong or swapped), then the check digit rule refuses it', (code) => {
    expect(keys(checkMeteringPoint(config, { code, ...de }))).toEqual(['errorInfo.meteringPointCheckDigit']);
  });

  it('given a MaLo-ID of 10 digits or one starting with 0, then both the rule pattern and the length rule say so', () => {
    expect(keys(checkMeteringPoint(config, { code: '4137355924', ...de }))).toEqual(['errorInfo.meteringPoint', 'errorInfo.meteringPointMaloLength']);
    expect(keys(checkMeteringPoint(config, { code: '01373559241', ...de }))).toContain('errorInfo.meteringPointMaloLength');
  });

  it('given the published MeLo DE00056266802AO6G56M11SN51G21M24S, then it is a valid MELO; cut or in lower case it is not', () => {
    expect(checkMeteringPoint(config, { code: 'DE00056266802AO6G56M11SN51G21M24S', ...de })).toEqual({ valid: true, kind: 'MELO', problems: [] });
    const short = checkMeteringPoint(config, { code: 'DE00056266802AO6G56M11SN51G21M24', ...de });
    expect(short).toMatchObject({ valid: false, kind: 'MELO' });
    expect(keys(short)).toEqual(['errorInfo.meteringPoint', 'errorInfo.meteringPointStructure']);
    expect(checkMeteringPoint(config, { code: 'DE0005626680XAO6G56M11SN51G21M24S', ...de }).valid).toBe(false);
  });

  it('given a Swiss point, then it is CH; in a German market area it is refused by the country rule', () => {
    expect(checkMeteringPoint(config, { code: 'CH1012345012340000000000000012345', ...ch })).toEqual({ valid: true, kind: 'CH', problems: [] });
    const german = checkMeteringPoint(config, { code: 'CH1012345012340000000000000012345', ...de });
    expect(keys(german)).toEqual(['errorInfo.meteringPoint']);
    expect(german.problems[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'code', message: expect.stringContaining('DE-TENNET') });
  });

  it('given the template placeholder ending in TEST, then only the placeholder rule answers', () => {
    expect(keys(checkMeteringPoint(config, { code: 'DE0005626680200000000000000000TEST', ...de }))).toEqual(['errorInfo.meteringPointPlaceholder']);
  });

  it('given an unknown or inactive state, a market area of another country, an unknown direction, then each names its field', () => {
    expect(checkMeteringPoint(config, { code: '41373559241', ...de, state: 'ZH' }).problems).toEqual([
      { code: 'VALIDATION_ERROR', field: 'state', message: 'ZH is not a canton or state of DE', key: 'errorInfo.countryState' },
    ]);
    const perState = {
      ...config,
      countriesMarketareasRules: config.countriesMarketareasRules.map((r) => (r.marketArea === 'CH' ? { ...r, state: 'ZH' } : r)),
    };
    expect(keys(checkMeteringPoint(perState, { code: 'CH1012345012340000000000000012345', ...ch }))).toEqual([]);
    expect(keys(checkMeteringPoint(perState, { code: 'CH1012345012340000000000000012345', ...ch, state: 'BE' }))).toEqual(['errorInfo.meteringPointState', 'errorInfo.meteringPoint']);
    expect(keys(checkMeteringPoint(config, { code: '41373559241', ...de, marketArea: 'CH' }))).toEqual(['errorInfo.meteringPoint']);
    expect(keys(checkMeteringPoint(config, { code: '41373559241', ...de, marketArea: 'NOPE' }))).toEqual(['errorInfo.marketArea', 'errorInfo.meteringPoint']);
    expect(keys(checkMeteringPoint(config, { code: '41373559241', ...de, direction: 'BOTH' }))).toEqual(['errorInfo.meteringPointType']);
  });

  it('given only a code, then the active market areas of every country are tried', () => {
    expect(checkMeteringPoint(config, { code: '41373559241' }).valid).toBe(true);
    expect(checkMeteringPoint(config, { code: 'CH1012345012340000000000000012345' }).valid).toBe(true);
    expect(checkMeteringPoint(config, { code: 'ABC' })).toMatchObject({ valid: false, kind: 'OTHER' });
  });

  it('answers at the caller\'s field paths (a command\'s point)', () => {
    const fields = { code: 'data.points.3.code', country: 'data.points.3.address.country', state: 'data.points.3.address.countryState', marketArea: 'data.marketArea', direction: 'data.points.3.direction' };
    expect(meteringPointProblems(config, { code: '41373559242', ...de, state: 'XX' }, fields).map((p) => p.field)).toEqual(['data.points.3.address.countryState', 'data.points.3.code']);
  });

  it.each([
    ['4137355', 'MALO'],
    ['DE0005', 'MELO'],
    ['CH10', 'CH'],
    ['10YCH-SWISSGRIDZ', 'EIC'],
    ['X1', 'OTHER'],
  ])('tells the kind of %s while it is typed: %s', (code, kind) => {
    expect(kindOf(code)).toBe(kind);
  });
});

describe('X-code check', () => {
  // Published ENTSO-E X codes (parties): Swissgrid, the four German TSOs, ENTSO-E itself.
  it.each(['10XCH-SWISSGRIDC', '10XDE-RWENET---W', '10XDE-EON-NETZ-C', '10XDE-VE-TRANSMK', '10XDE-ENBW--TNGX', '10X1001A1001A450'])('given %s, then it is a valid EIC', (code) => {
    expect(checkXCode(config, code)).toEqual({ valid: true, kind: 'EIC', problems: [] });
  });

  it('given a wrong check character, then xCodeCheck', () => {
    expect(keys(checkXCode(config, '10XCH-SWISSGRIDD'))).toEqual(['errorInfo.xCodeCheck']);
  });

  // Areas (Y codes) are EICs with a valid character but no party: 10YCH-SWISSGRIDZ, DE-LU, Amprion, TenneT DE.
  it.each(['10YCH-SWISSGRIDZ', '10Y1001A1001A82H', '10YDE-RWENET---I', '10YDE-EON------1'])('given the area %s, then it is an EIC but not an X-code', (code) => {
    expect(checkXCode(config, code)).toMatchObject({ valid: false, kind: 'EIC', problems: [{ key: 'errorInfo.xCode' }] });
  });

  it('given an area code with a wrong character, then both the type and the character are named', () => {
    expect(keys(checkXCode(config, '10YCH-SWISSGRIDA'))).toEqual(['errorInfo.xCode', 'errorInfo.eicCheck']);
    expect(checkXCode(config, 'hello')).toMatchObject({ valid: false, kind: 'OTHER' });
  });
});
