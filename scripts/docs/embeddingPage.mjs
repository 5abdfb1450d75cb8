/**
 * The embedding page: the module entry, the classic loader, the classic
 * bundle, AEM, the page config, `window.shopperProfile`, and what works
 * today for React hosts and for services on another origin. The config keys,
 * flags and actions come from the library's source (sources.mjs), the AEM
 * components and client libraries from the build (scripts/aem, dist/clientlib).
 */
import { COMPONENT_GROUP, elementComponent, pageSetupFields } from '../aem/components.mjs';
import { elementPath, eventPath } from './elementPage.mjs';
import { code, codeBlock, esc, href, inline, prose, section, table } from './html.mjs';

export const EMBEDDING = 'embedding.html';
const at = EMBEDDING;

function modules(declarations) {
  const first = declarations[0].tagName;
  return section('module', 'As a module', `
<p>The package's entry registers every element, each loaded when its tag appears on the page (also tags added later, in any order, before or after the script): a page pays only for the tags it holds. All elements of a page share one store and make one profile request between them.</p>
${codeBlock(`// With a bundler
import 'shopper-profile-elements';`, 'js')}
${codeBlock(`<!-- Without one: the package's dist/ folder served by your site -->
<script type="module" src="/dist/index.js"></script>

<sp-saved-plans></sp-saved-plans>
<sp-toast></sp-toast>`, 'html')}
<p>One element alone, with its types: ${code(`import 'shopper-profile-elements/elements/${first}';`)} (each element's page names its module).</p>`);
}

function classic() {
  return section('classic', 'Classic scripts', `
<p>For pages that add scripts the classic way (a CMS, a tag manager). The loader is a small classic script that imports the module build beside it, then only the modules of the tags on the page; ${code('data-modules')} on its tag points at the module folder when it is elsewhere. The classic bundle holds every element in one ES2017 script, for pages that forbid modules.</p>
${codeBlock(`<script defer src="/dist/shopper-profile-loader.js"></script>   <!-- only the tags on the page -->
<script src="/dist/shopper-profile.iife.js"></script>           <!-- every element, no modules -->`, 'html')}
<p>Both files are in the package's ${code('dist/')} folder; a bundler or a copy step reaches them, and the stylesheet that holds the tags' space before they load, through the package's exports: ${code('shopper-profile-elements/loader')}, ${code('shopper-profile-elements/shopper-profile.iife.js')}, ${code('shopper-profile-elements/shopper-profile.css')}. The module build, the loader and the classic bundle can share a page: the first copy to load owns the runtime and the tags, the others reuse them (one store) and warn once when their versions differ. A tag another library already defined (Adobe Spectrum also uses ${code('sp-')}) is never overridden: the page config's ${code('prefix')} picks another prefix.</p>
<p>Until an element's module loads, a rule the library adopts keeps its tag hidden, so fallback text never flashes. A host that loads the library late can put the same rule in its own CSS:</p>
${codeBlock(':is(sp-saved-plans, sp-toast):not(:defined) { display: block; visibility: hidden; }', 'css')}`);
}

function aem(declarations, site) {
  const rows = declarations.map((d) => [code(elementComponent(d).name), `<a href="${esc(href(at, elementPath(d.tagName)))}">${code(`<${d.tagName}>`)}</a>`, inline(d.summary)]);
  const setup = pageSetupFields(site).map((f) => `<li>${esc(f.label)}: ${inline(f.description)}</li>`).join('');
  const clientlibs = site.clientlibs.map((c) => [code(c.folder), code(c.category), inline(c.description)]);
  return section('aem', 'AEM', `
<p>${code('npm run build')} writes a FileVault content package, ${code('dist/aem/shopper-profile-elements.zip')} (not in the npm package): the client libraries and one component per element in the group <strong>${esc(COMPONENT_GROUP)}</strong>, each with a dialog offering the element's attributes, generated from the manifest. Install it with Package Manager (${code('/crx/packmgr')}), its HTTP service, the ${code('content-package-maven-plugin')}, or, on AEM as a Cloud Service, embedded in the project's ${code('all')} package. The repository's README (section "AEM: components for authors") has the steps and what was verified without an AEM instance.</p>
${table('Client libraries', ['Folder', 'Category', 'What it holds'], clientlibs)}
${codeBlock(`<sly data-sly-use.clientlib="core/wcm/components/commons/v1/templates/clientlib.html"
     data-sly-call="\${clientlib.js @ categories='${site.clientlibs[0]?.category ?? ''}', defer=true}"/>`, 'html')}
${table('Components', ['Component', 'Element', 'What it is'], rows)}
<p><strong>Page setup</strong>, once per page, writes the page's ${code('sp-config')}:</p>
<ul>${setup}</ul>`);
}

