/**
 * One element's page, from its declaration in the manifest: what it is for,
 * a live example against the reference backend, its attributes, properties,
 * methods, events, CSS parts and custom properties, and the language and
 * Content-Security-Policy notes every element shares.
 */
import { anchor, code, codeBlock, esc, facts, href, inline, prose, section, table } from './html.mjs';

export const elementPath = (tagName) => `elements/${tagName}.html`;
export const eventPath = (name) => `events/${name}.html`;

const yesNo = (value) => (value ? 'yes' : 'no');

function entry(id, name, description, pairs) {
  return `<div class="entry"><h3 id="${esc(id)}">${code(name)}</h3>${prose(description)}${facts(pairs)}</div>`;
}

/** The persona link: this page again, the demo signing the persona in (and setting its switches) as it serves it. */
function signInHref(tagName, demo) {
  const query = new URLSearchParams({ persona: demo.persona, ...demo.switches });
  return `${tagName}.html?${query.toString().replace(/%2C/g, ',')}`;
}

function liveExample(declaration) {
  const [demo] = declaration.demos ?? [];
  if (!demo) return '';
  const switches = Object.entries(demo.switches ?? {}).map(([key, value]) => code(`${key}=${value}`)).join(', ');
  return section('example', 'Live example', `
<p>Written for the demo persona <strong>${esc(demo.persona)}</strong>${switches ? `, with the QA switches ${switches}` : ''}: ${inline(demo.description)}</p>
<p><a class="action" href="${esc(signInHref(declaration.tagName, demo))}">Sign in as ${esc(demo.persona)}</a></p>
<p class="note">The element below is live: it loads through the same module build as the demo pages (<code>/dist/index.js</code>) and shows the data of whoever is signed in on this demo site, answered by the reference backend. It needs the demo server: run <code>npm start</code> and open <code>/docs</code>. The link signs the persona in as the demo's QA console does.</p>
<div class="example" role="region" aria-label="${esc(`Live example of <${declaration.tagName}>`)}">
${demo.html}
</div>
<p>Its markup:</p>
${codeBlock(demo.html, 'html')}`);
}

function usage(declaration) {
  return section('use', 'Loading it', `
<p>Every element loads when its tag is on the page, with the package's module entry or its loader (see <a href="../embedding.html">Embedding</a>). To load this one alone, import its own module, <code>${esc(declaration.path)}</code>:</p>
${codeBlock(`import 'shopper-profile-elements/elements/${declaration.tagName}';`, 'js')}`);
}

function attributes(declaration) {
  const list = declaration.attributes ?? [];
  const body = list.map((a) => entry(anchor('attr', a.name), a.name, a.description, [
    ['Type', code(a.type?.text ?? 'string')],
    ['Default', a.default !== undefined ? code(a.default) : 'none'],
    ['Range', a.minimum !== undefined ? `${code(a.minimum)} to ${code(a.maximum)}` : undefined],
    ['Property', a.fieldName ? code(a.fieldName) : undefined],
  ])).join('\n');
  return section('attributes', 'Attributes', `<p>Set in markup, or through the property named beside each. A number outside its range is held to the nearer end; a value that is not one of the listed values, or not a number where one belongs, reads as the default.</p>\n${body}`);
}

function properties(declaration) {
  const fields = (declaration.members ?? []).filter((m) => m.kind === 'field');
  const body = fields.length === 0
    ? '<p>None besides the standard ones of an HTML element.</p>'
    : fields.map((m) => entry(anchor('prop', m.name), m.name, m.description, [
      ['Type', code(m.type?.text ?? 'unknown')],
      ['Default', m.default !== undefined ? code(m.default) : 'none'],
      ['Attribute', m.attribute ? code(m.attribute) : undefined],
      ['Reflects to the attribute', m.reflects ? 'yes' : undefined],
    ])).join('\n');
  return section('properties', 'Properties', body);
}

function methods(declaration) {
  const list = (declaration.members ?? []).filter((m) => m.kind === 'method');
  const body = list.length === 0
    ? '<p>None besides the standard ones of an HTML element.</p>'
    : list.map((m) => entry(anchor('method', m.name), `${m.name}(): ${m.return?.type?.text ?? 'void'}`, m.description, [])).join('\n');
  return section('methods', 'Methods', body);
}

function events(declaration) {
  const list = declaration.events ?? [];
  const body = list.length === 0
    ? '<p>None.</p>'
    : list.map((e) => entry(anchor('event', e.name), e.name, e.description, [
      ['Event', code(e.type.text)],
      ['Sent on', e.target === 'window' ? code('window') : 'the element'],
      ['Bubbles, composed, cancelable', [e.bubbles, e.composed, e.cancelable].map(yesNo).join(', ')],
      ['More', `<a href="${esc(href(elementPath(declaration.tagName), eventPath(e.name)))}">the ${esc(e.name)} page</a>`],
    ])).join('\n');
  return section('events', 'Events', body);
}

