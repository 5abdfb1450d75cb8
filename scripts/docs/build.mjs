#!/usr/bin/env node
// The documentation site, dist/docs/: a page per element and per host event,
// theming, embedding and an overview, generated from the manifest
// (dist/custom-elements.json) and the sources it does not cover
// (sources.mjs). Run by `npm run build` after the manifest and the
// clientlibs; `npm start` serves it at /docs. Nothing here is written per
// element: a new element, attribute, event, part or token is documented at
// the next build, and the build fails when one has no description.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { undocumented } from './completeness.mjs';
import { elementPage, elementPath, eventPath } from './elementPage.mjs';
import { EMBEDDING, embeddingPage } from './embeddingPage.mjs';
import { eventPage } from './eventPage.mjs';
import { code, esc, href, inline, page, section, table } from './html.mjs';
import { readSources } from './sources.mjs';
import { THEMING, customPropertiesOf, swatchCss, themingPage } from './themingPage.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/** Each event once, with the tags that send it, in the manifest's order. */
function eventsOf(declarations) {
  const byName = new Map();
  for (const d of declarations) {
    for (const e of d.events ?? []) {
      const known = byName.get(e.name) ?? { event: e, senders: [] };
      known.senders.push(d.tagName);
      byName.set(e.name, known);
    }
  }
  return [...byName.values()];
}

/** The AEM client libraries the build wrote (dist/clientlib/<folder>/.content.xml). */
function clientlibsOf(dist) {
  const folder = path.join(dist, 'clientlib');
  return fs.readdirSync(folder).sort().map((name) => {
    const xml = fs.readFileSync(path.join(folder, name, '.content.xml'), 'utf8');
    return { folder: name, category: /categories="\[([^\]]+)\]"/.exec(xml)?.[1] ?? '', description: /jcr:description="([^"]*)"/.exec(xml)?.[1] ?? '' };
  });
}

/** The types hosts meet in actions (Plan, Drug…), each linked to the event whose detail lists its fields. */
function typeLinksOf(events) {
  return events.flatMap(({ event }) => event.detailFields.filter((f) => f.fields?.length).map((f) => [f.type, event.name, f.name]));
}

function overview(declarations, events) {
  const at = 'index.html';
  const elementRows = declarations.map((d) => [`<a href="${esc(href(at, elementPath(d.tagName)))}">${code(`<${d.tagName}>`)}</a>`, inline(d.summary)]);
  const eventRows = events.map(({ event, senders }) => [`<a href="${esc(href(at, eventPath(event.name)))}">${code(event.name)}</a>`, senders.map((t) => code(`<${t}>`)).join(', '), inline(event.description)]);
  const body = [
    section('start', 'Start here', `
<p>The shopper-profile area of a Medicare plan-shopping site as web components: place a tag in any page, and it renders the signed-in shopper's saved plans, drugs, doctors and more, styled by the brand's tokens, in English or Spanish. Every element of a page shares one store and one profile request.</p>
<ul>
  <li><a href="${EMBEDDING}">Embedding</a>: the module entry, the classic loader and bundle, AEM, the page config, ${code('window.shopperProfile')}, React hosts.</li>
  <li><a href="${THEMING}">Theming</a>: the design tokens with each brand's values, the CSS parts, the host's font.</li>
  <li>A page per element, with a live example against the demo's reference backend (run ${code('npm start')}, then open ${code('/docs')}), and a page per event.</li>
</ul>`),
    section('elements', 'Elements', table('Elements', ['Element', 'What it is'], elementRows)),
    section('events', 'Events', table('Events the elements send', ['Event', 'Sent by', 'When'], eventRows)),
  ].join('\n');
  return { at, title: 'Overview', lead: 'Documentation for host pages: every element, event, token and config key, generated from the package.', body };
}

export function buildDocs({ dist = path.join(root, 'dist') } = {}) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'custom-elements.json'), 'utf8'));
  const declarations = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement);
  const events = eventsOf(declarations);
  const site = { ...readSources(), clientlibs: clientlibsOf(dist), typeLinks: typeLinksOf(events) };
  const nav = {
    elements: declarations.map((d) => [elementPath(d.tagName), `<code>&lt;${esc(d.tagName)}&gt;</code>`]),
    events: events.map(({ event }) => [eventPath(event.name), `<code>${esc(event.name)}</code>`]),
  };
  const pages = [
    overview(declarations, events),
    embeddingPage(declarations, site),
    themingPage(declarations, site),
    ...declarations.map((d) => elementPage(d, site)),
    ...events.map(({ event, senders }) => eventPage(event, senders)),
  ];
  const html = Object.fromEntries(pages.map((p) => [p.at, page({ ...p, nav, version: site.version })]));
  const problems = undocumented(manifest, html);
  if (problems.length > 0) throw new Error(`The documentation is incomplete:\n  ${problems.join('\n  ')}`);

  const out = path.join(dist, 'docs');
  fs.rmSync(out, { recursive: true, force: true });
  for (const [at, text] of Object.entries(html)) {
    fs.mkdirSync(path.dirname(path.join(out, at)), { recursive: true });
    fs.writeFileSync(path.join(out, at), text);
  }
  const css = `${fs.readFileSync(path.join(here, 'docs.css'), 'utf8')}\n/* Colour swatches of the theming page, from the tokens' values. */\n${swatchCss(customPropertiesOf(declarations))}\n`;
  fs.writeFileSync(path.join(out, 'docs.css'), css);
  return Object.keys(html);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = buildDocs();
  console.log(`docs: dist/docs (${written.length} pages)`);
}
