import { writeDay } from './delivery-year.ts';
import { historyDays } from './history-days.ts';
import { syntheticHistory } from './synthetic-history.ts';

// kW = wall-clock slot, the repeated 02:00 hour reads 1000 + slot: every value says where it came from.
const history = syntheticHistory('2025-03-29', '2025-10-28', 'Europe/Berlin', (_day, slot, repeated) => (repeated ? 1000 : 0) + slot);
const days = historyDays(history, 'Europe/Berlin', () => false);
const template = (day: string) => {
  const found = days.find((d) => d.day === day);
  if (!found) throw new Error(`no ${day} in the history`);
  return found;
};
const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);
const written = (quarterHours: number, day: string): number[] => {
  const out = new Float64Array(quarterHours + 2).fill(-1);
  writeDay(out, 1, quarterHours, template(day));
  return Array.from(out);
};

describe('a delivery day written from a template day of another length', () => {
  it('reads the history DST days by wall clock', () => {
    expect([template('2025-03-30').quarterHours, template('2025-10-26').quarterHours, template('2025-06-01').quarterHours]).toEqual([92, 100, 96]);
  });

  it('fills the missing 02:00 hour of a 92 template with its 01:00 hour on a 96 day', () => {
    expect(written(96, '2025-03-30')).toEqual([-1, ...range(0, 8), 4, 5, 6, 7, ...range(12, 96), -1]);
  });

  it('repeats the 02:00 hour of a 96 template on a 100 day', () => {
    expect(written(100, '2025-06-01')).toEqual([-1, ...range(0, 12), 8, 9, 10, 11, ...range(12, 96), -1]);
  });

  it('keeps both 02:00 hours of a 100 template on a 100 day, and the first one on a 96 day', () => {
    expect(written(100, '2025-10-26')).toEqual([-1, ...range(0, 12), 1008, 1009, 1010, 1011, ...range(12, 96), -1]);
    expect(written(96, '2025-10-26')).toEqual([-1, ...range(0, 96), -1]);
  });

  it('refuses a day length the market zones do not have', () => {
    expect(() => writeDay(new Float64Array(100), 0, 95, template('2025-06-01'))).toThrow(RangeError);
  });
});
