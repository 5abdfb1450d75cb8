#!/usr/bin/env node
// The api gate of `npm test`: every method of an api client in src/api (each
// family `apiOn` puts on the client, and the content family made alone) must
// be called from the product's user paths: src/state, src/components or
// elements/. knip sees unused exports, not unused methods of an object an
// export returns; this sees those. Uses the TypeScript checker, so a call
// through a variable, a destructured method or `getContentApi(store).x` all
// count, and a same-named method of another object does not.
//
//   node scripts/unused-api-calls.mjs      # exits 1 and lists the methods nothing calls
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const API_FILE = path.join(root, 'src/api/api.ts');
const USER_PATHS = ['src/state/', 'src/components/', 'elements/'].map((dir) => path.join(root, dir));

function program() {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error('tsconfig.json could not be read');
  const rootNames = config.fileNames.filter((file) => file === API_FILE || USER_PATHS.some((dir) => file.startsWith(dir)));
  return ts.createProgram({ rootNames, options: config.options });
}

/** `family.method` for each method of each family of the client `apiOn` builds, with the method's declaration. */
function apiMethods(checker, apiFile) {
  let apiOn;
  ts.forEachChild(apiFile, (node) => {
    if (ts.isFunctionDeclaration(node) && node.name?.text === 'apiOn') apiOn = node;
  });
  if (!apiOn) throw new Error('src/api/api.ts has no apiOn function');
  const client = checker.getReturnTypeOfSignature(checker.getSignatureFromDeclaration(apiOn));
  const methods = new Map();
  for (const family of client.getProperties()) {
    const familyType = checker.getTypeOfSymbolAtLocation(family, apiOn);
    for (const method of familyType.getProperties()) {
      const declaration = method.valueDeclaration ?? method.declarations?.[0];
      const type = checker.getTypeOfSymbolAtLocation(method, apiOn);
      if (!declaration || type.getCallSignatures().length === 0) continue;
      methods.set(declaration, `${family.name}.${method.name}`);
    }
  }
  return methods;
}

/** The declarations of every property read in a user-path file (property access, element access, destructuring). */
function usedDeclarations(checker, file, used) {
  const note = (symbol) => {
    for (const declaration of symbol?.declarations ?? []) used.add(declaration);
  };
  const visit = (node) => {
    if (ts.isPropertyAccessExpression(node)) note(checker.getSymbolAtLocation(node.name));
    else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) note(checker.getSymbolAtLocation(node.argumentExpression));
    else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const name = node.propertyName ?? node.name;
      if (ts.isIdentifier(name) || ts.isStringLiteralLike(name)) note(checker.getTypeAtLocation(node.parent).getProperty(name.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

const built = program();
const checker = built.getTypeChecker();
const apiFile = built.getSourceFile(API_FILE);
if (!apiFile) throw new Error('src/api/api.ts is not in the program');
const methods = apiMethods(checker, apiFile);
const used = new Set();
for (const file of built.getSourceFiles()) {
  if (USER_PATHS.some((dir) => path.resolve(file.fileName).startsWith(dir))) usedDeclarations(checker, file, used);
}
const unused = [...methods].filter(([declaration]) => !used.has(declaration)).map(([, name]) => name).sort();
if (unused.length > 0) {
  console.error(`API methods no user path calls (src/state, src/components, elements/): wire each into the product or delete it.\n  ${unused.join('\n  ')}`);
  process.exit(1);
}
console.log(`${methods.size} API methods, each called from a user path.`);
