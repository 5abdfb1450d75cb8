/**
 * The WCAG 2.2 specs' shared steps: the in-page checks of
 * test/helpers/wcag.ts bundled into every page, the windows and text sizes
 * people use, the demo pages in the states they show, and a Tab walk.
 */
import path from 'node:path';
import { buildSync } from 'esbuild';
import { expect, type Page } from '@playwright/test';
import type * as Checks from '../helpers/wcag';
import { resetDatabase, settled } from './helpers';

const CHECKS = buildSync({
  entryPoints: [path.resolve('test/helpers/wcag.ts')], bundle: true, format: 'iife', globalName: '__spWcag', write: false, target: 'es2022',
}).outputFiles[0]!.text;

type CheckName = { [K in keyof typeof Checks]: (typeof Checks)[K] extends (...args: never[]) => unknown ? K : never }[keyof typeof Checks];

/** Every page of the test gets the checks, and listens for announcements from its first line. */
export async function withChecks(page: Page): Promise<void> {
  // Through the devtools channel, not a <script>: the demo pages carry the strict CSP.
  await page.addInitScript(`${CHECKS}\n;window.__spWcag = __spWcag;\n__spWcag.listenForAnnouncements();`);
}

/** Runs one of the in-page checks (after the page has painted what the last step set off). */
export async function check<K extends CheckName>(page: Page, name: K): Promise<Awaited<ReturnType<(typeof Checks)[K]>>> {
  return page.evaluate(async (n) => {
    const checks = (window as unknown as { __spWcag: Record<string, () => unknown> }).__spWcag;
    await checks.afterPaint!();
    return checks[n]!();
  }, name) as never;
}

export interface WindowSize {
  name: string;
  width: number;
  height: number;
  /** Text size as a share of the browser's default, set as a person does in the browser's settings. */
  text: number;
}

export const WINDOWS = {
  desktop: { name: 'a 1280 px window', width: 1280, height: 900, text: 1 },
  narrow: { name: 'a 320 px window', width: 320, height: 640, text: 1 },
  phoneLargeText: { name: 'a phone at 200% text', width: 390, height: 844, text: 2 },
  desktopLargeText: { name: 'a 1280 px window at 200% text', width: 1280, height: 900, text: 2 },
  /** 400% zoom of a 1280 by 1024 screen: the CSS window WCAG 1.4.10 names. */
  zoom400: { name: '400% zoom (320 by 256)', width: 320, height: 256, text: 1 },
} as const satisfies Record<string, WindowSize>;

/** Sizes the window and the browser's default text size (Chromium's font settings, the way a person enlarges text only). */
export async function useWindow(page: Page, size: WindowSize): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * size.text, fixed: 13 * size.text } });
  await cdp.detach();
}

const QUIET = 'date=2026-03-02&brand=aarp&flags=&fault=';

export interface DemoPage {
  name: string;
  url: string;
}

/** The demo pages our elements are on, each as the person who sees most of it; the two-year toggle shows in November. */
export const DEMO_PAGES: DemoPage[] = [
  { name: 'the profile as a guest', url: `/profile.html?persona=guest&${QUIET}#plans` },
  { name: "a member's saved plans in November", url: '/profile.html?persona=member&date=2026-11-16&brand=aarp&flags=emailSavedPlans,lisChanges&fault=#plans' },
  { name: "a member's drugs", url: `/profile.html?persona=member&${QUIET}#drugs` },
  { name: "a member's doctors", url: `/profile.html?persona=member&${QUIET}#providers` },
  { name: "a member's dashboard", url: `/dashboard.html?persona=member&${QUIET}` },
  { name: 'the CMS article', url: `/cms.html?persona=member&${QUIET}` },
  { name: 'the drug cost estimator page', url: `/dce.html?persona=member&${QUIET}` },
  { name: 'the plan compare page', url: `/plan-compare.html?persona=shopper&${QUIET}` },
  { name: 'a cloaked session (enroll buttons disabled)', url: `/profile.html?persona=cloaked&${QUIET}#plans` },
];

export type Language = 'en' | 'es';

/** The page as a site in that language serves it. */
export const inLanguage = (url: string, lang: Language): string => (lang === 'en' ? url : url.replace('?', '?lang=es&'));

export async function openDemoPage(page: Page, url: string): Promise<void> {
  await resetDatabase(page);
  await page.goto(url);
  await settled(page);
}

const pressButton = async (page: Page, name: RegExp, inside?: string) => {
  await (inside ? page.locator(inside) : page).getByRole('button', { name }).first().click();
};

/** The open pop-up, wherever its element renders it. */
export const openPopUp = (page: Page) => page.locator('dialog[open]');

export interface PopUp {
  name: string;
  url: string;
  /** What a person does to open it (and, for a form, to show its errors). */
  open(page: Page): Promise<void>;
}

