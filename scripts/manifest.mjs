#!/usr/bin/env node
// Generates dist/custom-elements.json (Custom Elements Manifest 2.1) from the
// source: each elements/sp-*.ts file's JSDoc on its defineElement() call
// (@summary, @attr, @event, @csspart, @cssprop, free text) plus the props it
// declares, and the design tokens every element reads. Never written by hand.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ELEMENT_NAMES } from './element-names.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

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

function findDefineCall(source) {
  let found;
  source.forEachChild(function visit(node) {
    if (ts.isExpressionStatement(node) && ts.isCallExpression(node.expression)
      && node.expression.expression.getText(source) === 'defineElement') found = node;
    else if (!found) node.forEachChild(visit);
  });
  return found;
}

function propsOf(call, source) {
  const options = call.arguments[2];
  if (!options || !ts.isObjectLiteralExpression(options)) return [];
  const props = options.properties.find((p) => p.name?.getText(source) === 'props');
  if (!props || !ts.isPropertyAssignment(props) || !ts.isObjectLiteralExpression(props.initializer)) return [];
  return props.initializer.properties.filter(ts.isPropertyAssignment).map((p) => ({
    name: p.name.getText(source).replace(/['"]/g, ''),
    type: p.initializer.getText(source).replace(/['"]/g, ''),
  }));
}

const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function declaration(name) {
  const file = `elements/sp-${name}.ts`;
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const stmt = findDefineCall(source);
  if (!stmt) throw new Error(`${file}: no defineElement() call`);
  const jsDoc = stmt.jsDoc?.at(-1);
  const description = typeof jsDoc?.comment === 'string' ? jsDoc.comment : ts.getTextOfJSDocComment(jsDoc?.comment) ?? '';
  const attrDocs = Object.fromEntries(tagLines(jsDoc, 'attr').map(split).map((a) => [a.name, a.description]));
  const props = propsOf(stmt.expression, source);
  const tagName = `sp-${name}`;
  return {
    module: {
      kind: 'javascript-module',
      path: file,
      declarations: [{
        kind: 'class',
        customElement: true,
        tagName,
        name: tagName.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase()) + 'Element',
        summary: tagLines(jsDoc, 'summary')[0] ?? '',
        description: description.trim(),
        attributes: [
          ...props.map((p) => ({ name: kebab(p.name), fieldName: p.name, type: { text: p.type }, description: attrDocs[kebab(p.name)] ?? attrDocs[p.name] ?? '' })),
          // Attributes an element handles itself (documented with @attr, not declared as props).
          ...Object.entries(attrDocs)
            .filter(([name]) => !props.some((p) => kebab(p.name) === name || p.name === name))
            .map(([name, description]) => ({ name, description })),
        ],
        members: props.map((p) => ({ kind: 'field', name: p.name, type: { text: p.type }, attribute: kebab(p.name) })),
        events: tagLines(jsDoc, 'event').map(split).map((e) => ({ ...e, type: { text: 'CustomEvent' } })),
        cssParts: tagLines(jsDoc, 'csspart').map(split),
        cssProperties: [...tagLines(jsDoc, 'cssprop').map(split), ...tokens()],
      }],
      exports: [{ kind: 'custom-element-definition', name: tagName, declaration: { name: tagName, module: file } }],
    },
  };
}

const manifest = {
  schemaVersion: '2.1.0',
  readme: '',
  package: { name: pkg.name, version: pkg.version },
  modules: ELEMENT_NAMES.map((n) => declaration(n).module),
};
fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
fs.writeFileSync(path.join(root, 'dist/custom-elements.json'), JSON.stringify(manifest, null, 2));
console.log(`custom-elements.json: ${manifest.modules.length} elements`);
