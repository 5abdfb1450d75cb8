#!/usr/bin/env node
// The main journeys (test/journeys) in Chromium, Firefox and WebKit, against
// the demo server (built by `npm run build`) with a throw-away database and the
// strict CSP. Usage: node scripts/journeys.mjs [chromium] [firefox] [webkit] [--grep TEXT]
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
  const dbPath = path.join(os.tmpdir(), `sp-journeys-${process.pid}.db`);
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

const { bundle, runner } = await build();
const { runJourneys } = await import(pathToFileURL(runner).href);
const server = await startServer();
let failed = 0;
try {
  for (const engine of ENGINES) {
    console.log(`\njourneys in ${engine}:`);
    const results = await runJourneys(engine, server.baseUrl, bundle, only);
    const failures = results.filter((r) => !r.ok).map((r) => ({ title: `test/journeys › ${r.name}`, lines: firstLines(r.error) }));
    failed += failures.length;
    console.log(summaryText({ suite: 'journeys', engine, passed: results.length - failures.length, failed: failures.length, skipped: 0, failures }));
  }
} finally {
  server.stop();
}
process.exit(failed === 0 ? 0 : 1);
