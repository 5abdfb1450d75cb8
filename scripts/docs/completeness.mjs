/**
 * The documentation's completeness check: every element, attribute,
 * property, method, event, CSS part and custom property (tokens included) of
 * the manifest has a description and is on its page under its anchor. The
 * build runs it before writing the pages; the tests run it on the built
 * pages, and on a manifest with a gap, to show it catches one.
 */
import { elementPath, eventPath } from './elementPage.mjs';
import { anchor } from './html.mjs';
import { THEMING } from './themingPage.mjs';

/** The anchors an element page must carry, each with the description it needs. */
function elementItems(d) {
  return [
    ...(d.attributes ?? []).map((a) => ['attribute', a.name, anchor('attr', a.name), a.description]),
    ...(d.members ?? []).filter((m) => m.kind === 'field').map((m) => ['property', m.name, anchor('prop', m.name), m.description]),
    ...(d.members ?? []).filter((m) => m.kind === 'method').map((m) => ['method', m.name, anchor('method', m.name), m.description]),
    ...(d.events ?? []).map((e) => ['event', e.name, anchor('event', e.name), e.description]),
    ...(d.cssParts ?? []).map((p) => ['CSS part', p.name, anchor('part', p.name), p.description]),
    ...(d.cssProperties ?? []).map((p) => ['custom property', p.name, anchor('cssprop', p.name), p.description]),
  ];
}

const hasId = (html, id) => html.includes(`id="${id}"`);
const blank = (text) => !String(text ?? '').trim();

/**
 * Problems, as sentences; none when complete. `pages` maps a docs path
 * (elements/sp-toast.html) to its HTML.
 */
export function undocumented(manifest, pages) {
  const problems = [];
  const declarations = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement);
  for (const d of declarations) {
    const at = elementPath(d.tagName);
    const html = pages[at];
    if (blank(d.summary) || blank(d.description)) problems.push(`<${d.tagName}> has no summary or description`);
    if (!html) problems.push(`<${d.tagName}> has no page (${at})`);
    else if (!d.demos?.[0]?.html || !html.includes(d.demos[0].html)) problems.push(`<${d.tagName}> has no live example on ${at}`);
    for (const [kind, name, id, description] of elementItems(d)) {
      if (blank(description)) problems.push(`<${d.tagName}> ${kind} ${name} has no description`);
      if (html && !hasId(html, id)) problems.push(`<${d.tagName}> ${kind} ${name} is missing from ${at}`);
    }
    for (const e of d.events ?? []) {
      const eventHtml = pages[eventPath(e.name)];
      if (!eventHtml) problems.push(`event ${e.name} has no page (${eventPath(e.name)})`);
      else if (!eventHtml.includes(`<code>&lt;${d.tagName}&gt;</code>`)) problems.push(`event ${e.name}'s page does not name <${d.tagName}> as a sender`);
    }
  }
  const tokens = new Set(declarations.flatMap((d) => (d.cssProperties ?? []).map((p) => p.name)));
  for (const name of tokens) if (!hasId(pages[THEMING] ?? '', anchor('token', name))) problems.push(`custom property ${name} is missing from ${THEMING}`);
  return problems;
}
