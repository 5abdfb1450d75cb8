import { expect } from '@open-wc/testing';
import { DEFAULT_LIS_PREMIUM, DEFAULT_MONTHLY_PREMIUM, extraHelpPremiumRows, premiumAtLevel } from '../../src/domain/extraHelpPremiums';

describe('Extra Help premiums', () => {
  it('defaults to $24 without Extra Help and $0 with it', () => {
    expect([DEFAULT_MONTHLY_PREMIUM, DEFAULT_LIS_PREMIUM]).to.deep.equal([24, 0]);
  });

  it('a level leaves the rest of the premium to pay', () => {
    expect(['100', '75', '50', '25'].map((level) => premiumAtLevel(24, level as '100'))).to.deep.equal([0, 6, 12, 18]);
    expect(premiumAtLevel(33.33, '75')).to.equal(8.33);
  });

  it('gives the four level rows only for plan years before 2024', () => {
    expect(extraHelpPremiumRows(2023).map((row) => row.level)).to.deep.equal(['100', '75', '50', '25']);
    expect(extraHelpPremiumRows(2023, 40).map((row) => row.monthlyPremium)).to.deep.equal([0, 10, 20, 30]);
    expect(extraHelpPremiumRows(2024)).to.deep.equal([]);
    expect(extraHelpPremiumRows(2026)).to.deep.equal([]);
  });
});
