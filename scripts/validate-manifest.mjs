#!/usr/bin/env node
// Validates dist/custom-elements.json against the Custom Elements Manifest
// schema that editors and documentation tools read (the schema the
// `custom-elements-manifest` package publishes), checks that every path
// it names is a module the package ships, that each number attribute's
// range (minimum, maximum) holds its default, and that the keys the docs
// read beyond the schema (an event's dispatch and detail fields, a token's
// brand values, a live example) are whole.
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
/** An event's `target`, `bubbles`, `composed`, `cancelable` and `detailFields` (ours, beyond the schema). */
function eventProblems(event, at) {
  const problems = [];
  if (!['element', 'window'].includes(event.target)) problems.push(`${at}: target ${event.target} is neither element nor window`);
  for (const flag of ['bubbles', 'composed', 'cancelable']) if (typeof event[flag] !== 'boolean') problems.push(`${at}: ${flag} is not true or false`);
  const fields = (list) => Array.isArray(list) && list.every((f) => typeof f.name === 'string' && typeof f.type === 'string' && (f.fields === undefined || fields(f.fields)));
  if (!fields(event.detailFields)) problems.push(`${at}: detailFields is not a list of { name, type }`);
  if (event.detailFields?.length > 0 && !/^CustomEvent<.+>$/s.test(event.type.text)) problems.push(`${at}: fields listed for an event whose type carries no detail`);
  return problems;
}

/** A token's `brands` (ours): a value for every brand, its `default` one of them. */
function brandProblems(property, at, brands) {
  if (!property.brands) return [];
  const named = Object.keys(property.brands).sort().join(',');
  if (named !== brands) return [`${at}: values for ${named}, not for ${brands}`];
  return Object.values(property.brands).includes(property.default) ? [] : [`${at}: default ${property.default} is no brand's value`];
}

/** A live example (ours, in the schema's demos): the element's own markup and the persona it is shown with. */
function demoProblems(demo, at, tagName) {
  if (typeof demo.html !== 'string' || !demo.html.trim().startsWith(`<${tagName}`)) return [`${at}: its html is not a <${tagName}>`];
  return typeof demo.persona === 'string' && demo.persona ? [] : [`${at}: no persona`];
}

const allBrands = [...new Set(manifest.modules.flatMap((m) => (m.declarations ?? []).flatMap((d) => (d.cssProperties ?? []).flatMap((p) => Object.keys(p.brands ?? {})))))].sort().join(',');
for (const module of manifest.modules) {
  for (const declaration of module.declarations ?? []) {
    const tag = declaration.tagName;
    for (const attribute of declaration.attributes ?? []) problems.push(...rangeProblems(attribute, `${tag} ${attribute.name}`));
    for (const event of declaration.events ?? []) problems.push(...eventProblems(event, `${tag} ${event.name}`));
    for (const property of declaration.cssProperties ?? []) problems.push(...brandProblems(property, `${tag} ${property.name}`, allBrands));
    for (const demo of declaration.demos ?? []) problems.push(...demoProblems(demo, `${tag} demo`, tag));
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
