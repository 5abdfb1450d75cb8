/**
 * The spec-coverage gate of `npm test` (scripts/check-spec-coverage.mjs) on small fixture repositories: it passes
 * a list whose every cited test exists, and fails, naming the entry, when a cited test file or title is gone, a
 * test is skipped, an entry cites no test on a user path, is still pending, names a symbol its file no longer
 * holds, or leaves an open item unexplained.
 */
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve('scripts/check-spec-coverage.mjs');

/** A fixture repository: two test files, the main journeys and one source file. */
function fixtureRepo(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-coverage-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('src/domain/rule.ts', 'export function isCovered(): boolean {\n  return true;\n}\n');
  write('test/elements/sp-thing.test.tsx', [
    "describe('<sp-thing>', () => {",
    "  it('shows the covered plan', async () => {});",
    "  it('says it\\'s \"covered\"', async () => {});",
    "  for (const who of ['guest', 'member']) {",
    '    it(`stays away for ${who}`, async () => {});',
    '  }',
    "  it.skip('a skipped test', async () => {});",
    '});',
  ].join('\n'));
  write('test/domain/rule.test.ts', "it('the rule, on its own', () => {});\n");
  write('test/journeys/journeys.ts', [
    'export const JOURNEYS = [',
    '  {',
    "    name: 'a guest walks the page',",
    '    async run(shopper) {',
    "      await shopper.click({ role: 'button', name: 'Not a journey' });",
    '    },',
    '  },',
    '];',
  ].join('\n'));
  return root;
}

const ENTRY = [
  '- **1.1** A plan is covered.',
  '  - where: `src/domain/rule.ts` `isCovered`',
  '  - test: `test/elements/sp-thing.test.tsx` › `shows the covered plan`',
  '  - test: `test/domain/rule.test.ts` › `the rule, on its own`',
].join('\n');

function check(root: string, doc: string): { status: number | null; output: string } {
  fs.writeFileSync(path.join(root, 'coverage.md'), `# Coverage\n\n${doc}\n`);
  const result = spawnSync(process.execPath, [SCRIPT, 'coverage.md', root], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('a list whose every cited test exists passes: plain, quoted and template titles, and a main journey', () => {
  const root = fixtureRepo();
  const doc = [
    ENTRY,
    '- **1.2** Quoted words.',
    '  - test: `test/elements/sp-thing.test.tsx` › `says it\'s "covered"`',
    '- **1.3** Who it stays away from.',
    '  - test: `test/elements/sp-thing.test.tsx` › `stays away for ${who}`',
    '  - test: `test/elements/sp-thing.test.tsx` › `stays away for a guest`',
    '- **1.4** A journey.',
    '  - test: `test/journeys/journeys.ts` › `a guest walks the page`',
    '- **1.5** Something the spec leaves open (values not shown).',
    '  - chosen: nothing, on purpose.',
    '  - no test: nothing is built.',
  ].join('\n');
  const { status, output } = check(root, doc);
  expect(output).toContain('5 spec items');
  expect(status).toBe(0);
});

test('a missing test file, a title no test has, or a name only a role query uses fails, naming the entry', () => {
  const root = fixtureRepo();
  const cases: [string, string][] = [
    ['  - test: `test/elements/sp-gone.test.tsx` › `shows the covered plan`', 'test file test/elements/sp-gone.test.tsx does not exist'],
    ['  - test: `test/elements/sp-thing.test.tsx` › `shows the covered plans`', 'holds no test titled "shows the covered plans"'],
    ['  - test: `test/elements/sp-thing.test.tsx` › `stays away for`', 'holds no test titled "stays away for"'],
    ['  - test: `test/journeys/journeys.ts` › `Not a journey`', 'holds no test titled "Not a journey"'],
  ];
  for (const [line, problem] of cases) {
    const { status, output } = check(root, `${ENTRY}\n- **2.1** Another item.\n${line}`);
    expect(status, line).toBe(1);
    expect(output, line).toContain(`2.1 (line`);
    expect(output, line).toContain(problem);
  }
});

test('a skipped test, an entry with no test or none on a user path, and a pending entry fail', () => {
  const root = fixtureRepo();
  const cases: [string, string][] = [
    ['  - test: `test/elements/sp-thing.test.tsx` › `a skipped test`', 'is marked skip'],
    ['  - where: `src/domain/rule.ts` `isCovered`', 'cites no test'],
    ['  - test: `test/domain/rule.test.ts` › `the rule, on its own`', 'cites no test on a user path'],
    ['  - test: `test/elements/sp-thing.test.tsx` › `shows the covered plan`\n  - pending: another engineer is fixing it', 'entries still pending'],
  ];
  for (const [lines, problem] of cases) {
    const { status, output } = check(root, `${ENTRY}\n- **2.1** Another item.\n${lines}`);
    expect(status, lines).toBe(1);
    expect(output, lines).toContain(problem);
  }
});

test('a symbol its file no longer holds, a file gone, or an open item without its choice fails', () => {
  const root = fixtureRepo();
  const cases: [string, string][] = [
    ['- **2.1** Item.\n  - where: `src/domain/rule.ts` `isPlanCovered`\n  - test: `test/elements/sp-thing.test.tsx` › `shows the covered plan`', 'src/domain/rule.ts no longer holds isPlanCovered'],
    ['- **2.1** Item.\n  - where: `src/domain/gone.ts` `isCovered`\n  - test: `test/elements/sp-thing.test.tsx` › `shows the covered plan`', 'src/domain/gone.ts does not exist'],
    ['- **2.1** A path not shown.\n  - test: `test/elements/sp-thing.test.tsx` › `shows the covered plan`', 'say what was chosen'],
    ['- **2.1** Item.\n  - no test: nothing to see.', '`no test:` is only for an item the spec leaves open'],
  ];
  for (const [entry, problem] of cases) {
    const { status, output } = check(root, `${ENTRY}\n${entry}`);
    expect(status, entry).toBe(1);
    expect(output, entry).toContain(problem);
  }
});
