/**
 * What the documentation needs besides the manifest, read from the library's
 * source through the type checker so it follows the code: the page config's
 * keys (src/state/config.ts), the host actions (src/state/host/hostActions.ts),
 * the feature flags and brands (the same reader as the AEM page setup), the
 * Content-Security-Policy the demo serves and the tests run under, and the
 * package's version.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { pageConfigChoices } from '../aem/page-config.mjs';
import { openSources, property } from '../ts-reader.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const CONFIG = 'src/state/config.ts';
const ACTIONS = 'src/state/host/hostActions.ts';
const PAGE_HEAD = 'demo/server/http/pageHead.ts';

/** An initializer as JSON-ish text: a constant's literal value through the checker (DEFAULT_BRAND → "aarp"), else as written. */
function literalText(reader, initializer) {
  if (!initializer) return undefined;
  const type = reader.checker.getTypeAtLocation(initializer);
  return type.isStringLiteral() || type.isNumberLiteral() ? JSON.stringify(type.value) : initializer.getText();
}

/** The page config's keys: name, type, default (as JSON text, when it has one) and meaning. */
function configKeys(reader) {
  const schema = reader.declared(CONFIG, 'ConfigSchema').node;
  const fields = schema.arguments[0].properties;
  const configType = reader.checker.getTypeAtLocation(reader.declared(CONFIG, 'Config').node.name);
  const defaults = reader.declared(CONFIG, 'DEFAULT_CONFIG').node;
  return fields.map((field) => {
    const name = field.name.getText();
    const symbol = configType.getProperty(name);
    const fallback = literalText(reader, property(defaults, name)?.initializer);
    const type = reader.checker.getTypeOfSymbol(symbol);
    const fields = reader.fieldsOf(type, 0);
    // An object of like fields (the flags) as a map, its keys listed apart.
    const sameFields = fields.length > 0 && fields.every((f) => f.type === fields[0].type && f.optional);
    return {
      name,
      type: sameFields ? `{ [${name === 'flags' ? 'flag' : 'key'}]?: ${fields[0].type} }` : reader.typeText(type),
      optional: reader.isOptional(symbol),
      ...(fallback ? { default: fallback.replace(/^'(.*)'$/, '"$1"') } : {}),
      description: reader.docText(field),
    };
  });
}

/** `window.shopperProfile.actions`: each action's parameters (the store, which hosts never pass, left out), result and meaning. */
function hostActions(reader) {
  const actions = reader.declared(ACTIONS, 'hostActions').node;
  return actions.properties.map((entry) => {
    const name = entry.name.getText();
    const [signature] = reader.checker.getTypeAtLocation(entry).getCallSignatures();
    const parameters = signature.getParameters().filter((p) => p.name !== 'store').map((p) => {
      const declaration = p.valueDeclaration;
      const optional = Boolean(declaration?.questionToken || declaration?.initializer);
      // As written where it is a named type (Plan, Drug[]): the name the package's types export.
      const written = declaration?.type?.getText();
      const type = written && /^[A-Z]\w*(\[\])?$/.test(written) ? written : reader.typeText(reader.checker.getTypeOfSymbol(p));
      return `${p.name}${optional ? '?' : ''}: ${type}`;
    });
    return { name, signature: `${name}(${parameters.join(', ')}): ${reader.typeText(signature.getReturnType())}`, description: reader.docText(entry) };
  });
}

/** The strict policy's text (a string constant). */
function strictCsp(reader) {
  const node = reader.declared(PAGE_HEAD, 'STRICT_CSP').node;
  if (!ts.isStringLiteralLike(node)) throw new Error(`${PAGE_HEAD}: STRICT_CSP is not a string`);
  return node.text;
}

let read;

/** Read once per process: the sources do not change while a build (or a test) runs. */
export function readSources() {
  read ??= readAll();
  return read;
}

function readAll() {
  const reader = openSources([CONFIG, ACTIONS, PAGE_HEAD]);
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return {
    version,
    config: configKeys(reader),
    actions: hostActions(reader),
    strictCsp: strictCsp(reader),
    ...pageConfigChoices(root),
  };
}
