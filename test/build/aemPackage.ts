/** What the AEM specs read: the built manifest and content package (npm run build), and XML as FileVault and Granite read it. */
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import type { ManifestDeclaration } from '../../scripts/aem/components.mjs';

export const DIST = path.resolve('dist');
export const PACKAGE_ZIP = path.join(DIST, 'aem/shopper-profile-elements.zip');
export const APPS = 'jcr_root/apps/shopper-profile';
/** The unzipped package the demo server renders from (scripts/aem/build-package.mjs). */
export const COMPONENTS_ON_DISK = path.join(DIST, 'aem/package', APPS, 'components');

/** Every custom element the manifest declares. */
export function manifestDeclarations(): ManifestDeclaration[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, 'custom-elements.json'), 'utf8')) as { modules: { declarations?: ManifestDeclaration[] }[] };
  return manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.customElement);
}

/** The component folder of a tag: its name without the prefix. */
export const componentOf = (tagName: string): string => tagName.replace(/^sp-/, '');

/** The package's entries, by path. */
export function unzipPackage(): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(fs.readFileSync(PACKAGE_ZIP)));
}

export const text = (bytes: Uint8Array | undefined): string => new TextDecoder().decode(bytes);

export type XmlNode = { [key: string]: XmlNode | XmlNode[] | string | undefined };

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseAttributeValue: false, parseTagValue: false });

/** Well-formed XML, parsed: attributes as `@name`; throws with the parser's reason when not well-formed. */
export function parseXml(xml: string): XmlNode {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed: ${valid.err.msg} (line ${valid.err.line})`);
  return parser.parse(xml) as XmlNode;
}

/** Each node of a parsed tree with its element name, depth first. */
export function* nodesOf(node: XmlNode, name = ''): Generator<[string, XmlNode]> {
  yield [name, node];
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith('@') || typeof child !== 'object' || child === null) continue;
    for (const item of Array.isArray(child) ? child : [child]) yield* nodesOf(item, key);
  }
}

/** The JCR properties a Granite dialog writes (`name="./x"`), without the `@TypeHint`-style companions. */
export function dialogProperties(dialog: XmlNode): string[] {
  return [...nodesOf(dialog)].map(([, node]) => node['@name']).filter((name): name is string => typeof name === 'string' && name.startsWith('./') && !name.includes('@')).map((name) => name.slice(2));
}

/** The dialog field node that writes a property. */
export function fieldNode(dialog: XmlNode, property: string): XmlNode | undefined {
  return [...nodesOf(dialog)].map(([, node]) => node).find((node) => node['@name'] === `./${property}`);
}
