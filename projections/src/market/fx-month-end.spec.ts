import { Decimal } from '@portal/events/units';
import { convertAmount, lastDayOfMonth, minorUnit, monthEndFxRate, monthEndRate, type FxRateReader } from './fx-month-end.ts';

/** The rates table as the month-end rule reads it: values per series and publication day. */
function ratesReader(rows: Record<string, Record<string, number>>): FxRateReader & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    asked,
    async lastCommonDay(seriesIds, month) {
      asked.push([...seriesIds]);
      const days = Object.keys(rows[seriesIds[0] ?? ''] ?? {})
        .filter((day) => day.startsWith(`${month}-`) && seriesIds.every((id) => rows[id]?.[day] !== undefined))
        .sort();
      const day = days.at(-1);
      return day ? { day, values: seriesIds.map((id) => rows[id]?.[day] ?? NaN) } : null;
    },
  };
}

// ECB fixings around Easter 2024 (Good Friday 29 March, Easter Monday 1 April) and the turn of 2023.
const ecb = {
  'FX:ECB:EUR-USD': { '2024-03-26': 1.0852, '2024-03-27': 1.0823, '2024-03-28': 1.0811, '2024-04-02': 1.0767, '2023-12-28': 1.1114, '2023-12-29': 1.105, '2024-01-02': 1.0956 },
  'FX:ECB:EUR-CHF': { '2024-03-27': 0.9807, '2024-03-28': 0.9766, '2024-04-02': 0.9795, '2023-12-29': 0.926 },
  'FX:ECB:EUR-JPY': { '2024-03-27': 164.29, '2024-03-28': 163.45, '2023-12-29': 156.33 },
  // A currency without a rate on the month's last fixing (N/A in the file): the cross rate takes the last day both have.
  'FX:ECB:EUR-ISK': { '2024-03-27': 149.7 },
};
const snb = { 'FX:SNB:EUR-CHF': { '2024-03-31': 0.9737 }, 'FX:SNB:USD-CHF': { '2024-03-31': 0.9013 } };

describe('monthEndRate', () => {
  describe('given ECB fixings only', () => {
    const reader = ratesReader(ecb);

    it.each([
      ['EUR', 'USD', '2024-03', { rate: '1.0811', date: '2024-03-28', source: 'ECB' }],
      ['EUR', 'USD', '2023-12', { rate: '1.105', date: '2023-12-29', source: 'ECB' }],
      ['EUR', 'JPY', '2024-03', { rate: '163.45', date: '2024-03-28', source: 'ECB' }],
    ])('takes %s->%s of %s from the last fixing of the month, not from its last calendar day', async (from, to, month, answer) => {
      expect(await monthEndRate(reader, { from, to, month })).toEqual(answer);
    });

    it('inverts a rate into EUR (1 / rate, 6 significant digits)', async () => {
      expect(await monthEndRate(reader, { from: 'USD', to: 'EUR', month: '2024-03' })).toEqual({ rate: '0.924984', date: '2024-03-28', source: 'ECB' });
      expect(await monthEndRate(reader, { from: 'JPY', to: 'EUR', month: '2024-03' })).toEqual({ rate: '0.00611808', date: '2024-03-28', source: 'ECB' });
    });

    it('crosses two currencies over EUR on one fixing day: rate(to) / rate(from)', async () => {
      // 163.45 / 1.0811 = 151.1886...
      expect(await monthEndRate(reader, { from: 'USD', to: 'JPY', month: '2024-03' })).toEqual({ rate: '151.189', date: '2024-03-28', source: 'ECB' });
      // 149.70 / 1.0823 on the 27th, the last day with both
      expect(await monthEndRate(reader, { from: 'USD', to: 'ISK', month: '2024-03' })).toEqual({ rate: '138.317', date: '2024-03-27', source: 'ECB' });
    });

    it('takes CHF from the ECB when the SNB has no month-end rate for the month', async () => {
      expect(await monthEndRate(reader, { from: 'EUR', to: 'CHF', month: '2024-03' })).toEqual({ rate: '0.9766', date: '2024-03-28', source: 'ECB' });
      expect(await monthEndRate(reader, { from: 'USD', to: 'CHF', month: '2023-12' })).toEqual({ rate: '0.838009', date: '2023-12-29', source: 'ECB' });
    });

    it('answers null for a month without a fixing, and 1 for the same currency', async () => {
      expect(await monthEndRate(reader, { from: 'EUR', to: 'USD', month: '2024-05' })).toBeNull();
      expect(await monthEndRate(reader, { from: 'USD', to: 'JPY', month: '2024-04' })).toBeNull();
      expect(await monthEndRate(reader, { from: 'EUR', to: 'GBP', month: '2024-03' })).toBeNull();
      expect(await monthEndRate(reader, { from: 'CHF', to: 'CHF', month: '2024-02' })).toEqual({ rate: '1', date: '2024-02-29', source: 'ECB' });
    });
  });

  describe('given SNB month-end rates beside the ECB fixings', () => {
    const reader = ratesReader({ ...ecb, ...snb });

    it('prefers the SNB for a pair with CHF, direct and inverse', async () => {
      expect(await monthEndRate(reader, { from: 'EUR', to: 'CHF', month: '2024-03' })).toEqual({ rate: '0.9737', date: '2024-03-31', source: 'SNB' });
      expect(await monthEndRate(reader, { from: 'CHF', to: 'USD', month: '2024-03' })).toEqual({ rate: '1.10951', date: '2024-03-31', source: 'SNB' });
      expect(reader.asked.at(-1)).toEqual(['FX:SNB:USD-CHF']);
    });

    it('keeps the ECB for pairs without CHF and for months the SNB has not published', async () => {
      expect(await monthEndRate(reader, { from: 'EUR', to: 'USD', month: '2024-03' })).toMatchObject({ source: 'ECB', date: '2024-03-28' });
      expect(await monthEndRate(reader, { from: 'EUR', to: 'CHF', month: '2023-12' })).toEqual({ rate: '0.926', date: '2023-12-29', source: 'ECB' });
    });
  });
});

