/**
 * What the page setup component offers, read from the library's source so
 * that it follows the config: the brands of src/domain/brand.ts, the feature flags of
 * src/state/config.ts and the languages of src/domain/locale.ts, each with
 * its JSDoc where it has one.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The JSDoc text just before a node, without its markers. */
function docBefore(text, node) {
  const ranges = ts.getLeadingCommentRanges(text, node.pos) ?? [];
  const doc = ranges.map((r) => text.slice(r.pos, r.end)).filter((c) => c.startsWith('/**')).at(-1);
  return doc ? doc.replace(/^\/\*\*|\*\/$/g, '').split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trim()).join(' ').trim() : '';
}

/** `export const NAME = ['a', 'b'] as const`: its strings, each with its JSDoc. */
function stringList(root, file, name) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    const declaration = ts.isVariableStatement(statement) ? statement.declarationList.declarations[0] : undefined;
    if (!declaration || declaration.name.getText(source) !== name) continue;
    let list = declaration.initializer;
    while (list && (ts.isAsExpression(list) || ts.isSatisfiesExpression(list))) list = list.expression;
    if (list && ts.isArrayLiteralExpression(list) && list.elements.every(ts.isStringLiteral)) {
      return list.elements.map((element) => ({ value: element.text, description: docBefore(text, element) }));
    }
  }
  throw new Error(`${file}: no string list ${name}`);
}

export function pageConfigChoices(root) {
  return {
    brands: stringList(root, 'src/domain/brand.ts', 'BRANDS').map((b) => b.value),
    flags: stringList(root, 'src/state/config.ts', 'FEATURE_FLAGS'),
    locales: stringList(root, 'src/domain/locale.ts', 'LOCALES').map((l) => l.value),
  };
}
