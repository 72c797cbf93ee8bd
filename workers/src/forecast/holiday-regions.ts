import Holidays from 'date-holidays';
import type { LocalDay } from '@portal/events/units';

/** Where a metering point is: its country and the platform configuration's canton or Land id. */
export interface ForecastRegion {
  readonly country: 'CH' | 'DE';
  readonly state: string;
}

// The platform configuration's ids (events/src/platform-config/default-config.ts) beside the
// ISO 3166-2 subdivision codes date-holidays uses. They coincide today, but the two lists are kept
// apart on purpose: the configuration is the admin's and may be renamed, date-holidays' is not.
// BE, SH and NW exist in both countries, so a state is only ever looked up with its country.
const subdivisions: Readonly<Record<ForecastRegion['country'], Readonly<Record<string, string>>>> = {
  CH: {
    AG: 'AG', AI: 'AI', AR: 'AR', BE: 'BE', BL: 'BL', BS: 'BS', FR: 'FR', GE: 'GE', GL: 'GL', GR: 'GR', JU: 'JU', LU: 'LU', NE: 'NE',
    NW: 'NW', OW: 'OW', SG: 'SG', SH: 'SH', SO: 'SO', SZ: 'SZ', TG: 'TG', TI: 'TI', UR: 'UR', VD: 'VD', VS: 'VS', ZG: 'ZG', ZH: 'ZH',
  },
  DE: {
    BW: 'BW', BY: 'BY', BE: 'BE', BB: 'BB', HB: 'HB', HH: 'HH', HE: 'HE', MV: 'MV', NI: 'NI', NW: 'NW', RP: 'RP', SL: 'SL', SN: 'SN',
    ST: 'ST', SH: 'SH', TH: 'TH',
  },
};

/** The state ids the generator knows per country (26 cantons, 16 Länder). */
export const forecastStates = {
  CH: Object.keys(subdivisions.CH),
  DE: Object.keys(subdivisions.DE),
} as const;

/** date-holidays' country and subdivision for a region; a state the table does not know is refused. */
export function holidaySubdivision(region: ForecastRegion): { country: string; state: string } {
  const state = subdivisions[region.country][region.state];
  if (!state) throw new RangeError(`no holiday calendar for state ${region.state} of ${region.country}`);
  return { country: region.country, state };
}

/** Answers whether a local day is a public holiday in the region. */
export type HolidayCalendar = (day: LocalDay) => boolean;

/**
 * The region's public holidays from date-holidays: its `public` days and the whole-day `optional`
 * ones, which in Switzerland are the days most employers close (Berchtoldstag in Zurich, Easter
 * Monday in Lucerne). Half-day entries (Zurich's Knabenschiessen from 13:00, the German bank
 * half-days of 24 and 31 December) and observances are not holidays for the load shape.
 *
 * @example
 * const isHoliday = holidayCalendar({ country: 'CH', state: 'ZH' });
 * isHoliday('2026-01-02'); // true (Berchtoldstag)
 */
export function holidayCalendar(region: ForecastRegion): HolidayCalendar {
  const { country, state } = holidaySubdivision(region);
  const source = new Holidays(country, state, { types: ['public', 'optional'] });
  const byYear = new Map<number, ReadonlySet<LocalDay>>();
  return (day) => {
    const year = Number(day.slice(0, 4));
    let days = byYear.get(year);
    if (!days) {
      days = new Set(source.getHolidays(year).filter((h) => h.date.slice(11, 19) === '00:00:00').map((h) => h.date.slice(0, 10)));
      byYear.set(year, days);
    }
    return days.has(day);
  };
}
