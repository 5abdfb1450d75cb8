/**
 * The library's tags as the registry (elements/registry.ts) lists them, read
 * with the TypeScript compiler: each entry's name (without prefix), its tag
 * with the default prefix, and the module its loader imports, resolved as the
 * compiler resolves it. The manifest, the build's element entries, the
 * reserved-space CSS and the tests read the tags from here, so the registry
 * stays the one list. A registry of another file (a test's fixture) can be
 * read the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const REGISTRY_FILE = 'elements/registry.ts';

const unwrap = (node) => (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) ? unwrap(node.expression) : node);

/** The `REGISTRY` object literal of a registry source. */
function registryObject(source, file) {
  for (const statement of source.statements) {
    const declaration = ts.isVariableStatement(statement) ? statement.declarationList.declarations[0] : undefined;
    if (declaration?.name.getText(source) === 'REGISTRY' && declaration.initializer) {
      const object = unwrap(declaration.initializer);
      if (ts.isObjectLiteralExpression(object)) return object;
    }
  }
  throw new Error(`${file}: no REGISTRY = { … }`);
}

/** The module an entry's loader imports: `name: () => import('./sp-name')`. */
function importedSpecifier(entry, file) {
  const loader = ts.isPropertyAssignment(entry) ? unwrap(entry.initializer) : undefined;
  const call = loader && ts.isArrowFunction(loader) ? unwrap(loader.body) : undefined;
  const [argument] = call && ts.isCallExpression(call) && call.expression.kind === ts.SyntaxKind.ImportKeyword ? call.arguments : [];
  if (!argument || !ts.isStringLiteral(argument)) throw new Error(`${file}: ${entry.getText()} is not name: () => import('…')`);
  return argument.text;
}

/**
 * The tags of a registry (a path relative to the repository): `{ name, tag, file }`
 * each, `file` the module relative to the repository.
 */
export function readRegistry(file = REGISTRY_FILE) {
  const absolute = path.resolve(root, file);
  const source = ts.createSourceFile(absolute, fs.readFileSync(absolute, 'utf8'), ts.ScriptTarget.Latest, true);
  const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowJs: false };
  return registryObject(source, file).properties.map((entry) => {
    const name = ts.isStringLiteral(entry.name) ? entry.name.text : entry.name.getText(source);
    const specifier = importedSpecifier(entry, file);
    const resolved = ts.resolveModuleName(specifier, absolute, options, ts.sys).resolvedModule;
    if (!resolved) throw new Error(`${file}: cannot resolve ${specifier} (${name})`);
    return { name, tag: `sp-${name}`, file: path.relative(root, resolved.resolvedFileName) };
  });
}

/** The library's tags. */
export const ELEMENTS = readRegistry();
/** Their names without prefix. */
export const ELEMENT_NAMES = ELEMENTS.map((element) => element.name);
