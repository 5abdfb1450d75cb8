#!/usr/bin/env node
// Generates dist/custom-elements.json (Custom Elements Manifest 2.1.0) from
// the registry's tags (elements/registry.ts, read by scripts/registry-reader.mjs)
// and each one's contract: the `contract` its module exports and hands to
// defineElement (attributes with type and default, reflected properties,
// methods, events), the events' details in src/state/hostEvents.ts, the
// design tokens in src/styles/tokens.ts, and the JSDoc on the options
// (@summary, @csspart, @cssprop, @example, @demo, free text) and on each
// attribute, method, event and token. Never written by hand; `npm test`
// validates it against the schema (scripts/validate-manifest.mjs).
//
// Beyond the schema (which allows more keys), for the documentation
// (scripts/docs) and tools that build forms (scripts/aem):
// - a number attribute's range, `minimum` and `maximum`;
// - a token's value per brand, `brands: { aarp, uhc }` (its `default` is the
//   default brand's);
// - an event's `target` ('element', or 'window' for those sent on window),
//   `bubbles`, `composed`, `cancelable`, and `detailFields`: the detail's
//   fields with their types (and one level of the fields of a named object,
//   such as a plan's);
// - a demo's `html` (the live example's markup, from @example), `persona`
//   and `switches` (the demo site's persona and QA switches it is shown with,
//   from `@demo persona key=value - description`).
//
// `--registry FILE` reads another registry (a test's fixture) and `--out FILE`
// writes elsewhere than dist/custom-elements.json.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parseArgs } from 'node:util';
import { readRegistry, REGISTRY_FILE } from './registry-reader.mjs';
import { nameText, openSources, property, unwrap } from './ts-reader.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const HOST_EVENTS = 'src/state/hostEvents.ts';
const TOKENS = 'src/styles/tokens.ts';
const CONFIG = 'src/state/config.ts';
const ATTRIBUTES = 'elements/attributes.ts';
const { values: args } = parseArgs({ options: { registry: { type: 'string', default: REGISTRY_FILE }, out: { type: 'string', default: 'dist/custom-elements.json' } } });
const elements = readRegistry(args.registry);
const { program, checker, docText, declared, fieldsOf } = openSources([...elements.map((element) => element.file), HOST_EVENTS, TOKENS, CONFIG, ATTRIBUTES]);

const pascal = (name) => name.split('-').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function tagLines(jsDoc, tag) {
  return (jsDoc?.tags ?? [])
    .filter((t) => t.tagName.text === tag)
    .map((t) => (typeof t.comment === 'string' ? t.comment : ts.getTextOfJSDocComment(t.comment) ?? '').trim());
}

function split(line) {
  const m = /^(\S+)\s*(?:-\s*)?(.*)$/s.exec(line);
  return m ? { name: m[1], description: m[2].trim() } : { name: line, description: '' };
}

/** An object literal's string properties: `{ '--sp-x': 'value' }` as [name, value, node]. */
const stringEntries = (object) => object.properties.map((p) => [nameText(p.name), p.initializer.text, p]);

