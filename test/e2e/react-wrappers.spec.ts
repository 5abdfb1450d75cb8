/**
 * The package's React components (shopper-profile-elements/react) in a React 18 app and a React 19 app, each built
 * with Vite from test/hosts (one page, test/hosts/wrappersApp.tsx, rendered by each app's own React):
 *
 * - React 18 (test/hosts/react18, React 18.3 from its own package.json) takes the elements from the package's
 *   self-contained build (`shopper-profile-elements/standalone`, with the React 19 they need); React 19 takes the
 *   build for bundlers, sharing its React with them.
 * - In both, a component's properties reach its element (a heading level shows as that level, and follows the
 *   app's state), its events reach the app's handler, its ref is the element (a method the app calls opens the
 *   import pop-up), and the usual HTML attributes pass to the tag.
 * - The same tag written bare: React 18 writes a text attribute the element does not read (`headinglevel="3"`)
 *   and never calls the handler; React 19 calls it. Hence docs/react.md: React 18 apps use the components.
 */
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled, signInAs } from './helpers';
import { buildHost, expectHeardDrug, serveHost } from './viteHost';

const REACT_18 = path.resolve('test/hosts/react18');
const REACT_19 = path.resolve('test/hosts/vite-react19');

test.beforeAll(async () => {
  // The app's React, not the repository's: a real app's node_modules holds one React (the package is linked here).
  await buildHost(REACT_18, 'index.html', 'react18-wrappers', { dedupe: ['react', 'react-dom'] });
  await buildHost(REACT_19, 'wrappers.html', 'react19-wrappers');
  await buildHost(REACT_18, 'bundler.html', 'react18-bundler', { dedupe: ['react', 'react-dom'] });
});

const DRUGS = /, drug information$/;

const PAGES: Record<string, string> = { 'react18-wrappers': 'index.html', 'react19-wrappers': 'wrappers.html', 'react18-bundler': 'bundler.html' };

async function openApp(page: Page, name: string, { waitForElements = true } = {}): Promise<{ wrapped: Locator; bare: Locator }> {
  await resetDatabase(page);
  await signInAs(page, 'member');
  await serveHost(page, name);
  await page.goto(`/${name}/${PAGES[name]}`);
  if (waitForElements) await settled(page);
  return { wrapped: page.getByTestId('wrapped'), bare: page.getByTestId('bare') };
}

async function removeDrug(page: Page, list: Locator, name: string): Promise<void> {
  await list.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
  await page.getByRole('dialog', { name: 'Remove drug' }).getByRole('button', { name: 'Remove from saved drugs' }).click();
}

for (const [react, name] of [['React 18', 'react18-wrappers'], ['React 19', 'react19-wrappers']] as const) {
  test(`${react}: a component's properties reach its element, its events reach the app's handler, its ref is the element`, async ({ page }) => {
    const { wrapped } = await openApp(page, name);
    const drugs = wrapped.locator('sp-drug-list');
    await expect(drugs.getByRole('heading', { name: 'Your drugs', level: 3 })).toBeVisible();
    expect(await drugs.evaluate((el) => (el as HTMLElement & { headingLevel: unknown }).headingLevel)).toBe(3);
    await expect(wrapped.locator('sp-saved-plans')).toHaveAttribute('class', 'plans');
    expect(await wrapped.locator('sp-saved-plans').evaluate((el) => (el as HTMLElement & { variant: unknown }).variant)).toBe('panel');

    // The app's state changes the property; the element re-renders.
    await wrapped.getByRole('button', { name: 'level 4' }).click();
    await expect(drugs.getByRole('heading', { name: 'Your drugs', level: 4 })).toBeVisible();

    const first = (await drugs.getByRole('button', { name: DRUGS }).first().textContent())!;
    await removeDrug(page, drugs, first);
    await expectHeardDrug(wrapped.getByTestId('heard'), first);

    // The ref is the element: its method opens the import pop-up.
    await wrapped.getByRole('button', { name: 'import' }).click();
    await expect(wrapped.locator('sp-import-dialog')).toHaveAttribute('open', '');
  });
}

test('React 18 writes a bare tag\'s property as a text attribute the element ignores and never calls its event prop; React 19 calls it', async ({ page }) => {
  const react18 = (await openApp(page, 'react18-wrappers')).bare.locator('sp-drug-list');
  await expect(react18).toHaveAttribute('headinglevel', '3');
  await expect(react18.getByRole('heading', { name: 'Your drugs', level: 2 })).toBeVisible();
  // The element does send its event (heard on the document), but the bare tag's prop never hears it.
  const sent = await page.evaluateHandle(() => {
    const names: string[] = [];
    document.addEventListener('sp-drug-removed', (event) => names.push((event as CustomEvent<{ drug: { drugName: string } }>).detail.drug.drugName));
    return names;
  });
  const count = await react18.getByRole('button', { name: DRUGS }).count();
  const first = (await react18.getByRole('button', { name: DRUGS }).first().textContent())!;
  await removeDrug(page, react18, first);
  await expect.poll(() => sent.evaluate((names) => names.length)).toBe(1);
  expect(first.startsWith(await sent.evaluate((names) => names[0]!))).toBe(true);
  await expect(react18.getByRole('button', { name: DRUGS })).toHaveCount(count - 1);
  await expect(page.getByTestId('bare-heard')).toHaveText('');

  // React 19 sets a property only when the element has it as React commits: here the tag's code loads after the
  // tag appears (the autoloader), so the heading level too is an attribute (docs/react.md); the event prop is heard.
  const react19 = (await openApp(page, 'react19-wrappers')).bare.locator('sp-drug-list');
  const second = (await react19.getByRole('button', { name: DRUGS }).first().textContent())!;
  await removeDrug(page, react19, second);
  await expectHeardDrug(page.getByTestId('bare-heard'), second);
});

test('a React 18 app that imports the build for bundlers is told in the console that the elements need React 19; no tag is defined and the app runs on', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const { wrapped } = await openApp(page, 'react18-bundler', { waitForElements: false });
  await expect.poll(() => warnings.find((text) => text.includes('needs React 19'))).toContain("'shopper-profile-elements/standalone'");
  expect(await page.evaluate(() => ['sp-drug-list', 'sp-saved-plans', 'sp-import-dialog'].map((tag) => customElements.get(tag) === undefined))).toEqual([true, true, true]);
  await expect(wrapped.getByRole('button', { name: 'level 4' })).toBeVisible();
});
