import { expect } from '@open-wc/testing';
import { planDetailsNeed, withPlanDetails } from '../../src/domain/planDetails';
import { cdt } from './central';

describe('when a saved plan needs its details by id (spec §7.3)', () => {
  const complete = { planType: 'MAPD', planYear: 2026, monthlyPremium: 10, benefits: [{}], county: { stateCode: 'NY' } };
  const cases: [string, Parameters<typeof planDetailsNeed>[0], ReturnType<typeof planDetailsNeed>][] = [
    ['a complete plan: none', complete, null],
    ['no premium at all: missing', { ...complete, monthlyPremium: undefined }, 'missing'],
    ['a blank formatted premium alone: missing', { ...complete, monthlyPremium: null, monthlyPremiumFormatted: ' ' }, 'missing'],
    ['a formatted premium alone is a premium', { ...complete, monthlyPremium: undefined, monthlyPremiumFormatted: '$0.00' }, null],
    ['no benefits and no county: missing', { ...complete, benefits: [], county: undefined }, 'missing'],
    ['no benefits but a county (plan products give them): none', { ...complete, benefits: null }, null],
    ['saved before October 1 of the year before its plan year: stale', { ...complete, savedOn: cdt(2025, 9, 30, 23, 59) }, 'stale'],
    ['saved on October 1 of that year: none', { ...complete, savedOn: cdt(2025, 10, 1) }, null],
    ['a saved time that is not a number: none', { ...complete, savedOn: 'soon' }, null],
    ['a blank saved time: none', { ...complete, savedOn: '' }, null],
    ['an unreadable plan year is never stale', { ...complete, planYear: 'x', savedOn: 0 }, null],
    ['a Medicare Supplement plan never (the supplement search gives its details)', { planType: 'MS', planYear: 2026 }, null],
  ];
  for (const [name, plan, expected] of cases) {
    it(name, () => expect(planDetailsNeed(plan)).to.equal(expected));
  }
});

describe('a saved plan completed by its details', () => {
  const details = { monthlyPremium: 31, monthlyPremiumFormatted: '$31.00', benefits: [{ label: 'A', value: 'B' }], county: { stateCode: 'TX' }, rider: [], snpType: ' ', planName: 'Other name' };
  const plan = { planId: 'H1', planName: 'Mine', planYear: 2026, monthlyPremium: 10, county: { stateCode: 'NY' }, benefits: [], savedOn: 5 };

  it('missing: takes only the fields it lacks; blank and empty answers fill nothing; identity stays', () => {
    expect(withPlanDetails(plan, details, 'missing')).to.deep.equal({
      planId: 'H1', planName: 'Mine', planYear: 2026, monthlyPremium: 10, county: { stateCode: 'NY' },
      benefits: [{ label: 'A', value: 'B' }], savedOn: 5, monthlyPremiumFormatted: '$31.00',
    });
  });

  it('stale: the answer\'s figures win over its own, but it stays where it was saved and who it is', () => {
    expect(withPlanDetails(plan, details, 'stale')).to.deep.include({ planName: 'Mine', monthlyPremium: 31, monthlyPremiumFormatted: '$31.00', county: { stateCode: 'NY' }, savedOn: 5 });
  });
});
