#!/usr/bin/env node
// Validates dist/custom-elements.json against the Custom Elements Manifest
// schema that editors and documentation tools read (the schema the
// `custom-elements-manifest` package publishes), checks that every path
// it names is a module the package ships, and that each number attribute's
// range (minimum, maximum) holds its default.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv';

const require = createRequire(import.meta.url);
const schema = require('custom-elements-manifest/schema.json');
const manifest = JSON.parse(fs.readFileSync('dist/custom-elements.json', 'utf8'));

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema(schema, 'cem');
const errorsOf = (validate, value, at) => (validate(value) ? [] : validate.errors.map((e) => `${at}${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`));

const problems = errorsOf(ajv.getSchema('cem'), manifest, '');
// The schema lets a declaration match any kind (anyOf, no extra properties refused): a custom element is also
// checked as what it says it is, so a wrongly typed event or attribute cannot hide behind "class".
const customElement = ajv.getSchema('cem#/definitions/CustomElementDeclaration');
manifest.modules.forEach((module, m) =>
  (module.declarations ?? []).forEach((declaration, d) => {
    if (declaration.customElement) problems.push(...errorsOf(customElement, declaration, `/modules/${m}/declarations/${d}`));
  }),
);
/** `minimum`/`maximum` (ours, beyond the schema): whole numbers on a number attribute, in order, its default between them. */
function rangeProblems(attribute, at) {
  if (attribute.minimum === undefined && attribute.maximum === undefined) return [];
  const { minimum: min, maximum: max } = attribute;
  const fallback = attribute.default === undefined ? undefined : Number(attribute.default);
  if (attribute.type?.text !== 'number') return [`${at}: a range on a ${attribute.type?.text} attribute`];
  if (!Number.isInteger(min) || !Number.isInteger(max) || min > max) return [`${at}: range ${min}..${max} is not two whole numbers in order`];
  return fallback === undefined || (fallback >= min && fallback <= max) ? [] : [`${at}: default ${attribute.default} outside ${min}..${max}`];
}
for (const module of manifest.modules) {
  for (const declaration of module.declarations ?? []) {
    for (const attribute of declaration.attributes ?? []) problems.push(...rangeProblems(attribute, `${declaration.tagName} ${attribute.name}`));
  }
  if (!fs.existsSync(module.path)) problems.push(`${module.path}: not in the build output`);
  for (const exported of module.exports ?? []) {
    if (exported.declaration.module !== module.path) problems.push(`${exported.name}: declared in ${exported.declaration.module}, not ${module.path}`);
  }
}
if (problems.length > 0) {
  console.error(`dist/custom-elements.json does not conform:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`dist/custom-elements.json conforms to the Custom Elements Manifest schema ${manifest.schemaVersion} (${manifest.modules.length} elements)`);
