/**
 * What `npm publish` would upload (docs/releasing.md "What the package
 * carries"): at most 600 KB packed, only files a host can load (each reached
 * through `exports` or imported, or mapped, by one that is), clean to
 * publint and arethetypeswrong. Runs after the build (npm test builds first).
 */
import { expect, test } from '@playwright/test';
import { build } from 'esbuild';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ELEMENT_NAMES as names } from '../../scripts/registry-reader.mjs';

interface Packed {
  size: number;
  unpackedSize: number;
  files: { path: string; size: number }[];
}

let packed: Packed | undefined;

/** The packed package, as `npm pack` would make it, without writing it (once per run: it does not change). */
function pack(): Packed {
  packed ??= (JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })) as Packed[])[0]!;
  return packed;
}

/** The files `exports` names, each wildcard target expanded over the files it matches. */
function exportTargets(): string[] {
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { exports: Record<string, string | Record<string, string>> };
  const targets = Object.values(pkg.exports).flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t)));
  return targets.flatMap((target) => {
    const file = path.normalize(target);
    if (!file.includes('*')) return [file];
    const [before, after] = file.split('*') as [string, string];
    const folder = before.slice(0, before.lastIndexOf('/'));
    return fs.readdirSync(folder).map((f) => path.join(folder, f)).filter((f) => f.startsWith(before) && f.endsWith(after));
  });
}

/** The relative files a .js or .d.ts file imports (statically, dynamically or for its types) or maps. */
function referenced(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1]!);
  // The classic bundle names its side files (rollup.config.mjs, classicParts) as text, added as script tags on first need.
  const sideFiles = [...text.matchAll(/["'](shopper-profile\.iife\.[a-z]+-[\w-]+\.js)["']/g)].map((m) => `./${m[1]!}`);
  const map = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
  return [...specifiers, ...sideFiles, ...(map ? [map] : [])].map((s) => {
    const target = path.join(path.dirname(file), s);
    // A declaration imports its neighbour as `./x.js`: the file is x.d.ts.
    return file.endsWith('.d.ts') && !fs.existsSync(target) ? target.replace(/\.js$/, '.d.ts') : target;
  });
}

function reachable(): Set<string> {
  const seen = new Set<string>();
  const queue = exportTargets();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    if (/\.(m?js|d\.ts)$/.test(file)) queue.push(...referenced(file));
  }
  return seen;
}

const ALWAYS = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'];

test('the package packs to at most 600 KB and carries every file its exports reach', () => {
  const { size, unpackedSize, files: list } = pack();
  console.log(`packed ${(size / 1024).toFixed(0)} KB, unpacked ${(unpackedSize / 1024).toFixed(0)} KB, ${list.length} files`);
  expect(size).toBeLessThanOrEqual(600 * 1024);
  const files = new Set(list.map((f) => path.normalize(f.path)));
  for (const file of ALWAYS) expect(files.has(file), file).toBe(true);
  const missing = [...reachable()].filter((file) => !files.has(file));
  expect(missing, 'files the exports reach that the package lacks').toEqual([]);
});

test('no file in the package is one a host cannot reach through exports (package.json, README, LICENSE and CHANGELOG aside)', () => {
  const reached = reachable();
  const stray = pack().files.map((f) => path.normalize(f.path)).filter((file) => !ALWAYS.includes(file) && !reached.has(file));
  expect(stray).toEqual([]);
});

test('the source maps are built apart: without the sources\' text, out of the package, and no shipped file points at one', () => {
  const files = pack().files.map((f) => f.path);
  expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  for (const file of files.filter((f) => f.endsWith('.js'))) expect(fs.readFileSync(file, 'utf8'), file).not.toContain('sourceMappingURL');
  const maps = ['dist/index.js.map', 'dist/shopper-profile.iife.js.map', ...fs.readdirSync('dist/chunks').filter((f) => f.endsWith('.map')).map((f) => `dist/chunks/${f}`)];
  const read = maps.map((file) => [file, JSON.parse(fs.readFileSync(file, 'utf8')) as { sources: string[]; sourcesContent?: unknown }] as const);
  for (const [file, map] of read) expect(map.sourcesContent, file).toBeUndefined();
  // The maps still lead to the sources, by name.
  expect(read.find(([file]) => file.includes('/core-'))![1].sources).toContain('../../src/state/config.ts');
});

test('the declarations describe only the public entries: one bundled file per entry and their shared chunk', () => {
  const declarations = pack().files.map((f) => f.path).filter((file) => file.endsWith('.d.ts'));
  const elements = declarations.filter((file) => file.startsWith('dist/elements/'));
  const rest = declarations.filter((file) => !file.startsWith('dist/elements/'));
  expect(elements).toHaveLength(fs.readdirSync('dist/elements').filter((f) => f.endsWith('.js')).length);
  expect(rest.filter((file) => !file.startsWith('dist/types/')).sort()).toEqual(['dist/domain.d.ts', 'dist/index.d.ts', 'dist/jsx.d.ts', 'dist/react.d.ts', 'dist/shopper-profile-loader.d.ts', 'dist/shopper-profile.iife.d.ts']);
  expect(rest.filter((file) => file.startsWith('dist/types/')).length).toBeLessThanOrEqual(1);
  // An internal rule of src/domain is not named by the ./domain declarations.
  const domain = fs.readFileSync('dist/domain.d.ts', 'utf8');
  expect(domain).toContain('declare function activePlanYear(');
  expect(domain).not.toContain('drugCostGroups');
});

test('a bundler imports the module entry, an element, the loader, the classic bundle and the stylesheet from the packed package, through its exports', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-packed-'));
  const tarball = execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim().split('\n').pop()!;
  const installed = path.join(dir, 'node_modules/shopper-profile-elements');
  fs.mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', installed, '--strip-components=1']);
  const entry = path.join(dir, 'host.js');
  fs.writeFileSync(entry, ["import 'shopper-profile-elements';", "import 'shopper-profile-elements/elements/sp-toast';", "import 'shopper-profile-elements/loader';",
    "import 'shopper-profile-elements/shopper-profile.iife.js';", "import 'shopper-profile-elements/shopper-profile.css';", "import { DrugList } from 'shopper-profile-elements/react';", 'console.log(DrugList);', "import { activePlanYear } from 'shopper-profile-elements/domain';", 'console.log(activePlanYear(Date.now()));'].join('\n'));
  // A bundler picks the build that imports React and the rest from the host's own packages (peerDependencies):
  // the host has them installed, here this repository's.
  const result = await build({ entryPoints: [entry], bundle: true, format: 'esm', outdir: path.join(dir, 'out'), write: true, logLevel: 'silent', absWorkingDir: dir, nodePaths: [path.resolve('node_modules')] });
  expect(result.errors).toEqual([]);
  const js = fs.readFileSync(path.join(dir, 'out/host.js'), 'utf8');
  expect(js).toContain('The loader must run as a classic <script>');
  expect(js).toContain('ShopperProfileElements');
  expect(fs.readFileSync(path.join(dir, 'out/host.css'), 'utf8')).toContain(':not(:defined)');
});

