import { DateTime } from 'luxon';
import { spotZoneEic, type SpotZone } from '../market-fields.ts';

export interface EntsoeDocumentOptions {
  readonly zone: SpotZone;
  /** The first Europe/Zurich delivery day, yyyy-mm-dd. */
  readonly from: string;
  readonly days: number;
  readonly resolution: 'PT15M' | 'PT60M';
  /** A01 (default): every position; A03: a point equal to the one before is left out. */
  readonly curveType?: 'A01' | 'A03';
  /** EUR/MWh of the step starting at `utcMs`; written with 2 decimals. Default: `defaultSpotPrice`. */
  readonly price?: (utcMs: number) => number;
  /** Writes `classificationSequence_AttributeInstanceComponent.position` with this value. */
  readonly sequence?: number;
  /** The namespace version: 7:3 (default, since 2024) or 7:0. */
  readonly version?: '7:0' | '7:3';
}

const hourMs = 3_600_000;

/**
 * A plausible day-ahead price: a seasonal level (dearer in winter), a daily shape with morning
 * and evening peaks and a midday solar dip, flat through the night (so A03 curves leave points
 * out), a small quarter-hour ramp by day. Deterministic: the same instant gives the same price.
 */
export function defaultSpotPrice(utcMs: number): number {
  const localMs = utcMs + zurichOffsetMs(utcMs);
  const day = Math.floor(localMs / dayMs);
  const hour = Math.floor((localMs - day * dayMs) / hourMs);
  // Days since 15 January 1970: the coldest time of the year gives the highest level.
  const season = 18 * Math.cos(((day - 14) / 365.2425) * 2 * Math.PI);
  if (hour < 6) return 62 + Math.round(season);
  const minute = Math.floor((localMs % hourMs) / 60_000);
  const shape = 22 * Math.exp(-((hour - 8) ** 2) / 3) + 30 * Math.exp(-((hour - 19) ** 2) / 4) - 25 * Math.exp(-((hour - 13) ** 2) / 6);
  const weekday = (day + 4) % 7; // 1 January 1970 was a Thursday; 0 is Sunday
  const weekend = weekday === 0 || weekday === 6 ? -12 : 0;
  return Math.round((70 + season + shape + weekend + minute / 30) * 100) / 100;
}

/**
 * Zurich's UTC offset by the EU rule in force since 1996 (summer time from the last Sunday of
 * March to the last Sunday of October, 01:00 UTC), in plain arithmetic: under Jest a year of
 * quarter hours through luxon or Date objects takes seconds. The importer cuts days with luxon,
 * so the two are checked against each other by the specs.
 */
export function zurichOffsetMs(utcMs: number): number {
  const year = 1970 + Math.floor(utcMs / (365.2425 * dayMs));
  let bounds = summerTime.get(year);
  if (!bounds) {
    bounds = [lastSundayOneUtc(year, 2), lastSundayOneUtc(year, 9)];
    summerTime.set(year, bounds);
  }
  return utcMs >= bounds[0] && utcMs < bounds[1] ? 2 * hourMs : hourMs;
}

const dayMs = 24 * hourMs;
const summerTime = new Map<number, [number, number]>();
/** 01:00 UTC on the last Sunday of `month` (0-based). */
const lastSundayOneUtc = (year: number, month: number): number => {
  const last = Date.UTC(year, month + 1, 0, 1);
  const weekday = (Math.floor(last / dayMs) + 4) % 7;
  return last - weekday * dayMs;
};

/**
 * An ENTSO-E `Publication_MarketDocument` (A44) of day-ahead prices over whole Europe/Zurich
 * days, one TimeSeries with one Period per day, as the Transparency Platform answers a query
 * over several days.
 *
 * @example
 * entsoeDayAheadXml({ zone: 'CH', from: '2024-03-31', days: 1, resolution: 'PT15M' }) // 92 points
 */
