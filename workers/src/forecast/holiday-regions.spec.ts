import { defaultPlatformConfig } from '@portal/events';
import { forecastStates, holidayCalendar, holidaySubdivision } from './holiday-regions.ts';

const configuredStates = (country: 'CH' | 'DE'): string[] =>
  defaultPlatformConfig.countryInfoAll.find((info) => info.country === country)?.states.map((state) => state.id) ?? [];

describe('the state codes of the platform configuration as date-holidays subdivisions', () => {
  it('knows every configured canton and Land, and no other', () => {
    expect([...forecastStates.CH].sort()).toEqual(configuredStates('CH').sort());
    expect([...forecastStates.DE].sort()).toEqual(configuredStates('DE').sort());
    expect(forecastStates.CH).toHaveLength(26);
    expect(forecastStates.DE).toHaveLength(16);
  });

  it.each(forecastStates.CH)('canton %s has National Day (1 August 2026) and New Year', (state) => {
    const isHoliday = holidayCalendar({ country: 'CH', state });
    expect(isHoliday('2026-08-01')).toBe(true);
    expect(isHoliday('2026-01-01')).toBe(true);
    expect(isHoliday('2026-08-03')).toBe(false);
  });

  it.each(forecastStates.DE)('Land %s has German Unity Day (3 October 2026) and Christmas', (state) => {
    const isHoliday = holidayCalendar({ country: 'DE', state });
    expect(isHoliday('2026-10-03')).toBe(true);
    expect(isHoliday('2026-12-25')).toBe(true);
    expect(isHoliday('2026-08-01')).toBe(false);
  });

  it('keeps BE, SH and NW apart by country', () => {
    expect(holidaySubdivision({ country: 'CH', state: 'BE' })).toEqual({ country: 'CH', state: 'BE' });
    expect(holidaySubdivision({ country: 'DE', state: 'BE' })).toEqual({ country: 'DE', state: 'BE' });
    // Berchtoldstag is Bern's, International Women's Day Berlin's.
    expect(holidayCalendar({ country: 'CH', state: 'BE' })('2026-01-02')).toBe(true);
    expect(holidayCalendar({ country: 'DE', state: 'BE' })('2026-01-02')).toBe(false);
    expect(holidayCalendar({ country: 'DE', state: 'BE' })('2026-03-08')).toBe(true);
    expect(holidayCalendar({ country: 'CH', state: 'BE' })('2026-03-08')).toBe(false);
  });

  it('refuses a state the table does not know', () => {
    expect(() => holidayCalendar({ country: 'CH', state: 'BY' })).toThrow(RangeError);
    expect(() => holidayCalendar({ country: 'DE', state: 'ZH' })).toThrow(RangeError);
  });
});

describe('regional holidays', () => {
  it('Berchtoldstag (2 January 2026) in Zurich but not in Geneva', () => {
    expect(holidayCalendar({ country: 'CH', state: 'ZH' })('2026-01-02')).toBe(true);
    expect(holidayCalendar({ country: 'CH', state: 'GE' })('2026-01-02')).toBe(false);
  });

  it('Corpus Christi (4 June 2026) in Bavaria but not in Berlin', () => {
    expect(holidayCalendar({ country: 'DE', state: 'BY' })('2026-06-04')).toBe(true);
    expect(holidayCalendar({ country: 'DE', state: 'BE' })('2026-06-04')).toBe(false);
  });

  it('Reformation Day (31 October 2026) in Saxony but not in Bavaria', () => {
    expect(holidayCalendar({ country: 'DE', state: 'SN' })('2026-10-31')).toBe(true);
    expect(holidayCalendar({ country: 'DE', state: 'BY' })('2026-10-31')).toBe(false);
  });

  it('leaves out half days and observances', () => {
    expect(holidayCalendar({ country: 'CH', state: 'ZH' })('2026-09-14')).toBe(false); // Knabenschiessen, afternoon only
    expect(holidayCalendar({ country: 'DE', state: 'BY' })('2026-12-24')).toBe(false); // Heiligabend, bank half day
    expect(holidayCalendar({ country: 'DE', state: 'BY' })('2026-08-15')).toBe(false); // Assumption: only in Catholic municipalities
  });
});
