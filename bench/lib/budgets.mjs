/**
 * The performance budgets, checked by `npm run bench -- --check`. Each check
 * answers { name, limit, actual, ok }. KB means 1024 bytes.
 */
import { loadChecks } from './load.mjs';
import { SCALE_COUNTS } from './pages.mjs';
import { ratio } from './stats.mjs';

const KB = 1024;
export const BUDGETS = {
  toastPageGzip: 90 * KB,
  /** The toast page through the AEM clientlib's classic loader (the loader is one more small script). */
  toastLoaderPageGzip: 95 * KB,
  profilePageGzip: 135 * KB,
  /** The same page in Spanish: its Spanish texts are one more chunk. */
  profileSpanishPageGzip: 142 * KB,
  /** The classic bundle (dist/shopper-profile.iife.js), every element, the languages apart. */
  classicGzip: 150 * KB,
  renderedRatio: 1.15,
  /** No page keeps the main thread busier than its plain-React twin: long-task time (tasks over 50 ms), ours / plain. */
  longTaskRatio: 1.0,
  /** Delay to next paint of each timed interaction, ours / plain, with and without the CPU slowed 4x. */
  interactionRatio: 1.0,
  jsRatio: 1.1,
  removalMs: 16,
  heapGrowth: 0.1,
  /** The second page of a visit, API slowed, renders in at most half plain React's time. */
  secondPageRatio: 0.5,
  /** Lighthouse's cumulative layout shift (mobile), on every demo and bench page. */
  layoutShift: 0.05,
  /** Lighthouse's total blocking time (mobile) on the scored pages; their minimum scores are in bench/run.mjs. */
  blockingMs: 200,
};

/** Pages whose ours/plain ratios are budgeted: every measured page, the element-count pages included. */
export const RATIO_PAGES = ['toast', 'toast-loader', 'profile', 'dashboard', 'cms', 'cms-loader', 'large-profile', 'large-dashboard', ...SCALE_COUNTS.map((n) => `scale-${n}`)];

export const INTERACTION_NAMES = { removePopupMs: 'opening a remove pop-up', planYearMs: 'switching the plan year', languageMs: 'switching the language' };

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function check(name, limit, actual, ok) {
  return { name, limit, actual, ok: Boolean(ok) };
}

