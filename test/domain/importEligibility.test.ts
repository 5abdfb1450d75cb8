import { expect } from '@open-wc/testing';
import { alternateImportCategory, canImportMemberItems, isHealthIdMember, isImportEligible, type ImportSession, type ImportUser } from '../../src/domain/importEligibility';
import { cdt, cst } from './central';

describe('import eligibility: not when the agreement date is in the current month and year (spec §4.3)', () => {
  const cases: [string, string | number | null | undefined, number, boolean][] = [
    ['agreement this month', '2026-03-02', cst(2026, 3, 20), false],
    ['agreement last month', '2026-02-28', cst(2026, 3, 1), true],
    ['same month last year', '2025-03-15', cst(2026, 3, 15), true],
    ['agreement on the last day of the month, checked on the first of the next (Central)', '03/31/2026', cdt(2026, 4, 1, 0, 0, 0), true],
    ['checked at 23:59:59 Central on the last day', '03/31/2026', cdt(2026, 3, 31, 23, 59, 59), false],
    ['year end: December agreement, January check', '2025-12-31', cst(2026, 1, 1, 0, 0, 0), true],
    ['no agreement date', undefined, cst(2026, 3, 1), true],
    ['unreadable agreement date', 'soon', cst(2026, 3, 1), true],
  ];
  for (const [name, agreement, instant, expected] of cases) {
    it(`${name} -> ${expected ? 'eligible' : 'not eligible'}`, () => expect(isImportEligible(agreement, instant)).to.equal(expected));
  }

});

describe('the one import eligibility rule: a health-ID member, not cloaked, agreement not this month (spec §4.3)', () => {
  const session: ImportSession = { uuid: 'u-1', isGuest: false, isCloaked: false };
  const member = (extra: Partial<ImportUser> = {}): ImportUser => ({ uuid: 'u-1', userType: 'hsid', optumId: 'w.optum', mbi: '2FH5UF6NL83', salesforceRecordType: 'm', ...extra });
  const march = cst(2026, 3, 10);
  const can = (user: ImportUser | undefined, over: Partial<ImportSession> = {}) => canImportMemberItems({ user, session: { ...session, ...over }, systemDate: march });

  for (const userType of ['hsid', 'HSID', 'Hsid', ' hsid ']) {
    it(`a userType of ${JSON.stringify(userType)} is the same health-ID member`, () => {
      expect(isHealthIdMember(member({ userType }), session)).to.equal(true);
      expect(can(member({ userType }))).to.equal(true);
    });
  }

  const refused: [string, ImportUser | undefined, Partial<ImportSession>][] = [
    ['another sign-in kind', member({ userType: 'optum' }), {}],
    ['no userType', member({ userType: undefined }), {}],
    ['no Medicare number (not a member profile)', member({ mbi: undefined }), {}],
    ["record type 'p'", member({ salesforceRecordType: 'p' }), {}],
    ['a guest session', member(), { isGuest: true, uuid: '' }],
    ['a cloaked session (customer service cannot attest for the member)', member(), { isCloaked: true }],
    ['no user details', undefined, {}],
    ['an agreement this month', member({ importAgreementData: { agreementDate: '2026-03-01' } }), {}],
    ['an HSID member with an agreement this month', member({ userType: 'HSID', importAgreementData: { agreementDate: '2026-03-01' } }), {}],
  ];
  for (const [who, user, over] of refused) it(`refuses ${who}`, () => expect(can(user, over)).to.equal(false));

  it('user details without their uuid (the demographics answer) take the session\'s', () => {
    expect(can(member({ uuid: undefined }))).to.equal(true);
    expect(can(member({ uuid: undefined }), { uuid: '' })).to.equal(false);
  });

  it('the alternate import is asked for the health-ID member category; other sign-in kinds have none', () => {
    expect(alternateImportCategory('hsid')).to.equal('hsid');
    expect(alternateImportCategory('HSID'), 'HSID is the same member category').to.equal('hsid');
    expect(alternateImportCategory('other')).to.equal(undefined);
    expect(alternateImportCategory(undefined)).to.equal(undefined);
  });
});
