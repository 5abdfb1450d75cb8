/**
 * The list of what a same-origin proxy forwards to the API (docs/hosts.md) is the one the
 * library's paths make (scripts/proxy-paths.mjs): it fails when the page's block differs from the generated
 * one (`node scripts/proxy-paths.mjs --write` rewrites it), and every call the library can make, with any
 * argument, falls under one of the prefixes.
 */
import { expect, test } from '@playwright/test';
import { paths } from '../../src/api/paths';
import { contentFragment, CONTENT_FRAGMENTS, medsuppStateContent, type ContentFragmentName } from '../../src/api/contentPaths';
import { hostsPageBlock, hostsPageBlockNow, proxyPrefixes } from '../../scripts/proxy-paths.mjs';

test('the hosts page lists the prefixes, the Vite and the nginx example as the library\'s paths make them', async () => {
  const now = hostsPageBlockNow();
  expect(now, 'docs/hosts.md has no proxy-paths block').toBeDefined();
  expect(now, 'docs/hosts.md differs: run node scripts/proxy-paths.mjs --write').toBe(await hostsPageBlock());
});

test('every path the library calls, whatever its arguments, is forwarded by exactly one prefix', async () => {
  const prefixes = await proxyPrefixes();
  const args = ['2026', 'H1234-001-000', 'a b/c?d#e', '', '..'];
  const built = [
    ...Object.values(paths).flatMap((builder) => args.map((arg) => (builder as (...a: unknown[]) => string)(...Array.from({ length: builder.length }, () => (builder === paths.pharmacyCoverage ? [arg] : arg))))),
    ...(Object.keys(CONTENT_FRAGMENTS) as ContentFragmentName[]).flatMap((name) => [contentFragment(name), contentFragment(name, 'es')]),
    medsuppStateContent('NY'), medsuppStateContent('TX', 'es'),
  ];
  for (const path of built) {
    const pathname = path.split('?')[0]!;
    const forwarding = prefixes.filter(({ prefix, exact }) => (exact ? pathname === prefix : pathname.startsWith(prefix)));
    expect(forwarding.map((p) => p.prefix), path).toHaveLength(1);
  }
});
