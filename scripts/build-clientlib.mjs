// After rollup: the classic-script loader (dist/shopper-profile-loader.js)
// and the AEM client library folder (dist/clientlib/), ready to copy under
// /apps/<project>/clientlibs:
//
//   shopper-profile/            category shopper-profile.elements: the loader
//     .content.xml              (allowProxy, no AEM minifying: the files are minified already)
//     js.txt, js/loader.js
//     css.txt, css/shopper-profile.css   the space the tags hold until they load (for the page's head)
//     resources/                the module build (index.js, elements/, chunks/), fetched on demand
//   shopper-profile-classic/    category shopper-profile.classic: the full classic bundle,
//     .content.xml, js.txt,     for pages that forbid modules
//     js/shopper-profile.iife.js, css.txt, css/shopper-profile.css
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ELEMENT_NAMES } from './element-names.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const clientlibs = path.join(dist, 'clientlib');

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

function writeClientlib(name, category, description, jsFile, cssText) {
  const folder = path.join(clientlibs, name);
  fs.mkdirSync(path.join(folder, 'js'), { recursive: true });
  fs.mkdirSync(path.join(folder, 'css'), { recursive: true });
  fs.writeFileSync(path.join(folder, '.content.xml'), contentXml(category, description));
  fs.writeFileSync(path.join(folder, 'js.txt'), `#base=js\n${jsFile}\n`);
  fs.writeFileSync(path.join(folder, 'css.txt'), '#base=css\nshopper-profile.css\n');
  fs.writeFileSync(path.join(folder, 'css/shopper-profile.css'), cssText);
  return folder;
}

export async function buildClientlib() {
  const cssText = await reservedSpaceCss();
  await buildLoader(path.join(dist, 'shopper-profile-loader.js'), './', cssText);
  fs.writeFileSync(path.join(dist, 'shopper-profile.css'), cssText);
  fs.rmSync(clientlibs, { recursive: true, force: true });

  const modules = writeClientlib('shopper-profile', 'shopper-profile.elements', 'Shopper profile elements: loads the tags on the page', 'loader.js', cssText);
  await buildLoader(path.join(modules, 'js/loader.js'), 'shopper-profile/resources/', cssText);
  const resources = path.join(modules, 'resources');
  fs.mkdirSync(resources);
  fs.copyFileSync(path.join(dist, 'index.js'), path.join(resources, 'index.js'));
  for (const folder of ['elements', 'chunks']) {
    fs.cpSync(path.join(dist, folder), path.join(resources, folder), { recursive: true, filter: (file) => !file.endsWith('.map') });
  }

  const classic = writeClientlib('shopper-profile-classic', 'shopper-profile.classic', 'Shopper profile elements: every element, for pages without modules', 'shopper-profile.iife.js', cssText);
  fs.copyFileSync(path.join(dist, 'shopper-profile.iife.js'), path.join(classic, 'js/shopper-profile.iife.js'));
  console.log('clientlib: dist/clientlib/shopper-profile (loader + modules), dist/clientlib/shopper-profile-classic (full bundle)');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildClientlib();
}
