/** One page load (or one interaction) in a fresh browser context, measured. */
import zlib from 'node:zlib';
import { benchInit } from './inpage.js';
import { median } from './stats.mjs';

export const BENCH_DATE = '2025-11-15';
const TAGS = ['profile', 'saved-plans', 'drug-list', 'provider-list', 'dashboard', 'extra-help', 'toast', 'session-timeout', 'import-dialog', 'identity-dialog'];

/** What "rendered with its data" means per element: this inside it. Elements not listed have nothing to wait for. */
export const MARKERS = {
  profile: '.sp-profile__layout',
  'saved-plans': '[data-plan-card], .sp-saved-plans-panel__item',
  'drug-list': '.sp-drugs__row',
  'provider-list': '.sp-providers__row',
  dashboard: '.sp-dashboard__tile',
  // Every bench visit is a first one (fresh storage), so the welcome toast shows on each page holding <sp-toast>.
  toast: '.sp-toast',
};

export function specFor(variant, scenario) {
  return {
    plain: variant === 'plain',
    prefix: 'sp-',
    hostSelector: TAGS.map((t) => `sp-${t}`).join(','),
    required: scenario.required ?? [],
    markers: { ...MARKERS, ...scenario.markers },
  };
}

export function pageUrl(baseUrl, scenario, variant) {
  return `${baseUrl}/bench/${variant === 'plain' ? 'plain-' : ''}${scenario.page}.html?persona=${scenario.persona}&date=${BENCH_DATE}${scenario.query ?? ''}${scenario.hash ?? ''}`;
}

/** `GET /landrover/api/Users/{uuid}/all/2026`: ids replaced so calls group by path. */
export function apiKey(method, url) {
  const pathname = new URL(url).pathname
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '{uuid}')
    .replace(/(fetchEnrollmentDataByEmailId\/)[^/]+/, '$1{traceId}');
  return `${method} ${pathname}`;
}

export const isProfileRequest = (key) => /^GET \/landrover\/api\/Users\//.test(key);

function watchNetwork(page) {
  const net = { inflight: 0, lastChange: Date.now(), scripts: [], api: [] };
  const settle = () => { net.inflight -= 1; net.lastChange = Date.now(); };
  page.on('request', (request) => {
    net.inflight += 1;
    net.lastChange = Date.now();
    if (['fetch', 'xhr'].includes(request.resourceType())) net.api.push(apiKey(request.method(), request.url()));
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    net.scripts.push(response.body().then((body) => ({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: zlib.gzipSync(body, { level: 9 }).length,
    })).catch(() => null));
  });
  return net;
}

