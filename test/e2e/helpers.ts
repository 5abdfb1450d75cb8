/** Shared steps of the end-to-end journeys. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

/** Puts the database back to its seed, so every journey starts from the personas' data. */
export async function resetDatabase(page: Page): Promise<void> {
  const response = await page.request.post('/qa/reset');
  expect(response.ok()).toBe(true);
}

/** Requests in flight per browser context, and when that last changed (kept by the fixtures, fixtures.ts). */
interface NetworkWatch {
  inflight: Set<unknown>;
  lastChange: number;
}

const watches = new WeakMap<BrowserContext, NetworkWatch>();

/** Follows every request of the context's pages from its first, so settled() knows what is still on its way. */
export function watchNetwork(context: BrowserContext): void {
  const watch: NetworkWatch = { inflight: new Set(), lastChange: Date.now() };
  const done = (request: unknown) => {
    watch.inflight.delete(request);
    watch.lastChange = Date.now();
  };
  context.on('request', (request) => {
    watch.inflight.add(request);
    watch.lastChange = Date.now();
  });
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  watches.set(context, watch);
}

/**
 * Nothing asked for in the last QUIET_MS and nothing on its way. Playwright's 'networkidle' waits a fixed 500 ms
 * of silence after every page load, most of a page's time in these specs; the pages here ask for their
 * follow-ups within a frame or two of an answer. A context not watched from its start (a page a spec opens
 * itself) falls back to 'networkidle', as does a request whose end was never reported.
 */
const QUIET_MS = 200;
const QUIET_LIMIT_MS = 5_000;

async function networkQuiet(page: Page): Promise<void> {
  const watch = watches.get(page.context());
  const started = Date.now();
  while (watch && Date.now() - started < QUIET_LIMIT_MS) {
    if (watch.inflight.size === 0 && Date.now() - watch.lastChange >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await page.waitForLoadState('networkidle');
}

/** Every sp-* tag on the page is defined and no request (an API call, an element's code) is still running. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await networkQuiet(page);
  await page.waitForFunction(() => [...document.querySelectorAll('*')]
    .filter((node) => node.localName.startsWith('sp-'))
    .every((node) => customElements.get(node.localName) !== undefined));
  await networkQuiet(page);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core (WCAG 2.1 A and AA rules) over the page, shadow roots included. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the browser's devtools channel, not a <script>: the pages carry the strict CSP.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, options: object): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
}

/** Writes a full-page screenshot to test-results/screenshots/ for review. */
export async function screenshot(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  const path = `test-results/screenshots/${name}.png`;
  // The sticky QA panel would sit mid-page in a full-page shot.
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('.qa-panel').forEach((panel) => { panel.style.position = 'static'; }));
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Signs in as a persona through the real sign-in page, landing on `returnUrl`. */
export async function signInAs(page: Page, persona: string, returnUrl = '/profile.html'): Promise<void> {
  await page.goto(`/optumid-login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.locator(`a[href*="persona=${persona}&"]`).click();
  await page.waitForURL((url) => url.pathname === returnUrl.split('?')[0]);
  // The page's library exchanges the one-time code; the session cookie follows.
  await expect.poll(() => page.evaluate(() => document.cookie.includes('sp-user-id='))).toBe(true);
}

/** Reads a shared atom's value by its registry key through window.shopperProfile. */
export function atomValue<T>(page: Page, key: string): Promise<T> {
  return page.evaluate((k) => {
    const atoms = (globalThis as unknown as Record<symbol, Map<string, unknown>>)[Symbol.for('shopper-profile.atoms')];
    const atom = atoms?.get(k);
    const runtime = (window as unknown as { shopperProfile?: { store: { get(a: unknown): unknown } } }).shopperProfile;
    return (atom && runtime ? runtime.store.get(atom) : undefined) as T;
  }, key);
}
