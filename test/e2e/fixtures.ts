/**
 * The journeys' `test`: every page of a journey reports Content-Security-
 * Policy violations (the `securitypolicyviolation` event, Trusted Types
 * refusals included), and a journey that caused one fails (issue 18). The
 * demo server serves the pages with the strict policy in these runs
 * (playwright.config.ts sets SP_CSP=strict).
 */
import { test as base, expect } from '@playwright/test';

declare global {
  interface Window {
    __spReportCspViolation?: (text: string) => void;
  }
}

export const test = base.extend<{ cspViolations: string[] }>({
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