export function checkBudgets(results) {
  const checks = [];
  const pages = results.pages;
  const ours = (id) => pages[id]?.ours ?? {};
  const plain = (id) => pages[id]?.plain ?? {};

  checks.push(check('<sp-toast> page JS (gzip)', `<= ${kb(BUDGETS.toastPageGzip)}`, kb(ours('toast').jsGzip), ours('toast').jsGzip <= BUDGETS.toastPageGzip));
  if (pages['toast-loader']) {
    const gz = ours('toast-loader').jsGzip;
    checks.push(check('<sp-toast> page through the AEM loader, JS (gzip)', `<= ${kb(BUDGETS.toastLoaderPageGzip)}`, kb(gz), gz <= BUDGETS.toastLoaderPageGzip));
  }
  checks.push(check('/profile.html JS until its first render (gzip)', `<= ${kb(BUDGETS.profilePageGzip)}`, kb(ours('profile').jsGzip), ours('profile').jsGzip <= BUDGETS.profilePageGzip));
  if (pages['profile-es']) {
    const gz = ours('profile-es').jsGzip;
    checks.push(check('/profile.html in Spanish, JS until its first render (gzip)', `<= ${kb(BUDGETS.profileSpanishPageGzip)}`, kb(gz), gz <= BUDGETS.profileSpanishPageGzip));
  }
  if (results.classicGzip) {
    checks.push(check('classic bundle, every element (gzip)', `<= ${kb(BUDGETS.classicGzip)}`, kb(results.classicGzip), results.classicGzip <= BUDGETS.classicGzip));
  }
  // Pop-up bodies are chunks named after them (EmailDialog-*, ImportDialogBody-*); Dialog-* and lazyDialog-* are the shared shell and loader.
  // They are fetched once the page is idle after its first render (so they open offline later), never before it.
  const dialogAtLoad = (ours('profile').scripts ?? []).filter((s) => /\/[A-Z]\w*Dialog(Body)?-[^/]+\.js$/.test(s));
  checks.push(check('/profile.html loads no pop-up body before its first render', 'none', dialogAtLoad.join(', ') || 'none', dialogAtLoad.length === 0));
  // Code no first render runs, each a chunk of its own fetched after it: the removals (src/state/removalOnDemand.ts,
  // fetched with the pop-ups once the page is idle) and the HTML sanitiser (SafeHtml.tsx, on first markup).
  const deferredAtLoad = (ours('profile').scripts ?? []).filter((s) => /\/(removal|trustedHtml)-[^/]+\.js$/.test(s));
  checks.push(check('/profile.html loads no removal code and no HTML sanitiser before its first render', 'none', deferredAtLoad.join(', ') || 'none', deferredAtLoad.length === 0));
  // The Spanish texts are their own chunk (spanish-*.js), loaded only where the page or an element is Spanish.
  const spanishChunk = (id) => [...(ours(id).scripts ?? []), ...(ours(id).scriptsAfterFirstRender ?? [])].filter((s) => /\/spanish-[^/]+\.js$/.test(s));
  for (const id of ['toast', 'profile'].filter((page) => pages[page])) {
    checks.push(check(`${id}: an English page loads no Spanish texts`, 'none', spanishChunk(id).join(', ') || 'none', spanishChunk(id).length === 0));
  }
  if (pages['profile-es']) {
    checks.push(check('/profile.html in Spanish loads the Spanish texts', 'spanish-*.js', spanishChunk('profile-es').join(', ') || 'none', spanishChunk('profile-es').length === 1));
  }
  if (results.removal?.ours) {
    const gz = results.removal.ours.dialogJsGzip;
    checks.push(check('the remove-drug pop-up code loads after first render (idle prefetch or opening)', '> 0 KB', kb(gz), gz > 0));
  }

  // One per page however many elements; none where no element shows profile data (the toast alone).
  for (const id of Object.keys(pages)) {
    const expected = pages[id].profileRequestsExpected ?? 1;
    const perRun = ours(id).profileRequestsPerRun ?? [ours(id).profileRequests];
    const wrong = perRun.filter((n) => n !== expected);
    checks.push(check(`${id}: profile requests per page load`, `= ${expected}`, wrong.length ? perRun.join(', ') : String(expected), wrong.length === 0));
  }

  for (const id of RATIO_PAGES) {
    if (!pages[id]) continue;
    const time = ratio(ours(id).renderedMs, plain(id).renderedMs);
    checks.push(check(`${id}: time to all rendered, ours / plain`, `<= ${BUDGETS.renderedRatio}`, time?.toFixed(2) ?? 'n/a', time !== null && time <= BUDGETS.renderedRatio));
    // Both at 0 ms is a pass; plain at 0 and ours above it is not.
    const busy = ours(id).longTaskMs === 0 ? 0 : ratio(ours(id).longTaskMs, plain(id).longTaskMs);
    checks.push(check(`${id}: long-task time, ours / plain`, `<= ${BUDGETS.longTaskRatio}`, busy?.toFixed(2) ?? 'n/a', busy !== null && busy <= BUDGETS.longTaskRatio));
    const js = ratio(ours(id).jsGzip, plain(id).jsGzip);
    checks.push(check(`${id}: JS bytes (gzip), ours / plain`, `<= ${BUDGETS.jsRatio}`, js?.toFixed(2) ?? 'n/a', js !== null && js <= BUDGETS.jsRatio));
  }

  for (const [id, timing] of Object.entries(results.interactions ?? {})) {
    for (const [figure, name] of Object.entries(INTERACTION_NAMES)) {
      const r = ratio(timing.ours[figure], timing.plain[figure]);
      checks.push(check(`${name}, CPU ${id.replace('cpu', '')}: delay to next paint, ours / plain`, `<= ${BUDGETS.interactionRatio}`, r?.toFixed(2) ?? 'n/a', r !== null && r <= BUDGETS.interactionRatio));
    }
  }

  for (const [id, second] of Object.entries(results.secondPage ?? {})) {
    const time = ratio(second.ours.renderedMs, second.plain.renderedMs);
    checks.push(check(`${id}: second page of the visit (API slowed), time to all rendered, ours / plain`, `<= ${BUDGETS.secondPageRatio}`, time?.toFixed(2) ?? 'n/a', time !== null && time <= BUDGETS.secondPageRatio));
    checks.push(check(`${id}: second page of the visit, profile requests`, '= 1', String(second.ours.profileRequests), second.ours.profileRequests === 1));
  }

  const removal = results.removal?.ours;
  if (removal) {
    // Every run, not only the first: no other element re-rendered, and each changed one did (a count of
    // nothing would mean the counter saw no commit at all, not that the page was frugal).
    const allowed = results.removal.allowed;
    const perRun = removal.commitsPerRun ?? [removal.commits ?? {}];
    const seen = [...new Set(perRun.flatMap((c) => Object.keys(c ?? {})))];
    const extra = seen.filter((name) => !allowed.includes(name));
    checks.push(check('after one drug removal only changed elements re-render', allowed.join(', '), seen.join(', ') || 'none', extra.length === 0));
    const least = Object.fromEntries(allowed.map((name) => [name, Math.min(...perRun.map((c) => c?.[name] ?? 0))]));
    checks.push(check('after one drug removal each changed element re-renders (fewest commits in a run)', allowed.map((n) => `${n} >= 1`).join(', '),
      allowed.map((n) => `${n} ${least[n]}`).join(', '), allowed.every((n) => least[n] >= 1)));
    checks.push(check('removal shows within one frame (median)', `< ${BUDGETS.removalMs} ms`, `${removal.removalMs?.toFixed(1)} ms`, removal.removalMs < BUDGETS.removalMs));
  }

  for (const [id, lh] of Object.entries(results.lighthouse ?? {})) {
    // The worst run, not the median: a page that jumps one visit in three still jumps.
    checks.push(check(`${id}: Lighthouse layout shift (mobile, worst run)`, `<= ${BUDGETS.layoutShift}`, lh.maxCls?.toFixed(3) ?? 'n/a', lh.maxCls !== null && lh.maxCls <= BUDGETS.layoutShift));
    if (!lh.minScore) continue;
    checks.push(check(`${id}: Lighthouse total blocking time (mobile, median)`, `<= ${BUDGETS.blockingMs} ms`, `${Math.round(lh.tbtMs)} ms`, lh.tbtMs !== null && lh.tbtMs <= BUDGETS.blockingMs));
    checks.push(check(`${id}: Lighthouse performance score (mobile, median)`, `>= ${lh.minScore}`, String(lh.score), lh.score !== null && lh.score >= lh.minScore));
  }

  const cycle = results.cycles?.ours;
  if (cycle) {
    // Nodes and listeners against the page before the first mount; the heap against its level after the warm-up.
    checks.push(check(`mount/unmount x${cycle.cycles}: DOM nodes back to the start`, `<= ${cycle.start.nodes}`, String(cycle.after.nodes), cycle.after.nodes <= cycle.start.nodes));
    // The first mount adds a few page-wide listeners once, whatever the build: React's document
    // 'selectionchange', the page startup's cross-tab 'storage'. The plain build's own count of them is
    // allowed on top of the start; a listener left per mount would add 1,000.
    const plainCycle = results.cycles.plain;
    const once = plainCycle ? Math.max(0, plainCycle.after.listeners - plainCycle.start.listeners) : 0;
    const listenerLimit = cycle.start.listeners + once;
    checks.push(check(`mount/unmount x${cycle.cycles}: listeners back to the start (+ page-wide ones added once, as plain React adds)`, `<= ${cycle.start.listeners} + ${once}`, String(cycle.after.listeners), cycle.after.listeners <= listenerLimit));
    const growth = cycle.after.heap / cycle.warm.heap - 1;
    checks.push(check(`mount/unmount x${cycle.cycles}: JS heap within 10%`, `<= +${BUDGETS.heapGrowth * 100}%`, `${(growth * 100).toFixed(1)}%`, growth <= BUDGETS.heapGrowth));
  }
  checks.push(...loadChecks(results.load, check));
  return checks;
}
