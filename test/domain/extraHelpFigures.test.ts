import { expect } from '@open-wc/testing';
import { needsMedicalPremium, needsSubsidyFigure, withExtraHelpFigures } from '../../src/domain/extraHelpFigures';

describe('the Extra Help figures a plan lacks (spec §5.5, §7.3)', () => {
  const subsidy: [string | null, string | null | undefined, boolean][] = [
    ['PDP', undefined, true], ['MAPD', '', true], ['snp', null, true], ['PDP', '$4.00', false], ['MA', undefined, false], ['MS', undefined, false], [null, undefined, false],
  ];
  for (const [planType, lis, expected] of subsidy) {
    it(`subsidy figure of ${String(planType)} with ${JSON.stringify(lis)}: needed ${expected}`, () =>
      expect(needsSubsidyFigure({ planType, lisMonthlyPremiumFormatted: lis })).to.equal(expected));
  }

  const medical: [string, string | number | undefined, boolean][] = [['MAPD', undefined, true], ['SNP', ' ', true], ['MAPD', 0, false], ['PDP', undefined, false], ['MA', undefined, false]];
  for (const [planType, premium, expected] of medical) {
    it(`medical premium of ${planType} with ${JSON.stringify(premium)}: needed ${expected}`, () =>
      expect(needsMedicalPremium({ planType, medicalPremium: premium })).to.equal(expected));
  }

  it('fills only what is absent; its own figures stay; nothing to fill keeps the same plan', () => {
    const plan = { planType: 'MAPD', lisMonthlyPremiumFormatted: undefined, medicalPremium: 12 };
    expect(withExtraHelpFigures(plan, { subsidyPremium: 4.5, medicalPremium: 99 })).to.deep.equal({ planType: 'MAPD', lisMonthlyPremiumFormatted: '4.5', medicalPremium: 12 });
    const full = { planType: 'MAPD', lisMonthlyPremiumFormatted: '$1.00', medicalPremium: 2 };
    expect(withExtraHelpFigures(full, { subsidyPremium: 4.5, medicalPremium: 99 })).to.equal(full);
    expect(withExtraHelpFigures({ planType: 'SNP' }, { medicalPremium: 7, subsidyPremium: '' })).to.deep.equal({ planType: 'SNP', medicalPremium: 7 });
  });
});