export function entsoeDayAheadXml(options: EntsoeDocumentOptions): string {
  const price = options.price ?? defaultSpotPrice;
  const stepMs = options.resolution === 'PT15M' ? hourMs / 4 : hourMs;
  const eic = spotZoneEic[options.zone];
  const first = DateTime.fromISO(options.from, { zone: 'Europe/Zurich' }).startOf('day');
  const last = first.plus({ days: options.days }).startOf('day');
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<Publication_MarketDocument xmlns="urn:iec62325.351:tc57wg16:451-3:publicationdocument:${options.version ?? '7:3'}">\n`,
    `  <mRID>${documentId(options)}</mRID>\n  <revisionNumber>1</revisionNumber>\n  <type>A44</type>\n`,
    '  <sender_MarketParticipant.mRID codingScheme="A01">10X1001A1001A450</sender_MarketParticipant.mRID>\n  <sender_MarketParticipant.marketRole.type>A32</sender_MarketParticipant.marketRole.type>\n',
    '  <receiver_MarketParticipant.mRID codingScheme="A01">10X1001A1001A450</receiver_MarketParticipant.mRID>\n  <receiver_MarketParticipant.marketRole.type>A33</receiver_MarketParticipant.marketRole.type>\n',
    `  <createdDateTime>${new Date(first.minus({ hours: 12 }).toMillis()).toISOString().slice(0, 19)}Z</createdDateTime>\n`,
    `  <period.timeInterval>\n    <start>${utc(first.toMillis())}</start>\n    <end>${utc(last.toMillis())}</end>\n  </period.timeInterval>\n`,
  ];
  let series = 0;
  for (let startMs = first.toMillis(); startMs < last.toMillis(); ) {
    const endMs = nextLocalMidnight(startMs);
    series += 1;
    parts.push(
      `  <TimeSeries>\n    <mRID>${series}</mRID>\n    <auction.type>A01</auction.type>\n    <businessType>A62</businessType>\n`,
      `    <in_Domain.mRID codingScheme="A01">${eic}</in_Domain.mRID>\n    <out_Domain.mRID codingScheme="A01">${eic}</out_Domain.mRID>\n`,
      '    <contract_MarketAgreement.type>A01</contract_MarketAgreement.type>\n',
      options.sequence === undefined ? '' : `    <classificationSequence_AttributeInstanceComponent.position>${options.sequence}</classificationSequence_AttributeInstanceComponent.position>\n`,
      '    <currency_Unit.name>EUR</currency_Unit.name>\n    <price_Measure_Unit.name>MWH</price_Measure_Unit.name>\n',
      `    <curveType>${options.curveType ?? 'A01'}</curveType>\n`,
      `    <Period>\n      <timeInterval>\n        <start>${utc(startMs)}</start>\n        <end>${utc(endMs)}</end>\n      </timeInterval>\n      <resolution>${options.resolution}</resolution>\n`,
    );
    let previous = '';
    for (let t = startMs, position = 1; t < endMs; t += stepMs, position++) {
      const amount = price(t).toFixed(2);
      if (options.curveType === 'A03' && position > 1 && amount === previous) continue;
      previous = amount;
      parts.push(`      <Point>\n        <position>${position}</position>\n        <price.amount>${amount}</price.amount>\n      </Point>\n`);
    }
    parts.push('    </Period>\n  </TimeSeries>\n');
    startMs = endMs;
  }
  parts.push('</Publication_MarketDocument>\n');
  return parts.join('');
}

/** The next Zurich midnight after the one at `midnightMs`: 23, 24 or 25 hours later. */
function nextLocalMidnight(midnightMs: number): number {
  const guess = midnightMs + dayMs;
  return guess + zurichOffsetMs(midnightMs) - zurichOffsetMs(guess);
}

/** `2024-03-30T23:00Z`, as ENTSO-E writes its instants. */
const utc = (ms: number): string => new Date(ms).toISOString().slice(0, 16) + 'Z';

const documentId = (o: EntsoeDocumentOptions): string => `portal-${o.zone}-${o.from}-${o.days}-${o.resolution}-${o.curveType ?? 'A01'}`.toLowerCase();
