#!/usr/bin/env node
// The spec-coverage gate of `npm test`: docs/spec-coverage.md lists every item of the spec with where it lives and
// the tests that show it on a user path. This fails when the list no longer tells the truth:
//   - a cited test file is gone, or holds no test with the cited title (a title is found when the file holds a
//     test, it() or test(), or a main journey's name, with that exact title; a template title such as
//     `stays away for ${who}` matches when cited as written or as one of the titles it makes, e.g.
//     `stays away for a guest`), or the test is skipped or focused;
//   - an entry cites no test, or none on a user path (an element or component test, a Playwright journey in
//     test/e2e, or a main journey in test/journeys); unit, state and backend tests may be cited beside one;
//   - an entry is still marked `pending:` (another engineer's work not landed yet);
//   - a `where:` file is gone, or no longer holds the symbol named beside it;
//   - an item the spec leaves open ("not shown", "not reproduced") says nothing of what was chosen.
// An entry may say `no test:` instead of citing one only where nothing was built, with its `chosen:` reason.
//
//   node scripts/check-spec-coverage.mjs [doc] [root]   # doc defaults to docs/spec-coverage.md, root (where the cited
//                                                       # paths are) to the working directory; exits 1 on a problem
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[3] ?? '.');
const docPath = process.argv[2] ?? 'docs/spec-coverage.md';
const USER_PATH_TESTS = /^test\/(elements|components|e2e|journeys)\//;
const OPEN_ITEM = /not shown|not reproduced|wording not shown|values not shown/i;

const ENTRY = /^- \*\*([0-9][0-9A-Za-z.-]*)\*\* (.+)$/;
const FIELD = /^ {2}- (where|test|pending|chosen|no test): (.*)$/;

/** The entries of the doc: id, item text, line, and each field's values. */
function readEntries(text) {
  const entries = [];
  const problems = [];
  let entry = null;
  let last = null;
  text.split('\n').forEach((line, index) => {
    if (last && /^ {4}\S/.test(line)) {
      last.value += ` ${line.trim()}`;
      return;
    }
    last = null;
    const start = ENTRY.exec(line);
    if (start) {
      entry = { id: start[1], item: start[2], line: index + 1, fields: { where: [], test: [], pending: [], chosen: [], 'no test': [] } };
      entries.push(entry);
      return;
    }
    const field = FIELD.exec(line);
    if (field && entry) {
      last = { value: field[2], line: index + 1 };
      entry.fields[field[1]].push(last);
    }
    else if (/^ {2}- \w[\w ]*:/.test(line) && entry) problems.push(`line ${index + 1}: unknown field in entry ${entry.id}: ${line.trim()}`);
    else if (/^\S/.test(line)) entry = null;
  });
  return { entries, problems };
}

/** The text of a JS string literal body as the runtime sees it (template parts kept as written). */
function unescape(body) {
  return body.replace(/\\(.)/g, (_, ch) => ({ n: '\n', t: '\t' })[ch] ?? ch);
}