test('npm publish --dry-run warns of nothing in the package (files, bin, exports)', () => {
  const run = spawnSync('npm', ['publish', '--dry-run', '--ignore-scripts'], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  // What a dry run says of any package: it is not signed in, and the machine's npm config names a key npm does not know.
  const warnings = `${run.stdout}${run.stderr}`.split('\n').filter((line) => /npm warn/i.test(line) && !/requires you to be logged in|Unknown (user|project|env) config/i.test(line));
  expect(warnings).toEqual([]);
  expect(run.stdout).toContain('+ shopper-profile-elements@');
});

test('publint reports nothing', () => {
  const run = spawnSync('npx', ['publint', '--strict'], { encoding: 'utf8' });
  expect(`${run.stdout}${run.stderr}`).not.toMatch(/warning|error|suggestion/i);
  expect(run.status, run.stdout + run.stderr).toBe(0);
});

test('arethetypeswrong reports no problem for any export, under bundler, node16 and nodenext', () => {
  test.setTimeout(180_000);
  // ESM only, as written ("type": "module", no `require` condition): a CommonJS host imports it with import(), so
  // the `esm-only` profile leaves out node10 and require() from node16. The stylesheet is no module to type.
  const elements = names.map((name) => `./elements/sp-${name}`);
  const run = spawnSync('npx', ['attw', '--pack', '.', '--profile', 'esm-only', '--exclude-entrypoints', './shopper-profile.css', '--include-entrypoints', ...elements, '--format', 'json'], { encoding: 'utf8' });
  expect(run.status, run.stdout + run.stderr).toBe(0);
  const { analysis } = JSON.parse(run.stdout) as { analysis: { entrypoints: Record<string, unknown>; problems: { kind: string; entrypoint: string; resolutionKind: string }[] } };
  expect(Object.keys(analysis.entrypoints)).toEqual(expect.arrayContaining(['.', './jsx', './domain', './loader', './shopper-profile.iife.js', ...elements]));
  // node16 stands for nodenext too: TypeScript resolves the two alike.
  expect(analysis.problems.filter((p) => p.resolutionKind === 'bundler' || p.resolutionKind === 'node16-esm')).toEqual([]);
});
