/**
 * Host apps built with Vite's JS API, as a host team's `vite build` builds them (test/hosts): the package is a
 * dependency of the app (node_modules/shopper-profile-elements, linked to this repository, whose `npm run build`
 * must have run), resolved through its exports map. The built app is served on the demo server's origin under
 * a path of its own, so the library's calls reach the reference backend.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export interface Chunk { type: 'chunk'; fileName: string; code: string; isEntry: boolean; imports: string[]; modules: Record<string, { code: string | null }> }
interface Asset { type: 'asset'; fileName: string }
type Output = { output: (Chunk | Asset)[] };

const OUT = path.resolve('test-results/vite-hosts');

/** Builds `html` of the app in `hostDir` into test-results/vite-hosts/<name> and returns its JS chunks. */
export async function buildHost(hostDir: string, html: string, name: string, { dedupe = [] as string[] } = {}): Promise<Chunk[]> {
  const link = path.join(hostDir, 'node_modules/shopper-profile-elements');
  fs.mkdirSync(path.dirname(link), { recursive: true });
  if (!fs.existsSync(link)) fs.symlinkSync(path.relative(path.dirname(link), path.resolve('.')), link, 'dir');
  const result = (await build({
    root: hostDir,
    base: `/${name}/`,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { dedupe },
    build: { outDir: path.join(OUT, name), emptyOutDir: true, rollupOptions: { input: path.join(hostDir, html) } },
  })) as Output | Output[];
  return (Array.isArray(result) ? result : [result]).flatMap((o) => o.output).filter((item): item is Chunk => item.type === 'chunk');
}

/** Serves the app built as `name` at /<name>/ on the page's origin (the demo server's, which answers the API). */
export async function serveHost(page: Page, name: string): Promise<void> {
  const dir = path.join(OUT, name);
  await page.route(`**/${name}/**`, (route) => {
    const file = path.join(dir, new URL(route.request().url()).pathname.slice(name.length + 2));
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ path: file, contentType: file.endsWith('.js') ? 'text/javascript' : 'text/html' });
  });
}

/** The app heard the removal of the drug shown as `shown` (the event's `drugName` is the name without its dosage). */
export async function expectHeardDrug(heard: Locator, shown: string): Promise<void> {
  await expect(heard).toHaveText(/\S/);
  const names = (await heard.textContent())!.split(', ');
  expect(names.map((name) => shown.startsWith(name)), `${names.join()} vs ${shown}`).toEqual([true]);
}
