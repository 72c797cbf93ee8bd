// Jest runs the TypeScript sources as native ES modules (node --experimental-vm-modules),
// transformed by swc: the same module semantics as `node file.ts` on Node 24.
const swc = ['@swc/jest', {
  jsc: { parser: { syntax: 'typescript' }, target: 'es2023' },
  module: { type: 'es6' },
}];

export default {
  // Node's environment that closes, and fails the file for, what a spec left open; the setup file
  // keeps that list and moves the clock when PORTAL_TEST_NOW is set (docs/runbook.md).
  testEnvironment: '<rootDir>/tests/support/jest-environment.js',
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  testMatch: ['<rootDir>/{events,platform,command-api,projections,query-api,workers}/src/**/*.spec.ts', '<rootDir>/deploy/**/*.spec.ts', '<rootDir>/tests/**/*.spec.ts', '<rootDir>/ui/src/**/*.spec.ts'],
  // The UI's one import alias; its pure modules (format, http, download, message rules) run here.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/ui/src/$1' },
  testPathIgnorePatterns: ['/node_modules/', '\\.e2e\\.spec\\.ts$'],
  testTimeout: 60_000,
  maxWorkers: 2,
};
