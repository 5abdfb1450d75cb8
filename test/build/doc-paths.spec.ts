/**
 * Docs that stay true (scripts/check-doc-paths.mjs): a page that names a file of the repository which a move or a
 * rename left behind fails `npm test`, naming the page, the line and the file; patterns and what a build writes are
 * not files to find. And the repository's own pages pass.
 */
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve('scripts/check-doc-paths.mjs');

function fixtureRepo(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-doc-paths-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const run = (cwd: string) => spawnSync(process.execPath, [SCRIPT], { cwd, encoding: 'utf8' });

test('a page naming a file that was moved fails with its page, line and the file; one naming files that exist passes', () => {
  const root = fixtureRepo({
    '.gitignore': 'dist/\n',
    'src/state/profile/load.ts': 'export {};\n',
    'README.md': '# x\n\nSee [the page](docs/topic.md).\n',
    'docs/topic.md': [
      '# Topic',
      'The load lives in `src/state/profile/load.ts`, beside [the README](../README.md).',
      'Each area: `src/components/<area>/`; every tag: `elements/sp-*.ts`; built into `dist/index.js`.',
      'Once it was `src/state/profile.ts:12`.',
    ].join('\n'),
  });
  const failed = run(root);
  expect(failed.status).toBe(1);
  expect(failed.stderr).toContain('docs/topic.md:4 names src/state/profile.ts, which does not exist');
  expect(failed.stderr.match(/does not exist/g)).toHaveLength(1);

  fs.writeFileSync(path.join(root, 'docs/topic.md'), '# Topic\nThe load lives in `src/state/profile/load.ts`.\n');
  expect(run(root).status).toBe(0);
});

test('the repository\'s pages name only files that exist', () => {
  const result = run(process.cwd());
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});
