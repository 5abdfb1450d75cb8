// The two other engines, from Debian's packages: Firefox ESR
// driven by puppeteer-core over WebDriver BiDi (Firefox speaks it with no
// separate driver), and WebKitGTK's MiniBrowser driven through
// WebKitWebDriver (W3C WebDriver) under Xvfb, since MiniBrowser needs a
// display. Playwright's own patched Firefox and WebKit builds cannot be
// downloaded here. Every engine runs in the America/Los_Angeles zone (set
// through TZ: neither Central nor UTC, so a rule that leaks the browser's
// zone fails), in US English, with reduced motion.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const BROWSER_ZONE = 'America/Los_Angeles';

function which(...names) {
  for (const name of names) {
    try {
      const found = execSync(`command -v ${name}`, { shell: '/bin/sh' }).toString().trim();
      if (found) return found;
    } catch { /* try the next */ }
  }
  return undefined;
}

export function firefoxPath() {
  return process.env.FIREFOX_PATH ?? which('firefox-esr', 'firefox');
}

/** MiniBrowser ships inside libwebkit2gtk; its folder carries the API version (4.1 today). */
export function miniBrowserPath() {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  for (const lib of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    if (!fs.existsSync(lib)) continue;
    for (const dir of fs.readdirSync(lib).filter((d) => d.startsWith('webkit2gtk-')).sort().reverse()) {
      const candidate = path.join(lib, dir, 'MiniBrowser');
      if (fs.existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

export function webkitAvailable() {
  return Boolean(which('WebKitWebDriver') && which('xvfb-run') && miniBrowserPath());
}

export const firefoxLaunchOptions = () => ({
  browser: 'firefox',
  executablePath: firefoxPath(),
  headless: true,
  env: { ...process.env, TZ: BROWSER_ZONE, LANG: 'en_US.UTF-8' },
  extraPrefsFirefox: {
    'ui.prefersReducedMotion': 1,
    'intl.locale.requested': 'en-US',
    'intl.accept_languages': 'en-US, en',
    // No update, telemetry or remote-settings calls on this closed network.
    'app.update.enabled': false,
    'datareporting.policy.dataSubmissionEnabled': false,
    'toolkit.telemetry.enabled': false,
  },
});

/** A TCP port free on this machine right now (for a driver or the demo server). */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForDriver(port, child) {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/status`);
      if (answer.ok) return;
    } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer within 20 s');
}

/**
 * Starts WebKitWebDriver under Xvfb on a free port. GTK reads reduced motion
 * from its settings file, so a throw-away XDG config home carries
 * `gtk-enable-animations=0`. Returns the port and a stop function.
 */
export async function startWebKitDriver() {
  const port = await freePort();
  const config = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-webkit-'));
  fs.mkdirSync(path.join(config, 'gtk-3.0'));
  fs.writeFileSync(path.join(config, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=0\n');
  const env = { ...process.env, TZ: BROWSER_ZONE, LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8', XDG_CONFIG_HOME: config };
  const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1200x24', 'WebKitWebDriver', `--port=${port}`], { env, stdio: 'ignore', detached: true });
  const stop = () => {
    try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
    fs.rmSync(config, { recursive: true, force: true });
  };
  process.once('exit', stop);
  await waitForDriver(port, child);
  return { port, stop };
}

export const webkitCapabilities = () => ({
  // WebKitWebDriver speaks classic WebDriver only: WebdriverIO must not ask for a BiDi socket.
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
});
