/**
 * The AEM content package (dist/aem/shopper-profile-elements.zip)
 * unzipped and checked against FileVault's layout: META-INF/vault with its
 * filter and properties, content only under jcr_root and inside the filter,
 * every .content.xml well-formed docview; a component per element with a
 * dialog offering exactly the element's attributes as the right fields, and
 * the page setup. Runs after the build.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { COMPONENT_GROUP, elementComponent, type ManifestDeclaration } from '../../scripts/aem/components.mjs';
import { BRANDS } from '../../src/domain/brand';
import { FEATURE_FLAGS } from '../../src/state/config';
import { LOCALES } from '../../src/domain/locale';
import { APPS, componentOf, dialogProperties, fieldNode, manifestDeclarations, nodesOf, parseXml, text, unzipPackage, type XmlNode } from './aemPackage';

const entries = unzipPackage();
const paths = Object.keys(entries).sort();
const xmlOf = (entryPath: string): XmlNode => parseXml(text(entries[entryPath]));
const rootOf = (entryPath: string): XmlNode => xmlOf(entryPath)['jcr:root'] as XmlNode;

/** What differs between an element's contract and a dialog: attributes without a field, fields without an attribute. */
function mismatches(declaration: ManifestDeclaration, dialog: XmlNode): { missing: string[]; extra: string[] } {
  const fields = dialogProperties(dialog);
  const attributes = (declaration.attributes ?? []).map((a) => a.fieldName ?? a.name);
  return { missing: attributes.filter((a) => !fields.includes(a)), extra: fields.filter((f) => !attributes.includes(f)) };
}

const dialogPath = (name: string) => `${APPS}/components/${name}/_cq_dialog/.content.xml`;

test('the package holds META-INF/vault/filter.xml and properties.xml, and content only under jcr_root inside its filter', () => {
  expect(paths).toContain('META-INF/vault/filter.xml');
  expect(paths).toContain('META-INF/vault/properties.xml');
  const filter = xmlOf('META-INF/vault/filter.xml')['workspaceFilter'] as XmlNode;
  const roots = [filter['filter']].flat().map((f) => (f as XmlNode)['@root']);
  expect(roots).toEqual(['/apps/shopper-profile']);
  for (const entry of paths.filter((p) => !p.startsWith('META-INF/vault/'))) {
    expect(entry, 'content sits under jcr_root').toMatch(/^jcr_root\//);
    expect(`${entry.slice('jcr_root'.length)}/`.startsWith('/apps/shopper-profile/'), `${entry} inside the filter`).toBe(true);
  }
});

test('properties.xml names the package and its version, as an application package (code under /apps only)', () => {
  const version = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }).version;
  const props = Object.fromEntries([(xmlOf('META-INF/vault/properties.xml')['properties'] as XmlNode)['entry']].flat().map((e) => [(e as XmlNode)['@key'], (e as XmlNode)['#text']]));
  expect(props).toMatchObject({ name: 'shopper-profile-elements', group: 'shopper-profile', version, packageType: 'application' });
});

test('every name keeps its meaning in the repository: plain file names, and _cq_ only for the cq: nodes', () => {
  for (const entry of paths) {
    for (const segment of entry.split('/')) {
      expect(segment, entry).toMatch(/^(\.content\.xml|_cq_(dialog|editConfig\.xml)|[A-Za-z0-9][\w.-]*)$/);
    }
  }
});

test('every .content.xml is a well-formed docview: a jcr:root with a primary type, each prefix it uses declared', () => {
  const docviews = paths.filter((p) => p.endsWith('.content.xml') || p.endsWith('_cq_editConfig.xml'));
  expect(docviews.length).toBeGreaterThan(20);
  for (const entry of docviews) {
    const root = rootOf(entry);
    expect(root, entry).toBeDefined();
    expect(root['@jcr:primaryType'], entry).toMatch(/^(nt|cq|sling):\w+$/);
    const declared = Object.keys(root).filter((k) => k.startsWith('@xmlns:')).map((k) => k.slice('@xmlns:'.length));
    const used = new Set([...nodesOf(root, 'jcr:root')].flatMap(([name, node]) => [name, ...Object.keys(node).filter((k) => k.startsWith('@') && !k.startsWith('@xmlns:')).map((k) => k.slice(1))]).filter((n) => n.includes(':')).map((n) => n.split(':')[0]!));
    for (const prefix of used) expect(declared, `${entry} declares ${prefix}`).toContain(prefix);
  }
});

