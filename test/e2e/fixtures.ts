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
    __spReportUndeclaredEvent?: (text: string) => void;
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

/** Each tag's events as its contract declares them (the built manifest), by tag name without the `sp-` prefix. */
function declaredEvents(): Record<string, string[]> {
  const manifest = JSON.parse(fs.readFileSync(path.resolve('dist/custom-elements.json'), 'utf8')) as {
    modules: { declarations?: { tagName?: string; events?: { name: string }[] }[] }[];
  };
  const declared: Record<string, string[]> = {};
  for (const declaration of manifest.modules.flatMap((m) => m.declarations ?? [])) {
    if (declaration.tagName) declared[declaration.tagName.replace(/^sp-/, '')] = (declaration.events ?? []).map((e) => e.name);
  }
  return declared;
}

export const test = withServer.extend<{ cspViolations: string[]; undeclaredEvents: string[]; networkWatch: void }>({
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
  // Every event of ours that passes one of our elements (whatever its prefix) is in that element's contract, so a
  // host's typed listener on it hears only what the types promise, and hears everything they promise.
  undeclaredEvents: [async ({ context }, use) => {
    const undeclared: string[] = [];
    await context.exposeBinding('__spReportUndeclaredEvent', (_source, text: string) => {
      if (!undeclared.includes(text)) undeclared.push(text);
    });
    await context.addInitScript((declared: Record<string, string[]>) => {
      const ours = Symbol.for('shopper-profile.element');
      // The longest name that ends the tag: `acme-saved-plans` is saved-plans whatever the prefix.
      const names = Object.keys(declared).sort((a, b) => b.length - a.length);
      const nameOf = (tag: string) => names.find((name) => tag.endsWith(`-${name}`));
      for (const type of new Set(Object.values(declared).flat())) {
        window.addEventListener(type, (event) => {
          for (const node of event.composedPath()) {
            if (!(node instanceof HTMLElement) || !(ours in (customElements.get(node.localName) ?? {}))) continue;
            const name = nameOf(node.localName);
            if (!name || !declared[name]?.includes(type)) window.__spReportUndeclaredEvent?.(`<${node.localName}> sent ${type}, which its contract does not list`);
          }
        }, true);
      }
    }, declaredEvents());
    await use(undeclared);
    expect(undeclared, 'events our elements sent beyond their contracts').toEqual([]);
  }, { auto: true }],
});
