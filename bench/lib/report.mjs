/** The readable table on stdout. */
import { loadTable } from './load.mjs';
import { ratio, ratioInterval } from './stats.mjs';
import { INTERACTION_NAMES } from './budgets.mjs';

const kb = (b) => (typeof b === 'number' ? `${(b / 1024).toFixed(1)} KB` : '-');
const ms = (v) => (typeof v === 'number' ? `${v.toFixed(v < 100 ? 1 : 0)} ms` : '-');
const num = (v, digits = 0) => (typeof v === 'number' ? v.toFixed(digits) : '-');
const x = (r) => (r === null ? '-' : `${r.toFixed(2)}x`);

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const FIGURES = [
  ['JS gzip', (f) => f.jsGzip, kb],
  ['JS raw', (f) => f.jsRaw, kb],
  ['JS files', (f) => f.jsFiles, num],
  ['all rendered', (f) => f.renderedMs, ms],
  ['long tasks > 50 ms', (f) => f.longTasks, num],
  ['long task time', (f) => f.longTaskMs, ms],
  ['JS heap after load', (f) => f.heapMB, (v) => `${num(v, 1)} MB`],
  ['API requests', (f) => f.apiRequests, num],
  ['profile requests', (f) => f.profileRequests, num],
];

export function pagesTable(results) {
  const rows = [];
  for (const [id, page] of Object.entries(results.pages)) {
    FIGURES.forEach(([name, get, format], i) => {
      const ours = get(page.ours ?? {});
      const plain = get(page.plain ?? {});
      rows.push([i === 0 ? page.label : '', name, format(ours), format(plain), x(ratio(ours, plain))]);
    });
    rows.push(['', '', '', '', '']);
    void id;
  }
  return table(['page', 'figure', 'ours', 'plain React', 'ours/plain'], rows.slice(0, -1));
}

export function apiTable(results) {
  const rows = [];
  for (const page of Object.values(results.pages)) {
    for (const [key, n] of Object.entries(page.ours?.api ?? {})) rows.push([page.label, key, num(n), num(page.plain?.api?.[key] ?? 0)]);
  }
  return table(['page', 'API request (median count per load)', 'ours', 'plain'], rows);
}

export function scalingTable(results) {
  const rows = (results.scaling ?? []).map((s) => {
    const page = results.pages[s.id] ?? {};
    return [String(s.count), num(page.ours?.profileRequests), num(page.plain?.profileRequests), ms(page.ours?.renderedMs), ms(page.plain?.renderedMs), x(ratio(page.ours?.renderedMs, page.plain?.renderedMs))];
  });
  return table(['elements', 'profile requests (ours)', '(plain)', 'all rendered (ours)', '(plain)', 'ours/plain'], rows);
}

export function secondPageTable(results) {
  const rows = Object.values(results.secondPage ?? {}).map((p) => [p.label, ms(p.ours.renderedMs), ms(p.plain.renderedMs), x(ratio(p.ours.renderedMs, p.plain.renderedMs)), num(p.ours.profileRequests)]);
  if (rows.length === 0) return '';
  return table(['second page of the visit, API answers slowed 2 s', 'all rendered (ours)', '(plain)', 'ours/plain', 'profile requests (ours)'], rows);
}

export function removalTable(results) {
  const r = results.removal;
  if (!r) return '';
  const commits = (c) => Object.entries(c ?? {}).map(([k, v]) => `${k} x${v}`).join(', ') || 'none';
  const row = (name, get, format) => [name, format(get(r.ours ?? {})), format(get(r.plain ?? {})), x(ratio(get(r.ours ?? {}), get(r.plain ?? {})))];
  return table(['after removing one drug (large profile)', 'ours', 'plain React', 'ours/plain'], [
    row('time until the row is gone (median)', (f) => f.removalMs, ms),
    ['elements re-rendered (commits, first run)', commits(r.ours?.commits), commits(r.plain?.commits), '-'],
    row('JS loaded after first render, pop-up code included (gzip)', (f) => f.dialogJsGzip, kb),
  ]);
}

