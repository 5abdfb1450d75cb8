/**
 * The demo server on each supported Node LTS line (package.json `engines`:
 * 22 and 24): the built server starts on that line's binary (the npm
 * registry's `node` package where the machine has another, see
 * scripts/node-line.mjs) and serves a signed-in member the profile page and
 * their profile from its SQLite database (node:sqlite, nothing built natively).
 */
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { nodeBinary, supportedLines } from '../../scripts/node-line.mjs';
import { PERSONA_UUID, TestServer, users } from './helpers';

test('the supported lines are Node 22 and 24', () => {
  expect(supportedLines()).toEqual([22, 24]);
});

for (const major of supportedLines()) {
  test(`on Node ${major}, the demo server starts and serves a member the profile page and their profile`, async () => {
    test.setTimeout(120_000);
    const node = nodeBinary(major);
    expect(execFileSync(node, ['--version'], { encoding: 'utf8' })).toMatch(new RegExp(`^v${major}\\.`));
    const server = await TestServer.start({ SP_PAGES_DIR: path.resolve('demo/pages') }, node);
    try {
      const member = server.client();
      expect((await member.signIn('member')).uuid).toBe(PERSONA_UUID.member);
      const page = await member.get('/profile.html');
      expect(page.status).toBe(200);
      expect(String(page.body)).toContain('<sp-profile');
      const profile = await member.get(users(PERSONA_UUID.member, 'all/2026'));
      expect(profile.status).toBe(200);
      expect(JSON.stringify(profile.body)).toContain('"firstName":"Margaret"');
      expect(server.running).toBe(true);
    } finally {
      await server.stop();
    }
  });
}
