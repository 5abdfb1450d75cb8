#!/usr/bin/env node
// `npm test`: type check, lint, unused code and api calls (knip), spec coverage, doc paths, copies, build, unit and element
// tests (web-test-runner in Chromium, Firefox and WebKit), then the Playwright specs (backend contract and end-to-end
// journeys, Chromium) and the main journeys in all three engines. Prints one summary and exits non-zero on any failure.
//
// Quiet on success: a step's own output is shown only when it fails, so a passing run is one line per step, the
// counts per engine and the summary. SP_TEST_VERBOSE=1 streams every step's output as it comes. The counts come from
// each runner's own reporter, which prints them in one form (scripts/summary/lines.mjs) read back from its output.
import { spawn, spawnSync } from 'node:child_process';
import { readSummaries } from './summary/lines.mjs';

const started = Date.now();
const verbose = process.env.SP_TEST_VERBOSE === '1';
const results = [];
const summaries = [];

/** Runs one step; resolves to { name, ok, seconds, output } once it ends. */
function runStep(name, command, args, env = {}) {
  const stepStarted = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    const take = (stream) => (chunk) => {
      output += chunk;
      if (verbose) stream.write(chunk);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    let finished = false;
    const done = (ok, error = '') => {
      // A command that cannot start reports 'error', then 'close': once is enough.
      if (finished) return;
      finished = true;
      const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
      console.log(`=== ${name}: ${command} ${args.join(' ')} (${seconds}s)`);
      if (!ok && !verbose) process.stdout.write(`${output}${error}`);
      resolve({ name, ok, seconds, output });
    };
    child.on('error', (error) => done(false, `${error}\n`));
    child.on('close', (code) => done(code === 0));
  });
}

/** Runs a step and keeps its result; a test runner's counts are read from its output. */
async function run(name, command, args, env = {}, options = {}) {
  return keep(await runStep(name, command, args, env), options);
}

/** Steps (arguments as for run) side by side; their results are kept in the order given, whichever ends first. */
async function runTogether(steps) {
  const done = await Promise.all(steps.map(([name, command, args, env = {}]) => runStep(name, command, args, env)));
  return done.map((result, i) => keep(result, steps[i][4])).every(Boolean);
}

function keep(result, { counted = false } = {}) {
  results.push(result);
  if (counted) {
    const found = readSummaries(result.output);
    summaries.push(...found);
    // A runner that failed before its reporter spoke (it did not start, or crashed) still counts as a failure.
    if (!result.ok && found.every((s) => s.failed === 0)) summaries.push({ suite: result.name, engine: 'no summary', passed: 0, failed: 1, skipped: 0, failures: [{ title: 'the runner ended before its summary (its output is above)', lines: [] }], skips: [] });
  }
  return result.ok;
}

/**
 * The checks and the build read the sources and write nothing the others read: two of them at once keep both cores
 * busy (each is one Node process on one core). Runs `steps` ([name, command, args]) `width` at a time.
 */
async function runPool(steps, width) {
  const out = new Array(steps.length);
  let next = 0;
  const worker = async () => {
    while (next < steps.length) {
      const i = next;
      next += 1;
      out[i] = await runStep(...steps[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, steps.length) }, worker));
  results.push(...out);
  return out;
}

// The build first (the longest), then the checks beside it, two at a time.
const [buildResult] = await runPool([
  ['build', 'npm', ['run', '--silent', 'build']],
  // The type check also holds the message catalogs complete: every area's Spanish half (src/components/i18n/messages.ts).
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.']],
  // Unused code (knip.jsonc): an export of src/ or elements/ that only tests use fails, an api call among them
  // (each is a plain exported function, read off a namespace import by the state that makes it).
  ['unused exports (knip)', 'npx', ['knip', '--production']],
  // docs/spec-coverage.md: every spec item cites tests that still exist, on a user path, and none is still pending.
  ['spec coverage', 'node', ['scripts/check-spec-coverage.mjs']],
  // The README, docs/ and the READMEs beside the code name only files that still exist.
  ['docs name existing files', 'node', ['scripts/check-doc-paths.mjs']],
  // One way to do each thing (.jscpd.json): a copy of 60 tokens or more in src/, elements/ or the unit tests fails.
  ['copies (jscpd)', 'npx', ['jscpd', '--silent']],
], 2);
// When there are copies, the full report says where.
if (!results.find((r) => r.name === 'copies (jscpd)').ok) spawnSync('npx', ['jscpd'], { stdio: 'inherit' });
const built = buildResult.ok;
if (built) {
  await run('manifest against its schema', 'node', ['scripts/validate-manifest.mjs']);
  // Under bundler, node16 and nodenext, with and without skipLibCheck, with the default and a custom prefix.
  await run('host projects against the shipped types', 'node', ['scripts/host-types.mjs']);
}

// The element and unit suites in each engine: Chromium, then Firefox ESR and WebKitGTK from Debian. Chromium runs its
// default group here and the domain tests again in UTC below, once, with the coverage taken in that same pass.
// Chromium runs two pages at once (both cores); Firefox and WebKit run one page each, mostly waiting on the browser,
// so they run side by side, with the domain tests in UTC and their branch coverage (threshold 95%, set in
// web-test-runner.config.mjs) beside them.
const unitTests = (engine, args = ['wtr']) => [`unit and element tests (${engine})`, 'npx', args, { CI: 'true', SP_ENGINE: engine }, { counted: true }];
await run(...unitTests('chromium', ['wtr', '--group', 'default']));
await runTogether([
  unitTests('firefox'),
  unitTests('webkit'),
  ['domain in UTC, with coverage', 'npx', ['wtr', '--group', 'domain-utc', '--coverage'], { CI: 'true' }, { counted: true }],
]);

if (built) {
  await run('backend and end-to-end (Playwright)', 'npx', ['playwright', 'test'], {}, { counted: true });
  // The main journeys again in each engine, through puppeteer-core and WebdriverIO (test/journeys).
  await run('main journeys (chromium, firefox, webkit)', 'node', ['scripts/journeys.mjs'], {}, { counted: true });
} else {
  results.push({ name: 'backend and end-to-end (Playwright)', ok: false, seconds: '0.0' });
}

console.log('\n=== Summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
console.log('\nCounts per suite and engine:');
for (const s of summaries) console.log(`  ${s.suite} (${s.engine}): ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`);
const skips = summaries.flatMap((s) => s.skips.map((title) => `${s.engine}: ${title}`));
if (skips.length > 0) {
  console.log(`\nSkipped where an engine cannot run them (${skips.length}):`);
  for (const title of skips) console.log(`  ${title}`);
}
const failures = summaries.flatMap((s) => s.failures.map((f) => [`${s.suite} (${s.engine}) › ${f.title}`, ...f.lines.map((line) => `      ${line}`)].join('\n')));
if (failures.length > 0) {
  console.log('\nFailed tests:');
  for (const f of failures) console.log(`  ${f}`);
}
const total = Math.round((Date.now() - started) / 1000);
console.log(`\nTotal: ${Math.floor(total / 60)} min ${total % 60} s (${total} s)`);
const sum = (key) => summaries.reduce((n, s) => n + s[key], 0);
const failedSteps = results.filter((r) => !r.ok).length;
// A step that failed without a failed test (the lint, a build) still shows in the closing count.
console.log(`\n${sum('passed')} passed, ${Math.max(sum('failed'), failedSteps)} failed, ${sum('skipped')} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
