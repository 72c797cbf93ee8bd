import {
  Decimal,
  formatDate,
  formatDateTime,
  formatEnergy,
  formatKind,
  formatNumber,
  formatPrice,
  formatTimestamp,
  formatValue,
  GROUP_SEPARATOR,
  kwhToMwh,
  kwQuarterHourToKwh,
  mwhToKwh,
  parseDate,
  parseNumber,
  pricePerMwhToHundredthsPerKwh,
  hundredthsPerKwhToPricePerMwh,
  isoToZurichInput,
  round,
  toHundredths,
  zurichInputToIso,
} from './index.ts';

describe('number format (de-CH)', () => {
  it('groups thousands with the apostrophe that Intl de-CH uses', () => {
    const group = new Intl.NumberFormat('de-CH').formatToParts(1234567).find((p) => p.type === 'group')?.value;
    expect(group).toBe(GROUP_SEPARATOR);
    expect(formatNumber(1234567.891, 2)).toBe("1'234'567.89");
    expect(formatNumber(-1234.5, 2)).toBe("-1'234.50");
    expect(formatNumber(999, 0)).toBe('999');
  });

  it('agrees with Intl de-CH for ordinary doubles', () => {
    for (const value of [0, 1, 12.5, 1000, 98765.4321, -45678.9]) {
      const intl = new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
      expect(formatNumber(value, 2)).toBe(intl);
    }
  });

  it('keeps every digit of values beyond a double', () => {
    expect(formatNumber('12345678901234567.891', 2)).toBe("12'345'678'901'234'567.89");
  });

  it('rounds half up, also for negatives and binary-unfriendly values', () => {
    expect(formatNumber(2.5, 0)).toBe('3');
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(-2.5, 0)).toBe('-3');
    expect(formatNumber(-0.001, 2)).toBe('0.00');
    expect(round('1234.5', -2).toString()).toBe('1200');
    expect(round('1250', -2).toString()).toBe('1300');
  });

  it('refuses rounding beyond ±6 digits', () => {
    expect(() => round(1, 7)).toThrow(RangeError);
    expect(() => round(1, -7)).toThrow(RangeError);
  });

  it('uses the default decimals per kind: graph 3, price 4, volume 0, value 2', () => {
    expect(formatKind('1234.56789', 'graph')).toBe("1'234.568");
    expect(formatKind('8.51235', 'price')).toBe('8.5124');
    expect(formatKind('1234.5', 'volume')).toBe("1'235");
    expect(formatKind('1234.555', 'value')).toBe("1'234.56");
  });

  it('computes with precision 20', () => {
    expect(new Decimal(1).div(3).toString()).toBe('0.33333333333333333333');
  });

  it('parses Swiss input', () => {
    expect(parseNumber("1'234.5")).toBe('1234.5');
    expect(parseNumber('1’234,5')).toBe('1234.5');
    expect(parseNumber('12a')).toBeNull();
  });
});

describe('dates (dd.mm.yyyy, Europe/Zurich)', () => {
  it('formats the calendar day in Zurich', () => {
    expect(formatDate('2024-03-31T22:30:00Z')).toBe('01.04.2024');
    expect(formatDate('2024-12-31T22:59:00Z')).toBe('31.12.2024');
    expect(formatDate(new Date('2024-07-01T10:00:00Z'))).toBe('01.07.2024');
    expect(formatDateTime('2024-07-01T10:00:00Z')).toBe('01.07.2024 12:00');
  });

  it('parses only real days', () => {
    expect(parseDate('31.12.2024')).toBe('2024-12-31');
    expect(parseDate('31.02.2024')).toBeNull();
    expect(parseDate('2024-12-31')).toBeNull();
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('yesterday')).toThrow(RangeError);
  });

  it('formats a timestamp to the second', () => {
    expect(formatTimestamp('2026-11-20T09:00:05.999Z')).toBe('20.11.2026 10:00:05');
  });
});

describe('date-time inputs in Zurich time', () => {
  it('reads a typed Zurich time as an instant with the offset of that day', () => {
    expect(zurichInputToIso('2026-11-20T10:00')).toBe('2026-11-20T10:00:00.000+01:00');
    expect(zurichInputToIso('2026-07-01T10:00:05')).toBe('2026-07-01T10:00:05.000+02:00');
    expect(zurichInputToIso('2026-07-01T10:00:05.25')).toBe('2026-07-01T10:00:05.250+02:00');
    expect(new Date(zurichInputToIso('2026-07-01T00:30') ?? '').toISOString()).toBe('2026-06-30T22:30:00.000Z');
  });

  it('refuses what is no time in Zurich: malformed, impossible, or skipped by the clocks', () => {
    expect(['', '20.11.2026 10:00', '2026-11-20', '2026-02-30T10:00', '2026-11-20T24:10', '2026-11-20T10:00+01:00'].map(zurichInputToIso)).toEqual([null, null, null, null, null, null]);
    // 29 March 2026: 02:00 to 03:00 does not happen.
    expect(zurichInputToIso('2026-03-29T02:30')).toBeNull();
    expect(zurichInputToIso('2026-03-29T03:00')).toBe('2026-03-29T03:00:00.000+02:00');
  });

  it('takes the second of the two 02:30 of the night the clocks go back, in winter time', () => {
    expect(zurichInputToIso('2026-10-25T02:30')).toBe('2026-10-25T02:30:00.000+01:00');
  });

  it('shows an instant as a Zurich input value, which reads back as the same instant to the second', () => {
    expect(isoToZurichInput('2026-11-20T09:00:05.120Z')).toBe('2026-11-20T10:00:05');
    expect(isoToZurichInput('2026-07-01T08:00:00Z')).toBe('2026-07-01T10:00:00');
    expect(zurichInputToIso(isoToZurichInput('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00.000+02:00');
  });
});

describe('units and conversion factors', () => {
  it('converts a price per MWh to hundredths per kWh by a factor of 10', () => {
    expect(pricePerMwhToHundredthsPerKwh(85).toString()).toBe('8.5');
    expect(hundredthsPerKwhToPricePerMwh('8.5').toString()).toBe('85');
  });

  it('converts kW per quarter hour to kWh by dividing by 4, kWh to MWh by 1000, fractions by 100', () => {
    expect(kwQuarterHourToKwh(100).toString()).toBe('25');
    expect(kwhToMwh(1234).toString()).toBe('1.234');
    expect(mwhToKwh('1.5').toString()).toBe('1500');
    expect(toHundredths('0.055').toString()).toBe('5.5');
  });

  it('labels prices by currency and energy by unit', () => {
    expect(formatPrice('8.51234', 'CHF')).toBe('8.5123 Rp./kWh');
    expect(formatPrice('8.5', 'EUR')).toBe('8.5000 ct/kWh');
    expect(formatEnergy(1234567, 'kWh')).toBe("1'234'567 kWh");
    expect(formatEnergy(kwhToMwh(1234567), 'MWh')).toBe("1'235 MWh");
    expect(formatValue(1234.5, 'CHF')).toBe("1'234.50 CHF");
  });
});
