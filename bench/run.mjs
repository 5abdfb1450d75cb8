#!/usr/bin/env node
/**
 * `npm run bench`: what the elements cost a page, beside the same components
 * as one plain React app. Builds what it needs, serves the demo with a fresh
 * database and the bench pages, drives Debian's Chromium through Playwright,
 * prints a table and writes bench/results.json. See bench/README.md.
 *
 *   npm run bench                 measure (medians of 5 runs)
 *   npm run bench -- --check      measure, then check the budgets (exit 1 on a failure)
 *   options: --runs N, --cycles N (mount/unmount, 1000), --only id,id, --no-build,
 *            --lighthouse-runs N (3), --lighthouse-pages id,id (demo-dashboard, dashboard, ...: only those),
 *            --trace DIR (a Chrome trace of each page's first load, and where its long tasks went)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { buildBench } from '../scripts/build-bench.mjs';
import { checkBudgets } from './lib/budgets.mjs';
import { composition } from './lib/composition.mjs';
import { loadRun as backendLoadRun } from './lib/load.mjs';
import { lighthouseFigures, startLighthouseBrowser } from './lib/lighthouse.mjs';
import { BENCH_DATE, cycleRun, interactionRun, loadRun, pageUrl, removalRun, secondPageRun, specFor } from './lib/measure.mjs';
import { preparePages, SCALE_COUNTS } from './lib/pages.mjs';
import { checksTable, report } from './lib/report.mjs';
import { traceRun } from './lib/trace.mjs';
import { startServer } from './lib/server.mjs';
import { pairedRatios, summarise } from './lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const value = (name, fallback) => {
    const i = argv.indexOf(name);
    return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
  };
  return {
    check: argv.includes('--check'),
    build: !argv.includes('--no-build'),
    runs: Math.max(1, Number(value('--runs', '5'))),
    cycles: Math.max(1, Number(value('--cycles', '1000'))),
    only: value('--only', '') ? value('--only', '').split(',') : null,
    lighthouseRuns: Math.max(1, Number(value('--lighthouse-runs', '3'))),
    lighthousePages: value('--lighthouse-pages', '') ? value('--lighthouse-pages', '').split(',') : null,
    trace: value('--trace', ''),
  };
}

const SCENARIOS = [
  // The toast needs only who is signed in (cookies) and CMS copy: a page holding only it loads no profile.
  { id: 'toast', label: 'only <sp-toast>', page: 'toast', persona: 'member', required: ['toast'], profileRequests: 0 },
  // A CMS page including the AEM clientlib, whose classic loader imports only the modules of its tags.
  { id: 'toast-loader', label: 'only <sp-toast>, AEM loader', page: 'toast-loader', persona: 'member', required: ['toast'], profileRequests: 0 },
  { id: 'profile', label: '/profile.html', page: 'profile', persona: 'member', required: ['profile', 'saved-plans', 'toast'] },
  // The same page served as a Spanish site serves it (<html lang="es">); its Spanish texts are one more chunk.
  // The plain-React baseline has no Spanish: compare this row with the English one above.
  { id: 'profile-es', label: '/profile.html, Spanish (lang=es)', page: 'profile', query: '&lang=es', persona: 'member', required: ['profile', 'saved-plans', 'toast'] },
  { id: 'dashboard', label: '/dashboard.html', page: 'dashboard', persona: 'member', required: ['dashboard', 'toast'] },
  { id: 'cms', label: '/cms.html', page: 'cms', persona: 'member', required: ['drug-list', 'provider-list', 'saved-plans', 'toast'] },
  { id: 'cms-loader', label: '/cms.html, AEM loader', page: 'cms-loader', persona: 'member', required: ['drug-list', 'provider-list', 'saved-plans', 'toast'] },
  { id: 'large-profile', label: '/profile.html, large', page: 'profile', persona: 'large', required: ['profile', 'saved-plans', 'toast'] },
  { id: 'large-dashboard', label: '/dashboard.html, large', page: 'dashboard', persona: 'large', required: ['dashboard', 'toast'] },
  ...SCALE_COUNTS.map((count) => ({ id: `scale-${count}`, label: `${count} element${count > 1 ? 's' : ''}`, page: `scale-${count}`, persona: 'member', count, required: ['drug-list'] })),
];
// The second page of a visit: the welcome toast shows on a visit's first page only, so nothing is
// waited for in it there.
const NO_TOAST = { toast: '' };
const SECOND_PAGES = [
  { id: 'profile', label: '/profile.html', page: 'profile', persona: 'member', required: ['profile', 'saved-plans'], markers: NO_TOAST },
  { id: 'dashboard', label: '/dashboard.html', page: 'dashboard', persona: 'member', required: ['dashboard'], markers: NO_TOAST },
  { id: 'cms', label: '/cms.html', page: 'cms', persona: 'member', required: ['drug-list', 'provider-list', 'saved-plans'], markers: NO_TOAST },
];
/**
 * Lighthouse, mobile preset: layout shift on every demo page as QA opens it (the host's own scripts
 * included) and on every bench page; score and total blocking time budgeted on the bench copies of the toast,
 * CMS, profile and dashboard pages (the library alone, as every other figure here). Budgeted pages run
 * --lighthouse-runs times (medians), the others once.
 */