/** Resolves once no request has been in flight for `quietMs` (or after `maxMs`). */
async function networkIdle(net, quietMs = 400, maxMs = 8000) {
  const start = Date.now();
  while (Date.now() - start < maxMs) {
    if (net.inflight <= 0 && Date.now() - net.lastChange >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function metricsAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { nodes: value('Nodes'), listeners: value('JSEventListeners'), heap: value('JSHeapUsedSize') };
}

/**
 * Paths of the scripts the page requested up to its first render (readyAt),
 * from the page's own resource timing. Later ones were fetched ahead once
 * the page was idle (pop-up code) or on use.
 */
function firstRenderScripts(page) {
  return page.evaluate(() => performance.getEntriesByType('resource')
    .filter((entry) => entry.startTime <= window.__bench.readyAt && /\.m?js$/.test(new URL(entry.name).pathname))
    .map((entry) => new URL(entry.name).pathname));
}

async function scriptFigures(net, keep = () => true) {
  const loaded = (await Promise.all(net.scripts)).filter((s) => s && keep(s));
  return {
    jsFiles: loaded.length,
    jsRaw: loaded.reduce((sum, s) => sum + s.raw, 0),
    jsGzip: loaded.reduce((sum, s) => sum + s.gzip, 0),
    scripts: loaded.map((s) => s.url),
  };
}

function countBy(keys) {
  const out = {};
  for (const key of keys) out[key] = (out[key] ?? 0) + 1;
  return out;
}

/** Opens the page in a new context and waits until every element shows its data. */
export async function openPage(browser, baseUrl, scenario, variant) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(benchInit, specFor(variant, scenario));
  const page = await context.newPage();
  const net = watchNetwork(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(pageUrl(baseUrl, scenario, variant), { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__bench.readyAt !== null, null, { timeout: 30_000, polling: 50 });
  await networkIdle(net);
  return { context, page, net, cdp };
}

/** The load figures of one run. */
export async function loadRun(browser, baseUrl, scenario, variant) {
  const opened = await openPage(browser, baseUrl, scenario, variant);
  try {
    const { page, net, cdp } = opened;
    const bench = await page.evaluate(() => ({ readyAt: window.__bench.readyAt, longTasks: window.__bench.longTasks }));
    const { heap } = await metricsAfterGc(cdp);
    const api = countBy(net.api);
    const early = new Set(await firstRenderScripts(page));
    return {
      renderedMs: bench.readyAt,
      ...(await scriptFigures(net, (s) => early.has(s.url))),
      scriptsAfterFirstRender: (await scriptFigures(net, (s) => !early.has(s.url))).scripts,
      apiRequests: net.api.length,
      api,
      profileRequests: Object.entries(api).filter(([key]) => isProfileRequest(key)).reduce((sum, [, n]) => sum + n, 0),
      longTasks: bench.longTasks.length,
      longTaskMs: bench.longTasks.reduce((sum, t) => sum + t.duration, 0),
      heapMB: heap / 1024 / 1024,
    };
  } finally {
    await opened.context.close();
  }
}

/** Removes the first saved drug through its pop-up: time until the row leaves, JS loaded after first render (pop-up code fetched at idle or on opening), elements that re-rendered. */
export async function removalRun(browser, baseUrl, scenario, variant) {
  const opened = await openPage(browser, baseUrl, scenario, variant);
  try {
    const { page, net } = opened;
    await page.locator('.sp-drugs__row').first().getByRole('button', { name: /^Remove/ }).click();
    const confirm = page.getByRole('button', { name: 'Remove from saved drugs' });
    await confirm.waitFor();
    await networkIdle(net);
    const early = new Set(await firstRenderScripts(page));
    const dialog = await scriptFigures(net, (s) => !early.has(s.url));
    const button = await page.evaluateHandle(() => window.__bench.find('button', 'Remove from saved drugs'));
    const removal = await page.evaluate((target) => {
      window.__bench.commits = {};
      window.__bench.counting = true;
      return window.__bench.timeRemoval(target, '.sp-drugs__row');
    }, button);
    await networkIdle(net);
    await page.waitForTimeout(300);
    const commits = await page.evaluate(() => {
      window.__bench.counting = false;
      return window.__bench.commits;
    });
    return { removalMs: removal.ms, rowsBefore: removal.before, rowsAfter: removal.after, commits, dialogJsGzip: dialog.jsGzip, dialogScripts: dialog.scripts };
  } finally {
    await opened.context.close();
  }
}

/** Mounts and unmounts the drug list `cycles` times; DOM nodes, listeners and heap at the start, after the warm-up and at the end (each after GC). */
export async function cycleRun(browser, baseUrl, scenario, variant, cycles) {
  const opened = await openPage(browser, baseUrl, scenario, variant);
  try {
    const { page, cdp } = opened;
    // DOM nodes and listeners must come back to what the page had before the drug list was ever mounted.
    const start = await metricsAfterGc(cdp);
    // Warm-up: the first few hundred cycles grow the heap once (compiled code, caches) and then it stays flat,
    // so the heap's baseline is taken after them.
    await page.evaluate(() => window.__bench.cycle(200));
    await page.waitForTimeout(300);
    const warm = await metricsAfterGc(cdp);
    const started = Date.now();
    await page.evaluate((n) => window.__bench.cycle(n), cycles);
    const ms = Date.now() - started;
    await page.waitForTimeout(500);
    const after = await metricsAfterGc(cdp);
    return { cycles, warmUpCycles: 200, ms, start, warm, after };
  } finally {
    await opened.context.close();
  }
}

/**
 * A page load that follows another of the same visit: the page is opened once, then again in the same
 * tab (its session storage kept; for plain React, cleared) with every API answer delayed by the backend's `slow`
 * fault (2 s), as on a slow connection. Time to all rendered on that second load, and its profile requests.
 */
export async function secondPageRun(browser, baseUrl, scenario, variant) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(benchInit, specFor(variant, scenario));
  const page = await context.newPage();
  try {
    const first = watchNetwork(page);
    await page.goto(pageUrl(baseUrl, scenario, variant), { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench.readyAt !== null, null, { timeout: 30_000, polling: 50 });
    await networkIdle(first);
    // The plain-React baseline mounts our components on our state, kept copies included: it starts its second page
    // without them, as an app that keeps nothing between pages does (the server-rendered sites we compare with do).
    if (variant === 'plain') await page.evaluate(() => sessionStorage.clear());
    const net = watchNetwork(page);
    await page.goto(`${pageUrl(baseUrl, scenario, variant)}&fault=slow`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench.readyAt !== null, null, { timeout: 30_000, polling: 50 });
    const renderedMs = await page.evaluate(() => window.__bench.readyAt);
    await networkIdle(net, 400, 12_000);
    return { renderedMs, profileRequests: net.api.filter(isProfileRequest).length };
  } finally {
    await context.close();
  }
}

/**
 * Each interaction is timed this many times in one visit; a run answers their median. One press lands anywhere
 * in a frame, so with 5 a visit's median still moved by several hundredths from the next visit's; with 10 the
 * visits agree to a few, and a difference of a fraction of a millisecond between the pages shows.
 */
const REPEATS = 10;

/** Lets the page finish what an interaction started (requests, follow-up renders) before the next one. */
async function settle(page, net) {
  await networkIdle(net);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

/**
 * Clicks `locator` as a person does and answers the delay to the paint that shows `kind` (inpage.js, interaction).
 * The pointer rests on the control first, as a hand does before it presses, so the hover's restyle is not part
 * of the press. The press is raw input at the control's centre, not `locator.click()`: Playwright's click checks
 * its hit target from inside the page on every pointer event, through every shadow root, and that work would be
 * timed as the page's own.
 */
async function timeClick(page, locator, kind) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`nothing to click for ${kind}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate((k) => { window.__benchInteraction = window.__bench.interaction(k); }, kind);
  await page.mouse.down();
  await page.mouse.up();
  return page.evaluate(() => window.__benchInteraction);
}

/**
 * The delay to next paint of three interactions on the profile page (bench page profile-interactions, with a
 * language switch of its own): opening a plan's remove pop-up, switching the plan year, switching the language
 * (after one switch there and back, so the Spanish texts are loaded and only the page's own work is timed).
 * Each is timed REPEATS times in the visit (the plan year and the language both ways) and the run answers the
 * medians: one press lands anywhere in a frame, so a single timing swings by up to a frame.
 * `slowdown` throttles the CPU (CDP) once the page has loaded.
 */
export async function interactionRun(browser, baseUrl, scenario, variant, slowdown) {
  const opened = await openPage(browser, baseUrl, scenario, variant);
  try {
    const { page, net, cdp } = opened;
    // The pop-up code is fetched ahead once the page is idle (both builds): let that happen, so the timings are
    // the page's own work, not a download.
    await page.waitForTimeout(1500);
    await networkIdle(net);
    if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const removePopup = [];
    const planYear = [];
    const language = [];
    const lang = page.locator('#bench-lang');
    // One switch there and back first, so the Spanish texts are loaded and only the page's own work is timed.
    await timeClick(page, lang, 'spanish');
    await settle(page, net);
    await timeClick(page, lang, 'english');
    await settle(page, net);
    for (let i = 0; i < REPEATS; i += 1) {
      const remove = page.locator('[data-plan-card]').first().getByRole('button', { name: /^Remove/ });
      removePopup.push(await timeClick(page, remove, 'dialog'));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Remove from saved plans' }).waitFor({ state: 'hidden' });
      await settle(page, net);

      // There and back, both timed, so each round starts from the same page.
      for (let back = 0; back < 2; back += 1) {
        const other = page.locator('.sp-toggle__option[aria-pressed="false"]').first();
        await other.evaluate((button) => { window.__bench.pressedTarget = button; });
        planYear.push(await timeClick(page, other, 'pressed'));
        await settle(page, net);
      }
      for (const kind of ['spanish', 'english']) {
        language.push(await timeClick(page, lang, kind));
        await settle(page, net);
      }
    }
    return { removePopupMs: median(removePopup), planYearMs: median(planYear), languageMs: median(language) };
  } finally {
    await opened.context.close();
  }
}