test('both clientlibs are in the package, the loader naming the module folder the package holds', () => {
  for (const [folder, category] of [['shopper-profile', 'shopper-profile.elements'], ['shopper-profile-classic', 'shopper-profile.classic']]) {
    const root = rootOf(`${APPS}/clientlibs/${folder}/.content.xml`);
    expect(root['@jcr:primaryType']).toBe('cq:ClientLibraryFolder');
    expect(root['@categories']).toBe(`[${category}]`);
  }
  const loader = text(entries[`${APPS}/clientlibs/shopper-profile/js/loader.js`]);
  const version = /shopper-profile\/resources\/([0-9a-f]{12})\//.exec(loader)?.[1];
  expect(version).toBeDefined();
  expect(paths).toContain(`${APPS}/clientlibs/shopper-profile/resources/${version}/index.js`);
});

test('a component per element in the Shopper Profile group, with its title, description, dialog and HTL', () => {
  const declarations = manifestDeclarations();
  const components = new Set(paths.filter((p) => p.startsWith(`${APPS}/components/`)).map((p) => p.split('/')[4]).filter((n): n is string => n !== undefined && n !== '.content.xml'));
  expect([...components].sort()).toEqual([...declarations.map((d) => componentOf(d.tagName)), 'page-setup'].sort());
  for (const name of components) {
    const root = rootOf(`${APPS}/components/${name}/.content.xml`);
    expect(root['@jcr:primaryType'], name).toBe('cq:Component');
    expect(root['@componentGroup'], name).toBe(COMPONENT_GROUP);
    expect(root['@jcr:title'], name).toMatch(/\S/);
    expect(root['@jcr:description'], name).toMatch(/\S/);
    expect(rootOf(dialogPath(name))['@sling:resourceType'], name).toBe('cq/gui/components/authoring/dialog');
    expect(paths, name).toContain(`${APPS}/components/${name}/${name}.html`);
  }
});

test('each dialog offers exactly its element\'s attributes: no attribute without a field, no field without an attribute', () => {
  for (const declaration of manifestDeclarations()) {
    expect(mismatches(declaration, rootOf(dialogPath(componentOf(declaration.tagName)))), declaration.tagName).toEqual({ missing: [], extra: [] });
  }
});

test('the check fails when the contract has an attribute the dialog lacks, or the dialog a field the contract lacks', () => {
  const toast = manifestDeclarations().find((d) => d.tagName === 'sp-toast')!;
  const dialog = rootOf(dialogPath('toast'));
  const grown = { ...toast, attributes: [...toast.attributes!, { name: 'tone', fieldName: 'tone', type: { text: 'string' } }] };
  expect(mismatches(grown, dialog)).toEqual({ missing: ['tone'], extra: [] });
  const shrunk = { ...toast, attributes: toast.attributes!.filter((a) => a.name !== 'heading-level') };
  expect(mismatches(shrunk, dialog)).toEqual({ missing: [], extra: ['headingLevel'] });
});