describe('convertAmount', () => {
  const reader = ratesReader({ ...ecb, ...snb, 'FX:ECB:EUR-XYZ': { '2024-03-28': 2 } });
  const convert = async (amount: string, from: string, to: string, month = '2024-03') => {
    const rate = await monthEndFxRate(reader, { from, to, month });
    if (!rate) throw new Error('no rate');
    return convertAmount(new Decimal(amount), rate, to);
  };

  it.each([
    ['100', 'EUR', 'USD', '108.11'],
    ['1', 'EUR', 'JPY', '163'],
    ['1.5', 'EUR', 'JPY', '245'],
    ['0.0025', 'XYZ', 'EUR', '0.00'],
    ['0.01', 'XYZ', 'EUR', '0.01'],
    ['0.005', 'EUR', 'XYZ', '0.01'],
    ['2.0025', 'EUR', 'XYZ', '4.01'],
    ['-2.0025', 'EUR', 'XYZ', '-4.01'],
    ['-0.0024', 'EUR', 'XYZ', '0.00'],
    ['12.345', 'EUR', 'EUR', '12.35'],
    ['-12.345', 'CHF', 'CHF', '-12.35'],
    ['1000000000000000', 'EUR', 'CHF', '973700000000000.00'],
  ])('converts %s %s to %s as %s (half up, away from zero at the half)', async (amount, from, to, converted) => {
    expect(await convert(amount, from, to)).toBe(converted);
  });

  it('divides by the published rate instead of multiplying by a rounded inverse', async () => {
    // 1,000,000 / 1.0811 = 924,983.8127...; times the rounded inverse 0.924984 it would be 924,984.00.
    expect(await convert('1000000', 'USD', 'EUR')).toBe('924983.81');
    // 1,000,000 / 0.9013 (SNB, CHF per USD) = 1,109,508.4877...
    expect(await convert('1000000', 'CHF', 'USD')).toBe('1109508.49');
  });
});

describe('lastDayOfMonth and minorUnit', () => {
  it.each([['2024-02', '2024-02-29'], ['2023-02', '2023-02-28'], ['2024-12', '2024-12-31'], ['2024-04', '2024-04-30']])('%s ends on %s', (month, day) => {
    expect(lastDayOfMonth(month)).toBe(day);
  });
  it.each([['CHF', 2], ['EUR', 2], ['JPY', 0], ['KWD', 3]])('%s has %i decimals', (currency, digits) => {
    expect(minorUnit(currency)).toBe(digits);
  });
});
