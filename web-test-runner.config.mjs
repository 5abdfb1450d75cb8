import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter } from '@web/test-runner';
import { bundleTestsPlugin } from './scripts/wtr/esbuild-plugin.mjs';
import { summaryReporter } from './scripts/wtr/summary-reporter.mjs';
import { chromiumPath, chromiumArgs } from './scripts/chromium.mjs';

const root = process.cwd();
// The coverage run serves src/domain unbundled so V8 coverage can see it.
const coverage = process.argv.includes('--coverage');

// Every test runs in a browser whose zone is neither Central nor UTC, so a
// rule that leaks the browser's clock zone fails; domain rules run a second
// time in UTC. Motion is reduced so an axe colour check never reads a pop-up
// half way through its opening fade (styles.test.tsx emulates both settings).
function chromium(timezoneId) {
  return playwrightLauncher({
    product: 'chromium',
    launchOptions: { executablePath: chromiumPath(), headless: true, args: chromiumArgs },
    createBrowserContext: ({ browser }) => browser.newContext({ timezoneId, locale: 'en-US', reducedMotion: 'reduce' }),
  });
}

export default {
  rootDir: root,
  files: ['test/**/*.test.{ts,tsx}', '!test/e2e/**', '!test/server/**', '!test/bench/**'],
  nodeResolve: true,
  concurrency: 2,
  concurrentBrowsers: 1,
  browsers: [chromium('America/Los_Angeles')],
  groups: [
    // The page names its group, so test/domain/browserZone.test.ts can pin the zone each group runs in.
    { name: 'domain-utc', files: 'test/domain/**/*.test.ts', browsers: [chromium('UTC')],
      testRunnerHtml: (framework) => `<!DOCTYPE html><html><head><script>globalThis.__SP_WTR_GROUP__ = 'domain-utc';</script></head><body><script type="module" src="${framework}"></script></body></html>` },
  ],
  plugins: [bundleTestsPlugin({ root, unbundled: coverage ? ['src/domain'] : [] })],
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 300000,
  reporters: [defaultReporter({ reportTestResults: true, reportTestProgress: !process.env.CI }), summaryReporter({ outFile: process.env.WTR_SUMMARY_FILE })],
  coverageConfig: {
    include: ['src/domain/**/*.ts', '**/src/domain/**/*.ts'],
    threshold: { statements: 95, branches: 95, functions: 95, lines: 95 },
    report: true,
    reportDir: 'coverage',
  },
};
