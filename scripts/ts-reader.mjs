/**
 * Reads declarations of the library's TypeScript sources through the type
 * checker, for the scripts that describe the library to hosts: the manifest
 * (scripts/manifest.mjs) and the documentation (scripts/docs). Types are
 * written as a host reads them, short.
 */
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const TYPE_FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** Strips `satisfies` and `as` from an expression. */
export function unwrap(node) {
  let inner = node;
  while (ts.isSatisfiesExpression(inner) || ts.isAsExpression(inner)) inner = inner.expression;
  return inner;
}

/** An object literal's property by name. */
export function property(objectNode, name) {
  return unwrap(objectNode).properties.find((p) => p.name?.getText() === name);
}

/** A property name as written: `headingLevel`, `'--sp-x'` → `--sp-x`. */
export const nameText = (name) => (ts.isStringLiteral(name) ? name.text : name.getText());

/** A reader over `files` (paths relative to the repository), with the repository's compiler options. */
export function openSources(files) {
  const { config } = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const program = ts.createProgram(files.map((file) => path.join(root, file)), { ...options, noEmit: true });
  const checker = program.getTypeChecker();

  /** The JSDoc text of a declaration (or of the node's name). */
  const docText = (node) => ts.displayPartsToString(checker.getSymbolAtLocation(node.name ?? node)?.getDocumentationComment(checker) ?? []).trim();

  /** A top-level `const NAME = …` (its initializer), `interface NAME` or `type NAME` of a source file, with its statement. */
  function declared(file, name) {
    const source = program.getSourceFile(path.join(root, file));
    for (const statement of source.statements) {
      if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name.text === name) return { statement, node: statement };
      const declaration = ts.isVariableStatement(statement) ? statement.declarationList.declarations[0] : undefined;
      if (declaration && declaration.name.getText(source) === name) return { statement, node: unwrap(declaration.initializer) };
    }
    throw new Error(`${file}: no ${name}`);
  }

  const isObject = (type) => (type.flags & ts.TypeFlags.Object) !== 0 && type.getCallSignatures().length === 0;
  const fromLibrary = (symbol) => symbol.declarations?.some((d) => program.isSourceFileDefaultLibrary(d.getSourceFile()));
  /** The name a host knows an object type by (Plan, Drug), if it has one of ours. */
  const objectName = (type) => [type.aliasSymbol, type.getSymbol()].find((symbol) => symbol && !symbol.name.startsWith('__') && !fromLibrary(symbol))?.name;

  function unionText(type, t) {
    const parts = [...new Set(t.types.map(typeText))];
    // The checker splits boolean into `true | false`.
    const merged = parts.includes('true') && parts.includes('false') ? ['boolean', ...parts.filter((p) => p !== 'true' && p !== 'false')] : parts;
    const withNull = type.isUnion() && type.types.some((m) => m.flags & ts.TypeFlags.Null) && !merged.includes('null') ? [...merged, 'null'] : merged;
    return withNull.join(' | ');
  }

  function objectText(t) {
    const name = objectName(t);
    if (name) return name;
    const own = t.getSymbol();
    // Promise<boolean>, Map<…>: the library's own generics as the checker writes them.
    if (own && !own.name.startsWith('__') && fromLibrary(own)) return checker.typeToString(t, undefined, TYPE_FLAGS);
    const index = checker.getIndexInfosOfType(t);
    if (index.length > 0 && checker.getPropertiesOfType(t).length === 0) return `Record<string, ${typeText(index[0].type)}>`;
    return 'object';
  }

  /**
   * A type as a host reads it: a union spelled out member by member, an
   * array as `T[]`, a named object by its name and any other object as
   * `object` (its fields are listed apart), `| undefined` left to `optional`.
   */
  function typeText(type) {
    const t = checker.getNonNullableType(type);
    if (t.isUnion() && !t.types.every((m) => m.flags & ts.TypeFlags.BooleanLiteral)) return unionText(type, t);
    if (checker.isArrayType(t)) {
      const item = typeText(checker.getTypeArguments(t)[0]);
      return /[|&]/.test(item) ? `(${item})[]` : `${item}[]`;
    }
    if (t.isIntersection()) return t.types.some(isObject) ? objectName(t) ?? 'object' : checker.typeToString(t, undefined, TYPE_FLAGS);
    if (isObject(t)) return objectText(t);
    return checker.typeToString(t, undefined, TYPE_FLAGS);
  }

  const isOptional = (symbol) => (symbol.flags & ts.SymbolFlags.Optional) !== 0;

  /** An object whose fields a host will want listed: not an array, not a function, with named fields. */
  function hasFields(type) {
    const t = checker.getNonNullableType(type);
    return (isObject(t) || t.isIntersection()) && !checker.isArrayType(t) && !fromLibrary(t.getSymbol() ?? {}) && checker.getPropertiesOfType(t).length > 0;
  }

  /** The fields of an object type (name, type, optional, JSDoc), and `depth` levels of the fields of each object in it. */
  function fieldsOf(type, depth) {
    return checker.getPropertiesOfType(checker.getNonNullableType(type)).map((symbol) => {
      const fieldType = checker.getTypeOfSymbol(symbol);
      const description = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
      // A field declared with a named type ({ plan: Plan }) keeps that name: the name a host imports.
      const written = symbol.valueDeclaration?.type?.getText();
      return {
        name: symbol.name,
        type: written && /^[A-Z]\w*$/.test(written) && hasFields(fieldType) ? written : typeText(fieldType),
        ...(isOptional(symbol) ? { optional: true } : {}),
        ...(description ? { description } : {}),
        ...(depth > 0 && hasFields(fieldType) ? { fields: fieldsOf(fieldType, depth - 1) } : {}),
      };
    });
  }

  return { program, checker, docText, declared, typeText, fieldsOf, isOptional };
}
