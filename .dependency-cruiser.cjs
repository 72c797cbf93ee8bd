// The layering of ../shared/DESIGN.md ("Dependencies point one way"), checked by `npm run lint`.
// Test files and test helpers obey the same arrows as production code; tests/ (system tests that
// wire several packages together) is outside them.

/** events/ files the browser may load: pure schemas, rules and units (the package's browser-safe subpaths). */
const browserSafe = [
  '^events/src/(validation|units|read-contracts|load-profile)/',
  '^events/src/(command-schemas|error-codes)\\.ts$',
  '^events/src/[a-z-]+/[a-z-]+-(commands|fields|errors)\\.ts$',
  // The metering point CSV codec: the UI previews a file in a worker before uploading it.
  '^events/src/metering-point/metering-point-csv\\.ts$',
  // The price formula (the admin's pricing form previews prices with the server's own code) and
  // the offer request's cross-field rules (the request form checks with the command's own rules).
  '^events/src/offer/(pricing|request-rules)\\.ts$',
  '^events/src/identity/guard-rules\\.ts$',
  // German labels of market series ids, for pickers, legends and the admin's job list.
  '^events/src/market/market-labels\\.ts$',
  '^events/src/platform-config/(config-lists|default-config|business-limits)\\.ts$',
  // decider.ts: assertNever, which the price formula's product switch ends in (with the types of
  // envelope.ts, which imports only typebox).
  '^events/src/core/(errors|error-codes|schema|decider|envelope)\\.ts$',
].join('|');
/** Specs run in Node whatever they test. */
const spec = '\\.spec\\.tsx?$';

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'A cycle makes two modules one; split what they share.', from: {}, to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } } },
    {
      name: 'events-is-the-bottom',
      severity: 'error',
      comment: 'events/ holds contracts and the event-sourcing kit; it depends on no other package.',
      from: { path: '^events/src/' },
      to: { path: '^(platform|command-api|projections|query-api|workers|ui|deploy)/' },
    },
    {
      name: 'platform-depends-on-events-only',
      severity: 'error',
      comment: 'The server kit implements the ports of events/ and knows no feature package.',
      from: { path: '^platform/src/' },
      to: { path: '^(command-api|projections|query-api|workers|ui|deploy)/' },
    },
    {
      name: 'command-api-depends-on-events-only',
      severity: 'error',
      from: { path: '^command-api/src/' },
      to: { path: '^(projections|query-api|workers|ui|deploy)/' },
    },
    {
      name: 'projections-depend-on-events-only',
      severity: 'error',
      from: { path: '^projections/src/' },
      to: { path: '^(command-api|query-api|workers|ui|deploy)/' },
    },
    {
      name: 'query-api-depends-on-events-and-projections',
      severity: 'error',
      from: { path: '^query-api/src/' },
      to: { path: '^(command-api|workers|ui|deploy)/' },
    },
    {
      name: 'workers-depend-on-events-and-command-api',
      severity: 'error',
      from: { path: '^workers/src/' },
      to: { path: '^(query-api|ui|deploy)/' },
    },
    {
      name: 'workers-see-only-the-read-store-port',
      severity: 'error',
      comment: 'Workers read read models through the projections package\'s port types, never its code.',
      from: { path: '^workers/src/' },
      to: { path: '^projections/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'ui-uses-browser-safe-events-only',
      severity: 'error',
      comment: 'The UI imports only the browser-safe subpaths of events/ and no other package.',
      from: { path: '^ui/src/' },
      to: { path: '^(events|platform|command-api|projections|query-api|workers|deploy)/', pathNot: browserSafe },
    },
    {
      name: 'browser-safe-stays-browser-safe',
      severity: 'error',
      comment: 'What the UI loads from events/ may import only other browser-safe files and pure libraries: no Node, no server modules.',
      from: { path: browserSafe, pathNot: spec },
      to: { pathNot: `${browserSafe}|^node_modules/(typebox|decimal\\.js|luxon|papaparse)/` },
    },
    {
      name: 'no-deep-imports-between-packages',
      severity: 'error',
      comment: 'Packages meet through their index and declared subpaths (package.json "exports"), never through another package\'s files by relative path.',
      from: { path: '^(events|platform|command-api|projections|query-api|workers)/src/' },
      to: { path: '^(events|platform|command-api|projections|query-api|workers)/src/', dependencyTypes: ['local'], pathNot: '^$1/src/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^ui/dist/|^data/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    combinedDependencies: false,
  },
};
