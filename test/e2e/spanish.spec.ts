/**
 * The profile area in Spanish, as a Spanish site serves it (the QA
 * switch lang=es gives the pages `<html lang="es">`), with the reference
 * backend answering, its Spanish content fragments included. Each step
 * checks that the elements show no English (names, numbers and the brand
 * from the data aside) and that axe, which checks `lang`, finds nothing.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { englishOutsideData, recordServiceData } from './serviceData';
import { axeViolations, resetDatabase, settled } from './helpers';

const SPANISH = 'lang=es&brand=aarp&flags=&fault=';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

/** The texts people perceive inside the page's sp-* elements that still hold an English word, once the services' data is taken out. */
async function englishInElements(page: Page, data: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const named = ['aria-label', 'title', 'alt', 'placeholder'];
    const visit = (root: ParentNode, inside: boolean) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        const ours = inside || el.localName.startsWith('sp-');
        if (el.shadowRoot) visit(el.shadowRoot, ours);
        if (!inside) continue;
        for (const name of named) out.push(el.getAttribute(name) ?? '');
        if (['STYLE', 'SCRIPT'].includes(el.tagName)) continue;
        for (const node of Array.from(el.childNodes)) if (node.nodeType === Node.TEXT_NODE) out.push(node.textContent ?? '');
      }
    };
    visit(document, false);
    return out.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
  return englishOutsideData(texts, data);
}

async function noAxeViolation(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

test('the profile in Spanish: plans, drugs and doctors, each view with no English and no axe violation', async ({ page }) => {
  const data = recordServiceData(page);
  await page.goto(`/profile.html?persona=member&date=2026-03-10&${SPANISH}`);
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const profile = page.locator('sp-profile');
  await expect(profile.getByRole('heading', { name: 'Su cuenta', exact: true })).toBeVisible();
  for (const hash of ['#plans', '#drugs', '#providers']) {
    await page.goto(`/profile.html${hash}`);
    await settled(page);
    expect(await englishInElements(page, data), hash).toEqual([]);
    await noAxeViolation(page);
  }
});

test('the dashboard in Spanish, with no English and no axe violation', async ({ page }) => {
  const data = recordServiceData(page);
  await page.goto(`/dashboard.html?persona=member&date=2025-11-15&${SPANISH}`);
  await settled(page);
  await expect(page.locator('sp-dashboard').getByRole('heading').first()).toBeVisible();
  expect(await englishInElements(page, data)).toEqual([]);
  await noAxeViolation(page);
});

test('the confirm-identity pop-up in Spanish: a wrong ZIP code is told the attempts remaining in Spanish', async ({ page }) => {
  const data = recordServiceData(page);
  await page.goto(`/cms.html?persona=telesales-tpm&date=2026-03-02&${SPANISH}`);
  await settled(page);
  const dialog = page.getByRole('dialog', { name: 'Confirme su identidad' });
  await expect(dialog).toBeVisible();
  await noAxeViolation(page);
  await dialog.getByRole('textbox', { name: 'Código postal' }).fill('33102');
  await dialog.getByRole('button', { name: 'Confirmar identidad' }).click();
  await expect(dialog.getByText('No pudimos confirmar su identidad.')).toBeVisible();
  await expect(dialog.getByText(/Le queda 1 intento/)).toBeVisible();
  expect(await englishInElements(page, data)).toEqual([]);
  await noAxeViolation(page);
});

test('the import pop-up in Spanish: a member with no claims opens it from the empty drugs view and is told so in Spanish', async ({ page }) => {
  const data = recordServiceData(page);
  await page.goto(`/profile.html?persona=member-noclaims&date=2026-03-10&${SPANISH}#drugs`);
  await settled(page);
  await page.getByRole('button', { name: 'Importar mis medicamentos y médicos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importe sus medicamentos y médicos' });
  await expect(dialog).toBeVisible();
  expect(await englishInElements(page, data)).toEqual([]);
  await noAxeViolation(page);
  await dialog.getByRole('checkbox', { name: /^Declaro/ }).check();
  await dialog.getByRole('button', { name: 'Importar mis medicamentos y médicos' }).click();
  await expect(page.getByRole('heading', { name: 'No encontramos su historial de reclamaciones' })).toBeVisible();
  expect(await englishInElements(page, data)).toEqual([]);
  await noAxeViolation(page);
  await page.getByRole('button', { name: 'Volver a su cuenta' }).click();
  await expect(dialog).toBeHidden();
});
