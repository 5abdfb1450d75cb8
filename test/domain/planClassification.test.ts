import { expect } from '@open-wc/testing';
import { isMemberEnrolledPlan, splitPlansByEnrollment } from '../../src/domain/planClassification';
import { cdt, cst } from './central';

describe('member-enrolled versus favourite plans (spec §4.6)', () => {
  const today = cst(2026, 3, 15, 0, 0, 0);
  const cases: [string, Parameters<typeof isMemberEnrolledPlan>[0], number, boolean][] = [
    ['enrolled, effective before today, no termination', { isEnrolled: true, effectiveDate: '2026-01-01' }, today, true],
    ['effective today is on or before the system date', { isEnrolled: true, effectiveDate: '2026-03-15' }, today, true],
    ['effective tomorrow is not yet enrolled', { isEnrolled: true, effectiveDate: '2026-03-16' }, today, false],
    ['terminating tomorrow is still enrolled', { isEnrolled: true, effectiveDate: '2026-01-01', terminationDate: '2026-03-16' }, today, true],
    ['terminating today is no longer enrolled', { isEnrolled: true, effectiveDate: '2026-01-01', terminationDate: '2026-03-15' }, today, false],
    ['an empty termination date counts as none', { isEnrolled: true, effectiveDate: '01/01/2026', terminationDate: '' }, today, true],
    ['an unreadable termination date counts as none', { isEnrolled: true, effectiveDate: '2026-01-01', terminationDate: 'n/a' }, today, true],
    ['not enrolled', { isEnrolled: false, effectiveDate: '2026-01-01' }, today, false],
    ["isEnrolled as text 'true'", { isEnrolled: 'true', effectiveDate: '2026-01-01' }, today, true],
    ['no effective date', { isEnrolled: true }, today, false],
    ['effective date compared on the Central day (late evening)', { isEnrolled: true, effectiveDate: '2026-03-15' }, cdt(2026, 3, 14, 23, 30), false],
    ['effective at Central midnight', { isEnrolled: true, effectiveDate: '2026-03-15' }, cdt(2026, 3, 15, 0, 0), true],
    ['effective date as epoch ms', { isEnrolled: true, effectiveDate: cst(2026, 1, 1) }, today, true],
  ];
  for (const [name, plan, instant, expected] of cases) {
    it(`${name} -> ${expected}`, () => expect(isMemberEnrolledPlan(plan, instant)).to.equal(expected));
  }

  it('splits plans into member-enrolled and favourites, keeping order', () => {
    const plans = [
      { planId: 'a', isEnrolled: true, effectiveDate: '2026-01-01' },
      { planId: 'b', isEnrolled: false },
      { planId: 'c', isEnrolled: true, effectiveDate: '2026-01-01', terminationDate: '2026-02-01' },
      { planId: 'd', isEnrolled: true, effectiveDate: '2025-01-01' },
    ];
    const { memberEnrolledPlans, favoritePlans } = splitPlansByEnrollment(plans, today);
    expect(memberEnrolledPlans.map((plan) => plan.planId)).to.deep.equal(['a', 'd']);
    expect(favoritePlans.map((plan) => plan.planId)).to.deep.equal(['b', 'c']);
  });
});
