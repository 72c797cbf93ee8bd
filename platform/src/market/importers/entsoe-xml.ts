import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { marketPriceLimit, spotZoneEic, type SpotZone } from '@portal/events/market-fields';
import type { MarketFileResult } from '@portal/events';
import { scanPeriod, type PeriodContent } from './entsoe-period.ts';
import { decimalPattern, ImportErrors, notThisKind, quoted } from './import-errors.ts';
import { spotSeries, type SpotSegment } from './spot-days.ts';

/**
 * ENTSO-E Transparency day-ahead prices (document type A44): a `Publication_MarketDocument` in
 * any version of its namespace, with `TimeSeries` per bidding zone (`in_Domain.mRID`), each with
 * `Period`s (`timeInterval` in UTC, `resolution` PT15M or PT60M) of `Point`s (`position` from 1,
 * `price.amount` in EUR/MWh). With `curveType` A03 a point is left out when its price equals the
 * previous one. The periods of a zone are joined and cut into Europe/Zurich days of quarter
 * hours (spot-days.ts). docs/market-data.md describes the rules and errors.
 */
export function parseEntsoeXml(text: string): MarketFileResult {
  const xml = text.replace(/^\uFEFF/, '');
  const lines = new LineIndex(xml);
  // ENTSO-E documents carry no DTD; refusing one rules out entity expansion ("billion laughs")
  // before any parser sees it. processEntities is off as well.
  const doctype = /<!DOCTYPE/i.exec(xml);
  if (doctype) return notThisKind('ENTSOE_SPOT', 'the document declares a DTD (<!DOCTYPE>), which ENTSO-E documents do not have', lines.at(doctype.index));
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return notThisKind('ENTSOE_SPOT', `the XML is not well-formed (truncated?): ${valid.err.msg}`, valid.err.line);
  // Element positions (for line numbers) cost a third of the parse: a good file is read without
  // them, a bad one again with them, which gives the same errors with their lines.
  const quick = readDocument(xml, lines, false);
  return quick.ok ? quick : readDocument(xml, lines, true);
}

function readDocument(xml: string, lines: LineIndex, withLines: boolean): MarketFileResult {
  const parser = new XMLParser({
    ignoreAttributes: true,
    removeNSPrefix: true,
    parseTagValue: false,
    processEntities: false,
    htmlEntities: false,
    jPath: false,
    captureMetaData: withLines,
    stopNodes: ['*.Period'],
    isArray: (name) => name === 'TimeSeries' || name === 'Period' || name === 'Reason',
  });
  const doc = parser.parse(xml) as Record<string, unknown>;
  const roots = Object.keys(doc).filter((k) => !k.startsWith('?'));
  const rootName = roots[0] ?? '';
  const root = asNode(doc[rootName]);
  if (rootName === 'Acknowledgement_MarketDocument') {
    const reasons = list(root.Reason).map((r) => [text1(r.code), unescape(text1(r.text))].filter((s) => s !== '').join(' ')).join('; ');
    return notThisKind('ENTSOE_SPOT', `ENTSO-E answered with an acknowledgement, not with prices: ${reasons || 'no reason given'}`, lines.at(metaStart(root)));
  }
  if (rootName !== 'Publication_MarketDocument') {
    return notThisKind('ENTSOE_SPOT', `the root element is <${rootName || 'none'}>, not <Publication_MarketDocument> (ENTSO-E day-ahead prices)`, lines.at(metaStart(root)));
  }
  const type = text1(root.type);
  if (type !== '' && type !== 'A44') return notThisKind('ENTSOE_SPOT', `the document type is ${type}, not A44 (day-ahead prices)`, lines.at(metaStart(root)));
  const series = list(root.TimeSeries);
  if (series.length === 0) return notThisKind('ENTSOE_SPOT', 'the document has no TimeSeries', lines.at(metaStart(root)));
  const errors = new ImportErrors();
  const segments: SpotSegment[] = [];
  series.forEach((ts, t) => readTimeSeries(xml, ts, `TimeSeries[${t + 1}]`, lines, errors, segments));
  if (errors.any) return errors.failed('ENTSOE_SPOT');
  return spotSeries(segments);
}

const zoneByEic = new Map(Object.entries(spotZoneEic).map(([zone, eic]) => [eic, zone as SpotZone]));
const resolutions: Readonly<Record<string, 15 | 60>> = { PT15M: 15, PT60M: 60 };
const minuteMs = 60_000;

