import { defaultBusinessLimits } from '@portal/events';
import { checkLoadProfile, type LoadProfileOptions } from '@portal/events/load-profile';
import { luxonProfile } from '@portal/events/load-profile/testing';
import Papa from 'papaparse';
import { defineBench, lowerIsBetter, progress } from './lib/bench.ts';
import { median } from './lib/first-screen.ts';

const runs = 21;
const year: LoadProfileOptions = { from: '2026-01-01', to: '2026-12-31', resolution: 15, directions: 'CONS', timeZone: 'Europe/Zurich' };

/**
 * `loadprofile.check.35040`: milliseconds to check a year of quarter hours (2026 in
 * Europe/Zurich, 35,040 rows of the ISO layout, values with 3 decimals), every rule of spec
 * section 5; median of 21 runs after one warm-up. The ceiling is papaparse alone reading the same
 * text the same way (semicolon), measured in the same run, interleaved with the check so both
 * see the same machine. The target: ratio at most 3 and under 200 ms. No database.
 */
export default defineBench({
  figures: ['loadprofile.check.35040'],
  async run(_db, report) {
    // 0.000 to 99.999 kW in a fixed pseudo-random order: realistic digits, a multiple of 0.001 kW.
    const text = luxonProfile(year, 'iso', (i) => ((i * 7919) % 100_000 / 1000).toFixed(3));
    const limits = defaultBusinessLimits.loadProfile;
    const first = checkLoadProfile(text, year, limits);
    if (!first.valid || first.rows !== 35_040) throw new Error(`the bench file is not a valid year: ${JSON.stringify(first.problems.slice(0, 3))}`);
    Papa.parse(text, { delimiter: ';' });
    const check: number[] = [];
    const parse: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      let started = performance.now();
      checkLoadProfile(text, year, limits);
      check.push(performance.now() - started);
      started = performance.now();
      Papa.parse(text, { delimiter: ';' });
      parse.push(performance.now() - started);
    }
    progress(`loadprofile.check: ${(text.length / 1e6).toFixed(1)} MB; check ${check.map((ms) => ms.toFixed(0)).join(', ')} ms; papaparse ${parse.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    report(lowerIsBetter('loadprofile.check.35040', median(check), median(parse), 'ms'));
  },
});