function parts(declaration) {
  const list = declaration.cssParts ?? [];
  const example = list[0] ? codeBlock(`${declaration.tagName}::part(${list[0].name}) {\n  /* your rules */\n}`, 'css') : '';
  const body = list.length === 0
    ? '<p>None.</p>'
    : `<p>Style the inside of the shadow root through these parts (<a href="../theming.html#parts">Theming</a>):</p>\n${example}\n${list.map((p) => entry(anchor('part', p.name), p.name, p.description, [])).join('\n')}`;
  return section('parts', 'CSS parts', body);
}

function valueCell(property) {
  if (property.brands) return Object.entries(property.brands).map(([brand, value]) => `${esc(brand)}: ${code(value)}`).join('<br>');
  return property.default !== undefined ? code(property.default) : 'not set (the host sets it)';
}

function customProperties(declaration) {
  const rows = (declaration.cssProperties ?? []).map((p) => [`<span id="${esc(anchor('cssprop', p.name))}">${code(p.name)}</span>`, valueCell(p), inline(p.description)]);
  return section('custom-properties', 'CSS custom properties', `
<p>Set them on the element or any ancestor: they inherit into the shadow root. The design tokens are the same on every element; the values per brand and what each styles are on <a href="../theming.html">Theming</a>.</p>
${table(`Custom properties of <${declaration.tagName}>`, ['Property', 'Value', 'What it styles'], rows)}`);
}

function language(declaration) {
  const lang = (declaration.attributes ?? []).find((a) => a.name === 'lang');
  return section('language', 'Language', `
${prose(lang?.description ?? '')}
<p>Which language it speaks, first match wins:</p>
<ol>
  <li>its own ${code('lang')} attribute (${code(`<${declaration.tagName} lang="es">`)}, or ${code("element.lang = 'es'")}), when it names a language the library serves (${code('en')}, ${code('es')}, ${code('es-US')}…);</li>
  <li>the page config's ${code('locale')} (<a href="../embedding.html#config">page config</a>);</li>
  <li>the page's ${code('<html lang>')};</li>
  <li>English.</li>
</ol>
<p>Changing any of them re-renders the element in place, with no reload and nothing lost. Its content carries its language, so a screen reader reads a Spanish element on an English page as Spanish. The Spanish texts load only when a Spanish element is on the page. Dates and times are in US Central time; amounts are US dollars in both languages.</p>`);
}

function csp(declaration, site) {
  const policies = /trusted-types ([^;]+)/.exec(site.strictCsp)?.[1].trim().split(/\s+/) ?? [];
  return section('csp', 'Content-Security-Policy', `
<p>${code(`<${declaration.tagName}>`)} works on a page that sends this policy (the demo sends it with ${code('SP_CSP=strict')} or ${code('?csp=strict')}, and every Playwright test of the package runs under it):</p>
${codeBlock(site.strictCsp, 'text')}
<ul>
  <li>Scripts: only files from your origin (the module build, the loader or the classic bundle); the library runs no inline script, no ${code('eval')}, no ${code('new Function')}.</li>
  <li>Styles: adopted as constructable stylesheets, so ${code("style-src 'self'")} suffices; no ${code('style')} attribute or ${code('<style>')} element is needed.</li>
  <li>Trusted Types: allow the policies the library creates, ${policies.map(code).join(' and ')}: the first makes the one script URL the library sets (same-origin paths only), the second sanitises the HTML of content fragments.</li>
  <li>Page config: write the ${code('<script type="application/json" id="sp-config">')} on your server. A JSON script is data, never run, so the policy allows it; under Trusted Types a page's own script cannot write a script element's text.</li>
  <li>Services on another origin (${code('apiBaseUrl')}): add that origin to ${code('connect-src')}.</li>
</ul>`);
}

export function elementPage(declaration, site) {
  const at = elementPath(declaration.tagName);
  const body = [
    section('about', 'What it is for', prose(declaration.description)),
    liveExample(declaration),
    usage(declaration),
    attributes(declaration),
    properties(declaration),
    methods(declaration),
    events(declaration),
    parts(declaration),
    customProperties(declaration),
    language(declaration),
    csp(declaration, site),
  ].join('\n');
  return { at, title: `<${declaration.tagName}>`, lead: inline(declaration.summary), body, scripts: declaration.demos?.length ? ['/dist/index.js'] : [] };
}