function readTimeSeries(xml: string, ts: Node, path: string, lines: LineIndex, errors: ImportErrors, segments: SpotSegment[]): void {
  const tsStart = metaStart(ts);
  const line = lines.at(tsStart);
  const before = errors.count;
  const eic = text1(ts['in_Domain.mRID']);
  const zone = zoneByEic.get(eic);
  if (!zone) {
    const known = Object.entries(spotZoneEic).map(([z, e]) => `${z} (${e})`).join(' and ');
    errors.add({ code: 'INVALID_FORMAT', message: `${quoted(eic)} is no bidding zone the portal imports: ${known}`, line, column: `${path}/in_Domain.mRID` });
  }
  const currency = text1(ts['currency_Unit.name']);
  if (currency !== 'EUR') errors.add({ code: 'INVALID_FORMAT', message: `the prices are in ${quoted(currency)}, not EUR`, line, column: `${path}/currency_Unit.name` });
  const unit = text1(ts['price_Measure_Unit.name']);
  if (unit !== 'MWH') errors.add({ code: 'INVALID_FORMAT', message: `the prices are per ${quoted(unit)}, not per MWH`, line, column: `${path}/price_Measure_Unit.name` });
  const curveType = text1(ts.curveType) || 'A01';
  if (curveType !== 'A01' && curveType !== 'A03') errors.add({ code: 'INVALID_FORMAT', message: `curve type ${quoted(curveType)} is neither A01 nor A03`, line, column: `${path}/curveType` });
  const sequenceText = text1(ts['classificationSequence_AttributeInstanceComponent.position']) || '1';
  const sequence = Number(sequenceText);
  if (!/^[1-9][0-9]?$/.test(sequenceText)) errors.add({ code: 'INVALID_FORMAT', message: `${quoted(sequenceText)} is no sequence`, line, column: `${path}/classificationSequence_AttributeInstanceComponent.position` });
  const periods = Array.isArray(ts.Period) ? ts.Period.map((p) => (typeof p === 'string' ? p : '')) : [];
  if (periods.length === 0) errors.add({ code: 'INVALID_FORMAT', message: 'the TimeSeries has no Period', line, column: path });
  if (errors.count > before || !zone) return;
  const offsets = tsStart === undefined ? [] : periodOffsets(xml, tsStart, periods.length);
  periods.forEach((period, p) => {
    const at = offsets[p];
    const lineOf = (offset: number) => (at === undefined ? undefined : lines.at(at + offset));
    const segment = readPeriod(scanPeriod(period), `${path}/Period[${p + 1}]`, curveType === 'A03', lineOf, errors);
    if (segment) segments.push({ zone, sequence, ...segment });
  });
}

/** Where the content of each of the first `count` Periods of the TimeSeries at `from` begins. */
function periodOffsets(xml: string, from: number, count: number): number[] {
  const pattern = /<(?:[A-Za-z_][\w.-]*:)?Period(?:\s[^>]*)?>/g;
  pattern.lastIndex = from;
  const offsets: number[] = [];
  for (let m = pattern.exec(xml); m && offsets.length < count; m = pattern.exec(xml)) offsets.push(m.index + m[0].length);
  return offsets;
}