/** The CSS syntax of a token's value, as @property writes it. */
function syntaxOf(value) {
  if (/^(#|rgb)/.test(value)) return '<color>';
  if (/^-?[\d.]+(rem|px|em)$/.test(value)) return '<length>';
  if (/^[\d.]+m?s$/.test(value)) return '<time>';
  if (/^[\d.]+$/.test(value)) return '<number>';
  return undefined;
}

/**
 * The design tokens (src/styles/tokens.ts), each with its JSDoc, its value
 * (the default brand's) and, for a brand's token, its value per brand; then
 * the host's own properties the tokens read (@cssprop on the shared set).
 */
const tokens = (() => {
  // Through the checker: the config names the brand's constant (DEFAULT_BRAND), whose type is its value.
  const defaultBrand = checker.getTypeAtLocation(property(declared(CONFIG, 'DEFAULT_CONFIG').node, 'brand').initializer).value;
  const shared = declared(TOKENS, 'shared');
  const list = stringEntries(shared.node).map(([name, value, node]) => ({ name, description: docText(node), syntax: syntaxOf(value), default: value }));
  const brandDocs = declared(TOKENS, 'BrandTokens').node.members.map((m) => [nameText(m.name), docText(m)]);
  const brands = declared(TOKENS, 'brands').node.properties.map((p) => [p.name.getText(), Object.fromEntries(stringEntries(unwrap(p.initializer)).map(([n, v]) => [n, v]))]);
  for (const [name, description] of brandDocs) {
    const values = Object.fromEntries(brands.map(([brand, set]) => [brand, set[name]]));
    list.push({ name, description, syntax: syntaxOf(values[defaultBrand]), default: values[defaultBrand], brands: values });
  }
  const host = tagLines(shared.statement.jsDoc?.at(-1), 'cssprop').map(split);
  return [...list.map((t) => Object.fromEntries(Object.entries(t).filter(([, v]) => v !== undefined))), ...host];
})();

/** The element's own custom properties (@cssprop), then every token; a token it names keeps its value and takes its description. */
function cssProperties(jsDoc) {
  const own = tagLines(jsDoc, 'cssprop').map(split);
  const byName = new Map(tokens.map((t) => [t.name, t]));
  const described = own.map((p) => ({ ...byName.get(p.name), ...p }));
  const named = new Set(own.map((p) => p.name));
  return [...described, ...tokens.filter((t) => !named.has(t.name))];
}

/** The element's contract: `export const contract = { ... } as const satisfies ElementOptions`. */
function contractOf(source) {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const declaration = statement.declarationList.declarations[0];
    if (declaration && declaration.name.getText(source) === 'contract') return { statement, declaration };
  }
  throw new Error(`${source.fileName}: no element contract (export const contract = {…})`);
}

/** A literal type's value as JSON text: '2', '"panel"'. */
function literalText(type) {
  if (type.isStringLiteral() || type.isNumberLiteral()) return JSON.stringify(type.value);
  const name = checker.typeToString(type);
  return name === 'true' || name === 'false' ? name : undefined;
}

function member(type, name) {
  const symbol = type.getProperty(name);
  return symbol ? checker.getTypeOfSymbol(symbol) : undefined;
}

function attributeType(spec) {
  const values = member(spec, 'values');
  if (values && checker.isTupleType(values)) return checker.getTypeArguments(values).map(literalText).join(' | ');
  const base = literalText(member(spec, 'type'));
  return base === '"json"' ? 'object' : JSON.parse(base);
}

/** Every element reads the global `lang` attribute (elements/define.tsx, src/components/i18n/LocaleScope.tsx). */
const LANG_ATTRIBUTE = {
  name: 'lang',
  // HTMLElement's own lang property.
  fieldName: 'lang',
  type: { text: "'en' | 'es' | string" },
  description: "The element's language: 'es' (or es-US...) shows it in Spanish, 'en' in English. When absent, the page's: the page config's locale, else <html lang>, else English. Changing it re-renders the element.",
};

/** One attribute from its property name, its spec's type and its description. */
function attribute(fieldName, spec, description) {
  const fallback = member(spec, 'default');
  const [min, max] = [member(spec, 'min'), member(spec, 'max')].map((t) => t && literalText(t));
  const rangeText = min && max ? ` From ${min} to ${max}; a value outside is held to the nearer end.` : '';
  return {
    name: kebab(fieldName),
    fieldName,
    type: { text: attributeType(spec) },
    ...(fallback && literalText(fallback) ? { default: literalText(fallback) } : {}),
    // Beyond the schema (which allows more keys): a number's range, for tools that build a form from the manifest (the AEM dialogs).
    ...(min ? { minimum: JSON.parse(min) } : {}),
    ...(max ? { maximum: JSON.parse(max) } : {}),
    description: `${description}${rangeText}`.trim(),
  };
}

/** The attributes every element takes (DEFAULT_ATTRIBUTES), each described by the JSDoc of the spec it names. */
const defaultAttributes = declared(ATTRIBUTES, 'DEFAULT_ATTRIBUTES').node.properties.map((entry) => {
  const spec = checker.getTypeAtLocation(entry.initializer);
  const specDeclaration = checker.getSymbolAtLocation(entry.initializer)?.valueDeclaration;
  return attribute(entry.name.getText(), spec, specDeclaration ? docText(specDeclaration) : '');
});

/** The element's attributes as defineElement takes them (attributes.ts elementAttributes): the defaults unless it opts out, then its own. */
function attributes(contract) {
  const node = property(contract, 'attributes');
  const own = (node?.initializer.properties ?? []).map((entry) => attribute(entry.name.getText(), checker.getTypeAtLocation(entry.initializer ?? entry.name), docText(entry)));
  const optedOut = property(contract, 'headingLevel')?.initializer.kind === ts.SyntaxKind.FalseKeyword;
  const defaults = optedOut ? [] : defaultAttributes.filter((d) => !own.some((a) => a.fieldName === d.fieldName));
  return [...defaults, ...own];
}

function reflected(contract) {
  const node = property(contract, 'reflects');
  if (!node) return [];
  const text = docText(node).replace(/^`\w+`:\s*/, '');
  const description = text.charAt(0).toUpperCase() + text.slice(1);
  return node.initializer.elements.map((e) => JSON.parse(e.getText().replace(/'/g, '"'))).map((name) => ({ name, description }));
}

function methods(contract) {
  const node = property(contract, 'methods');
  if (!node) return [];
  return node.initializer.properties.map((m) => ({ kind: 'method', name: m.name.getText(), description: docText(m), return: { type: { text: 'void' } } }));
}

/** How every event is sent (EVENT_INIT) and which are sent on window (WindowEventName), from hostEvents.ts. */
const dispatch = (() => {
  const init = checker.getTypeAtLocation(declared(HOST_EVENTS, 'EVENT_INIT').node);
  const flags = Object.fromEntries(['bubbles', 'composed', 'cancelable'].map((name) => [name, literalText(member(init, name)) === 'true']));
  const windowType = checker.getTypeAtLocation(declared(HOST_EVENTS, 'WindowEventName').node.name);
  const onWindow = new Set((windowType.isUnion() ? windowType.types : [windowType]).map((t) => t.value));
  return { flags, onWindow };
})();

const hostEvents = (() => {
  const details = declared(HOST_EVENTS, 'HostEventDetails').node;
  const source = details.getSourceFile();
  const byName = new Map();
  for (const m of details.members) {
    const name = JSON.parse(literalText(checker.getTypeAtLocation(m.name.expression)));
    // As written there ({ plan: Plan }), not expanded and without its comments; the fields follow in detailFields.
    const detail = ts.isTypeLiteralNode(m.type)
      ? `{ ${m.type.members.map((f) => `${f.name.getText(source)}${f.questionToken ? '?' : ''}: ${f.type.getText(source)}`).join('; ')} }`
      : m.type.getText(source);
    const detailType = checker.getTypeAtLocation(m.type);
    byName.set(name, {
      type: detail === 'undefined' ? 'CustomEvent' : `CustomEvent<${detail}>`,
      description: docText(m),
      target: dispatch.onWindow.has(name) ? 'window' : 'element',
      ...dispatch.flags,
      detailFields: detail === 'undefined' ? [] : fieldsOf(detailType, 1),
    });
  }
  return byName;
})();

function events(contract) {
  const node = property(contract, 'events');
  if (!node) return [];
  return node.initializer.elements.map((e) => {
    const name = JSON.parse(literalText(checker.getTypeAtLocation(e)));
    const event = hostEvents.get(name);
    if (!event) throw new Error(`${name}: not in HostEventDetails`);
    const { type, ...rest } = event;
    return { name, type: { text: type }, ...rest };
  });
}

/** The live example: `@example` markup and `@demo persona key=value … - description`. */
function demos(jsDoc, tagName) {
  const html = tagLines(jsDoc, 'example')[0];
  const demo = tagLines(jsDoc, 'demo')[0];
  if (!html || !demo) return [];
  const [head, ...rest] = demo.split(' - ');
  const [persona, ...switches] = head.trim().split(/\s+/);
  return [{
    url: `dist/docs/elements/${tagName}.html`,
    description: rest.join(' - ').trim(),
    html: html.trim(),
    persona,
    switches: Object.fromEntries(switches.map((s) => s.split('='))),
  }];
}

function moduleOf({ name, file }) {
  const source = program.getSourceFile(path.join(root, file));
  const { statement, declaration } = contractOf(source);
  const jsDoc = statement.jsDoc?.at(-1);
  const contract = declaration.initializer;
  const description = typeof jsDoc?.comment === 'string' ? jsDoc.comment : ts.getTextOfJSDocComment(jsDoc?.comment) ?? '';
  const tagName = `sp-${name}`;
  const className = `${pascal(tagName)}Element`;
  const modulePath = `dist/elements/${tagName}.js`;
  const flags = reflected(contract);
  const own = attributes(contract);
  return {
    kind: 'javascript-module',
    path: modulePath,
    declarations: [{
      kind: 'class',
      customElement: true,
      tagName,
      name: className,
      summary: tagLines(jsDoc, 'summary')[0] ?? '',
      description: description.trim(),
      attributes: [...own, ...flags.map((f) => ({ name: f.name, fieldName: f.name, type: { text: 'boolean' }, default: 'false', description: f.description })), LANG_ATTRIBUTE],
      members: [
        ...own.map((a) => ({ kind: 'field', name: a.fieldName, type: a.type, ...(a.default ? { default: a.default } : {}), attribute: a.name, description: a.description })),
        ...flags.map((f) => ({ kind: 'field', name: f.name, type: { text: 'boolean' }, default: 'false', attribute: f.name, reflects: true, description: f.description })),
        ...methods(contract),
      ],
      events: events(contract),
      cssParts: tagLines(jsDoc, 'csspart').map(split),
      cssProperties: cssProperties(jsDoc),
      demos: demos(jsDoc, tagName),
    }],
    exports: [{ kind: 'custom-element-definition', name: tagName, declaration: { name: className, module: modulePath } }],
  };
}

const manifest = { schemaVersion: '2.1.0', readme: 'README.md', modules: elements.map(moduleOf) };
// Every event the library sends is in some element's contract, so hosts find it there (and in the docs); a
// fixture's registry holds only some of the tags.
const sent = new Set(manifest.modules.flatMap((m) => m.declarations[0].events.map((e) => e.name)));
const unsent = [...hostEvents.keys()].filter((name) => !sent.has(name));
if (args.registry === REGISTRY_FILE && unsent.length > 0) throw new Error(`in HostEventDetails but in no element's events: ${unsent.join(', ')}`);
const out = path.resolve(root, args.out);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(manifest, null, 2));
console.log(`custom-elements.json: ${manifest.modules.length} elements`);
