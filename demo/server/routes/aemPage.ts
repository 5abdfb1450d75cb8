/**
 * /aem.html: an AEM page made of the content package's components, each
 * rendered from its HTL (aem/htl.ts) with sample authored properties, so QA
 * sees the markup AEM would write, working against the reference backend.
 * The page setup takes the QA switches (brand, flags) as an author's choices;
 * lang=es gives the page `<html lang="es">`, as a Spanish AEM page declares
 * it, and the elements follow. Every component the package holds is placed,
 * so a new element shows up here with no edit.
 */
import path from 'node:path';
import { COMPONENTS_DIR, componentNames, renderComponent } from '../aem/htl';
import { pageQa } from '../http/pageHead';
import { escapeHtml, html } from '../http/reply';
import type { Route } from '../http/router';
import type { Ctx } from '../http/types';
import { siteDirsFromEnv } from '../siteDirs';
import { applyPageSwitches } from './pages';

const PAGE_SETUP = 'page-setup';

/** What an author set in each dialog on this sample page; a component not listed keeps its defaults. */
const AUTHORED: Record<string, Record<string, unknown>> = {
  dashboard: { headingLevel: 2 },
  'saved-plans': { variant: 'panel', headingLevel: 2 },
  'drug-list': { headingLevel: 2 },
  'provider-list': { headingLevel: 2 },
  'extra-help': { headingLevel: 2 },
  toast: { headingLevel: 2 },
  'import-dialog': { open: false },
};

function pageSetupProperties(ctx: Ctx): Record<string, unknown> {
  const qa = pageQa(ctx);
  return { apiBaseUrl: '', brand: qa.brand ?? 'aarp', ...Object.fromEntries(qa.flags.map((flag) => [flag, true])) };
}

/** One component as AEM includes it: in a div named after it; one that cannot render is logged and left out, as AEM leaves out a failing include. */
async function included(componentsDir: string, name: string, properties: Record<string, unknown>): Promise<string> {
  try {
    return `<div class="${escapeHtml(name)}">${await renderComponent(componentsDir, name, { properties })}</div>`;
  } catch (error) {
    console.error(`[server] AEM component ${name} could not be rendered`, error);
    return '';
  }
}

function page(components: string[]): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Your Medicare plans (AEM components) | Medicare plans</title>
  <link rel="stylesheet" href="/assets/site.css">
  <script type="module" src="/assets/demo.js"></script>
  <!-- What the page component's \${clientlib.js @ categories='shopper-profile.elements', defer=true} writes (AEM Core Components' clientlib template). -->
  <script defer src="/etc.clientlibs/shopper-profile/clientlibs/shopper-profile.js"></script>
</head>
<body>
  <main id="main" class="wrap">
    <div class="root responsivegrid">
      ${components.join('\n      ')}
    </div>
  </main>
</body>
</html>`;
}

async function aemPage(ctx: Ctx) {
  applyPageSwitches(ctx);
  const componentsDir = path.join(siteDirsFromEnv().dist, COMPONENTS_DIR);
  let names: string[];
  try {
    names = componentNames(componentsDir);
  } catch {
    return html('<!doctype html><title>Not built</title><h1>The AEM package is not built: run npm run build</h1>', 404);
  }
  const ordered = [PAGE_SETUP, ...names.filter((name) => name !== PAGE_SETUP)];
  const properties = (name: string) => (name === PAGE_SETUP ? pageSetupProperties(ctx) : AUTHORED[name] ?? {});
  return html(page(await Promise.all(ordered.map((name) => included(componentsDir, name, properties(name))))));
}

export const aemPageRoutes: Route[] = [{ method: 'GET', pattern: '/aem.html', call: 'aem-page', handler: aemPage }];
