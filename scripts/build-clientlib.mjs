// After rollup: the classic-script loader (dist/shopper-profile-loader.js)
// and the AEM client library folder (dist/clientlib/), ready to copy under
// /apps/<project>/clientlibs:
//
//   shopper-profile/            category shopper-profile.elements: the loader
//     .content.xml              (allowProxy, no AEM minifying: the files are minified already)
//     js.txt, js/loader.js
//     css.txt, css/shopper-profile.css   the space the tags hold until they load (for the page's head)
//     resources/<version>/      the module build (index.js, elements/, chunks/), fetched on demand
//   shopper-profile-classic/    category shopper-profile.classic: the full classic bundle,
//     .content.xml, js.txt,     for pages that forbid modules
//     js/shopper-profile.iife.js, css.txt, css/shopper-profile.css
//     resources/shopper-profile.iife.<name>-<hash>.js   its side files (pop-up bodies, Spanish texts, HTML sanitiser, ...), on first need
//
// The module build sits in a folder named by a hash of its contents, and
// the loader names that folder: a path under resources/ never serves other
// content after a deploy, so a cached page or module (the loader is the one
// file whose path stays) never asks for a chunk the deploy removed; its
// whole folder is there or absent. Served, they can be cached for good.
//
// buildClientlib({ dist, out }) reads the module build from `dist` and
// writes the folders to `out` (dist/clientlib by default).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ELEMENT_NAMES } from './registry-reader.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The module build's files the loader may import, relative to dist: index.js, elements/, chunks/ (no source maps). */
function moduleFiles(dist) {
  const under = (folder) => fs.readdirSync(path.join(dist, folder)).filter((file) => file.endsWith('.js')).map((file) => `${folder}/${file}`);
  return ['index.js', ...under('elements'), ...under('chunks')].sort();
}

/** 12 hex digits of a SHA-256 over every module file's path and bytes: changes when any of them does. */
function versionOf(dist, files) {
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(fs.readFileSync(path.join(dist, file))).update('\0');
  return hash.digest('hex').slice(0, 12);
}

/** The loader: ES2017 apart from its one `import()`, which every module-capable browser has. */
async function buildLoader(outfile, moduleBase, cssText) {
  await build({
    entryPoints: [path.join(root, 'elements/loader.ts')],
    outfile,
    bundle: true,
    format: 'iife',
    target: 'es2017',
    supported: { 'dynamic-import': true },
    minify: true,
    define: { MODULE_BASE: JSON.stringify(moduleBase), RESERVED_SPACE_CSS: JSON.stringify(minifiedCss(cssText)) },
    logLevel: 'warning',
  });
}

function contentXml(category, description) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<jcr:root xmlns:cq="http://www.day.com/jcr/cq/1.0" xmlns:jcr="http://www.jcp.org/jcr/1.0"
    jcr:primaryType="cq:ClientLibraryFolder"
    jcr:description="${description}"
    categories="[${category}]"
    allowProxy="{Boolean}true"
    jsProcessor="[default:none,min:none]"/>
`;
}

/** The rules without their comment, line breaks and blanks around punctuation (they hold no quoted text). */
function minifiedCss(text) {
  return text.replace(/\/\*[^]*?\*\//g, '').replace(/\s*([{}:;,()])\s*/g, '$1').replace(/;}/g, '}').trim();
}

/**
 * dist/shopper-profile.css: the space our tags hold before their modules load (elements/undefinedTags.ts), for the
 * page's <head>, so it holds from the first paint. Written from the same rules the scripts adopt.
 */
async function reservedSpaceCss() {
  const out = await build({ entryPoints: [path.join(root, 'elements/undefinedTags.ts')], bundle: true, format: 'esm', write: false, logLevel: 'warning' });
  const { undefinedTagsCss } = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
  const rules = undefinedTagsCss(ELEMENT_NAMES.map((name) => `sp-${name}`), 'sp-');
  return `/* shopper-profile-elements: the space each tag holds until its module loads (prefix sp-). */\n${rules}\n`;
}

function writeClientlib(clientlibs, name, category, description, jsFile, cssText) {
  const folder = path.join(clientlibs, name);
  fs.mkdirSync(path.join(folder, 'js'), { recursive: true });
  fs.mkdirSync(path.join(folder, 'css'), { recursive: true });
  fs.writeFileSync(path.join(folder, '.content.xml'), contentXml(category, description));
  fs.writeFileSync(path.join(folder, 'js.txt'), `#base=js\n${jsFile}\n`);
  fs.writeFileSync(path.join(folder, 'css.txt'), '#base=css\nshopper-profile.css\n');
  fs.writeFileSync(path.join(folder, 'css/shopper-profile.css'), cssText);
  return folder;
}

