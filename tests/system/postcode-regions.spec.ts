import { defaultPlatformConfig } from '@portal/events';
import { germanStateIds, swissCantonIds } from '../../ui/src/lib/address/postcode-regions.ts';

// The UI derives canton and Land from postcodes with public data sets; what it fills in must be
// a state id of the platform configuration, for every canton and every Land.

const statesOf = (country: string) => defaultPlatformConfig.countryInfoAll.find((c) => c.country === country)!.states.map((s) => s.id).sort();

describe('the postcode data sets map to the states of the platform configuration', () => {
  it('covers the 26 cantons, and every id is a canton', () => {
    const ids = [...new Set(Object.values(swissCantonIds))].sort();
    expect(ids).toHaveLength(26);
    expect(ids).toEqual(statesOf('CH'));
  });

  it('covers the 16 Länder, and every id is a Land', () => {
    const ids = [...new Set(Object.values(germanStateIds))].sort();
    expect(ids).toHaveLength(16);
    expect(ids).toEqual(statesOf('DE'));
  });
});