const DEMO_PAGES = ['profile', 'dashboard', 'cms', 'plan-compare', 'dce'];
const SCORED = { toast: 90, cms: 90, profile: 85, dashboard: 85 };
function lighthousePages() {
  const demo = DEMO_PAGES.map((page) => ({ id: `demo-${page}`, label: `/${page}.html (demo page)`, path: `/${page}.html?persona=member&date=${BENCH_DATE}` }));
  const bench = SCENARIOS.map((s) => ({ id: s.id, label: `${s.label} (bench page)`, path: pageUrl('', s, 'ours'), minScore: SCORED[s.id] }));
  return [...demo, ...bench];
}
/** Delay to next paint of a remove pop-up, a plan-year switch and a language switch, with and without a 4x slower CPU. */
const INTERACTIONS = { id: 'interactions', page: 'profile-interactions', persona: 'member', required: ['profile', 'saved-plans', 'toast'] };
const SLOWDOWNS = [1, 4];
/**
 * Interactions get twice the runs of the load figures: one visit's delays move from the next by several
 * hundredths, and their ratio is read beside the 95% interval of the paired runs (report.mjs).
 */
const INTERACTION_RUNS_PER_RUN = 2;
const REMOVAL = { id: 'removal', page: 'profile', persona: 'large', hash: '#drugs', required: ['profile', 'drug-list'], allowed: ['profile', 'drug-list'] };
const CYCLE = { id: 'cycle', page: 'cycle', persona: 'member' };

const log = (text) => process.stderr.write(`${text}\n`);

/** Newest modification time under `dir` (files only). */
function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

/** Runs `npm run build` unless dist and the server bundle are newer than their sources. */
function buildLibrary() {
  const built = ['dist/index.js', 'demo/.build/server.mjs'].map((f) => path.join(root, f));
  const oldest = Math.min(...built.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)));
  const sources = Math.max(...['src', 'elements', 'demo/server'].map((d) => newest(path.join(root, d))));
  if (oldest > sources) {
    log('library and demo server are up to date (dist/, demo/.build/)');
    return;
  }
  log('building the library and demo server: npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', process.stderr, process.stderr] });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** `runs` runs of each variant, alternating which goes first so drift hits both alike. */
async function measureBoth(runs, measure) {
  const out = { ours: [], plain: [] };
  for (let i = 0; i < runs; i += 1) {
    for (const variant of i % 2 ? ['plain', 'ours'] : ['ours', 'plain']) out[variant].push(await measure(variant));
  }
  return out;
}

