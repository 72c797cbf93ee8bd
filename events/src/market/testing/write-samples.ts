/**
 * Writes the demo's market files (deploy/demo/market-data) from the generators:
 * `node_modules/.bin/node events/src/market/testing/write-samples.ts`. The files are committed;
 * platform/src/market/importers/samples.spec.ts checks that they import and that this script
 * still writes them byte for byte.
 */
import { writeFileSync } from 'node:fs';
import { marketSamples, marketSamplesDir } from './market-samples.ts';

const root = new URL('../../../../', import.meta.url);
for (const sample of marketSamples) {
  writeFileSync(new URL(`${marketSamplesDir}/${sample.file}`, root), sample.text());
  console.log(`wrote ${marketSamplesDir}/${sample.file}`);
}