/** The classic bundle's side files (rollup.config.mjs, classicChunks): shopper-profile.iife.<name>-<hash>.js beside it in dist. */
const classicSideFiles = (dist) => fs.readdirSync(dist).filter((file) => /^shopper-profile\.iife\.[a-z]+-[\w-]+\.js$/.test(file));

/**
 * The classic bundle, and its side files under the folder's resources/ (AEM serves the bundle itself at
 * <clientlibs>/shopper-profile-classic.js, the resources at <clientlibs>/shopper-profile-classic/resources/).
 * The bundle names each side file relative to its own address: in the clientlib's copy the names lead into
 * resources/. The names carry a content hash, so a cached bundle never gets another side file's content.
 */
function copyClassic(dist, classic) {
  let bundle = fs.readFileSync(path.join(dist, 'shopper-profile.iife.js'), 'utf8');
  fs.mkdirSync(path.join(classic, 'resources'), { recursive: true });
  const sideFiles = classicSideFiles(dist);
  // A side file that only other side files import (code two pop-ups share) is named by them, as their neighbour.
  const sideTexts = sideFiles.map((file) => fs.readFileSync(path.join(dist, file), 'utf8'));
  for (const file of sideFiles) {
    const quoted = JSON.stringify(file);
    if (!bundle.includes(quoted) && !sideTexts.some((text) => text.includes(quoted))) throw new Error(`no classic file names its side file ${file}`);
    bundle = bundle.split(quoted).join(JSON.stringify(`shopper-profile-classic/resources/${file}`));
    fs.copyFileSync(path.join(dist, file), path.join(classic, 'resources', file));
  }
  fs.writeFileSync(path.join(classic, 'js/shopper-profile.iife.js'), bundle);
}

export async function buildClientlib({ dist = path.join(root, 'dist'), out = path.join(dist, 'clientlib') } = {}) {
  const cssText = await reservedSpaceCss();
  await buildLoader(path.join(dist, 'shopper-profile-loader.js'), './', cssText);
  fs.writeFileSync(path.join(dist, 'shopper-profile.css'), cssText);
  fs.rmSync(out, { recursive: true, force: true });

  const files = moduleFiles(dist);
  const version = versionOf(dist, files);
  const modules = writeClientlib(out, 'shopper-profile', 'shopper-profile.elements', 'Shopper profile elements: loads the tags on the page', 'loader.js', cssText);
  await buildLoader(path.join(modules, 'js/loader.js'), `shopper-profile/resources/${version}/`, cssText);
  const resources = path.join(modules, 'resources', version);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(resources, file)), { recursive: true });
    fs.copyFileSync(path.join(dist, file), path.join(resources, file));
  }

  const classic = writeClientlib(out, 'shopper-profile-classic', 'shopper-profile.classic', 'Shopper profile elements: every element, for pages without modules', 'shopper-profile.iife.js', cssText);
  copyClassic(dist, classic);
  return { version };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { version } = await buildClientlib();
  console.log(`clientlib: dist/clientlib/shopper-profile (loader + modules in resources/${version}), dist/clientlib/shopper-profile-classic (full bundle)`);
}
