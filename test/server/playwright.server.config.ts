/** Runs only the backend specs: `npx playwright test -c test/server/playwright.server.config.ts`. Each spec starts its own server. */
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  timeout: 60_000,
  reporter: [['list']],
});
