#!/usr/bin/env node
// The AEM content package (FileVault), built by `npm run build` after the
// clientlib and the manifest: dist/aem/shopper-profile-elements.zip, and the
// same tree unzipped in dist/aem/package/ (the demo server renders its HTL).
//
//   META-INF/vault/filter.xml, properties.xml
//   jcr_root/apps/shopper-profile/
//     clientlibs/shopper-profile/          the loader and its modules (dist/clientlib)
//     clientlibs/shopper-profile-classic/  the full classic bundle
//     components/<element>/                one per element in dist/custom-elements.json:
//       .content.xml                       cq:Component in the "Shopper Profile" group
//       _cq_dialog/.content.xml            a field per attribute (scripts/aem/fields.mjs)
//       <element>.html                     the tag with those attributes
//     components/page-setup/               the page's sp-config (brand, API base URL, flags, language)
//
// Nothing here is kept by hand: a new element or attribute in the manifest
// becomes a component or a dialog field at the next build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { components } from './components.mjs';
import { docview, escapeXml } from './docview.mjs';
import { pageConfigChoices } from './page-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APPS_ROOT = '/apps/shopper-profile';
const JCR_APPS = `jcr_root${APPS_ROOT}`;
const PACKAGE_NAME = 'shopper-profile-elements';

const folder = docview({ props: { 'jcr:primaryType': 'sling:Folder' } });

function filterXml() {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<workspaceFilter version="1.0">\n    <filter root="${APPS_ROOT}"/>\n</workspaceFilter>\n`;
}

/** Java's XML properties, as FileVault reads META-INF/vault/properties.xml. */
function propertiesXml(version) {
  const entries = {
    group: 'shopper-profile',
    name: PACKAGE_NAME,
    version,
    description: 'Shopper profile elements for AEM: a component and dialog per element, the page setup, and the client libraries.',
    // Code and components only (/apps): AEM as a Cloud Service takes it as its ui.apps.
    packageType: 'application',
    requiresRoot: 'false',
    allowIndexDefinitions: 'false',
  };
  const lines = Object.entries(entries).map(([key, value]) => `<entry key="${key}">${escapeXml(value)}</entry>`);
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!DOCTYPE properties SYSTEM "http://java.sun.com/dtd/properties.dtd">\n<properties>\n${lines.join('\n')}\n</properties>\n`;
}

/**
 * A file name FileVault maps to the same node name: no `_` first (read as
 * an escaped namespace, `_cq_dialog`), no characters it would escape.
 */
function plainName(name) {
  if (name !== '.content.xml' && !/^[A-Za-z0-9][\w.-]*$/.test(name)) throw new Error(`content package: ${name} would not keep its name in the repository`);
  return name;
}

/** Every file under a folder, by path relative to it. */
function filesUnder(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${plainName(entry.name)}`;
    return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${relative}/`) : [[relative, fs.readFileSync(path.join(dir, entry.name))]];
  });
}

/** The package's files by path in the zip. */
function packageFiles({ manifest, clientlib, choices, version }) {
  const files = {
    'META-INF/vault/filter.xml': filterXml(),
    'META-INF/vault/properties.xml': propertiesXml(version),
    [`${JCR_APPS}/.content.xml`]: folder,
    [`${JCR_APPS}/clientlibs/.content.xml`]: folder,
    [`${JCR_APPS}/components/.content.xml`]: folder,
  };
  for (const [relative, bytes] of filesUnder(clientlib)) files[`${JCR_APPS}/clientlibs/${relative}`] = bytes;
  for (const component of components(manifest, choices)) {
    for (const [relative, text] of Object.entries(component.files)) files[`${JCR_APPS}/components/${relative}`] = text;
  }
  return files;
}

// The zip's entries carry one fixed time, so the same input gives the same bytes.
const ZIP_TIME = new Date('2020-01-01T00:00:00Z');

export function buildPackage({ dist = path.join(root, 'dist') } = {}) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'custom-elements.json'), 'utf8'));
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const files = packageFiles({ manifest, clientlib: path.join(dist, 'clientlib'), choices: pageConfigChoices(root), version });
  const out = path.join(dist, 'aem');
  fs.rmSync(out, { recursive: true, force: true });
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(out, 'package', name)), { recursive: true });
    fs.writeFileSync(path.join(out, 'package', name), content);
  }
  const entries = Object.fromEntries(Object.entries(files).map(([name, content]) => [name, typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content)]));
  fs.writeFileSync(path.join(out, `${PACKAGE_NAME}.zip`), zipSync(entries, { mtime: ZIP_TIME, level: 9 }));
  const count = components(manifest, pageConfigChoices(root)).length;
  console.log(`aem: dist/aem/${PACKAGE_NAME}.zip (${count} components, the clientlibs; unzipped in dist/aem/package)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildPackage();
}
