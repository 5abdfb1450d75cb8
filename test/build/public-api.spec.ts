/**
 * The public API against the last release's (etc/public-api.json), the rule
 * of docs/releasing.md: a name the release had and this tree lacks (a
 * removal, or a rename, which removes the old name) must be named as a word
 * in a pending change note (.changeset/*.md) of type `major`. Runs after the
 * build, from the shipped declarations and manifest.
 */
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SNAPSHOT, parseChangeNote, pendingChangeNotes, publicApi, unannouncedRemovals } from '../../scripts/public-api.mjs';

const release = JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>;
const note = (bump: string, text: string, pkg = 'shopper-profile-elements') => `---\n"${pkg}": ${bump}\n---\n\n${text}\n`;
const without = (api: Record<string, string>, ...ids: string[]) => Object.fromEntries(Object.entries(api).filter(([id]) => !ids.includes(id)));

test('every name of the last release is still public, or its removal is announced in a pending major change note', () => {
  test.setTimeout(120_000);
  const current = publicApi();
  expect(unannouncedRemovals(release, current, pendingChangeNotes())).toEqual([]);
});

test('the public API names the tags, their attributes, events, parts and tokens, the config keys, the actions and each entry\'s exports', () => {
  for (const id of ['tag sp-saved-plans', 'attribute sp-saved-plans variant', 'event sp-saved-plans sp-plan-removed', 'part sp-toast toast', 'cssprop sp-toast --sp-color-primary',
    'config tracking', 'action removePlan', 'export . configure', 'export . ShopperProfileTags', 'export ./jsx ShopperProfileJsxElements', 'export ./domain activePlanYear', 'entry ./loader']) {
    expect(release, id).toHaveProperty([id]);
  }
  // Internal rules are not public API.
  expect(Object.keys(release).filter((id) => id.startsWith('export ./domain ')).length).toBeLessThanOrEqual(20);
});

test('a removal or a rename with no major change note fails, naming what went', () => {
  const renamed = { ...without(release, 'export ./domain activePlanYear', 'attribute sp-toast heading-level'), 'export ./domain activeYear': '(systemDate: Instant) => number' };
  expect(unannouncedRemovals(release, renamed, [])).toEqual(['attribute sp-toast heading-level', 'export ./domain activePlanYear']);
  // A note of another bump, or for another package, does not announce it.
  expect(unannouncedRemovals(release, renamed, [note('minor', '`activePlanYear` is now `activeYear`; `heading-level` is gone.')])).toHaveLength(2);
  expect(unannouncedRemovals(release, renamed, [note('major', '`activePlanYear` is now `activeYear`; `heading-level` is gone.', 'other-package')])).toHaveLength(2);
  // A name that merely contains the removed one does not announce it.
  expect(unannouncedRemovals(release, renamed, [note('major', '`activePlanYears` and `heading-levels` change.')])).toHaveLength(2);
});

test('a removal or a rename named in a pending major change note passes', () => {
  const renamed = { ...without(release, 'export ./domain activePlanYear', 'attribute sp-toast heading-level'), 'export ./domain activeYear': '(systemDate: Instant) => number' };
  expect(unannouncedRemovals(release, renamed, [note('major', '`activePlanYear` is now `activeYear`.'), note('major', "`<sp-toast>` no longer takes `heading-level`: its heading is a level 2.")])).toEqual([]);
  // Additions need no note.
  expect(unannouncedRemovals(release, { ...release, 'export ./domain somethingNew': '() => void' }, [])).toEqual([]);
});

test('pending change notes are read from the folder, its README aside, with the bump this package gets', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-changeset-'));
  fs.writeFileSync(path.join(folder, 'README.md'), 'activePlanYear is explained here, not announced.');
  fs.writeFileSync(path.join(folder, 'brave-owls-sing.md'), note('major', 'Removes `activePlanYear`.'));
  fs.writeFileSync(path.join(folder, 'config.json'), '{}');
  const notes = pendingChangeNotes(folder);
  expect(notes).toHaveLength(1);
  expect(parseChangeNote(notes[0]!)).toEqual({ bump: 'major', summary: '\nRemoves `activePlanYear`.\n' });
  expect(unannouncedRemovals(release, without(release, 'export ./domain activePlanYear'), notes)).toEqual([]);
  expect(parseChangeNote("---\n'shopper-profile-elements': patch\n---\nA fix.")).toEqual({ bump: 'patch', summary: 'A fix.' });
  expect(parseChangeNote('no front matter').bump).toBeUndefined();
});
