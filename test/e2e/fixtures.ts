/**
 * The journeys' `test`: every page of a journey reports Content-Security-
 * Policy violations (the `securitypolicyviolation` event, Trusted Types
 * refusals included), and a journey that caused one fails. The
 * demo server serves the pages with the strict policy in these runs
 * (playwright.config.ts sets SP_CSP=strict).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { TestServer } from '../server/helpers';
import { watchNetwork } from './helpers';

declare global {
  interface Window {
    __spReportCspViolation?: (text: string) => void;
  }
}

/**
 * Each Playwright worker has its own demo server (the built demo/.build/server.mjs, the demo pages, a throw-away
 * database, the strict policy), so spec files run side by side and one file's database reset never reaches
 * another's pages. Relative URLs (`page.goto('/profile.html')`, `page.request`) go to it.
 */
const withServer = base.extend<object, { demoServer: string }>({
  demoServer: [async ({}, use) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-e2e-'));
    const server = new TestServer(path.join(dir, 'profile.db'), path.resolve('demo/pages'), { SP_CSP: 'strict' });
    await server.boot();
    try {
      await use(server.baseUrl);
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, { scope: 'worker' }],
  baseURL: async ({ demoServer }, use) => use(demoServer),
});

export const test = withServer.extend<{ cspViolations: string[]; networkWatch: void }>({
  networkWatch: [async ({ context }, use) => {
    watchNetwork(context);
    await use();
  }, { auto: true }],
  cspViolations: [async ({ context }, use) => {
    const violations: string[] = [];
    await context.exposeBinding('__spReportCspViolation', (_source, text: string) => {
      violations.push(text);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
        window.__spReportCspViolation?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${where} ${event.sample}`);
      }, true);
    });
    await use(violations);
    expect(violations, 'Content-Security-Policy violations on this journey').toEqual([]);
  }, { auto: true }],
});
