import { expect } from '@open-wc/testing';
import { alternateImportCategory, canImportMemberItems, isImportEligible } from '../../src/domain/importEligibility';
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

  it('applies to health-ID members only', () => {
    expect(canImportMemberItems({ isHealthIdMember: true, agreementDate: null, systemDate: cst(2026, 3, 1) })).to.equal(true);
    expect(canImportMemberItems({ isHealthIdMember: false, agreementDate: null, systemDate: cst(2026, 3, 1) })).to.equal(false);
    expect(canImportMemberItems({ isHealthIdMember: true, agreementDate: '2026-03-01', systemDate: cst(2026, 3, 1) })).to.equal(false);
  });

  it('the alternate import is asked for the health-ID member category; other sign-in kinds have none', () => {
    expect(alternateImportCategory('hsid')).to.equal('hsid');
    expect(alternateImportCategory('other')).to.equal(undefined);
    expect(alternateImportCategory(undefined)).to.equal(undefined);
  });
});
