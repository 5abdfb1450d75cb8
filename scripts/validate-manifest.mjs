#!/usr/bin/env node
// Validates dist/custom-elements.json against the Custom Elements Manifest
// schema that editors and documentation tools read (the schema the
// `custom-elements-manifest` package publishes), and checks that every path
// it names is a module the package ships.
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
for (const module of manifest.modules) {
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
