/**
 * Lighthouse (npm) against Debian's Chromium, mobile preset (Lighthouse's
 * default: a mid-range phone's screen, simulated slow 4G and a 4x slower
 * CPU). One Chromium with a debugging port serves every run; Lighthouse
 * clears the origin's cache, cookies and storage before each, so each run is
 * a first visit. Figures: performance score (0-100), total blocking time,
 * cumulative layout shift, first and largest contentful paint, and the
 * elements that moved most (Lighthouse's layout-shift culprits).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { freePort } from '../../scripts/engines.mjs';
import { median } from './stats.mjs';

async function waitForPort(port, child) {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`chromium exited ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('chromium did not open its debugging port');
}

/** A headless Chromium Lighthouse can drive (it connects to the port and opens its own tab per run). */
export async function startLighthouseBrowser() {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-lighthouse-'));
  const child = spawn(chromiumPath(), ['--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, ...chromiumArgs, 'about:blank'], { stdio: 'ignore' });
  await waitForPort(port, child);
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The elements whose moves made most of the layout shift, as Lighthouse names them. */
function shiftCulprits(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items.slice(0, 4).map((item) => `${item.node?.selector ?? item.node?.nodeLabel ?? '?'} (${item.score?.toFixed(3)})`);
}

/** One Lighthouse run of `url`. */
async function runOnce(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse answered nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    culprits: shiftCulprits(lhr),
  };
}

/** Medians of `runs` Lighthouse runs of `url`; the culprits of the run with the most shift. */
export async function lighthouseFigures(url, port, runs) {
  const all = [];
  for (let i = 0; i < runs; i += 1) {
    try {
      all.push(await runOnce(url, port));
    } catch (error) {
      // A run Lighthouse could not finish counts as no figures (its budgets fail), not as the end of the bench.
      process.stderr.write(`  ${error.message}\n`);
      all.push({ score: null, tbtMs: null, cls: null, fcpMs: null, lcpMs: null, culprits: [] });
    }
  }
  const worst = all.reduce((a, b) => ((b.cls ?? 0) > (a.cls ?? 0) ? b : a));
  return {
    runs: all.length,
    score: median(all.map((r) => r.score)),
    tbtMs: median(all.map((r) => r.tbtMs)),
    cls: median(all.map((r) => r.cls)),
    maxCls: all.some((r) => r.cls === null) ? null : Math.max(...all.map((r) => r.cls)),
    fcpMs: median(all.map((r) => r.fcpMs)),
    lcpMs: median(all.map((r) => r.lcpMs)),
    culprits: worst.culprits,
  };
}