/** Every pop-up of spec §2.7 a person can open on the demo pages, forms in their error state. */
export const POP_UPS: PopUp[] = [
  { name: 'sign out', url: `/profile.html?persona=member&${QUIET}`, open: (page) => pressButton(page, /^(Sign out|Cerrar sesión)$/, 'sp-profile') },
  {
    name: 'email your saved plans, sent empty', url: '/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=emailSavedPlans&fault=',
    async open(page) {
      await pressButton(page, /^(Email|Correo electrónico)$/, 'sp-profile');
      await openPopUp(page).getByRole('textbox').fill('');
      await openPopUp(page).getByRole('button', { name: /^(Send|Enviar)$/ }).click();
      await expect(openPopUp(page).locator('[aria-invalid="true"]')).toBeVisible();
    },
  },
  { name: 'remove plan', url: `/profile.html?persona=member&${QUIET}#plans`, open: (page) => pressButton(page, /^(Remove|Eliminar) .+ (from saved plans|de sus planes guardados)$/, 'sp-profile') },
  { name: 'remove drug', url: `/profile.html?persona=member&${QUIET}#drugs`, open: (page) => pressButton(page, /^(Remove|Eliminar) /, 'sp-drug-list') },
  { name: 'remove doctor', url: `/profile.html?persona=member&${QUIET}#providers`, open: (page) => pressButton(page, /^(Remove|Eliminar) /, 'sp-provider-list') },
  { name: 'drug pricing', url: `/profile.html?persona=member&${QUIET}#plans`, open: (page) => pressButton(page, /^(View drug pricing|Ver precios de medicamentos)/, 'sp-profile') },
  {
    name: 'learn more (call to enroll)', url: `/plans.html?zip=10001&persona=guest&${QUIET}`,
    async open(page) {
      const card = page.locator('li.card', { hasText: 'Nursing Home Plan' });
      await card.getByRole('button', { name: /^Save plan/ }).click();
      // As a person would, leave once the page says it is saved: the save is still on its way until then.
      await expect(card.getByRole('button', { name: /^Saved/ })).toBeVisible();
      // The same QA switches (a page that names some replaces the others), the same guest.
      const switches = new URL(page.url()).searchParams;
      for (const key of ['zip', 'persona']) switches.delete(key);
      await page.goto(`/profile.html?${switches}#plans`);
      await settled(page);
      await pressButton(page, /^(Learn more|Más información)/, 'sp-profile');
    },
  },
  { name: 'Extra Help', url: '/profile.html?persona=shopper&date=2026-03-02&brand=aarp&flags=lisChanges&fault=#plans', open: (page) => pressButton(page, /^(I receive Extra Help|Recibo Ayuda Adicional)$/, 'sp-profile') },
  { name: 'recommendation tooltip', url: `/dashboard.html?persona=member&${QUIET}`, open: (page) => pressButton(page, /^(Why this plan\?|¿Por qué este plan\?)/, 'sp-dashboard') },
  {
    name: 'import, confirmed without the attestation', url: `/profile.html?persona=member-noclaims&date=2026-03-10&brand=aarp&flags=&fault=#drugs`,
    async open(page) {
      await pressButton(page, /^(Import my drugs and doctors|Importar mis medicamentos y médicos)$/, 'sp-drug-list');
      await openPopUp(page).getByRole('button', { name: /^(Import my drugs and doctors|Importar mis medicamentos y médicos)$/ }).click();
      await expect(openPopUp(page).getByText(/^Error: /)).toBeVisible();
    },
  },
  {
    name: 'confirm identity, sent without a ZIP code', url: `/cms.html?persona=telesales-tpm&${QUIET}`,
    async open(page) {
      const zip = openPopUp(page).getByRole('textbox', { name: /^(ZIP code|Código postal)$/ });
      await zip.fill('');
      await openPopUp(page).getByRole('button', { name: /^(Confirm identity|Confirmar identidad)$/ }).click();
      await expect(zip).toHaveAttribute('aria-invalid', 'true');
    },
  },
  { name: 'session time-out', url: `/dashboard.html?persona=member&${QUIET}&timeout=3`, open: async (page) => { await expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 20_000 }); } },
];

/** Opens the pop-up's page in the language, then the pop-up, and waits for it. */
export async function showPopUp(page: Page, popUp: PopUp, lang: Language): Promise<void> {
  await openDemoPage(page, inLanguage(popUp.url, lang));
  await popUp.open(page);
  await expect(openPopUp(page)).toBeVisible();
}

/**
 * Tabs through the page (or the open pop-up) until focus comes back round,
 * handing `visit` what a person sees of each focused control and, with
 * `ring`, what is wrong with its focus ring: both are read in one call after
 * the same two paints, so a walk costs a round trip and two frames a stop.
 */
