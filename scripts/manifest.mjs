#!/usr/bin/env node
// Generates dist/custom-elements.json (Custom Elements Manifest 2.1.0) from
// each element's contract: the options object its module declares and hands
// to defineElement (attributes with type and default, reflected properties,
// methods, events), the events' details in src/state/hostEvents.ts, and the
// JSDoc on the options (@summary, @csspart, @cssprop, free text) and on each
// attribute, method and event. A number attribute's range is also written as
// `minimum` and `maximum` beside its type. Never written by hand; `npm test` validates it
// against the schema (scripts/validate-manifest.mjs).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ELEMENT_NAMES } from './element-names.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const files = ELEMENT_NAMES.map((name) => path.join(root, `elements/sp-${name}.ts`));
const hostEventsFile = path.join(root, 'src/state/hostEvents.ts');
const { config } = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
const program = ts.createProgram([...files, hostEventsFile], { ...options, noEmit: true });
const checker = program.getTypeChecker();

const pascal = (name) => name.split('-').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const docText = (node) => ts.displayPartsToString(checker.getSymbolAtLocation(node.name ?? node)?.getDocumentationComment(checker) ?? []).trim();

function tokens() {
  const text = fs.readFileSync(path.join(root, 'src/styles/tokens.ts'), 'utf8');
  const names = [...new Set([...text.matchAll(/(--sp-[a-z0-9-]+)\s*:/g)].map((m) => m[1]))];
  return names.map((name) => ({ name, description: 'Design token (brand-specific where the brand sets it).' }));
}

function tagLines(jsDoc, tag) {
  return (jsDoc?.tags ?? [])
    .filter((t) => t.tagName.text === tag)
    .map((t) => (typeof t.comment === 'string' ? t.comment : ts.getTextOfJSDocComment(t.comment) ?? '').trim());
}

function split(line) {
  const m = /^(\S+)\s*(?:-\s*)?(.*)$/s.exec(line);
  return m ? { name: m[1], description: m[2].trim() } : { name: line, description: '' };
}

/** The element's options: `const xElement = { ... } as const satisfies ElementOptions`. */
function contractOf(source) {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const declaration = statement.declarationList.declarations[0];
    if (declaration && /Element$/.test(declaration.name.getText(source))) return { statement, declaration };
  }
  throw new Error(`${source.fileName}: no element contract (const …Element = {…})`);
}

function property(objectNode, name) {
  let node = objectNode;
  while (ts.isSatisfiesExpression(node) || ts.isAsExpression(node)) node = node.expression;
  return node.properties.find((p) => p.name?.getText() === name);
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
  type: { text: "'en' | 'es' | string" },
  description: "The element's language: 'es' (or es-US...) shows it in Spanish, 'en' in English. When absent, the page's: the page config's locale, else <html lang>, else English. Changing it re-renders the element.",
};

function attributes(contract) {
  const node = property(contract, 'attributes');
  if (!node) return [];
  return node.initializer.properties.map((entry) => {
    const spec = checker.getTypeAtLocation(entry.initializer ?? entry.name);
    const fieldName = entry.name.getText();
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
      description: `${docText(entry)}${rangeText}`.trim(),
    };
  });
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

const hostEvents = (() => {
  const source = program.getSourceFile(hostEventsFile);
  const details = source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'HostEventDetails');
  const byName = new Map();
  for (const m of details.members) {
    const name = JSON.parse(literalText(checker.getTypeAtLocation(m.name.expression)));
    // As written there ({ plan: Plan }), not expanded.
    const detail = m.type.getText(source);
    byName.set(name, { type: detail === 'undefined' ? 'CustomEvent' : `CustomEvent<${detail}>`, description: docText(m) });
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
    return { name, type: { text: event.type }, description: event.description };
  });
}

function moduleOf(name) {
  const source = program.getSourceFile(path.join(root, `elements/sp-${name}.ts`));
  const { statement, declaration } = contractOf(source);
  const jsDoc = statement.jsDoc?.at(-1);
  const contract = declaration.initializer;
  const description = typeof jsDoc?.comment === 'string' ? jsDoc.comment : ts.getTextOfJSDocComment(jsDoc?.comment) ?? '';
  const tagName = `sp-${name}`;
  const className = `${pascal(tagName)}Element`;
  const modulePath = `dist/elements/${tagName}.js`;
  const flags = reflected(contract);
  const declared = attributes(contract);
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
      attributes: [...declared, ...flags.map((f) => ({ name: f.name, fieldName: f.name, type: { text: 'boolean' }, default: 'false', description: f.description })), LANG_ATTRIBUTE],
      members: [
        ...declared.map((a) => ({ kind: 'field', name: a.fieldName, type: a.type, ...(a.default ? { default: a.default } : {}), attribute: a.name, description: a.description })),
        ...flags.map((f) => ({ kind: 'field', name: f.name, type: { text: 'boolean' }, default: 'false', attribute: f.name, reflects: true, description: f.description })),
        ...methods(contract),
      ],
      events: events(contract),
      cssParts: tagLines(jsDoc, 'csspart').map(split),
      cssProperties: [...tagLines(jsDoc, 'cssprop').map(split), ...tokens()],
    }],
    exports: [{ kind: 'custom-element-definition', name: tagName, declaration: { name: className, module: modulePath } }],
  };
}

const manifest = { schemaVersion: '2.1.0', readme: 'README.md', modules: ELEMENT_NAMES.map(moduleOf) };
fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
fs.writeFileSync(path.join(root, 'dist/custom-elements.json'), JSON.stringify(manifest, null, 2));
console.log(`custom-elements.json: ${manifest.modules.length} elements`);
