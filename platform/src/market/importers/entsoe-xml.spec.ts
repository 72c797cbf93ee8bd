import { entsoeDayAheadXml } from '@portal/events/market/testing';
import type { MarketFileResult } from '@portal/events';
import { parseMarketFile } from './parse-market-file.ts';

const parse = (text: string) => parseMarketFile('ENTSOE_SPOT', new TextEncoder().encode(text));
const ok = (result: MarketFileResult) => {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
};
/** The 1-based line of the first occurrence of `needle` (the n-th with `nth`). */
const lineOf = (text: string, needle: string, nth = 1): number => {
  let at = -1;
  for (let i = 0; i < nth; i++) at = text.indexOf(needle, at + 1);
  return text.slice(0, at).split('\n').length;
};

const CH = '10YCH-SWISSGRIDZ';
const DE = '10Y1001A1001A82H';

/** A hand-written document: one TimeSeries per entry, each with its Periods of `[position, price]` points. */
function doc(series: { eic?: string; curveType?: string; sequence?: number; periods: { start: string; end: string; resolution: string; points: [number, string][] }[] }[], ns = '7:3'): string {
  const ts = series.map(
    (s) => `  <TimeSeries>
    <mRID>1</mRID>
    <businessType>A62</businessType>
    <in_Domain.mRID codingScheme="A01">${s.eic ?? CH}</in_Domain.mRID>
    <out_Domain.mRID codingScheme="A01">${s.eic ?? CH}</out_Domain.mRID>
${s.sequence === undefined ? '' : `    <classificationSequence_AttributeInstanceComponent.position>${s.sequence}</classificationSequence_AttributeInstanceComponent.position>\n`}    <currency_Unit.name>EUR</currency_Unit.name>
    <price_Measure_Unit.name>MWH</price_Measure_Unit.name>
${s.curveType ? `    <curveType>${s.curveType}</curveType>\n` : ''}${s.periods
      .map(
        (p) => `    <Period>
      <timeInterval>
        <start>${p.start}</start>
        <end>${p.end}</end>
      </timeInterval>
      <resolution>${p.resolution}</resolution>
${p.points.map(([pos, price]) => `      <Point>\n        <position>${pos}</position>\n        <price.amount>${price}</price.amount>\n      </Point>\n`).join('')}    </Period>
`,
      )
      .join('')}  </TimeSeries>
`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Publication_MarketDocument xmlns="urn:iec62325.351:tc57wg16:451-3:publicationdocument:${ns}">
  <mRID>test</mRID>
  <type>A44</type>
${ts.join('')}</Publication_MarketDocument>
`;
}

const hours = (n: number, price: (i: number) => string = (i) => `${40 + i}.5`): [number, string][] => Array.from({ length: n }, (_, i) => [i + 1, price(i)]);
/** 2024-06-12 in Zurich (CEST): 22:00Z to 22:00Z. */
const june12 = { start: '2024-06-11T22:00Z', end: '2024-06-12T22:00Z' };

describe('parseMarketFile ENTSOE_SPOT: what a good document gives', () => {
  it('spreads hourly prices over their four quarter hours of the Zurich day', () => {
    const result = ok(parse(doc([{ periods: [{ ...june12, resolution: 'PT60M', points: hours(24) }] }])));
    expect(result.series).toHaveLength(1);
    const [series] = result.series;
    expect(series?.days.map((d) => d.day)).toEqual(['2024-06-12']);
    const values = series?.days[0]?.values ?? [];
    expect(values).toHaveLength(96);
    expect(values.slice(0, 8)).toEqual([40.5, 40.5, 40.5, 40.5, 41.5, 41.5, 41.5, 41.5]);
    expect(values[95]).toBe(63.5);
    expect(series?.summary).toEqual({ seriesId: 'SPOT:CH', unit: 'EUR/MWh', resolutionMinutes: 15, from: '2024-06-12', to: '2024-06-12', days: 1, values: 96, min: '40.5', max: '63.5', last: '52' });
  });

  it('cuts the spring DST day into 92 quarter hours and the autumn one into 100, in UTC order', () => {
    const march = ok(parse(doc([{ periods: [{ start: '2024-03-30T23:00Z', end: '2024-03-31T22:00Z', resolution: 'PT15M', points: hours(92, (i) => String(i)) }] }])));
    expect(march.series[0]?.days).toEqual([{ day: '2024-03-31', values: Array.from({ length: 92 }, (_, i) => i) }]);
    const october = ok(parse(doc([{ eic: DE, periods: [{ start: '2024-10-26T22:00Z', end: '2024-10-27T23:00Z', resolution: 'PT60M', points: hours(25, (i) => String(i)) }] }])));
    expect(october.series[0]?.summary.seriesId).toBe('SPOT:DE-LU');
    expect(october.series[0]?.days[0]?.values).toEqual(Array.from({ length: 100 }, (_, q) => Math.floor(q / 4)));
  });

  it('repeats the last price where an A03 curve leaves positions out, to the end of the period', () => {
    const points: [number, string][] = [[1, '50.00'], [3, '48.10'], [7, '-5.25'], [20, '80']];
    const result = ok(parse(doc([{ curveType: 'A03', periods: [{ ...june12, resolution: 'PT60M', points }] }])));
    const hourly = (result.series[0]?.days[0]?.values ?? []).filter((_, q) => q % 4 === 0);
    expect(hourly).toEqual([50, 50, 48.1, 48.1, 48.1, 48.1, -5.25, ...Array<number>(12).fill(-5.25), 80, 80, 80, 80, 80]);
  });

  it('joins the periods of a month, of both resolutions, and keeps zones apart', () => {
    const month = ok(parse(entsoeDayAheadXml({ zone: 'CH', from: '2024-10-01', days: 31, resolution: 'PT15M' })));
    expect(month.series[0]?.days.map((d) => d.values.length)).toEqual([...Array<number>(26).fill(96), 100, 96, 96, 96, 96]);
    const mixed = doc([
      { periods: [{ start: '2025-09-29T22:00Z', end: '2025-09-30T22:00Z', resolution: 'PT60M', points: hours(24) }] },
      { periods: [{ start: '2025-09-30T22:00Z', end: '2025-10-01T22:00Z', resolution: 'PT15M', points: hours(96) }] },
      { eic: DE, periods: [{ start: '2025-09-30T22:00Z', end: '2025-10-01T22:00Z', resolution: 'PT15M', points: hours(96) }] },
    ]);
    const result = ok(parse(mixed));
    expect(result.series.map((s) => [s.summary.seriesId, s.days.map((d) => d.day)])).toEqual([
      ['SPOT:CH', ['2025-09-30', '2025-10-01']],
      ['SPOT:DE-LU', ['2025-10-01']],
    ]);
  });

  it('reads several Periods of one TimeSeries, and cites the Point of the second with its line', () => {
    const periods = [
      { start: '2024-06-11T22:00Z', end: '2024-06-12T10:00Z', resolution: 'PT60M', points: hours(12) },
      { start: '2024-06-12T10:00Z', end: '2024-06-12T22:00Z', resolution: 'PT15M', points: hours(48, () => '7.25') },
    ];
    const result = ok(parse(doc([{ periods }])));
    expect(result.series[0]?.days[0]?.values.slice(44, 52)).toEqual([51.5, 51.5, 51.5, 51.5, 7.25, 7.25, 7.25, 7.25]);
    periods[1] = { ...periods[1], points: hours(48, (i) => (i === 2 ? '7.2.5' : '7.25')) } as (typeof periods)[1];
    const text = doc([{ periods }]);
    expect(parse(text)).toMatchObject({
      ok: false,
      errors: [{ code: 'INVALID_FORMAT', line: lineOf(text, '<Point>', 15), column: 'TimeSeries[1]/Period[2]/Point[position=3]/price.amount' }],
    });
  });

  it('takes sequence 1 where a zone is published in two sequences (SDAC beside another auction)', () => {
    const day = { start: '2025-10-14T22:00Z', end: '2025-10-15T22:00Z', resolution: 'PT15M' };
    const result = ok(parse(doc([
      { eic: DE, sequence: 2, periods: [{ ...day, points: hours(96, () => '99') }] },
      { eic: DE, sequence: 1, periods: [{ ...day, points: hours(96, () => '77') }] },
    ])));
    expect(result.series[0]?.days[0]?.values).toEqual(Array<number>(96).fill(77));
  });

  it('reads the 7:0 namespace, prefixed element names and comments', () => {
    const plain = doc([{ periods: [{ ...june12, resolution: 'PT60M', points: hours(24) }] }], '7:0');
    const prefixed = plain.replace(/<(\/?)([A-Za-z_])/g, '<$1ns:$2').replace('<ns:?xml', '<?xml').replace('xmlns=', 'xmlns:ns=').replace('<ns:Point>', '<!-- first --><ns:Point>');
    expect(ok(parse(prefixed)).series[0]?.days[0]?.values).toEqual(ok(parse(plain)).series[0]?.days[0]?.values);
  });
});

describe('parseMarketFile ENTSOE_SPOT: what a broken document gets', () => {
  it('refuses a wrong root element, and quotes the reason of an acknowledgement', () => {
    const ack = `<?xml version="1.0" encoding="UTF-8"?>
<Acknowledgement_MarketDocument xmlns="urn:iec62325.351:tc57wg16:451-1:acknowledgementdocument:7:0">
  <mRID>x</mRID>
  <Reason>
    <code>999</code>
    <text>No matching data found for Data item Day-ahead Prices [12.1.D] (10YCH-SWISSGRIDZ, 10YCH-SWISSGRIDZ) and interval 2024-03-30T23:00:00.000Z/2024-03-31T22:00:00.000Z.</text>
  </Reason>
</Acknowledgement_MarketDocument>
`;
    expect(parse(ack)).toEqual({
      ok: false,
      kind: 'ENTSOE_SPOT',
      errorCount: 1,
      errors: [{ code: 'INVALID_FILE', line: 2, message: expect.stringContaining('acknowledgement, not with prices: 999 No matching data found for Data item Day-ahead Prices') }],
    });
    expect(parse('<?xml version="1.0"?>\n<GL_MarketDocument><type>A65</type></GL_MarketDocument>\n')).toMatchObject({
      ok: false,
      errors: [{ code: 'INVALID_FILE', line: 2, message: 'the root element is <GL_MarketDocument>, not <Publication_MarketDocument> (ENTSO-E day-ahead prices)' }],
    });
  });

  it('refuses truncated XML with the line the parser stopped at', () => {
    const full = entsoeDayAheadXml({ zone: 'CH', from: '2024-06-12', days: 1, resolution: 'PT15M' });
    const cut = full.slice(0, full.indexOf('<position>40</position>') + 15);
    const result = parse(cut);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ code: 'INVALID_FILE', message: expect.stringContaining('not well-formed (truncated?)') });
    expect(result.errors[0]?.line).toBeGreaterThanOrEqual(1);
    expect(result.errors[0]?.line).toBeLessThanOrEqual(cut.split('\n').length);
  });

  it('refuses a document with a DTD before parsing it (no entity expansion)', () => {
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>\n<Publication_MarketDocument><type>&lol2;</type></Publication_MarketDocument>\n`;
    expect(parse(bomb)).toMatchObject({ ok: false, errors: [{ code: 'INVALID_FILE', line: 2, message: expect.stringContaining('DTD') }] });
  });

  it('refuses missing periods: a day not covered in full', () => {
    const text = doc([{ periods: [{ start: '2024-06-11T22:00Z', end: '2024-06-12T18:00Z', resolution: 'PT60M', points: hours(20) }] }]);
    expect(parse(text)).toMatchObject({
      ok: false,
      errors: [{ code: 'INVALID_DATE', column: 'SPOT:CH', message: 'missing periods: CH has no prices on 2024-06-12 from 20:00 to 24:00 (Europe/Zurich); a file holds whole local days' }],
    });
    // A query over UTC days instead of Zurich days: the first local day lacks its first hours.
    const utcDay = parse(doc([{ periods: [{ start: '2024-06-12T00:00Z', end: '2024-06-13T22:00Z', resolution: 'PT60M', points: hours(46) }] }]));
    expect(!utcDay.ok && utcDay.errors.map((e) => e.message)).toEqual(['missing periods: CH has no prices on 2024-06-12 from 00:00 to 02:00 (Europe/Zurich); a file holds whole local days']);
    const twoDays = entsoeDayAheadXml({ zone: 'CH', from: '2024-06-10', days: 3, resolution: 'PT60M' });
    const withoutMiddle = twoDays.replace(/ {2}<TimeSeries>\n {4}<mRID>2<\/mRID>[\s\S]*?<\/TimeSeries>\n/, '');
    const result = parse(withoutMiddle);
    expect(!result.ok && result.errors.map((e) => [e.code, e.message])).toEqual([['INVALID_DATE', 'missing periods: CH has no prices on 2024-06-11 at all; a file holds whole local days']]);
  });

  it('refuses a gap in the points of an A01 curve, and an A03 curve that does not start at position 1', () => {
    const gap = doc([{ curveType: 'A01', periods: [{ ...june12, resolution: 'PT60M', points: hours(24).filter(([p]) => p !== 17 && p !== 18) }] }]);
    expect(parse(gap)).toEqual({
      ok: false,
      kind: 'ENTSOE_SPOT',
      errorCount: 1,
      errors: [{ code: 'INVALID_DATE', line: lineOf(gap, '<Period>'), column: 'TimeSeries[1]/Period[1]', message: 'a gap in the points: positions 17 to 18 are missing (a curve of type A01 has every position)' }],
    });
    const late = doc([{ curveType: 'A03', periods: [{ ...june12, resolution: 'PT60M', points: [[2, '50']] }] }]);
    expect(parse(late)).toMatchObject({ ok: false, errors: [{ code: 'INVALID_DATE', message: 'a gap in the points: position 1 is missing (a curve of type A03 starts at position 1)' }] });
  });

  it('refuses positions beyond the period and twice, prices outside ±1e5 and decimal commas, each at its Point', () => {
    const points = hours(24);
    points[3] = [4, '100000.01'];
    points[5] = [6, '45,20'];
    points.push([25, '50'], [7, '46']);
    const text = doc([{ periods: [{ ...june12, resolution: 'PT60M', points }] }]);
    const result = parse(text);
    expect(!result.ok && result.errors).toEqual([
      { code: 'INVALID_FORMAT', line: lineOf(text, '<Point>', 4), column: 'TimeSeries[1]/Period[1]/Point[position=4]/price.amount', message: '100000.01 EUR/MWh is outside ±100000' },
      { code: 'INVALID_FORMAT', line: lineOf(text, '<Point>', 6), column: 'TimeSeries[1]/Period[1]/Point[position=6]/price.amount', message: '"45,20" is no price (a decimal comma; ENTSO-E writes a point)' },
      { code: 'INVALID_DATE', line: lineOf(text, '<Point>', 25), column: 'TimeSeries[1]/Period[1]/Point[position=25]', message: 'position 25 is beyond the period, which has 24 PT60M steps' },
      { code: 'INVALID_DATE', line: lineOf(text, '<Point>', 26), column: 'TimeSeries[1]/Period[1]/Point[position=7]', message: 'position 7 appears twice' },
    ]);
    expect(parse(doc([{ periods: [{ ...june12, resolution: 'PT60M', points: hours(24, (i) => (i === 0 ? '-100000' : '10')) }] }])).ok).toBe(true);
  });

  it('refuses a duplicate day: a second TimeSeries over the same quarter hours', () => {
    const text = doc([
      { periods: [{ ...june12, resolution: 'PT60M', points: hours(24) }] },
      { periods: [{ start: '2024-06-12T10:00Z', end: '2024-06-12T22:00Z', resolution: 'PT60M', points: hours(12) }] },
    ]);
    expect(parse(text)).toMatchObject({
      ok: false,
      errors: [{ code: 'INVALID_DATE', line: lineOf(text, '<Period>', 2), column: 'TimeSeries[2]/Period[1]', message: expect.stringContaining('a duplicate day: TimeSeries[2]/Period[1] overlaps TimeSeries[1]/Period[1] on 2024-06-12') }],
    });
  });

  it('refuses an unknown zone, another currency or unit, and a resolution other than PT15M or PT60M', () => {
    const austria = doc([{ eic: '10YAT-APG------L', periods: [{ ...june12, resolution: 'PT60M', points: hours(24) }] }]);
    expect(parse(austria)).toMatchObject({
      ok: false,
      errors: [{ code: 'INVALID_FORMAT', line: lineOf(austria, '<TimeSeries>'), column: 'TimeSeries[1]/in_Domain.mRID', message: expect.stringContaining('"10YAT-APG------L" is no bidding zone the portal imports') }],
    });
    const other = doc([{ periods: [{ ...june12, resolution: 'PT30M', points: hours(48) }] }]).replace('<currency_Unit.name>EUR', '<currency_Unit.name>CHF');
    const result = parse(other);
    expect(!result.ok && result.errors.map((e) => [e.code, e.column])).toEqual([['INVALID_FORMAT', 'TimeSeries[1]/currency_Unit.name']]);
    const thirty = parse(doc([{ periods: [{ ...june12, resolution: 'PT30M', points: hours(48) }] }]));
    expect(!thirty.ok && thirty.errors.map((e) => [e.code, e.column, e.message])).toEqual([['INVALID_FORMAT', 'TimeSeries[1]/Period[1]/resolution', 'resolution "PT30M" is neither PT15M nor PT60M']]);
  });

  it('refuses a period whose times are not UTC quarter hours', () => {
    const result = parse(doc([{ periods: [{ start: '2024-06-12T00:00+02:00', end: '2024-06-12T22:00Z', resolution: 'PT60M', points: hours(24) }] }]));
    expect(!result.ok && result.errors.map((e) => [e.code, e.column])).toEqual([['INVALID_DATE', 'TimeSeries[1]/Period[1]/timeInterval/start']]);
  });
});

describe('parseMarketFile ENTSOE_SPOT: a year', () => {
  // Its speed is the bench's (market.import.spot.1y); here, that the whole year comes through.
  it('reads a year of quarter hours for one zone, in 366 days of 92, 96 or 100 values', () => {
    const text = entsoeDayAheadXml({ zone: 'DE-LU', from: '2024-01-01', days: 366, resolution: 'PT15M' });
    const [series] = ok(parse(text)).series;
    expect(series?.summary).toMatchObject({ from: '2024-01-01', to: '2024-12-31', days: 366, values: 366 * 96 });
    const lengths = new Map<number, string[]>();
    for (const d of series?.days ?? []) lengths.set(d.values.length, [...(lengths.get(d.values.length) ?? []), d.day]);
    expect([lengths.get(92), lengths.get(100), lengths.get(96)?.length]).toEqual([['2024-03-31'], ['2024-10-27'], 364]);
  });
});