const TEST_CALL = /\b(?:it|test)(\.(?:only|skip|fixme))?\(\s*(['"`])((?:\\.|(?!\2)[\s\S])*)\2/g;
const JOURNEY_NAME = /^ {4}name:\s*(['"`])((?:\\.|(?!\1)[\s\S])*)\1,\s*\n\s*async run/gm;

const testCache = new Map();
/** The tests a file defines: { title, template, modifier }. */
function testsIn(file) {
  if (testCache.has(file)) return testCache.get(file);
  const full = path.join(root, file);
  let tests = null;
  if (fs.existsSync(full)) {
    const text = fs.readFileSync(full, 'utf8');
    tests = file === 'test/journeys/journeys.ts'
      ? [...text.matchAll(JOURNEY_NAME)].map((m) => ({ title: unescape(m[2]), template: m[1] === '`', modifier: '' }))
      : [...text.matchAll(TEST_CALL)].map((m) => ({ title: unescape(m[3]), template: m[2] === '`', modifier: m[1] ?? '' }));
  }
  testCache.set(file, tests);
  return tests;
}

function templateMatches(template, title) {
  const parts = template.split(/\$\{[^}]*\}/);
  if (parts.length === 1) return template === title;
  const pattern = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?');
  return new RegExp(`^${pattern}$`, 's').test(title);
}

const CITED_TEST = /^`([^`]+)` › `([^`]+)`$/;

/** Problems with one `test:` line; null when the test exists and runs. */
function checkTest(value) {
  const cited = CITED_TEST.exec(value.trim());
  if (!cited) return { problem: `a test is cited as \`file\` › \`title\`: ${value}` };
  const [, file, title] = cited;
  const tests = testsIn(file);
  if (tests === null) return { file, problem: `test file ${file} does not exist` };
  const found = tests.find((t) => t.title === title || (t.template && templateMatches(t.title, title)));
  if (!found) return { file, problem: `${file} holds no test titled "${title}"` };
  if (found.modifier) return { file, problem: `${file}: "${title}" is marked ${found.modifier.slice(1)}` };
  return { file, problem: null };
}

const symbolCache = new Map();
/** Problems with one `where:` line: `file` `symbol`, ... separated by ';'. */
function checkWhere(value) {
  const problems = [];
  for (const part of value.split(';')) {
    const names = [...part.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    if (names.length === 0) continue;
    const [file, ...symbols] = names;
    const full = path.join(root, file);
    if (!fs.existsSync(full)) {
      problems.push(`${file} does not exist`);
      continue;
    }
    if (!symbolCache.has(file)) symbolCache.set(file, fs.statSync(full).isDirectory() ? '' : fs.readFileSync(full, 'utf8'));
    const text = symbolCache.get(file);
    for (const symbol of symbols) {
      if (!text.includes(symbol)) problems.push(`${file} no longer holds ${symbol}`);
    }
  }
  return problems;
}

function checkEntry(entry) {
  const problems = [];
  const { fields } = entry;
  const say = (text) => problems.push(`${entry.id} (line ${entry.line}): ${text}`);
  for (const where of fields.where) for (const p of checkWhere(where.value)) say(p);
  const cited = fields.test.map((t) => checkTest(t.value));
  for (const c of cited) if (c.problem) say(c.problem);
  if (fields.pending.length > 0) return { problems, pending: fields.pending.map((p) => `${entry.id}: ${p.value}`) };
  if (fields['no test'].length > 0) {
    if (fields.chosen.length === 0) say('`no test:` is only for an item the spec leaves open, with its `chosen:` reason');
    if (fields.test.length > 0) say('cites tests and says `no test:`');
  } else if (fields.test.length === 0) {
    say('cites no test');
  } else if (!cited.some((c) => !c.problem && USER_PATH_TESTS.test(c.file))) {
    say('cites no test on a user path (test/elements, test/components, test/e2e or test/journeys)');
  }
  if (OPEN_ITEM.test(entry.item) && fields.chosen.length === 0) say('the spec leaves this open: say what was chosen (`chosen:`)');
  return { problems, pending: [] };
}

function main() {
  const full = path.resolve(root, docPath);
  if (!fs.existsSync(full)) {
    console.error(`Spec coverage: ${docPath} does not exist`);
    process.exit(1);
  }
  const { entries, problems } = readEntries(fs.readFileSync(full, 'utf8'));
  const pending = [];
  const seen = new Map();
  let tests = 0;
  let noTest = 0;
  for (const entry of entries) {
    if (seen.has(entry.id)) problems.push(`${entry.id} (line ${entry.line}): the id is used twice (first at line ${seen.get(entry.id)})`);
    seen.set(entry.id, entry.line);
    const result = checkEntry(entry);
    problems.push(...result.problems);
    pending.push(...result.pending);
    tests += entry.fields.test.length;
    if (entry.fields['no test'].length > 0) noTest += 1;
  }
  if (entries.length === 0) problems.push(`${docPath} lists no entries`);
  if (pending.length > 0) console.error(`Spec coverage: ${pending.length} entries still pending:\n${pending.map((p) => `  - ${p}`).join('\n')}`);
  if (problems.length > 0) console.error(`Spec coverage: ${problems.length} problems in ${docPath}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  if (pending.length > 0 || problems.length > 0) process.exit(1);
  console.log(`${entries.length} spec items, ${tests} cited tests, all found; ${noTest} open items with nothing to build`);
}

main();
