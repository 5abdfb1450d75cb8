#!/usr/bin/env node
// The main journeys (test/journeys) in Chromium, Firefox and WebKit, each engine
// against a demo server of its own (built by `npm run build`) with a throw-away
// database and the strict CSP. Usage: node scripts/journeys.mjs [chromium] [firefox] [webkit] [--grep TEXT]
// Prints one line per journey and, per engine, the summary scripts/test.mjs
// reads (scripts/summary/lines.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { freePort } from './engines.mjs';
import { firstLines, summaryText } from './summary/lines.mjs';

const root = process.cwd();
const args = process.argv.slice(2);
const grepAt = args.indexOf('--grep');
const only = grepAt >= 0 ? new RegExp(args[grepAt + 1], 'i') : undefined;
const engines = args.filter((a, i) => ['chromium', 'firefox', 'webkit'].includes(a) && !(grepAt >= 0 && i === grepAt + 1));
const ENGINES = engines.length > 0 ? engines : ['chromium', 'firefox', 'webkit'];

async function startServer() {
  const port = await freePort();
  const dbPath = path.join(os.tmpdir(), `sp-journeys-${process.pid}-${port}.db`);
  const child = spawn(process.execPath, ['demo/.build/server.mjs'], {
    env: { ...process.env, PORT: String(port), SP_DB_PATH: dbPath, SP_CSP: 'strict' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${baseUrl}/qa/personas`)).ok) break;
    } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = () => {
    child.kill();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${dbPath}${suffix}`, { force: true });
  };
  return { baseUrl, stop };
}

async function build() {
  const inPage = await esbuild.build({
    entryPoints: [path.join(root, 'test/journeys/inPage.ts')], bundle: true, format: 'iife', write: false, target: 'es2022',
  });
  const outDir = path.join(root, 'node_modules/.cache/sp-journeys');
  fs.mkdirSync(outDir, { recursive: true });
  const runner = path.join(outDir, 'run.mjs');
  await esbuild.build({
    entryPoints: [path.join(root, 'test/journeys/run.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node22',
    outfile: runner, packages: 'external', logLevel: 'error',
  });
  return { bundle: inPage.outputFiles[0].text, runner };
}

// A driver's promise that nobody awaited and that failed would end the process before any summary: it is
// told, and the run fails, but every engine's results still print.
const strays = [];
const stackOf = (error) => (error instanceof Error ? error.stack ?? error.message : String(error));
process.on('unhandledRejection', (error) => {
  const stack = stackOf(error);
  console.log(`  ✘ a driver's unawaited call failed: ${stack}`);
  strays.push({ title: 'test/journeys › a driver call failed outside any journey', lines: firstLines(stack) });
});

const { bundle, runner } = await build();
const { runJourneys } = await import(pathToFileURL(runner).href);

/** One engine's journeys against a server (and database) of its own: each journey starts from a reset database. */
async function inEngine(engine) {
  const server = await startServer();
  try {
    return await runJourneys(engine, server.baseUrl, bundle, only);
  } catch (error) {
    // The engine's run stopped (its browser or driver): counted as a failure of its own, the other engines' results kept.
    const stack = stackOf(error);
    console.log(`  ✘ [${engine}] the run stopped: ${stack}`);
    return [{ name: `the ${engine} run stopped before its journeys ended`, ok: false, error: stack, seconds: 0 }];
  } finally {
    server.stop();
  }
}

// Chromium and Firefox side by side (each drives one headless window, and most of a journey is waiting for the
// page), then WebKit alone: beside the others, its session time-out journey was seen to stall for two minutes.
const results = [];
const together = ENGINES.filter((engine) => engine !== 'webkit');
results.push(...(await Promise.all(together.map(inEngine))));
if (ENGINES.includes('webkit')) results.push(await inEngine('webkit'));
const inOrder = [...together, ...ENGINES.filter((engine) => engine === 'webkit')];
let failed = 0;
inOrder.forEach((engine, i) => {
  const failures = results[i].filter((r) => !r.ok).map((r) => ({ title: `test/journeys › ${r.name}`, lines: firstLines(r.error) }));
  failed += failures.length;
  console.log(`\njourneys in ${engine}:`);
  console.log(summaryText({ suite: 'journeys', engine, passed: results[i].length - failures.length, failed: failures.length, skipped: 0, failures }));
});
if (strays.length > 0) {
  failed += strays.length;
  console.log(summaryText({ suite: 'journeys', engine: 'drivers', passed: 0, failed: strays.length, skipped: 0, failures: strays }));
}
process.exit(failed === 0 ? 0 : 1);
