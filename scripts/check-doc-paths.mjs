#!/usr/bin/env node
// Docs that stay true: every file of this repository a hand-written page names (in `code` or as a link) still
// exists, so a move or a rename that leaves a page behind fails `npm test` with the page and line. The pages are
// the README, docs/*.md (docs/spec-coverage.md has its own, stricter check) and the READMEs beside the code.
// Names with a placeholder (`src/components/<area>/`, `elements/sp-*.ts`) are patterns, not files, and are skipped.
//
//   node scripts/check-doc-paths.mjs    # in the repository's root; exits 1 and lists what is named but missing
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const TOP = ['src', 'elements', 'test', 'scripts', 'demo', 'bench', 'docs', '.ci'];
const CODE = new RegExp(String.raw`\`((?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[^\`\s]*)\``, 'g');
const LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;
const PATTERN = /[*<>{}…|$]/;
// What the build or a run writes is named where it will be, not where it is (.gitignore lists those places).
const GENERATED = (fs.existsSync('.gitignore') ? fs.readFileSync('.gitignore', 'utf8') : '').split('\n').map((line) => line.trim()).filter((line) => line.endsWith('/'));

function pages() {
  const readmes = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : [])
    .filter((file) => /(^|\/)README\.md$/.test(file) && !file.includes('node_modules') && !file.startsWith('.build'))
    .map((file) => path.join(dir, file));
  return [
    'README.md',
    ...(fs.existsSync('docs') ? fs.readdirSync('docs') : []).filter((file) => file.endsWith('.md') && file !== 'spec-coverage.md').map((file) => path.join('docs', file)),
    ...['src', 'elements', 'bench', 'demo'].flatMap(readmes),
    'demo/QA.md',
  ].filter((file) => fs.existsSync(file));
}

/** A named path without what only points inside it (a line, an anchor, a query). */
const bare = (name) => name.replace(/[#?].*$/, '').replace(/:\d+(-\d+)?$/, '').replace(/[.,;:]+$/, '');

const problems = [];
let named = 0;
for (const page of pages()) {
  fs.readFileSync(page, 'utf8').split('\n').forEach((line, index) => {
    const fromRoot = [...line.matchAll(CODE)].map((m) => bare(m[1]));
    const fromPage = [...line.matchAll(LINK)].map((m) => m[1]).filter((target) => !/^[a-z]+:/.test(target)).map((target) => path.join(path.dirname(page), bare(target)));
    for (const file of [...fromRoot, ...fromPage]) {
      if (PATTERN.test(file) || GENERATED.some((dir) => `${file}/`.startsWith(dir))) continue;
      named += 1;
      if (!fs.existsSync(path.join(root, file))) problems.push(`${page}:${index + 1} names ${file}, which does not exist`);
    }
  });
}
if (problems.length > 0) {
  console.error(`Pages name files that are gone: move the page's words with the code.\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${named} files named by the pages, each still there.`);
