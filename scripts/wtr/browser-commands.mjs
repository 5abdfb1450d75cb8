// One set of test commands for the three launchers: key presses
// with modifiers ('Shift+Tab'), the viewport size and media emulation.
// web-test-runner's own commands differ by launcher (puppeteer knows no
// 'Shift+Tab' nor 'Space'; WebDriver has no viewport and no media), so the
// tests call these through test/helpers/browser.ts instead. What an engine
// cannot do answers { unsupported: reason }, and the test skips saying why.

// W3C WebDriver key code points (https://w3c.github.io/webdriver/#keyboard-actions).
const WEBDRIVER_KEYS = {
  Shift: '\uE008', Control: '\uE009', Alt: '\uE00A', Meta: '\uE03D',
  Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C', Space: ' ', Backspace: '\uE003', Delete: '\uE017',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015',
  Home: '\uE011', End: '\uE010', PageUp: '\uE00E', PageDown: '\uE00F',
};

const PUPPETEER_KEYS = { Space: ' ' };

function keysOf(combo) {
  const parts = combo.split('+');
  // 'Control++' names the plus key.
  if (combo.endsWith('++')) return [...combo.slice(0, -2).split('+'), '+'];
  return parts;
}

async function press(session, combo) {
  const keys = keysOf(combo);
  if (session.browser.type === 'playwright') {
    await session.browser.getPage(session.id).keyboard.press(combo);
  } else if (session.browser.type === 'puppeteer') {
    const keyboard = session.browser.getPage(session.id).keyboard;
    const names = keys.map((key) => PUPPETEER_KEYS[key] ?? key);
    for (const key of names.slice(0, -1)) await keyboard.down(key);
    await keyboard.press(names.at(-1));
    for (const key of names.slice(0, -1).reverse()) await keyboard.up(key);
  } else {
    const points = keys.map((key) => WEBDRIVER_KEYS[key] ?? key);
    const actions = [...points.map((value) => ({ type: 'keyDown', value })), ...points.reverse().map((value) => ({ type: 'keyUp', value }))];
    const driver = session.browser.driver;
    await driver.performActions([{ type: 'key', id: 'keyboard', actions }]);
    await driver.releaseActions();
  }
}

async function type(session, text) {
  if (session.browser.type === 'webdriver') {
    const actions = [...text].flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]);
    await session.browser.driver.performActions([{ type: 'key', id: 'keyboard', actions }]);
    await session.browser.driver.releaseActions();
  } else {
    await session.browser.getPage(session.id).keyboard.type(text);
  }
}

/** The viewport every test file starts with in every engine (Playwright's and Puppeteer's default). */
export const DEFAULT_VIEWPORT = { width: 800, height: 600 };

async function setViewport(session, { width, height }) {
  if (session.browser.type === 'playwright') return session.browser.getPage(session.id).setViewportSize({ width, height });
  if (session.browser.type === 'puppeteer') return session.browser.getPage(session.id).setViewport({ width, height });
  return sizeWebDriverViewport(session.browser.driver, { width, height }, session.browser.name);
}

/** Whether two [innerWidth, innerHeight, …] measures give the page the same size. */
const sameSize = (a, b) => a[0] === b[0] && a[1] === b[1];

/** WebDriver sizes the window, not the viewport: size it, then correct by what the window's frame takes. */
export async function sizeWebDriverViewport(driver, { width, height }, name = 'WebDriver') {
  const measure = () => driver.execute('return [innerWidth, innerHeight, outerWidth, outerHeight]');
  const fits = (size) => sameSize(size, [width, height]);
  let size = await measure();
  for (let attempt = 0; attempt < 3 && !fits(size); attempt += 1) {
    const [innerWidth, innerHeight, outerWidth, outerHeight] = size;
    await driver.setWindowRect(null, null, width + (outerWidth - innerWidth), height + (outerHeight - innerHeight));
    const before = size;
    size = await resized(measure, fits, before);
    // Asked again from where it stopped, the window did not move: it will not.
    if (sameSize(size, before)) break;
  }
  if (fits(size)) return undefined;
  return { unsupported: `${name}'s window cannot show a ${width}×${height} viewport (it stays ${size[0]}×${size[1]})` };
}

/**
 * The page's size once a window resize has reached it. WebKitGTK under xvfb applies a resize after answering, and
 * on a loaded machine the page may still report the old size (or a size on the way) for a while: wait until it
 * fits, or has moved and held still (a size the engine will not go below), for at most a second.
 */
async function resized(measure, fits, before) {
  const deadline = Date.now() + 1000;
  let last = await measure();
  while (!fits(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = await measure();
    if (sameSize(now, last) && !sameSize(now, before)) return now;
    last = now;
  }
  return last;
}

async function emulateMedia(session, { media, reducedMotion }) {
  if (session.browser.type !== 'playwright') {
    const asked = [media && `media '${media}'`, reducedMotion && `reduced motion '${reducedMotion}'`].filter(Boolean).join(' and ');
    return { unsupported: `${session.browser.name} cannot emulate ${asked} over ${session.browser.type === 'puppeteer' ? 'WebDriver BiDi' : 'WebDriver'}` };
  }
  await session.browser.getPage(session.id).emulateMedia({ media, reducedMotion });
  return undefined;
}

export function browserCommandsPlugin() {
  return {
    name: 'sp-browser-commands',
    async executeCommand({ command, payload, session }) {
      switch (command) {
        case 'sp-engine': return { name: session.browser.name };
        case 'sp-press': await press(session, payload.press); return true;
        case 'sp-type': await type(session, payload.type); return true;
        case 'sp-viewport': return (await setViewport(session, payload)) ?? true;
        case 'sp-media': return (await emulateMedia(session, payload)) ?? true;
        default: return undefined;
      }
    },
  };
}