export function cyclesTable(results) {
  const c = results.cycles;
  if (!c) return '';
  // from -> to, and ours/plain of the end figures. Nodes and listeners from the page before the first
  // mount; the heap from its level after the warm-up cycles (the first cycles grow it once).
  const row = (name, from, get, format) => [
    name,
    ...['ours', 'plain'].map((v) => (c[v] ? `${format(get(c[v][from]))} -> ${format(get(c[v].after))}` : '-')),
    x(ratio(c.ours && get(c.ours.after), c.plain && get(c.plain.after))),
  ];
  const mb = (b) => `${(b / 1024 / 1024).toFixed(2)} MB`;
  const cycles = c.ours?.cycles ?? c.plain?.cycles;
  const warmUp = c.ours?.warmUpCycles ?? c.plain?.warmUpCycles;
  return table([`mount/unmount the drug list x${cycles}`, 'ours', 'plain React', 'ours/plain'], [
    row('DOM nodes (after GC), start -> end', 'start', (m) => m.nodes, String),
    row('JS event listeners, start -> end', 'start', (m) => m.listeners, String),
    row(`JS heap used, after ${warmUp} warm-up cycles -> end`, 'warm', (m) => m.heap, mb),
    ['time for all cycles', ms(c.ours?.ms), ms(c.plain?.ms), x(ratio(c.ours?.ms, c.plain?.ms))],
  ]);
}

export function tracesTable(results) {
  const rows = [];
  const list = (map) => Object.entries(map ?? {}).map(([k, v]) => `${k} ${v}`).join(', ');
  for (const page of Object.values(results.pages)) {
    for (const variant of ['ours', 'plain']) {
      const t = page.traces?.[variant];
      if (t) rows.push([`${page.label}, ${variant}`, `${t.longTaskMs} ms (${t.longTasks})`, `${t.longTaskCpuMs} ms`, list(t.byKind), list(t.byScript)]);
    }
  }
  if (rows.length === 0) return '';
  return table(['long tasks in the traced load (--trace)', 'wall time (tasks)', 'CPU time', 'CPU self time by kind (ms)', 'script and compile by script (ms)'], rows);
}

export function interactionsTable(results) {
  const rows = [];
  for (const timing of Object.values(results.interactions ?? {})) {
    for (const [figure, name] of Object.entries(INTERACTION_NAMES)) {
      const byRun = timing.runRatios?.[figure] ?? [];
      const spread = byRun.length ? `${x(Math.min(...byRun))} to ${x(Math.max(...byRun))}` : '-';
      const interval = ratioInterval(byRun);
      const pinned = interval ? `${x(interval.ratio)} (${x(interval.low)} to ${x(interval.high)})` : '-';
      rows.push([`${name}, CPU ${timing.slowdown}x`, ms(timing.ours[figure]), ms(timing.plain[figure]), x(ratio(timing.ours[figure], timing.plain[figure])), spread, pinned]);
    }
  }
  if (rows.length === 0) return '';
  return table(['/profile.html: delay to next paint (median)', 'ours', 'plain React', 'ours/plain', 'run by run', 'paired runs (95%)'], rows);
}

export function lighthouseTable(results) {
  const rows = Object.values(results.lighthouse ?? {}).map((p) => [p.label, String(p.runs), num(p.score), ms(p.tbtMs), num(p.cls, 3), num(p.maxCls, 3), ms(p.fcpMs), ms(p.lcpMs), p.maxCls > 0.01 ? p.culprits.join('; ') : '']);
  if (rows.length === 0) return '';
  return table(['Lighthouse, mobile preset', 'runs', 'score', 'total blocking', 'layout shift', '(worst run)', 'first paint', 'largest paint', 'moved most (worst run)'], rows);
}

export function compositionTable(results) {
  const c = results.composition;
  if (!c) return '';
  const top = (entry) => Object.entries(entry.groups).slice(0, 12);
  const rows = top(c.toast).map(([group, bytes], i) => {
    const profile = top(c.profile)[i];
    return [group, kb(bytes), `${((bytes / c.toast.total) * 100).toFixed(0)}%`, profile?.[0] ?? '', profile ? kb(profile[1]) : ''];
  });
  rows.push(['total (minified, before gzip)', kb(c.toast.total), '100%', '', kb(c.profile.total)]);
  return table(['<sp-toast> page JS by source', 'raw', 'share', '/profile.html JS by source', 'raw'], rows);
}

export function checksTable(checks) {
  return table(['budget', 'limit', 'actual', 'result'], checks.map((c) => [c.name, c.limit, c.actual, c.ok ? 'pass' : 'FAIL']));
}

export function report(results) {
  return [
    `shopper-profile-elements bench, ${results.date}: medians of ${results.runs} runs per figure`,
    `machine: ${results.machine.cpu} (${results.machine.cores} cores), ${results.machine.memoryGB} GB, ${results.machine.os}; Node ${results.machine.node}; ${results.machine.browser}`,
    '',
    pagesTable(results),
    '',
    apiTable(results),
    '',
    scalingTable(results),
    '',
    secondPageTable(results),
    '',
    removalTable(results),
    '',
    interactionsTable(results),
    '',
    tracesTable(results),
    '',
    cyclesTable(results),
    '',
    lighthouseTable(results),
    '',
    compositionTable(results),
    '',
    loadTable(results.load),
  ].join('\n');
}
