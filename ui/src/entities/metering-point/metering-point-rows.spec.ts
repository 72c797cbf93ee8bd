import { pointRow } from './metering-point-fixtures.ts';
import { addressLine, formatKwh, meteringPointCells, periodText } from './metering-point-rows.ts';

describe('metering point rows on screen', () => {
  it("shows kWh with the apostrophe thousands separator, rounded half up to whole kWh", () => {
    expect(formatKwh('1234567.5')).toBe("1'234'568 kWh");
    expect(formatKwh('10000000000')).toBe("10'000'000'000 kWh");
    expect(formatKwh('999')).toBe('999 kWh');
  });

  it('joins the address with canton or Land and country', () => {
    expect(addressLine(pointRow().address)).toBe('Bahnhofstrasse 12a, 80331 München (BY, DE)');
  });

  it('shows a period as dd.mm.yyyy with an open end as a dash, none without dates', () => {
    expect(periodText('2027-01-01', '2028-12-31')).toBe('01.01.2027 – 31.12.2028');
    expect(periodText('2027-01-01', null)).toBe('01.01.2027 – –');
    expect(periodText(null, null)).toBeNull();
  });

  it('maps a row to its grid cells, the market area by name and an erased customer by number', () => {
    const names: Record<string, string> = { 'DE-AMP': 'Amprion' };
    expect(meteringPointCells(pointRow(), (id) => names[id] ?? id)).toEqual({
      code: '41373559241',
      direction: 'CONS',
      customer: 'Muster AG',
      yearlyQuantity: "1'234'568 kWh",
      address: 'Bahnhofstrasse 12a, 80331 München (BY, DE)',
      marketArea: 'Amprion',
      deliveryPeriod: '01.01.2027 – 31.12.2028',
    });
    const erased = meteringPointCells(pointRow({ customername: null, deliveryFrom: null, deliveryTo: null, marketArea: 'X' }), (id) => id);
    expect(erased).toMatchObject({ customer: '1001', deliveryPeriod: '', marketArea: 'X' });
  });
});