function readPeriod(
  period: PeriodContent,
  path: string,
  a03: boolean,
  lineOf: (offset: number) => number | undefined,
  errors: ImportErrors,
): Omit<SpotSegment, 'zone' | 'sequence'> | null {
  const line = lineOf(0);
  const before = errors.count;
  const startText = period.start;
  const endText = period.end;
  const startMs = utcMinute(startText);
  const endMs = utcMinute(endText);
  if (startMs === null) errors.add({ code: 'INVALID_DATE', message: `${quoted(startText)} is no UTC time (2024-03-30T23:00Z) on the quarter hour`, line, column: `${path}/timeInterval/start` });
  if (endMs === null) errors.add({ code: 'INVALID_DATE', message: `${quoted(endText)} is no UTC time (2024-03-31T22:00Z) on the quarter hour`, line, column: `${path}/timeInterval/end` });
  const resolutionText = period.resolution;
  const minutes = resolutions[resolutionText];
  if (minutes === undefined) errors.add({ code: 'INVALID_FORMAT', message: `resolution ${quoted(resolutionText)} is neither PT15M nor PT60M`, line, column: `${path}/resolution` });
  if (errors.count > before || startMs === null || endMs === null || minutes === undefined) return null;
  const stepMs = minutes * minuteMs;
  if (endMs <= startMs || (endMs - startMs) % stepMs !== 0) {
    errors.add({ code: 'INVALID_DATE', message: `the period ${startText}..${endText} is not a whole number of ${resolutionText} steps`, line, column: `${path}/timeInterval` });
    return null;
  }
  const count = (endMs - startMs) / stepMs;
  const prices = new Float64Array(count).fill(Number.NaN);
  for (const point of period.points) {
    const positionText = point.position;
    const amount = point.amount;
    const pointLine = lineOf(point.at);
    const where = `${path}/Point[position=${positionText}]`;
    const position = /^[1-9][0-9]*$/.test(positionText) ? Number(positionText) : 0;
    if (position === 0) {
      errors.add({ code: 'INVALID_FORMAT', message: `${quoted(positionText)} is no position (1, 2, ...)`, line: pointLine, column: `${path}/Point/position` });
      continue;
    }
    if (position > count) {
      errors.add({ code: 'INVALID_DATE', message: `position ${position} is beyond the period, which has ${count} ${resolutionText} steps`, line: pointLine, column: where });
      continue;
    }
    if (!decimalPattern.test(amount)) {
      const hint = /^-?\d+,\d+$/.test(amount) ? ' (a decimal comma; ENTSO-E writes a point)' : ' (a decimal with a point)';
      errors.add({ code: 'INVALID_FORMAT', message: `${quoted(amount)} is no price${hint}`, line: pointLine, column: `${where}/price.amount` });
      continue;
    }
    const price = Number(amount);
    if (Math.abs(price) > marketPriceLimit) {
      errors.add({ code: 'INVALID_FORMAT', message: `${amount} EUR/MWh is outside ±${marketPriceLimit}`, line: pointLine, column: `${where}/price.amount` });
      continue;
    }
    if (!Number.isNaN(prices[position - 1] ?? Number.NaN)) {
      errors.add({ code: 'INVALID_DATE', message: `position ${position} appears twice`, line: pointLine, column: where });
      continue;
    }
    prices[position - 1] = price;
  }
  if (errors.count > before) return null;
  if (!fillPositions(prices, a03, path, line, errors)) return null;
  return { path, line, prices: { start: new Date(startMs).toISOString(), minutes, unit: 'EUR/MWh', values: prices } };
}

/**
 * A01: every position must be there. A03: a left-out position repeats the price before it, so
 * only position 1 is required.
 */
function fillPositions(prices: Float64Array, a03: boolean, path: string, line: number | undefined, errors: ImportErrors): boolean {
  let ok = true;
  for (let i = 0; i < prices.length; i++) {
    if (!Number.isNaN(prices[i] ?? 0)) continue;
    if (a03 && i > 0) {
      prices[i] = prices[i - 1] ?? 0;
      continue;
    }
    let last = i;
    while (last + 1 < prices.length && Number.isNaN(prices[last + 1] ?? 0)) last++;
    const positions = last === i ? `position ${i + 1} is` : `positions ${i + 1} to ${last + 1} are`;
    const why = a03 ? 'a curve of type A03 starts at position 1' : 'a curve of type A01 has every position';
    errors.add({ code: 'INVALID_DATE', message: `a gap in the points: ${positions} missing (${why})`, ...(line === undefined ? {} : { line }), column: path });
    ok = false;
    i = last;
  }
  return ok;
}

/** `2024-03-30T23:00Z` (seconds allowed when zero) on a quarter hour, as epoch ms; null for anything else. */
function utcMinute(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::00(?:\.0+)?)?Z$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(ms);
  if (back.getUTCDate() !== d || back.getUTCHours() !== h || mi % 15 !== 0) return null;
  return ms;
}

type Node = Record<string, unknown>;
const metaSymbol = XMLParser.getMetaDataSymbol() as unknown as symbol;
const asNode = (value: unknown): Node => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(asNode) : []);
/** An element's text, or '' for an element with children or none. */
const text1 = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const metaStart = (node: Node): number | undefined => (node as Record<symbol, { startIndex?: number } | undefined>)[metaSymbol]?.startIndex;

/** The five predefined entities, for a message: entity processing is off in the parser. */
const unescape = (text: string): string =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] ?? '');

/** Turns a character offset into a 1-based line number; the line starts are found on first use (only a bad file needs them). */
class LineIndex {
  private starts: number[] | null = null;
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  at(offset: number | undefined): number | undefined {
    if (offset === undefined) return undefined;
    if (!this.starts) {
      this.starts = [0];
      for (let i = this.text.indexOf('\n'); i >= 0; i = this.text.indexOf('\n', i + 1)) this.starts.push(i + 1);
    }
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }
}
