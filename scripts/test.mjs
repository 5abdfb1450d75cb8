#!/usr/bin/env node
// `npm test`: type check, lint, unused-export check (knip), unused api calls, message catalogs, spec coverage, build, unit and element tests (web-test-runner
// in Chromium, Firefox and WebKit), then the Playwright specs (backend contract and end-to-end
// journeys, Chromium) and the main journeys in all three engines. Prints one summary and exits non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const started = Date.now();
const results = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
const summaryFile = path.join(os.tmpdir(), `sp-wtr-summary-${process.pid}.json`);

// Quiet on success (issue 19): a step's own output is shown only when it fails, so a passing run is one line per
// step, the counts per engine and the summary. SP_TEST_VERBOSE=1 streams every step's output as it comes.
const verbose = process.env.SP_TEST_VERBOSE === '1';

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: verbose ? 'inherit' : ['inherit', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 1024 * 1024 * 1024,
    env: { ...process.env, ...env },
  });
  const ok = result.status === 0;
  if (!ok && !verbose) process.stdout.write(`${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `${result.error}\n` : ''}`);
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

/**
 * The same as run(), without waiting: for the checks and the build, which read the sources and write nothing the
 * others read, so two of them at once keep both cores busy (each is one Node process on one core).
 */
function runAsync(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: verbose ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => { output += chunk; });
    child.stderr?.on('data', (chunk) => { output += chunk; });
    let finished = false;
    const done = (ok, error = '') => {
      // A command that cannot start reports 'error', then 'close': once is enough.
      if (finished) return;
      finished = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`=== ${name}: ${command} ${args.join(' ')} (${seconds}s)`);
      if (!ok && !verbose) process.stdout.write(`${output}${error}`);
      resolve({ name, ok, seconds });
    };
    child.on('error', (error) => done(false, `${error}\n`));
    child.on('close', (code) => done(code === 0));
  });
}

/** Runs `steps` ([name, command, args]) `width` at a time; their results in the order given. */
async function runPool(steps, width) {
  const out = new Array(steps.length);
  let next = 0;
  const worker = async () => {
    while (next < steps.length) {
      const i = next;
      next += 1;
      out[i] = await runAsync(...steps[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, steps.length) }, worker));
  results.push(...out);
  return out;
}

const failures = [];

function addCounts(counts) {
  failures.push(...(counts.failures ?? []));
  totals.passed += counts.passed ?? 0;
  totals.failed += counts.failed ?? 0;
  totals.skipped += counts.skipped ?? 0;
}

function playwrightCounts() {
  try {
    const report = JSON.parse(fs.readFileSync('test-results/playwright.json', 'utf8'));
    const s = report.stats ?? {};
    return { failures: playwrightFailures(report.suites ?? []), passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

// CI keeps only the tail of the output: the summary carries each failure's first lines, so a failure seen only there can be read.
function firstError(spec) {
  const error = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error)?.error;
  const text = String(error?.message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return text.split('\n').filter((line) => line.trim()).slice(0, 12).map((line) => `      ${line.slice(0, 300)}`).join('\n');
}

function playwrightFailures(suites, out = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) out.push(`${spec.file}:${spec.line} › ${spec.title}\n${firstError(spec)}`);
    }
    playwrightFailures(suite.suites ?? [], out);
  }
  return out;
}

