import { parseMarketFile } from './importers/parse-market-file.ts';
import { entsoeDayAheadXml, marketSamples } from '@portal/events/market/testing';
import { parseMarketFileOffThread } from './parse-off-thread.ts';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('market files parsed off the event loop', () => {
  it('gives what parseMarketFile gives, for every sample, several at once', async () => {
    const files = marketSamples.map((sample) => ({ kind: sample.kind, bytes: bytes(sample.text()) }));
    const results = await Promise.all(files.map((file) => parseMarketFileOffThread(file.kind, file.bytes)));
    expect(results).toEqual(files.map((file) => parseMarketFile(file.kind, file.bytes)));
    expect(results.every((result) => result.ok)).toBe(true);
  });

  it('answers a broken file with its errors, and the next file still parses', async () => {
    const broken = await parseMarketFileOffThread('ENTSOE_SPOT', bytes('<Publication_MarketDocument><TimeSeries>'));
    expect(broken).toMatchObject({ ok: false, kind: 'ENTSOE_SPOT' });
    expect(broken).toEqual(parseMarketFile('ENTSOE_SPOT', bytes('<Publication_MarketDocument><TimeSeries>')));
    expect(await parseMarketFileOffThread('ECB_FX', bytes(marketSamples[0]!.text()))).toMatchObject({ ok: true });
  });

  it('leaves the event loop free while a large file parses', async () => {
    // Two years of quarter hours: hundreds of milliseconds of parsing on one thread.
    const large = bytes(entsoeDayAheadXml({ zone: 'CH', from: '2024-01-01', days: 731, resolution: 'PT15M' }));
    let turns = 0;
    let turning = true;
    const turn = (): void => {
      turns += 1;
      if (turning) setTimeout(turn, 1);
    };
    turn();
    const started = performance.now();
    const result = await parseMarketFileOffThread('ENTSOE_SPOT', large);
    const elapsed = performance.now() - started;
    turning = false;
    expect(result).toMatchObject({ ok: true });
    // A blocked loop turns once; a free one about once per millisecond of the parse.
    expect(turns).toBeGreaterThan(Math.min(20, elapsed / 10));
  });
});