function config(site) {
  const rows = site.config.map((c) => [code(c.name), code(c.type), c.default !== undefined ? code(c.default) : 'none', prose(c.description)]);
  const flags = site.flags.map((f) => [code(f.value), prose(f.description)]);
  return section('config', 'Page config', `
<p>One config per page, in a JSON script anywhere in the page (read when the library loads and again once the document is parsed), or through ${code('window.shopperProfile.configure()')} before or after the elements load. A malformed config is reported once in the console and the defaults (or the last good values) stay.</p>
${codeBlock(`<script type="application/json" id="sp-config">
  { "apiBaseUrl": "", "brand": "aarp", "flags": { "lisChanges": true } }
</script>`, 'html')}
${table('Page config keys', ['Key', 'Type', 'Default', 'Meaning'], rows)}
<h3 id="flags">Feature flags</h3>
${table('Feature flags (all off by default)', ['Flag', 'When on'], flags)}`);
}

function runtime(site, declarations) {
  const actions = site.actions.map((a) => [code(a.name), code(a.signature), prose(a.description)]);
  const typed = site.typeLinks.map(([type, event, field]) => `<a href="${esc(href(at, eventPath(event), `detail-${field}`))}">${code(type)}</a>`).join(', ');
  return section('runtime', 'window.shopperProfile', `
<p>The page's one runtime, created by the first copy of the library to load:</p>
<ul>
  <li>${code('version')}: the library's version.</li>
  <li>${code('config')}: the page config in force.</li>
  <li>${code('configure(patch)')}: merges a partial config (the keys above) and re-renders the elements; returns ${code('false')} and keeps the config when the patch is malformed.</li>
  <li>${code('store')}: the one Jotai store every element of the page shares. Its atoms are the library's internals, not an API.</li>
  <li>${code('actions')}: what the elements do, for a host's own tools; each loads its code on its first call.</li>
</ul>
${table('window.shopperProfile.actions', ['Action', 'Signature', 'What it does'], actions)}
<p>The shapes of ${typed} are listed with the events that carry them. The elements tell the host what happened through events: see the ${declarations.length} element pages and the event pages.</p>
${codeBlock(`import 'shopper-profile-elements'; // types window.shopperProfile

window.shopperProfile?.configure({ brand: 'uhc', flags: { lisChanges: true } });
await window.shopperProfile?.actions.switchPlanYear(2027);`, 'ts')}`);
}

function reactHosts() {
  return section('react', 'React hosts', `
<p>What works today: a React 19 application renders the tags as plain elements, and they share the library's one store with any other element on the page. React 19 sets a custom element's props as properties, so ${code('headingLevel={3}')} reaches the element, and hears its events through ${code('onsp-…')} props. The package's JSX types type the tags, their attributes and their events' details:</p>
${codeBlock(`import 'shopper-profile-elements';             // registers the elements
import type {} from 'shopper-profile-elements/jsx'; // types them in JSX

export function SavedDrugs() {
  return <sp-drug-list headingLevel={3} onsp-drug-removed={(event) => console.log(event.detail.drug.drugName)} />;
}`, 'tsx')}
<p>The demo's ${code('/react-host.html')} is such an application (its source is ${code('demo/pages/src/react-host.tsx')} in the repository). Events sent on ${code('window')} have no prop: listen on ${code('window')} in an effect.</p>`);
}

function otherOrigins() {
  return section('other-origins', 'Services on another origin', `
<p>What works today: the page config's ${code('apiBaseUrl')} sends every service call to that base instead of the page's origin, with credentials (${code("credentials: 'include'")}), and a change of it takes effect at the next call. What the library does not do yet: it reads who is signed in from cookies of the page's own origin (${code('sp-user-id')}, ${code('sp-identity')}), so the service's sign-in must set them where the page can read them; and the service must answer cross-origin requests with credentials (CORS) itself. Add the service's origin to the page's ${code('connect-src')}.</p>`);
}

export function embeddingPage(declarations, site) {
  const body = [modules(declarations), classic(), aem(declarations, site), config(site), runtime(site, declarations), reactHosts(), otherOrigins()].join('\n');
  return { at, title: 'Embedding', lead: 'The module entry, the classic loader and bundle, AEM, the page config and the page runtime.', body };
}
