// web-test-runner launchers for the three engines. Chromium goes
// through Playwright with Debian's binary; Firefox through puppeteer-core
// (WebDriver BiDi) with Debian's firefox-esr, handed to web-test-runner's
// own Chrome launcher, which accepts any puppeteer; WebKit through
// WebdriverIO and WebKitWebDriver, started here under Xvfb and stopped with
// the run.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { ChromeLauncher } from '@web/test-runner-chrome';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import puppeteer from 'puppeteer-core';
import { chromiumPath, chromiumArgs } from '../chromium.mjs';
import { DEFAULT_VIEWPORT, sizeWebDriverViewport } from './browser-commands.mjs';
import { BROWSER_ZONE, firefoxLaunchOptions, startWebKitDriver, webkitCapabilities } from '../engines.mjs';

export function chromium(timezoneId = BROWSER_ZONE) {
  return playwrightLauncher({
    product: 'chromium',
    launchOptions: { executablePath: chromiumPath(), headless: true, args: chromiumArgs },
    createBrowserContext: ({ browser }) => browser.newContext({ timezoneId, locale: 'en-US', reducedMotion: 'reduce' }),
  });
}

export function firefox() {
  return new ChromeLauncher(
    firefoxLaunchOptions(),
    ({ browser }) => browser.defaultBrowserContext(),
    ({ context }) => context.newPage(),
    puppeteer,
  );
}

class WebKitLauncher extends WebdriverLauncher {
  constructor() {
    super({ logLevel: 'error', capabilities: webkitCapabilities() });
  }

  async initialize(config, testFiles) {
    this.driverProcess = await startWebKitDriver();
    Object.assign(this.options, { hostname: '127.0.0.1', port: this.driverProcess.port, path: '/' });
    await super.initialize(config, testFiles);
    this.name = 'WebKit';
  }

  /** One window serves every file: each starts at the default viewport, whatever the last one left. */
  async startSession(id, url) {
    await this.ensureManagerInitialized();
    await sizeWebDriverViewport(this.driver, DEFAULT_VIEWPORT, this.name);
    return super.startSession(id, url);
  }

  async stop() {
    await super.stop();
    this.driverProcess?.stop();
  }
}

export const webkit = () => new WebKitLauncher();
