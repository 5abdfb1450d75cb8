/**
 * A React 19 app built with Vite (test/hosts/vite-react19), as a host team builds one: the package is imported by
 * its name and resolved through its exports, so the bundler takes the build for bundlers ("module" condition),
 * which imports React, ReactDOM, Jotai and the rest from the app. Built here with Vite's JS API twice, with the
 * library and without it (the same app with plain elements), needs `npm run build` first.
 *
 * - The app ships one React: React's version string appears as often in the app with the library as in the app
 *   without it (react and react-dom each carry it).
 * - The library's own code in the app's entry stays within 25 KB gzip; the elements themselves load as chunks
 *   when their tags appear. The figures are attached to the test's report.
 * - The app runs: the four tags render a member's data with the app's React, and a removal reaches the app's
 *   React 19 `onsp-drug-removed` prop.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled, signInAs } from './helpers';
import { buildHost, expectHeardDrug, serveHost, type Chunk } from './viteHost';

const HOST = path.resolve('test/hosts/vite-react19');
/** The library's own code in the app's entry, gzip (the brief's budget). */
const OWN_CODE_BUDGET = 25 * 1024;

const gzip = (text: string) => gzipSync(text).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** The app's entry and the chunks it imports statically: what loads before any tag's own code. */
function entryOf(chunks: Chunk[]): Chunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set([chunks.find((chunk) => chunk.isEntry)!]);
  for (const chunk of loaded) for (const name of chunk.imports) loaded.add(byName.get(name)!);
  return [...loaded];
}
const codeOf = (chunks: Chunk[]) => chunks.map((chunk) => chunk.code).join('\n');
/** Times React's version string appears in the app's JS. */
const reactVersionCount = (chunks: Chunk[], version: string) => {
  const quoted = new RegExp(`[\`"']${version.replaceAll('.', '\\.')}[\`"']`, 'g');
  return chunks.reduce((n, chunk) => n + (chunk.code.match(quoted)?.length ?? 0), 0);
};

let withLibrary: Chunk[] = [];
let plain: Chunk[] = [];

test.beforeAll(async () => {
  withLibrary = await buildHost(HOST, 'index.html', 'vite-react19');
  plain = await buildHost(HOST, 'plain.html', 'vite-react19-plain');
});

test('a React 19 app built with Vite ships one React, and the library adds at most 25 KB gzip of its own code to its entry', async ({}, testInfo) => {
  const version = (JSON.parse(fs.readFileSync('node_modules/react/package.json', 'utf8')) as { version: string }).version;
  const copies = reactVersionCount(plain, version);
  expect(copies, 'the plain app carries React').toBeGreaterThan(0);
  expect(reactVersionCount(withLibrary, version), 'a second React in the app').toBe(copies);

  const entry = entryOf(withLibrary);
  const modules = entry.flatMap((chunk) => Object.entries(chunk.modules));
  const fromLibrary = modules.filter(([id]) => id.includes('/dist/module/'));
  expect(fromLibrary.length, 'the entry takes the bundler build').toBeGreaterThan(0);
  expect(modules.some(([id]) => /\/dist\/(index\.js|chunks\/)/.test(id)), 'the entry took the self-contained build').toBe(false);
  const ownCode = gzip(fromLibrary.map(([, module]) => module.code ?? '').join('\n'));
  const [withSize, plainSize] = [gzip(codeOf(entry)), gzip(codeOf(entryOf(plain)))];
  const figures = `app entry (with its static imports): ${kb(withSize)} gzip with the library, ${kb(plainSize)} without (+${kb(withSize - plainSize)}, Jotai, valibot and r2wc included); the library's own code in it: ${kb(ownCode)} gzip; ${withLibrary.length} chunks in all`;
  testInfo.annotations.push({ type: 'size', description: figures });
  console.log(figures);
  expect(ownCode, figures).toBeLessThanOrEqual(OWN_CODE_BUDGET);
});

test('the Vite app renders the four tags with its own React, and a removal reaches its React 19 event prop', async ({ page }) => {
  await resetDatabase(page);
  await signInAs(page, 'member');
  await serveHost(page, 'vite-react19');
  await page.goto('/vite-react19/index.html');
  await settled(page);
  const drugs = page.locator('sp-drug-list');
  const drugNames = drugs.getByRole('button', { name: /, drug information$/ });
  await expect(drugNames.first()).toBeVisible();
  const count = await drugNames.count();
  await expect(page.locator('sp-saved-plans').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('sp-provider-list').getByRole('button', { name: /^Remove/ }).first()).toBeVisible();

  const first = (await drugNames.first().textContent())!;
  await drugs.getByRole('button', { name: `Remove ${first}`, exact: true }).click();
  await page.getByRole('dialog', { name: 'Remove drug' }).getByRole('button', { name: 'Remove from saved drugs' }).click();
  await expectHeardDrug(page.getByTestId('removed'), first);
  await expect(drugNames).toHaveCount(count - 1);
});
