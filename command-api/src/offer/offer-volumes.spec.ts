import { acceptedForecastVolumes, forecastProblem, pricingVolume, requestVolumes, type PointForecast } from './offer-volumes.ts';

const offer = { offerId: '500001', direction: 'BOTH' as const, deliveryYears: [2028, 2029], actualYearSupplyStart: null };
const cons = (code: string, accepted: PointForecast['accepted'], hasForecast = true): PointForecast => ({ code, direction: 'CONS', hasForecast, accepted });
const prod: PointForecast = { code: 'P1', direction: 'PROD', hasForecast: true, accepted: [{ year: 2028, kwh: '5000.5' }, { year: 2029, kwh: '5100' }] };
const years = (a: string, b: string) => [{ year: 2028, kwh: a }, { year: 2029, kwh: b }];

describe('offer volumes', () => {
  it('sums the accepted forecasts per year and direction', () => {
    expect(acceptedForecastVolumes(offer, [cons('C1', years('100000', '101000')), cons('C2', years('0.25', '1')), prod])).toEqual([
      { year: 2028, direction: 'CONS', kwh: '100000.250' },
      { year: 2028, direction: 'PROD', kwh: '5000.500' },
      { year: 2029, direction: 'CONS', kwh: '101001.000' },
      { year: 2029, direction: 'PROD', kwh: '5100.000' },
    ]);
  });

  it('gives a first year that starts later its share of days, at request and at release alike', () => {
    // 1 July to 31 December 2028: 184 of 366 days.
    const later = { ...offer, direction: 'CONS' as const, actualYearSupplyStart: '2028-07-01' };
    expect(requestVolumes(later, [{ direction: 'CONS', yearlyQuantityKwh: '366000' }])).toEqual([{ year: 2028, direction: 'CONS', kwh: '184000.000' }, { year: 2029, direction: 'CONS', kwh: '366000.000' }]);
    expect(acceptedForecastVolumes(later, [cons('C1', years('366000', '365000'))])).toEqual([{ year: 2028, direction: 'CONS', kwh: '184000.000' }, { year: 2029, direction: 'CONS', kwh: '365000.000' }]);
  });

  it('prices a year at the accepted forecasts where the points have one, else at the request\'s volume', () => {
    const request = [{ year: 2028, direction: 'CONS' as const, kwh: '240000.000' }, { year: 2029, direction: 'CONS' as const, kwh: '240000.000' }];
    const points = [cons('C1', [{ year: 2028, kwh: '118000' }]), cons('C2', [{ year: 2028, kwh: '117000' }])];
    expect(pricingVolume(offer, request, points, 2028, 'CONS')).toBe('235000.000');
    expect(pricingVolume(offer, request, points, 2029, 'CONS')).toBe('240000.000');
  });

  it('names the first point without a forecast, or with one not accepted or short of a year', () => {
    expect(forecastProblem(offer, [cons('C1', years('1', '1')), prod])).toBeNull();
    expect(forecastProblem(offer, [cons('C1', years('1', '1')), cons('C2', null, false)])).toMatchObject({ code: 'NO_FUTURE_PROFILE', details: { code: 'C2' } });
    expect(forecastProblem(offer, [cons('C1', null)])).toMatchObject({ code: 'OFFER_FUTURE_PROFILE_NOT_SET', details: { code: 'C1', year: 2028 } });
    expect(forecastProblem(offer, [cons('C1', [{ year: 2028, kwh: '1' }])])).toMatchObject({ code: 'OFFER_FUTURE_PROFILE_NOT_SET', details: { year: 2029 } });
  });
});
