import type { MarketImportKind } from '../market-fields.ts';
import { ecbRatesCsv, entsoeDayAheadXml, forwardSettlementsCsv, snbMonthlyCsv } from './market-files.ts';

/** The folder of the demo's market files, from the repository root. */
export const marketSamplesDir = 'deploy/demo/market-data';

/** A sample file of deploy/demo/market-data: its name, the kind it imports as, and how it is made. */
export interface MarketSample {
  readonly file: string;
  readonly kind: MarketImportKind;
  readonly text: () => string;
}

// CYP left the ECB's list with the euro in Cyprus (2008): the history keeps its column, all N/A.
const ecbCurrencies = ['USD', 'JPY', 'CYP', 'GBP', 'CHF', 'SEK'];

export const marketSamples: readonly MarketSample[] = [
  {
    file: 'ecb-eurofxref-hist-2024-h1.csv',
    kind: 'ECB_FX',
    text: () => ecbRatesCsv({ from: '2024-01-02', to: '2024-06-28', currencies: ecbCurrencies, ...cypNotAvailable }),
  },
  {
    file: 'snb-devkum-2024-h1.csv',
    kind: 'SNB_FX',
    text: () => snbMonthlyCsv({ from: '2024-01', to: '2024-06', currencies: ['EUR1', 'USD1', 'GBP1', 'JPY100'] }),
  },
  {
    file: 'entsoe-ch-2024-03-30-pt15m.xml',
    kind: 'ENTSOE_SPOT',
    // 30 March to 1 April 2024: the 31st is the spring DST day of 92 quarter hours.
    text: () => entsoeDayAheadXml({ zone: 'CH', from: '2024-03-30', days: 3, resolution: 'PT15M' }),
  },
  {
    file: 'entsoe-de-lu-2024-10-26-pt60m-a03.xml',
    kind: 'ENTSOE_SPOT',
    // 26 to 28 October 2024, hourly, curve type A03 (the flat night hours are left out); the 27th has 25 hours.
    text: () => entsoeDayAheadXml({ zone: 'DE-LU', from: '2024-10-26', days: 3, resolution: 'PT60M', curveType: 'A03' }),
  },
  {
    file: 'forward-settlements-2026-11.csv',
    kind: 'FORWARD_CSV',
    text: () =>
      forwardSettlementsCsv({
        from: '2026-11-19',
        to: '2026-11-25',
        markets: ['CH', 'DE'],
        loads: ['BASE', 'PEAK'],
        periods: ['2027', '2028', '2027-Q1', '2027-Q2', '2026-12', '2027-01', '2027-02'],
      }),
  },
];

/** The default rates, with CYP not available on any day. */
const cypNotAvailable = {
  rate: (code: string, _day: string, index: number): number | null => (code === 'CYP' ? null : defaultRate(code, index)),
};

const levels: Readonly<Record<string, number>> = { USD: 1.085, JPY: 161.2, GBP: 0.8555, CHF: 0.9612, SEK: 11.35 };
const defaultRate = (code: string, index: number): number => (levels[code] ?? 1) * (1 + 0.015 * Math.sin(index / 19 + code.charCodeAt(0)));
