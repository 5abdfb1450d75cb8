/**
 * End-to-end journeys (test/e2e) against the demo server, in Debian's
 * Chromium. Each worker starts its own demo server on a free port with a
 * throw-away database and the strict policy (test/e2e/fixtures.ts), so two
 * workers run spec files side by side; test/server specs start their own
 * instances. PW_WORKERS sets the number of workers (2: the machine's cores).
 */
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'test',
  testMatch: ['e2e/**/*.spec.ts', 'server/**/*.spec.ts', 'build/**/*.spec.ts'],
  fullyParallel: false,
  workers: Number(process.env.PW_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  // In CI a dot per spec (quiet on success); failures are listed with their messages at the end and in
  // scripts/test.mjs's summary, which reads the counts the summary reporter prints. Locally, a line per spec.
  reporter: [[process.env.CI ? 'dot' : 'list'], ['./scripts/summary/playwright-reporter.mjs']],
  outputDir: 'test-results/artifacts',
  use: {
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    timezoneId: 'America/Los_Angeles',
    locale: 'en-US',
    // Axe reads colours: never mid-way through a pop-up's opening fade.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
