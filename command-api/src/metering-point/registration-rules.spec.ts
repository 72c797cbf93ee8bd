import { defaultPlatformConfig as config, type MeteringPointInput, type RegisterMeteringPoints } from '@portal/events';
import { registrationProblems, registrationRefusal } from './registration-rules.ts';

const point = (overrides: Partial<MeteringPointInput> = {}): MeteringPointInput => ({
  code: '41373559241',
  direction: 'CONS',
  yearlyQuantityKwh: '100000',
  address: { street: 'Bahnhofstrasse', streetNr: '12a', place: 'München', zipCode: '80331', country: 'DE', countryState: 'BY' },
  ...overrides,
});
const batch = (points: MeteringPointInput[], overrides: Partial<RegisterMeteringPoints> = {}): RegisterMeteringPoints => ({
  customerId: '100001', marketArea: 'DE-TENNET', declared: 'BOTH', source: 'CSV', points, ...overrides,
});
const found = (command: RegisterMeteringPoints) => registrationProblems(config, command).problems.map((p) => [p.field, p.key]);

describe('registration rules', () => {
  it('given valid points of both directions under one code at one address, there is no problem', () => {
    expect(registrationProblems(config, batch([point(), point({ direction: 'PROD' }), point({ code: '51238696781' })]))).toEqual({ problems: [], count: 0 });
  });

  it('given an inactive or unknown market area, that alone is the problem', () => {
    expect(found(batch([point(), point()], { marketArea: 'XX' }))).toEqual([['data.marketArea', 'errorInfo.marketArea']]);
  });

  it('given a wrong check digit, a Swiss code in a German area, a TEST placeholder and a Swiss zip, each at its point', () => {
    expect(found(batch([point({ code: '41373559242' }), point({ code: 'CH1012345012340000000000000012345' }), point({ code: 'DE0005626680200000000000000000TEST' }), point({ code: '51238696781', address: { ...point().address, zipCode: '8001' } })]))).toEqual([
      ['data.points.0.code', 'errorInfo.meteringPointCheckDigit'],
      ['data.points.1.code', 'errorInfo.meteringPoint'],
      ['data.points.2.code', 'errorInfo.meteringPointPlaceholder'],
      ['data.points.3.address.zipCode', 'errorInfo.zipCodeOfCountry'],
    ]);
  });

  it('given a canton as German state, the state field is named', () => {
    expect(found(batch([point({ address: { ...point().address, countryState: 'ZH' } })]))).toEqual([['data.points.0.address.countryState', 'errorInfo.countryState']]);
  });

  it('given consumption declared, a production point is refused, and the reverse', () => {
    expect(found(batch([point(), point({ code: '51238696781', direction: 'PROD' })], { declared: 'CONS' }))).toEqual([['data.points.1.direction', 'errorInfo.meteringPointDirection']]);
    expect(found(batch([point()], { declared: 'PROD' }))).toEqual([['data.points.0.direction', 'errorInfo.meteringPointDirection']]);
  });

  it('given a code twice in one direction, the second is a duplicate; at another address in the other direction it is refused', () => {
    expect(found(batch([point(), point({ yearlyQuantityKwh: '5' })]))).toEqual([['data.points.1.code', 'errorInfo.meteringPointDuplicate']]);
    expect(found(batch([point(), point({ direction: 'PROD', address: { ...point().address, place: 'Augsburg' } })]))).toEqual([['data.points.1.address.street', 'errorInfo.meteringPointAddress']]);
  });

  it('given a delivery ending before it starts, deliveryTo is named', () => {
    expect(found(batch([point({ deliveryFrom: '2026-02-01', deliveryTo: '2026-01-01' })]))).toEqual([['data.points.0.deliveryTo', 'errorInfo.deliveryPeriod']]);
  });

  it('given declared totals, the yearly sums per direction must lie within 5 % of them', () => {
    const points = [point({ yearlyQuantityKwh: '60000' }), point({ code: '51238696781', yearlyQuantityKwh: '45000.5' }), point({ direction: 'PROD', yearlyQuantityKwh: '20000' })];
    // consumption 105000.5: 100000 declared allows up to 105000
    expect(found(batch(points, { declaredTotals: { consKwh: '100000' } }))).toEqual([['data.declaredTotals.consKwh', 'errorInfo.declaredTotals']]);
    expect(found(batch(points, { declaredTotals: { consKwh: '100000.5', prodKwh: '21000' } }))).toEqual([]);
    expect(found(batch(points, { declaredTotals: { prodKwh: '21053' } }))).toEqual([['data.declaredTotals.prodKwh', 'errorInfo.declaredTotals']]);
  });

  it('lists at most a hundred problems, counts them all, and refuses with the first field', () => {
    const points = Array.from({ length: 150 }, () => point({ code: '41373559242' }));
    const problems = registrationProblems(config, batch(points));
    expect(problems.problems).toHaveLength(100);
    expect(problems.count).toBe(150 + 149);
    const refusal = registrationRefusal(problems);
    expect(refusal).toMatchObject({ code: 'VALIDATION_ERROR', status: 400, field: 'data.points.0.code', details: { problemCount: 299 } });
    expect(refusal?.message).toContain('and 298 more');
    expect(registrationRefusal({ problems: [], count: 0 })).toBeNull();
  });
});
