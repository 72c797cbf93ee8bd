import { readFileSync } from 'node:fs';
import { marketSamples, marketSamplesDir } from '@portal/events/market/testing';
import type { ParsedMarketSeries } from '@portal/events';
import { parseMarketFile } from './parse-market-file.ts';

const root = new URL('../../../../', import.meta.url);
const read = (file: string): string => readFileSync(new URL(`${marketSamplesDir}/${file}`, root), 'utf8');
const parsed = (file: string): readonly ParsedMarketSeries[] => {
  const sample = marketSamples.find((s) => s.file === file);
  if (!sample) throw new Error(`no sample ${file}`);
  const result = parseMarketFile(sample.kind, readFileSync(new URL(`${marketSamplesDir}/${file}`, root)));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.series;
};
const byId = (series: readonly ParsedMarketSeries[], id: string) => series.find((s) => s.summary.seriesId === id);

describe('the demo market files (deploy/demo/market-data)', () => {
  it.each(marketSamples.map((s) => [s.file, s]))('%s is what the generators write (node_modules/.bin/node events/src/market/testing/write-samples.ts)', (file, sample) => {
    expect(read(file)).toBe(sample.text());
  });

  it('the ECB history imports: several months, newest first in the file, the CYP column all N/A', () => {
    const series = parsed('ecb-eurofxref-hist-2024-h1.csv');
    expect(series.map((s) => s.summary.seriesId)).toEqual(['FX:ECB:EUR-USD', 'FX:ECB:EUR-JPY', 'FX:ECB:EUR-GBP', 'FX:ECB:EUR-CHF', 'FX:ECB:EUR-SEK']);
    const chf = byId(series, 'FX:ECB:EUR-CHF')?.summary;
    expect(chf).toMatchObject({ from: '2024-01-02', to: '2024-06-28', unit: 'CHF per EUR' });
    // TARGET days only: no Good Friday (29 March), Easter Monday (1 April) or 1 May.
    const days = byId(series, 'FX:ECB:EUR-USD')?.days.map((d) => d.day) ?? [];
    expect(days).not.toContain('2024-03-29');
    expect(days).not.toContain('2024-04-01');
    expect(days).not.toContain('2024-05-01');
    expect(days).toContain('2024-04-02');
    expect(read('ecb-eurofxref-hist-2024-h1.csv').split('\n')[1]).toMatch(/^2024-06-28,[0-9.]+,[0-9.]+,N\/A,/);
  });

  it('the SNB excerpt imports its month-end rates, JPY per 1 yen', () => {
    const series = parsed('snb-devkum-2024-h1.csv');
    expect(series.map((s) => s.summary.seriesId)).toEqual(['FX:SNB:EUR-CHF', 'FX:SNB:GBP-CHF', 'FX:SNB:JPY-CHF', 'FX:SNB:USD-CHF']);
    const jpy = byId(series, 'FX:SNB:JPY-CHF');
    expect(jpy?.days.map((d) => d.day)).toEqual(['2024-01-31', '2024-02-29', '2024-03-29', '2024-04-30', '2024-05-31', '2024-06-28']);
    expect(jpy?.days.every((d) => (d.values[0] ?? 0) > 0.004 && (d.values[0] ?? 0) < 0.008)).toBe(true);
    expect(read('snb-devkum-2024-h1.csv')).toContain('"M0";"JPY100"');
  });

  it('the CH day-ahead file holds the spring DST day of 92 quarter hours', () => {
    const [ch] = parsed('entsoe-ch-2024-03-30-pt15m.xml');
    expect(ch?.summary).toMatchObject({ seriesId: 'SPOT:CH', from: '2024-03-30', to: '2024-04-01', values: 96 + 92 + 96 });
    expect(ch?.days.map((d) => d.values.length)).toEqual([96, 92, 96]);
  });

  it('the DE-LU file is hourly with A03 gaps, spread over the autumn DST day of 100 quarter hours', () => {
    const text = read('entsoe-de-lu-2024-10-26-pt60m-a03.xml');
    expect(text).toContain('<curveType>A03</curveType>');
    expect((text.match(/<Point>/g) ?? []).length).toBeLessThan(24 + 25 + 24);
    const [de] = parsed('entsoe-de-lu-2024-10-26-pt60m-a03.xml');
    expect(de?.summary).toMatchObject({ seriesId: 'SPOT:DE-LU', from: '2024-10-26', to: '2024-10-28' });
    expect(de?.days.map((d) => d.values.length)).toEqual([96, 100, 96]);
  });

  it('the forward file has both markets, base and peak, years, quarters and months over a few trading days', () => {
    const series = parsed('forward-settlements-2026-11.csv');
    expect(series).toHaveLength(2 * 2 * 7);
    expect(series.map((s) => s.summary.seriesId)).toEqual(expect.arrayContaining(['FWD:CH:BASE:2027', 'FWD:DE:PEAK:2027-Q1', 'FWD:CH:PEAK:2027-01', 'FWD:DE:BASE:2028']));
    expect(byId(series, 'FWD:DE:BASE:2027')?.days.map((d) => d.day)).toEqual(['2026-11-19', '2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25']);
  });
});
