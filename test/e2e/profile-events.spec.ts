/**
 * `<sp-profile>` renders its views and side blocks as the other elements,
 * whose events leave their shadow roots and the profile's: a host listening
 * on `<sp-profile>` alone hears them. Its contract lists them, so the
 * manifest, the docs and the JSX types offer them on `<sp-profile>`; this
 * pins that list to what a member's actions send.
 */
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

const QUIET = 'date=2026-03-02&brand=aarp&fault=';

interface Declaration { tagName: string; events: { name: string }[] }
const manifest = JSON.parse(fs.readFileSync('dist/custom-elements.json', 'utf8')) as { modules: { declarations: Declaration[] }[] };
const profileEvents = manifest.modules.map((m) => m.declarations[0]!).find((d) => d.tagName === 'sp-profile')!.events.map((e) => e.name);

declare global {
  interface Window {
    heardOnProfile?: { type: string; detail: string }[];
  }
}

/** Listens on the <sp-profile> element only, for every event its manifest entry lists. */
async function listenOnProfile(page: Page): Promise<void> {
  await page.locator('sp-profile').evaluate((profile, names) => {
    window.heardOnProfile = [];
    for (const name of names) {
      profile.addEventListener(name, (event) => window.heardOnProfile!.push({ type: event.type, detail: JSON.stringify((event as CustomEvent).detail) }));
    }
  }, profileEvents);
}

const heard = (page: Page) => page.evaluate(() => window.heardOnProfile ?? []);

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

test('a host listening on <sp-profile> hears its view changes and the removals and Extra Help answer of the views it renders', async ({ page }) => {
  await page.goto(`/profile.html?persona=member&${QUIET}&flags=lisChanges#plans`);
  await settled(page);
  await listenOnProfile(page);
  const profile = page.locator('sp-profile');

  await profile.getByRole('button', { name: /^Remove .* from saved plans$/ }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove from saved plans' }).click();
  await expect.poll(async () => (await heard(page)).map((e) => e.type)).toContain('sp-plan-removed');

  await profile.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: /^Your drugs/ }).click();
  await expect(profile.getByRole('button', { name: 'Remove Atorvastatin Calcium TAB 20MG', exact: true })).toBeVisible();
  await profile.getByRole('button', { name: 'Remove Atorvastatin Calcium TAB 20MG', exact: true }).click();
  await page.getByRole('dialog', { name: 'Remove drug' }).getByRole('button', { name: 'Remove from saved drugs' }).click();
  await expect.poll(async () => (await heard(page)).map((e) => e.type)).toContain('sp-drug-removed');

  await profile.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: /^Your doctors and dentists/ }).click();
  await profile.getByRole('button', { name: /^Remove / }).first().click();
  await page.getByRole('dialog', { name: /^Remove/ }).getByRole('button', { name: /^Remove from saved/ }).click();
  await expect.poll(async () => (await heard(page)).map((e) => e.type)).toContain('sp-provider-removed');

  await profile.locator('sp-extra-help').getByRole('button', { name: 'I receive Extra Help' }).click();
  await expect.poll(async () => (await heard(page)).map((e) => e.type)).toContain('sp-extra-help-changed');

  const events = await heard(page);
  expect(events.find((e) => e.type === 'sp-view-changed')?.detail).toBe('{"view":"drugs"}');
  expect(events.find((e) => e.type === 'sp-drug-removed')?.detail).toContain('Atorvastatin');
  expect(events.find((e) => e.type === 'sp-extra-help-changed')?.detail).toBe('{"lisSubsidyLevel":"1"}');
});

test('a host listening on <sp-profile> hears the import offer of its empty drugs view', async ({ page }) => {
  await page.goto(`/profile.html?persona=member-noclaims&${QUIET}&flags=#drugs`);
  await settled(page);
  await listenOnProfile(page);
  await page.locator('sp-profile').getByRole('button', { name: 'Import my drugs and doctors' }).click();
  await expect.poll(() => heard(page)).toContainEqual({ type: 'sp-import-requested', detail: '{"entryPoint":"drugs"}' });
});

test('the events the manifest lists for <sp-profile> are exactly those the tests above hear on it', () => {
  expect([...profileEvents].sort()).toEqual(['sp-drug-removed', 'sp-extra-help-changed', 'sp-import-requested', 'sp-plan-removed', 'sp-provider-removed', 'sp-view-changed']);
});
