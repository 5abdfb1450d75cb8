/**
 * End-to-end journeys (test/e2e) against the demo server, in Debian's
 * Chromium. The server is started here on its own port with a throw-away
 * database; test/server specs start their own instances.
 */
import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8765);
const dbPath = path.join(os.tmpdir(), `sp-e2e-${process.pid}.db`);

export default defineConfig({
  testDir: 'test',
  testMatch: ['e2e/**/*.spec.ts', 'server/**/*.spec.ts', 'build/**/*.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // In CI a dot per spec (issue 19: quiet on success); failures are listed with their messages at the end and in
  // scripts/test.mjs's summary. Locally, a line per spec.
  reporter: [[process.env.CI ? 'dot' : 'list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    timezoneId: 'America/Los_Angeles',
    locale: 'en-US',
    // Axe reads colours: never mid-way through a pop-up's opening fade.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node demo/.build/server.mjs',
    url: `http://localhost:${port}/qa/personas`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every journey runs on pages served with the strict CSP (issue 18); a page can opt out with csp=off.
    env: { PORT: String(port), SP_DB_PATH: dbPath, SP_CSP: 'strict' },
  },
});
