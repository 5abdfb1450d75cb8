/**
 * The alternate import for health-ID members (spec §4.3) finds the member by
 * sign-in id whatever case their user type is written in: the library sends
 * it for 'HSID' and 'hsid' alike, and the backend must answer both.
 */
import { expect, test } from '@playwright/test';
import { openDb } from '../../demo/server/db/open';
import * as repo from '../../demo/server/db/repo';
import { ensureSeeded } from '../../demo/server/db/seed';
import { importMemberItems } from '../../demo/server/services/identity';
import { PERSONA_UUID } from './helpers';

function memberWithUserType(userType: string) {
  const db = openDb(':memory:');
  ensureSeeded(db);
  const profile = repo.getProfile(db, PERSONA_UUID.member);
  if (!profile) throw new Error('the member persona is seeded');
  const { mbi: _mbi, ...rest } = profile.userDetails;
  repo.putProfile(db, { ...profile, userDetails: { ...rest, userType } });
  return db;
}

for (const userType of ['hsid', 'HSID', ' Hsid ']) {
  test(`the alternate import finds a member without a Medicare number by sign-in id when the user type is '${userType}'`, () => {
    const db = memberWithUserType(userType);
    const summary = importMemberItems(db, PERSONA_UUID.member, 'profile', new Date('2026-11-25T12:00:00Z'), 'hsid') as {
      importedDrugsAndPharmacySummary: { drugs: { drugName: string }[] };
    };
    expect(summary.importedDrugsAndPharmacySummary.drugs.map((d) => d.drugName)).toEqual(['Lisinopril', 'Amlodipine Besylate']);
  });
}

test('the alternate import answers nothing for a user type that is not a health-ID member', () => {
  const db = memberWithUserType('optum');
  expect(importMemberItems(db, PERSONA_UUID.member, 'profile', new Date('2026-11-25T12:00:00Z'), 'hsid')).toBeUndefined();
});