// The build first (the longest), then the checks beside it, two at a time (scripts/test.mjs, runPool).
const [buildResult] = await runPool([
  ['build', 'npm', ['run', '--silent', 'build']],
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.']],
  // Unused code (knip.jsonc): an export of src/ or elements/ that only tests use fails.
  ['unused exports (knip)', 'npx', ['knip', '--production']],
  // knip does not see methods of the api objects: every api method must be called from src/state, src/components or elements/.
  ['unused api calls', 'node', ['scripts/unused-api-calls.mjs']],
  ['message catalogs, English and Spanish', 'node', ['scripts/check-messages.mjs']],
  // docs/spec-coverage.md: every spec item cites tests that still exist, on a user path, and none is still pending.
  ['spec coverage', 'node', ['scripts/check-spec-coverage.mjs']],
  // One way to do each thing (.jscpd.json): a copy of 60 tokens or more in src/, elements/ or the unit tests fails.
  ['copies (jscpd)', 'npx', ['jscpd', '--silent']],
], 2);
// When there are copies, the full report says where.
if (!results.find((r) => r.name === 'copies (jscpd)').ok) spawnSync('npx', ['jscpd'], { stdio: 'inherit' });
const built = buildResult.ok;
if (built) {
  run('manifest against its schema', 'node', ['scripts/validate-manifest.mjs']);
  // Under bundler, node16 and nodenext, with and without skipLibCheck, with the default and a custom prefix.
  run('host projects against the shipped types', 'node', ['scripts/host-types.mjs']);
}

// The element and unit suites in each engine (issue 14): Chromium, then Firefox ESR and WebKitGTK from Debian.
const ENGINES = ['chromium', 'firefox', 'webkit'];
const engineCounts = [];
const journeyCounts = [];
for (const engine of ENGINES) {
  const file = `${summaryFile}.${engine}`;
  run(`unit and element tests (${engine})`, 'npx', ['wtr'], { WTR_SUMMARY_FILE: file, CI: 'true', SP_ENGINE: engine });
  try {
    const counts = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.rmSync(file);
    addCounts(counts);
    engineCounts.push({ engine, ...counts });
  } catch {
    totals.failed += 1;
    engineCounts.push({ engine, passed: 0, failed: 1, skipped: 0, skips: [] });
  }
}

// Domain branch coverage (threshold 95%, set in web-test-runner.config.mjs).
run('domain coverage', 'npx', ['wtr', '--group', 'domain-utc', '--coverage'], { CI: 'true' });

if (built) {
  fs.rmSync('test-results/playwright.json', { force: true });
  run('backend and end-to-end (Playwright)', 'npx', ['playwright', 'test']);
  addCounts(playwrightCounts());
  // The main journeys again in each engine, through puppeteer-core and WebdriverIO (test/journeys).
  const journeysFile = `${summaryFile}.journeys`;
  run('main journeys (chromium, firefox, webkit)', 'node', ['scripts/journeys.mjs'], { JOURNEYS_SUMMARY_FILE: journeysFile });
  try {
    for (const counts of JSON.parse(fs.readFileSync(journeysFile, 'utf8'))) {
      addCounts(counts);
      journeyCounts.push(counts);
    }
    fs.rmSync(journeysFile);
  } catch {
    totals.failed += 1;
  }
} else {
  results.push({ name: 'backend and end-to-end (Playwright)', ok: false, seconds: '0.0' });
}

console.log('\n=== Summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const failedSteps = results.filter((r) => !r.ok).length;
if (failedSteps > 0 && totals.failed === 0) totals.failed = failedSteps;
console.log('\nPer engine (unit and element tests):');
for (const c of engineCounts) console.log(`  ${c.engine}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
console.log('Per engine (main journeys; Chromium also runs every Playwright journey):');
for (const c of journeyCounts) console.log(`  ${c.engine}: ${c.passed} passed, ${c.failed} failed`);
const skips = engineCounts.flatMap((c) => (c.skips ?? []).map((s) => `${c.engine}: ${s}`));
if (skips.length > 0) {
  console.log(`\nSkipped where an engine cannot run them (${skips.length}):`);
  for (const s of skips) console.log(`  ${s}`);
}
if (failures.length > 0) {
  console.log('\nFailed tests:');
  for (const f of failures) console.log(`  ${f}`);
}
const total = Math.round((Date.now() - started) / 1000);
console.log(`\nTotal: ${Math.floor(total / 60)} min ${total % 60} s (${total} s)`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
