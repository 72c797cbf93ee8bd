import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser: CI machines reach only the package mirrors.
// Exported for the README screenshots (dashboard-screenshots.ts), which drive the same browser.
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.spec.ts',
  outputDir: './artifacts/results',
  globalSetup: './global-setup.ts',
  // One server, one browser at a time: the tests share the demo tenants and the machine has 2 cores.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumFlags },
    viewport: { width: 1400, height: 900 },
    locale: 'de-CH',
    acceptDownloads: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
