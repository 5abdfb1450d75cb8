import { expect } from '@open-wc/testing';
import { comparablePlans, compareplanIdsParam, isComparable, isEnrollmentSuppressed } from '../../src/domain/compare';

describe('compare exclusions (spec §5.5)', () => {
  const suppressed = ['H9'];
  const cases: [string, Parameters<typeof isComparable>[0], boolean][] = [
    ['MA plan', { planId: 'H1', planType: 'MA' }, true],
    ['suppressed MA plan', { planId: 'H9', planType: 'MA' }, false],
    ['PFFS MA plan', { planId: 'H1', planType: 'MA', planProductType: 'PFFS' }, false],
    ['PFFS MAPD plan', { planId: 'H1', planType: 'MAPD', planProductType: 'PFFS' }, false],
    ['PFFS SNP plan', { planId: 'H1', planType: 'SNP', planProductType: 'PFFS' }, false],
    ['drug plan', { planId: 'S1', planType: 'PDP' }, true],
    ['suppressed drug plan', { planId: 'H9', planType: 'PDP' }, false],
    ['drug plan flagged PFFS is kept (drug plans exclude suppressed only)', { planId: 'S1', planType: 'PDP', planProductType: 'PFFS' }, true],
  ];
  for (const [name, plan, expected] of cases) {
    it(`${name} -> ${expected ? 'compared' : 'excluded'}`, () => expect(isComparable(plan, suppressed)).to.equal(expected));
  }

  it('filters a list and builds the compareplanIds comma list', () => {
    const plans = [{ planId: 'H1', planType: 'MA' }, { planId: 'H9', planType: 'MA' }, { planId: 'S1', planType: 'PDP' }];
    const kept = comparablePlans(plans, suppressed);
    expect(compareplanIdsParam(kept)).to.equal('H1,S1');
    expect(isEnrollmentSuppressed('H9', suppressed)).to.equal(true);
  });
});
