import { defaultReporter } from '@web/test-runner';
import { bundleTestsPlugin } from './scripts/wtr/esbuild-plugin.mjs';
import { summaryReporter } from './scripts/wtr/summary-reporter.mjs';
import { browserCommandsPlugin } from './scripts/wtr/browser-commands.mjs';
import { chromium, firefox, webkit } from './scripts/wtr/launchers.mjs';
import { freePort } from './scripts/engines.mjs';

const root = process.cwd();
// The coverage run serves src/domain unbundled so V8 coverage can see it.
const coverage = process.argv.includes('--coverage');
// One engine per run (scripts/test.mjs runs all three): SP_ENGINE=chromium (default), firefox or webkit.
// Firefox and WebKit run one test file at a time. Firefox's second page would be a background tab, whose
// timers and focus are throttled; web-test-runner's WebDriver launcher would put each file in an iframe of
// one page, where focus, history and the viewport are not the page's own.
const engine = process.env.SP_ENGINE ?? 'chromium';
// `--group NAME` runs one group alone; its counts say which (npm test runs Chromium's two groups as two steps).
const groupAt = process.argv.indexOf('--group');
const group = groupAt >= 0 && process.argv[groupAt + 1] !== 'default' ? process.argv[groupAt + 1] : undefined;
const launchers = { chromium, firefox, webkit };
if (!launchers[engine]) throw new Error(`SP_ENGINE must be one of ${Object.keys(launchers).join(', ')}`);

export default {
  rootDir: root,
  // A port the system hands out, not web-test-runner's default search up from 8000: npm test starts three runners
  // at once, and two searching together can both pick 8000, the second then failing to listen and ending at once.
  port: await freePort(),
  // test/hosts is left out: its apps link the package (node_modules/shopper-profile-elements -> the repository),
  // a loop a search through it would follow without end.
  files: ['test/**/*.test.{ts,tsx}', '!test/e2e/**', '!test/server/**', '!test/bench/**', '!test/hosts/**', '!**/node_modules/**'],
  nodeResolve: true,
  concurrency: engine === 'chromium' ? 2 : 1,
  concurrentBrowsers: 1,
  browsers: [launchers[engine]()],
  groups: engine !== 'chromium' ? [] : [
    // The page names its group, so test/domain/browserZone.test.ts can pin the zone each group runs in.
    { name: 'domain-utc', files: 'test/domain/**/*.test.ts', browsers: [chromium('UTC')],
      testRunnerHtml: (framework) => `<!DOCTYPE html><html><head><script>globalThis.__SP_WTR_GROUP__ = 'domain-utc';</script></head><body><script type="module" src="${framework}"></script></body></html>` },
  ],
  // React's production build, as users run it, where a test allows (scripts/wtr/esbuild-plugin.mjs).
  plugins: [browserCommandsPlugin(), bundleTestsPlugin({ root, unbundled: coverage ? ['src/domain'] : [], reactBuild: 'production' })],
  // Quiet output: the library's own logger lines are expected in the tests that provoke them (they
  // assert on them through the logger, test/api/helpers.ts captureLogs), and @open-wc's Lit warns of its dev
  // build on every page. Anything else a page prints still shows, so a real warning stands out.
  filterBrowserLogs: ({ args }) => {
    const first = typeof args[0] === 'string' ? args[0] : '';
    return !first.startsWith('[shopper-profile]') && !first.startsWith('Lit is in dev mode');
  },
  // Firefox ESR and WebKitGTK (software-rendered, under xvfb) run the same steps two to three times slower than
  // Chromium here; a test's time limit is a guard against a hang, not a measure.
  testFramework: { config: { timeout: engine === 'chromium' ? 10000 : 25000 } },
  testsFinishTimeout: 300000,
  reporters: [defaultReporter({ reportTestResults: true, reportTestProgress: !process.env.CI }), summaryReporter({ engine, suite: group ?? 'unit' })],
  coverageConfig: {
    include: ['src/domain/**/*.ts', '**/src/domain/**/*.ts'],
    threshold: { statements: 95, branches: 95, functions: 95, lines: 95 },
    report: true,
    reportDir: 'coverage',
  },
};