export async function tabThrough(
  page: Page, visit: (report: Checks.FocusReport, ring: string | null) => void | Promise<void>, { ring = false, most = 250 } = {},
): Promise<number> {
  await page.evaluate(() => {
    (window as unknown as { __spWcag: typeof Checks }).__spWcag.forgetVisits();
    window.scrollTo(0, 0);
  });
  for (let step = 1; step <= most; step += 1) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(async (withRing) => {
      const checks = (window as unknown as { __spWcag: typeof Checks }).__spWcag;
      await checks.afterPaint();
      return { ...checks.visitFocused(), ring: withRing ? checks.focusRingProblem() : null };
    }, ring);
    if (seen.again) return step - 1;
    if (seen.report) await visit(seen.report, seen.ring);
  }
  throw new Error(`Tab did not come back round in ${most} steps`);
}

/** Roles a person operates: each needs a name a screen reader says. */
const CONTROL_ROLES = new Set(['button', 'link', 'textbox', 'searchbox', 'checkbox', 'radio', 'combobox', 'listbox', 'menuitem', 'tab', 'switch', 'slider', 'spinbutton', 'DisclosureTriangle']);
/** What else may take focus: the page, a pop-up, a named scroll box. */
const FOCUS_HOLDERS = new Set(['RootWebArea', 'dialog', 'alertdialog', 'region']);

interface AXProperty { name: string; value: { value?: unknown } }
interface AXNode { ignored?: boolean; role?: { value?: string }; name?: { value?: string }; properties?: AXProperty[]; backendDOMNodeId?: number }

export interface TreeControl {
  role: string;
  name: string;
  /** Inside one of our elements (not the host page's own header, footer or QA panel). */
  ours: boolean;
  /** Reached by Tab. */
  tabbable: boolean;
}

/**
 * Every control, and everything else Tab reaches, as Chromium's own
 * accessibility tree gives it to a screen reader: role and name.
 */
export async function treeControls(page: Page): Promise<TreeControl[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const { nodes } = await cdp.send('Accessibility.getFullAXTree') as { nodes: AXNode[] };
    const property = (node: AXNode, name: string) => node.properties?.find((p) => p.name === name)?.value.value;
    const candidates = nodes.filter((node) => !node.ignored && node.backendDOMNodeId !== undefined
      && (CONTROL_ROLES.has(node.role?.value ?? '') || property(node, 'focusable') === true));
    // Asked all at once: the answers do not depend on one another, and one round trip at a time cost seconds a page.
    return await Promise.all(candidates.map(async (node): Promise<TreeControl> => {
      const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId! });
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId!, returnByValue: true,
        functionDeclaration: `function () {
          let ours = false;
          for (let root = this.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) ours = ours || root.host.localName.startsWith('sp-');
          return { ours, tabbable: this instanceof HTMLElement && this.tabIndex >= 0 && !this.closest('[inert]') };
        }`,
      });
      const where = result.value as { ours: boolean; tabbable: boolean };
      return { role: node.role?.value ?? '', name: (node.name?.value ?? '').trim(), ...where };
    }));
  } finally {
    await cdp.detach();
  }
}

/** Controls with no name, and Tab stops a screen reader cannot call anything (no role). */
export function namelessOrRoleless(controls: TreeControl[]): string[] {
  return controls.flatMap((control) => {
    const where = control.ours ? 'ours' : 'host page';
    if (CONTROL_ROLES.has(control.role)) return control.name ? [] : [`a ${control.role} with no name (${where})`];
    if (control.tabbable && !FOCUS_HOLDERS.has(control.role)) return [`a Tab stop with role "${control.role}" and name "${control.name}" (${where})`];
    return [];
  });
}

/**
 * Forced colours, as Chromium paints them (the system colours of a
 * high-contrast theme): first, in ordinary colours, the boxes only colour
 * outlines are remembered; then what is no longer visible is listed, and
 * Tab visits every control to look at its focus ring.
 */
export async function forcedColourFindings(page: Page): Promise<string[]> {
  await page.evaluate(() => (window as unknown as { __spWcag: typeof Checks }).__spWcag.rememberColourBoxes());
  await page.emulateMedia({ forcedColors: 'active' });
  try {
    const problems = await check(page, 'forcedColourProblems');
    await tabThrough(page, (_report, ring) => {
      if (ring) problems.push(ring);
    }, { ring: true });
    return problems;
  } finally {
    await page.emulateMedia({ forcedColors: 'none' });
  }
}

/** Tab stops a person cannot see at all (WCAG 2.4.11), and those the toast covers even in part. */
export async function hiddenFocus(page: Page): Promise<string[]> {
  const hidden: string[] = [];
  await tabThrough(page, (report) => {
    if (report.seen === 0) hidden.push(`${report.target} is hidden by ${report.coveredBy.join('; ')}`);
    else if (report.coveredBy.some((what) => what.startsWith('sp-toast'))) hidden.push(`${report.target} is partly under the toast`);
  });
  return hidden;
}

/** What a screen reader has been told since the page opened (test/helpers/wcag.ts listens from the first line). */
export function heard(page: Page): Promise<Checks.Announcement[]> {
  return page.evaluate(() => (window as unknown as { __spWcag: typeof Checks }).__spWcag.announcements());
}
