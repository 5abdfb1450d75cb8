/**
 * `--trace DIR`: a Chrome trace of one load of each page, ours and plain React
 * (DIR/<page>-<variant>.json, for chrome://tracing or DevTools' Performance
 * panel), and where the main thread's long tasks (over 50 ms) went: self time
 * inside them by kind of work, script work by the script it ran. Answers
 * "what makes our extra long tasks" (self times are thread CPU time: on a
 * loaded machine a task's wall time is mostly waiting for a core): element upgrade and first renders
 * (script in the element and core chunks), store writes and answer parsing
 * (script in the startup chunk), style adoption (style), catalogs and
 * content (script in their chunks), compile and garbage collection.
 */
import fs from 'node:fs';
import path from 'node:path';
import { benchInit } from './inpage.js';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading', 'toplevel'];

/** The kind of work a trace event is. */
function kindOf(name) {
  if (/^(EvaluateScript|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|BlinkScheduler_PerformMicrotaskCheckpoint|v8\.run|v8\.callFunction|v8\.evaluateModule|V8\.Execute|FireIdleCallback)$/.test(name)) return 'script';
  if (/compile|Compile|ParseOnBackground|v8\.parseOnBackground/.test(name)) return 'compile';
  if (/GC|gc/.test(name)) return 'garbage collection';
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/.test(name)) return 'style';
  if (/^Layout$|^UpdateLayout/.test(name)) return 'layout';
  if (/Paint|Layerize|Composite|UpdateLayer|PrePaint|Commit/.test(name)) return 'paint';
  if (name === 'ParseHTML') return 'HTML parsing';
  return null;
}

/** The script a script event ran (file name without its hash), when the trace says. */
function scriptOf(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const url = data.url ?? data.stackTrace?.[0]?.url ?? '';
  if (!url) return { 'v8.evaluateModule': '(module evaluation)', RunMicrotasks: '(microtasks)', BlinkScheduler_PerformMicrotaskCheckpoint: '(microtasks)' }[event.name] ?? null;
  const file = new URL(url, 'http://x').pathname.split('/').pop() ?? '';
  return file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js');
}

/** The renderer main thread that ran the page: the CrRendererMain whose events name the page's own scripts. */
function mainThread(events, origin) {
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const hits = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    const url = e.args?.data?.url ?? '';
    if (mains.has(key) && typeof url === 'string' && url.startsWith(origin)) hits.set(key, (hits.get(key) ?? 0) + 1);
  }
  return [...hits.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Self time (ms) in long tasks by kind of work and by script, from a trace's events. */
export function longTaskBreakdown(events, origin) {
  const thread = mainThread(events, origin);
  const own = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && typeof e.dur === 'number')
    // Thread (CPU) time where the trace has it: on a loaded machine a task's wall time is mostly waiting for a core.
    .map((e) => ({ ...e, cpu: typeof e.tdur === 'number' ? e.tdur : e.dur })).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const byKind = {};
  const byScript = {};
  let total = 0;
  let cpuTotal = 0;
  let count = 0;
  for (const task of own.filter((e) => e.name === 'RunTask' && e.dur > 50_000)) {
    total += task.dur / 1000;
    count += 1;
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    // Self time: an event's duration less that of the events directly inside it. An untyped event's time goes to
    // the nearest typed event around it.
    const stack = [];
    const self = new Map();
    const holderOf = new Map();
    for (const e of inside) {
      while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) self.set(parent, self.get(parent) - e.cpu);
      self.set(e, e.cpu);
      holderOf.set(e, kindOf(e.name) ? e : (parent ? holderOf.get(parent) : null));
      stack.push(e);
    }
    let accounted = 0;
    for (const [e, us] of self) {
      const holder = holderOf.get(e);
      const key = holder ? kindOf(holder.name) : 'other';
      byKind[key] = (byKind[key] ?? 0) + us / 1000;
      accounted += us;
      if (key === 'script' || key === 'compile') {
        const script = scriptOf(holder) ?? '(page)';
        byScript[script] = (byScript[script] ?? 0) + us / 1000;
      }
    }
    // The task's own time outside any event inside it (scheduling, unnamed work).
    byKind.other = (byKind.other ?? 0) + Math.max(0, task.cpu - accounted) / 1000;
    cpuTotal += task.cpu / 1000;
  }
  const top = (map, n) => Object.fromEntries(Object.entries(map).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => [k, Math.round(v)]));
  return { longTasks: count, longTaskMs: Math.round(total), longTaskCpuMs: Math.round(cpuTotal), byKind: top(byKind, 8), byScript: top(byScript, 8) };
}

/** Loads the page once with tracing on; writes the trace and answers its long-task breakdown. */
export async function traceRun(browser, url, spec, file) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(benchInit, spec);
  const page = await context.newPage();
  try {
    await browser.startTracing(page, { path: file, categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench.readyAt !== null, null, { timeout: 30_000, polling: 50 });
    await page.waitForLoadState('networkidle');
    await browser.stopTracing();
    const trace = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { file: path.basename(file), ...longTaskBreakdown(trace.traceEvents ?? trace, new URL(url).origin) };
  } finally {
    await context.close();
  }
}