function machine(browserVersion) {
  return {
    cpu: os.cpus()[0]?.model?.trim() ?? 'unknown CPU',
    cores: os.cpus().length,
    memoryGB: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.versions.node,
    browser: `Chromium ${browserVersion} (headless)`,
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-'));
  if (args.build) buildLibrary();
  const plainBuild = await buildBench(path.join(tmp, 'plain-build'));
  const pagesDir = preparePages(root, tmp, plainBuild);
  const server = await startServer(root, { dbPath: path.join(tmp, 'bench.db'), pagesDir });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const wanted = (id) => !args.only || args.only.includes(id);
  const results = { date: new Date().toISOString(), runs: args.runs, machine: machine(browser.version()), pages: {}, scaling: [] };
  try {
    for (const scenario of SCENARIOS.filter((s) => wanted(s.id))) {
      log(`${scenario.label}: ${args.runs} runs x 2`);
      const runs = await measureBoth(args.runs, (variant) => loadRun(browser, server.baseUrl, scenario, variant));
      results.pages[scenario.id] = { label: scenario.label, profileRequestsExpected: scenario.profileRequests ?? 1 };
      for (const variant of ['ours', 'plain']) {
        results.pages[scenario.id][variant] = { ...summarise(runs[variant]), profileRequestsPerRun: runs[variant].map((r) => r.profileRequests) };
      }
      if (scenario.count) results.scaling.push({ id: scenario.id, count: scenario.count });
      if (args.trace) {
        fs.mkdirSync(args.trace, { recursive: true });
        results.pages[scenario.id].traces = {};
        for (const variant of ['ours', 'plain']) {
          const file = path.resolve(args.trace, `${scenario.id}-${variant}.json`);
          results.pages[scenario.id].traces[variant] = await traceRun(browser, pageUrl(server.baseUrl, scenario, variant), specFor(variant, scenario), file);
        }
      }
    }
    if (wanted('second-page')) {
      results.secondPage = {};
      for (const scenario of SECOND_PAGES) {
        log(`${scenario.label}, second page of the visit, API slowed: ${args.runs} runs x 2`);
        const runs = await measureBoth(args.runs, (variant) => secondPageRun(browser, server.baseUrl, scenario, variant));
        results.secondPage[scenario.id] = { label: scenario.label, ours: summarise(runs.ours), plain: summarise(runs.plain) };
      }
    }
    if (wanted(INTERACTIONS.id)) {
      results.interactions = {};
      for (const slowdown of SLOWDOWNS) {
        const pairs = args.runs * INTERACTION_RUNS_PER_RUN;
        log(`interactions on /profile.html, CPU ${slowdown}x: ${pairs} runs x 2`);
        const runs = await measureBoth(pairs, (variant) => interactionRun(browser, server.baseUrl, INTERACTIONS, variant, slowdown));
        results.interactions[`cpu${slowdown}x`] = { slowdown, ours: summarise(runs.ours), plain: summarise(runs.plain), runRatios: pairedRatios(runs) };
      }
    }
    if (wanted(REMOVAL.id)) {
      log(`one drug removal on the large profile: ${args.runs} runs x 2`);
      const runs = await measureBoth(args.runs, (variant) => removalRun(browser, server.baseUrl, REMOVAL, variant));
      results.removal = { allowed: REMOVAL.allowed, ours: summarise(runs.ours), plain: summarise(runs.plain) };
      results.removal.ours.commitsPerRun = runs.ours.map((r) => r.commits);
      results.removal.plain.commitsPerRun = runs.plain.map((r) => r.commits);
    }
    if (wanted(CYCLE.id)) {
      log(`mount/unmount x${args.cycles}`);
      results.cycles = {
        ours: await cycleRun(browser, server.baseUrl, CYCLE, 'ours', args.cycles),
        plain: await cycleRun(browser, server.baseUrl, CYCLE, 'plain', args.cycles),
      };
    }
    if (wanted('load')) {
      // The backend alone, on a server and database of its own (its saves would change the pages' profiles).
      log('backend load: 50 users for 30 s (bench/lib/load.mjs)');
      const loaded = await startServer(root, { dbPath: path.join(tmp, 'load.db'), pagesDir });
      try {
        results.load = await backendLoadRun(loaded.baseUrl);
      } finally {
        await loaded.stop();
      }
    }
    if (wanted('lighthouse')) {
      await browser.close();
      const lh = await startLighthouseBrowser();
      results.lighthouse = {};
      try {
        for (const page of lighthousePages().filter((p) => !args.lighthousePages || args.lighthousePages.includes(p.id))) {
          const runs = page.minScore ? args.lighthouseRuns : 1;
          log(`Lighthouse (mobile), ${page.label}: ${runs} run${runs > 1 ? 's' : ''}`);
          results.lighthouse[page.id] = { label: page.label, minScore: page.minScore ?? null, ...(await lighthouseFigures(`${server.baseUrl}${page.path}`, lh.port, runs)) };
        }
      } finally {
        await lh.stop();
      }
    }
  } finally {
    if (browser.isConnected()) await browser.close();
    await server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  results.composition = {
    toast: await composition(root, ['elements/index.ts', 'elements/sp-toast.ts']),
    profile: await composition(root, ['elements/index.ts', 'elements/sp-profile.ts', 'elements/sp-toast.ts', 'elements/sp-session-timeout.ts', 'elements/sp-import-dialog.ts', 'elements/sp-identity-dialog.ts']),
  };
  results.classicGzip = zlib.gzipSync(fs.readFileSync(path.join(root, 'dist/shopper-profile.iife.js')), { level: 9 }).length;
  results.seconds = Math.round((Date.now() - started) / 1000);
  results.checks = checkBudgets(results);
  fs.writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(report(results));
  console.log(`\n(${results.seconds} s; full figures in bench/results.json)`);
  if (args.check) {
    console.log(`\n${checksTable(results.checks)}`);
    const failed = results.checks.filter((c) => !c.ok);
    console.log(failed.length ? `\n${failed.length} budget(s) failed` : '\nall budgets pass');
    process.exitCode = failed.length ? 1 : 0;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
