// The registry this project installs from serves only some platform builds of native
// packages (swc, unrs-resolver, ...). `npm install` skips the missing optional ones, but
// `npm ci` then refuses the lock as out of sync. This drops optional dependencies that the
// lock never resolved, so `npm ci` installs exactly what `npm install` did.
// Run after every `npm install`: `node scripts/prune-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const present = new Set(Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, '')));
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  const kept = Object.entries(entry.optionalDependencies).filter(([name]) => present.has(name));
  dropped += Object.keys(entry.optionalDependencies).length - kept.length;
  entry.optionalDependencies = Object.fromEntries(kept);
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`prune-lock: dropped ${dropped} unresolvable optional dependencies`);