test('each attribute gets the field its type calls for: a number field with the range, a select of the values, a checkbox', () => {
  for (const declaration of manifestDeclarations()) {
    const dialog = rootOf(dialogPath(componentOf(declaration.tagName)));
    for (const attribute of declaration.attributes ?? []) {
      const field = fieldNode(dialog, attribute.fieldName ?? attribute.name)!;
      const at = `${declaration.tagName} ${attribute.name}`;
      const type = attribute.type?.text ?? '';
      if (type === 'number') {
        expect(field['@sling:resourceType'], at).toBe('granite/ui/components/coral/foundation/form/numberfield');
        expect([field['@min'], field['@max'], field['@value']], at).toEqual([`{Long}${attribute.minimum}`, `{Long}${attribute.maximum}`, `{Long}${attribute.default}`]);
      } else if (type === 'boolean') {
        expect(field['@sling:resourceType'], at).toBe('granite/ui/components/coral/foundation/form/checkbox');
      } else {
        expect(field['@sling:resourceType'], at).toBe('granite/ui/components/coral/foundation/form/select');
        const values = [...nodesOf(field)].map(([, node]) => node['@value']).filter((v) => v !== undefined);
        const literals = [...type.matchAll(/(["'])(.*?)\1/g)].map((m) => m[2]);
        // '' first: the element's own default (or, for lang, the page's language).
        expect(values, at).toEqual(['', ...literals]);
      }
    }
  }
  // heading-level is held to h2..h6 (h2..h5 where cards take the next level).
  const savedPlans = rootOf(dialogPath('saved-plans'));
  expect(fieldNode(savedPlans, 'headingLevel')!['@max']).toBe('{Long}5');
});

test('a new attribute in the contract becomes a dialog field and an HTL attribute with no hand edit', () => {
  const toast = manifestDeclarations().find((d) => d.tagName === 'sp-toast')!;
  const grown = { ...toast, attributes: [...toast.attributes!, { name: 'max-items', fieldName: 'maxItems', type: { text: 'number' }, default: '3', minimum: 1, maximum: 9 }, { name: 'tone', fieldName: 'tone', type: { text: '"quiet" | "loud"' } }] };
  const component = elementComponent(grown);
  const dialog = (parseXml(component.files['toast/_cq_dialog/.content.xml']!)['jcr:root']) as XmlNode;
  expect(mismatches(grown, dialog)).toEqual({ missing: [], extra: [] });
  expect(fieldNode(dialog, 'maxItems')!['@max']).toBe('{Long}9');
  expect(component.files['toast/toast.html']).toContain(`max-items="\${properties['maxItems']}"`);
  expect(component.files['toast/toast.html']).toContain(`tone="\${properties['tone']}"`);
});

test('the page setup offers the brand, the API base URL, every feature flag and the language, from the library\'s own lists', () => {
  const dialog = rootOf(dialogPath('page-setup'));
  expect(dialogProperties(dialog).sort()).toEqual(['apiBaseUrl', 'brand', 'locale', ...FEATURE_FLAGS].sort());
  const options = (property: string) => [...nodesOf(fieldNode(dialog, property)!)].map(([, node]) => node['@value']).filter((v) => v !== undefined);
  expect(options('brand')).toEqual(['', ...BRANDS]);
  expect(options('locale')).toEqual(['', ...LOCALES]);
  // Its config is read once per page load: the editor reloads the page after an edit.
  expect(rootOf(`${APPS}/components/page-setup/_cq_editConfig.xml`)['cq:listeners']).toMatchObject({ '@afteredit': 'REFRESH_PAGE' });
});

test('the npm package leaves the AEM package out (it is an artifact of its own)', () => {
  const packed = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' })) as { files: { path: string }[] }[];
  const files = packed[0]!.files.map((f) => f.path);
  expect(files).toContain('dist/index.js');
  expect(files.filter((f) => f.startsWith('dist/aem/'))).toEqual([]);
});

/** The parameters of Core Components' `js` template (core/wcm/components/commons/v1/templates/clientlib.html), as its source declares them. */
const CLIENTLIB_JS_PARAMETERS = { categories: 'string', async: 'boolean', defer: 'boolean', crossorigin: 'string', onload: 'string' } as const;

test('the embedding page\'s HTL includes the clientlib with parameters Core Components\' clientlib template takes (defer=true, not loading=)', () => {
  const readme = fs.readFileSync('docs/embedding.md', 'utf8');
  const calls = [...readme.matchAll(/\$\{clientlib\.js @ ([^}]*)\}/g)].map((m) => m[1]!);
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    const options = Object.fromEntries(call.split(',').map((part) => part.split('=').map((s) => s.trim()) as [string, string]));
    for (const [name, value] of Object.entries(options)) {
      const kind = CLIENTLIB_JS_PARAMETERS[name as keyof typeof CLIENTLIB_JS_PARAMETERS];
      expect(kind, `${name} is a parameter of the template`).toBeDefined();
      expect(value, name).toMatch(kind === 'boolean' ? /^(true|false)$/ : /^'[^']*'$/);
    }
    expect(options['categories']).toBe("'shopper-profile.elements'");
  }
});
