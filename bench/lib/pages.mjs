/**
 * The bench's pages folder: a temporary copy of demo/pages (served with
 * SP_PAGES_DIR) plus /bench/*.html. Each measured page comes twice:
 * `/bench/<page>.html` with the library (/dist/index.js and its tags) and
 * `/bench/plain-<page>.html` with the same markup mounted by the plain-React
 * baseline (placeholders `<div data-sp-plain="...">`, /bench/build/plain-*.js).
 * The demo pages' copies drop the QA scaffolding scripts (demo.js, the DCE
 * drawer and provider tool stand-ins, cms.js), so the figures are the
 * library's alone and the two builds sit on identical pages. What cms.js
 * adds to every visit (the session time-out, 1.5 s after load) is written
 * into the CMS copy's markup instead; what it adds only on a reader's click
 * (Extra Help, the import dialog) is not part of a page load.
 */
import fs from 'node:fs';
import path from 'node:path';

export const SCALE_COUNTS = [1, 10, 50];
const SCALE_CYCLE = ['<sp-drug-list></sp-drug-list>', '<sp-provider-list></sp-provider-list>', '<sp-saved-plans variant="panel"></sp-saved-plans>'];
const LIBRARY_SCRIPT = '<script type="module" src="/dist/index.js"></script>';
/** The AEM clientlib's classic loader, as the demo server serves a proxied clientlib (demo/server/http/clientlib.ts). */
const LOADER_SCRIPT = '<script defer src="/etc.clientlibs/shopper-profile/clientlibs/shopper-profile.js"></script>';
/** The space the tags hold until they load, linked in the head as docs/browsers.md asks of a host. */
const LIBRARY_CSS = '<link rel="stylesheet" href="/dist/shopper-profile.css">';
const LOADER_CSS = '<link rel="stylesheet" href="/etc.clientlibs/shopper-profile/clientlibs/shopper-profile.css">';

/** The same page loading the library through the AEM clientlib's classic loader. */
function throughLoader(html) {
  if (!html.includes(LIBRARY_SCRIPT)) throw new Error('a bench page without the module script: update bench/lib/pages.mjs');
  return html.replace(LIBRARY_SCRIPT, LOADER_SCRIPT).replace(LIBRARY_CSS, LOADER_CSS);
}

function page(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Bench: ${title}</title>
  <link rel="stylesheet" href="/assets/site.css">
  ${LIBRARY_CSS}
  ${LIBRARY_SCRIPT}
</head>
<body>
  <main id="main" class="wrap">
${body}
  </main>
</body>
</html>
`;
}

/** A demo page without its QA and host-tool scripts. */
export function libraryOnly(html) {
  return html
    .replace(/^\s*<!--[^]*?-->\s*\n/gm, '')
    .replace(/^\s*<script type="module" src="\/assets\/[^"]+"><\/script>\s*\n/gm, '');
}

/** The CMS page's copy: the session time-out cms.js appends to #sidebar-late on every visit is in the markup from the start. */
export function cmsWithLateElements(html) {
  if (!html.includes('<div id="sidebar-late"></div>')) throw new Error('cms.html has no empty #sidebar-late: update bench/lib/pages.mjs');
  return html.replace('<div id="sidebar-late"></div>', '<div id="sidebar-late"><sp-session-timeout></sp-session-timeout></div>');
}

/** The same page for the plain-React baseline. */
export function plainVersion(html, entry) {
  return html
    .replace(LIBRARY_CSS, '')
    .replace(LIBRARY_SCRIPT, `<script type="module" src="/bench/build/plain-${entry}.js"></script>`)
    .replace(/<sp-([a-z-]+)([^>]*)><\/sp-\1>/g, '<div data-sp-plain="$1"$2></div>');
}

function write(dir, name, ours, plainEntry, oursVersion = (html) => html) {
  fs.writeFileSync(path.join(dir, `${name}.html`), oursVersion(ours));
  fs.writeFileSync(path.join(dir, `plain-${name}.html`), plainVersion(ours, plainEntry));
}

/** A button at the top of the page that switches `<html lang>` between English and Spanish. */
function withLanguageSwitch(html) {
  if (!html.includes('<main id="main" class="wrap">')) throw new Error('profile.html has no main.wrap: update bench/lib/pages.mjs');
  return html.replace('<main id="main" class="wrap">', `<main id="main" class="wrap">
    <button id="bench-lang" type="button">English / Español</button>
    <script type="module">
      document.getElementById('bench-lang').addEventListener('click', () => {
        const html = document.documentElement;
        html.lang = html.lang === 'es' ? 'en' : 'es';
      });
    </script>`);
}

/** A CMS article holding only the toast: the page has text of its own to paint before the toast arrives. */
const TOAST_BODY = `    <h1>Medicare basics</h1>
    <p>A short guide to comparing plans. Your saved plans, drugs and doctors are kept in your account.</p>
    <sp-toast></sp-toast>`;

export function scaleBody(count) {
  return Array.from({ length: count }, (_, i) => `    <div class="block">${SCALE_CYCLE[i % SCALE_CYCLE.length]}</div>`).join('\n');
}

/** Copies demo/pages to `tmp`/pages, adds the bench pages and the baseline build; answers the pages folder. */
export function preparePages(root, tmp, plainBuildDir) {
  const pagesDir = path.join(tmp, 'pages');
  fs.cpSync(path.join(root, 'demo/pages'), pagesDir, { recursive: true });
  const dir = path.join(pagesDir, 'bench');
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(plainBuildDir, path.join(dir, 'build'), { recursive: true });
  for (const name of ['profile', 'dashboard', 'cms']) {
    const html = libraryOnly(fs.readFileSync(path.join(root, `demo/pages/${name}.html`), 'utf8'));
    write(dir, name, name === 'cms' ? cmsWithLateElements(html) : html, name);
  }
  // The profile page with a language switch of its own, for the interaction timings (a host page's own control).
  write(dir, 'profile-interactions', withLanguageSwitch(libraryOnly(fs.readFileSync(path.join(root, 'demo/pages/profile.html'), 'utf8'))), 'profile');
  write(dir, 'cms-loader', cmsWithLateElements(libraryOnly(fs.readFileSync(path.join(root, 'demo/pages/cms.html'), 'utf8'))), 'cms', throughLoader);
  write(dir, 'toast', page('only the toast', TOAST_BODY), 'toast');
  write(dir, 'toast-loader', page('only the toast, AEM clientlib loader', TOAST_BODY), 'toast', throughLoader);
  for (const count of SCALE_COUNTS) write(dir, `scale-${count}`, page(`${count} elements`, scaleBody(count)), 'scale');
  write(dir, 'cycle', page('mount and unmount', '    <div id="stage"></div>'), 'cycle');
  return pagesDir;
}
