/**
 * The theming page: the design tokens with each brand's values, the host's
 * own custom properties, every element's CSS parts, the brands and the page
 * config a host sets for what the elements show. From the manifest's custom
 * properties and parts and the config's source.
 */
import { elementPath } from './elementPage.mjs';
import { anchor, code, codeBlock, esc, href, inline, section, table } from './html.mjs';

export const THEMING = 'theming.html';

/** The custom properties of every element, once each, with the tags that read them. */
export function customPropertiesOf(declarations) {
  const byName = new Map();
  for (const d of declarations) {
    for (const p of d.cssProperties ?? []) {
      const known = byName.get(p.name) ?? { ...p, tags: [] };
      known.tags.push(d.tagName);
      byName.set(p.name, known);
    }
  }
  const all = [...byName.values()];
  const everywhere = (p) => p.tags.length === declarations.length;
  return {
    brand: all.filter((p) => p.brands),
    shared: all.filter((p) => !p.brands && everywhere(p) && p.default !== undefined),
    host: all.filter((p) => everywhere(p) && p.default === undefined),
    own: all.filter((p) => !everywhere(p)),
  };
}

/** Decorative colour swatches, drawn by class rules the stylesheet gets from the same values (no inline style). */
export const swatchClass = (name, brand) => `swatch${name}${brand ? `--${brand}` : ''}`;
const isColour = (value) => /^(#|rgb)/.test(value ?? '');
const swatch = (name, value, brand) => (isColour(value) ? `<span class="swatch ${esc(swatchClass(name, brand))}" aria-hidden="true"></span>` : '');

/** The stylesheet rules behind the swatches. */
export function swatchCss(properties) {
  const rules = [];
  for (const p of [...properties.brand, ...properties.shared]) {
    if (p.brands) for (const [brand, value] of Object.entries(p.brands)) if (isColour(value)) rules.push(`.${swatchClass(p.name, brand)} { background: ${value}; }`);
    if (!p.brands && isColour(p.default)) rules.push(`.${swatchClass(p.name)} { background: ${p.default}; }`);
  }
  return rules.join('\n');
}

const tokenCell = (p) => `<span id="${esc(anchor('token', p.name))}">${code(p.name)}</span>`;

function brandTokens(properties, brands) {
  const rows = properties.brand.map((p) => [tokenCell(p), ...brands.map((b) => `${swatch(p.name, p.brands[b], b)}${code(p.brands[b])}`), inline(p.description)]);
  return table('Brand tokens', ['Token', ...brands.map((b) => `${b}`), 'What it styles'], rows);
}

function sharedTokens(properties) {
  const rows = properties.shared.map((p) => [tokenCell(p), `${swatch(p.name, p.default)}${code(p.default)}`, inline(p.description)]);
  return table('Tokens every brand shares', ['Token', 'Value', 'What it styles'], rows);
}

function otherProperties(properties, at) {
  const rows = [...properties.host, ...properties.own].map((p) => [
    tokenCell(p),
    p.tags.length === properties.count ? 'every element' : p.tags.map((t) => `<a href="${esc(href(at, elementPath(t), anchor('cssprop', p.name)))}">${code(`<${t}>`)}</a>`).join(', '),
    inline(p.description),
  ]);
  return table('Custom properties a host sets', ['Property', 'Read by', 'What it does'], rows);
}

function partsOf(declarations, at) {
  return declarations.map((d) => {
    const parts = (d.cssParts ?? []).map((p) => `<li><a href="${esc(href(at, elementPath(d.tagName), anchor('part', p.name)))}">${code(p.name)}</a>: ${inline(p.description)}</li>`).join('');
    return `<h3>${code(`<${d.tagName}>`)}</h3><ul>${parts}</ul>`;
  }).join('\n');
}

export function themingPage(declarations, site) {
  const at = THEMING;
  const properties = { ...customPropertiesOf(declarations), count: declarations.length };
  const brandConfig = site.config.find((c) => c.name === 'brand');
  const shownConfig = site.config.filter((c) => ['brand', 'tollFreeNumber', 'locale'].includes(c.name));
  const body = [
    section('how', 'How to theme', `
<p>Each element renders into its own shadow root, styled by design tokens: CSS custom properties set on the element for its brand. Page CSS does not reach inside; the tokens and the parts below are the ways in.</p>
<ul>
  <li>Set a token on the element, or on any ancestor: custom properties inherit into the shadow root.</li>
  <li>Style a part of an element with ${code('::part()')}.</li>
  <li>Choose the brand and the texts a host provides in the page config (below).</li>
</ul>
${codeBlock(`/* Your page's stylesheet */
sp-saved-plans, sp-dashboard {
  --sp-color-primary: #005a9c;
  --sp-host-font-family: "Source Sans 3", Arial, sans-serif;
}
sp-saved-plans::part(plan-card) {
  border-width: 2px;
}`, 'css')}`),
    section('brands', 'Brands', `
<p>The page config's ${code('brand')}, one of ${site.brands.map(code).join(' or ')} (default ${code(JSON.parse(brandConfig?.default ?? '""'))}): ${inline(brandConfig?.description)} It sets the brand tokens below; the shared tokens are the same in both. A token you set on the element wins over the brand's.</p>
${brandTokens(properties, site.brands)}`),
    section('tokens', 'Shared tokens', `<p>Sizes are in ${code('rem')}, so text and spacing grow with the reader's zoom and font settings.</p>\n${sharedTokens(properties)}`),
    section('host-properties', 'Properties a host sets', `<p>Custom properties the elements read but do not set: the host's font, and those of single elements.</p>\n${otherProperties(properties, at)}`),
    section('parts', 'CSS parts', `<p>Every part by element; each element's page says more.</p>\n${partsOf(declarations, at)}`),
    section('config', 'Page config a host themes with', `
<p>Set in the page config (<a href="embedding.html#config">Embedding</a>); what each element shows follows it:</p>
${table('Page config keys that change what the elements show', ['Key', 'Type', 'Default', 'Meaning'], shownConfig.map((c) => [code(c.name), code(c.type), c.default !== undefined ? code(c.default) : 'none', inline(c.description)]))}`),
  ].join('\n');
  return { at, title: 'Theming', lead: 'Design tokens, brands, parts and the config a host sets.', body };
}
