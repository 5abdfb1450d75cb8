/**
 * The two drivers behind `Shopper`: puppeteer-core over WebDriver BiDi for
 * Firefox ESR, WebdriverIO over W3C WebDriver for WebKitGTK (see
 * scripts/engines.mjs for how each engine is launched). Both click and type
 * as input devices do; queries run in the page (inPage.ts, bundled).
 */
import puppeteer, { type Browser as PuppeteerBrowser, type BrowserContext, type Page } from 'puppeteer-core';
import { remote } from 'webdriverio';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { BROWSER_ZONE, firefoxLaunchOptions, startWebKitDriver, webkitCapabilities } from '../../scripts/engines.mjs';
import type { InPage } from './inPage';
import { eventually, type Shopper, type Target } from './shopper';

type Key = Parameters<Shopper['press']>[0];
/** The in-page bundle, then the query as the script's last expression (`returned`: as a WebDriver function body). */
const call = (bundle: string, query: string, args: unknown[], returned = false) =>
  `${bundle}\n;${returned ? 'return ' : ''}window.__spJourney.${query}(...${JSON.stringify(args)})`;
const pathOf = (url: string) => { const parsed = new URL(url); return `${parsed.pathname}${parsed.search}${parsed.hash}`; };

/** Chromium (CDP) and Firefox (WebDriver BiDi) through puppeteer-core. */
export async function puppeteerShopper(engine: 'chromium' | 'firefox', baseUrl: string, bundle: string): Promise<Shopper> {
  const launchOptions = engine === 'firefox'
    ? firefoxLaunchOptions()
    : { executablePath: chromiumPath(), args: chromiumArgs, headless: true, env: { ...process.env, TZ: BROWSER_ZONE } };
  const browser: PuppeteerBrowser = await puppeteer.launch(launchOptions);
  let context: BrowserContext = await browser.createBrowserContext();
  let page: Page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const element = (target: Target) => eventually(async () => {
    const handle = await page.evaluateHandle(call(bundle, 'find', [target]));
    return handle.asElement() as import('puppeteer-core').ElementHandle<HTMLElement> | null;
  }, `nothing on the page matches ${JSON.stringify(target)}`);
  return {
    engine,
    async open(path) { await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' }); },
    async resize(width, height) { await page.setViewport({ width, height }); },
    async click(target) { await (await element(target)).click(); },
    async fill(target, text) {
      const field = await element(target);
      await field.click();
      await field.evaluate((el) => (el as HTMLInputElement).select());
      await page.keyboard.type(text);
    },
    async press(key: Key) {
      if (key === 'Shift+Tab') {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      } else {
        await page.keyboard.press(key === 'Space' ? ' ' : key);
      }
    },
    async type(text) { await page.keyboard.type(text); },
    ask: async (query, ...args) => page.evaluate(call(bundle, query, args)) as never,
    evaluate: async <T>(script: string) => page.evaluate(script) as Promise<T>,
    location: async () => pathOf(page.url()),
    async restart() {
      await context.close();
      context = await browser.createBrowserContext();
      page = await context.newPage();
      await page.setViewport({ width: 1280, height: 900 });
    },
    async close() { await browser.close(); },
  };
}

// W3C WebDriver key code points.
const WEBDRIVER_KEYS: Record<string, string> = {
  Shift: '\uE008', Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C', Space: ' ', End: '\uE010', ArrowLeft: '\uE012', Backspace: '\uE003',
};
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export async function webkitShopper(baseUrl: string, bundle: string): Promise<Shopper> {
  const driverProcess = await startWebKitDriver();
  const options = { hostname: '127.0.0.1', port: driverProcess.port, path: '/', logLevel: 'error' as const, capabilities: webkitCapabilities() };
  let browser = await remote(options as Parameters<typeof remote>[0]).catch((error: unknown) => {
    driverProcess.stop();
    throw error;
  });
  const size = async (width = 1280, height = 900) => {
    const [iw, ih, ow, oh] = await browser.execute('return [innerWidth, innerHeight, outerWidth, outerHeight]') as number[];
    await browser.setWindowSize(width + (ow! - iw!), height + (oh! - ih!));
  };
  await size();
  const elementId = (target: Target): Promise<string> => eventually(async () => {
    const ref = await browser.execute(call(bundle, 'find', [target], true)) as Record<string, string> | { elementId?: string } | null;
    return ref ? (ref as Record<string, string>)[ELEMENT_KEY] ?? (ref as { elementId?: string }).elementId : undefined;
  }, `nothing on the page matches ${JSON.stringify(target)}`);
  const clickId = async (id: string) => {
    try {
      await browser.elementClick(id);
    } catch (error) {
      // WebKitWebDriver's hit test does not see through shadow roots and top-layer dialogs, and calls the
      // click intercepted; the mouse itself, moved to the element's centre, clicks what a person would.
      if (!String(error).includes('intercepted')) throw error;
      await browser.performActions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: [
        { type: 'pointerMove', origin: { [ELEMENT_KEY]: id }, x: 0, y: 0 }, { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 },
      ] }]);
      await browser.releaseActions();
    }
  };
  const keys = async (names: string[]) => {
    const points = names.map((name) => WEBDRIVER_KEYS[name] ?? name);
    const actions = [...points.map((value) => ({ type: 'keyDown', value })), ...[...points].reverse().map((value) => ({ type: 'keyUp', value }))];
    await browser.performActions([{ type: 'key', id: 'keyboard', actions }]);
    await browser.releaseActions();
  };
  return {
    engine: 'webkit',
    async open(path) { await browser.url(new URL(path, baseUrl).href); },
    // MiniBrowser keeps a window at least 447 pixels wide: a narrower size gives that.
    resize: async (width, height) => size(width, height).catch(() => size(Math.max(width, 447), height)),
    click: async (target) => clickId(await elementId(target)),
    async fill(target, text) {
      const id = await elementId(target);
      await clickId(id);
      await browser.execute(`${bundle}\n;const f = window.__spJourney.find(${JSON.stringify(target)}); f.select();`);
      await browser.elementSendKeys(id, text);
    },
    press: async (key: Key) => keys(key === 'Shift+Tab' ? ['Shift', 'Tab'] : [key]),
    async type(text) {
      await browser.performActions([{ type: 'key', id: 'keyboard', actions: [...text].flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]) }]);
      await browser.releaseActions();
    },
    ask: async (query, ...args) => browser.execute(call(bundle, query, args, true)) as never,
    evaluate: async <T>(script: string) => browser.execute(`return (${script})`) as Promise<T>,
    location: async () => pathOf(await browser.getUrl()),
    async restart() {
      // A session a failed restart already ended cannot be ended again.
      await browser.deleteSession().catch(() => undefined);
      browser = await remote(options as Parameters<typeof remote>[0]);
      await size();
    },
    async close() {
      await browser.deleteSession().catch(() => undefined);
      driverProcess.stop();
    },
  };
}

export type { InPage };
