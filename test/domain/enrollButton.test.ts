import { expect } from '@open-wc/testing';
import { isEnrollButtonShown, isInEnrollWindow, plansPageEnrollButton } from '../../src/domain/enrollButton';
import { cdt, cst } from './central';

describe('enroll-button windows: current year Jan 1–Nov 30, next year Oct 15–Dec 31 (spec §4.8)', () => {
  const cases: [string, number, number, boolean][] = [
    ['current year on Jan 1 00:00:00', 2026, cst(2026, 1, 1), true],
    ['current year at Nov 30 23:59:59', 2026, cst(2026, 11, 30, 23, 59, 59), true],
    ['current year on Dec 1 00:00:00', 2026, cst(2026, 12, 1), false],
    ['next year at Oct 14 23:59:59', 2027, cdt(2026, 10, 14, 23, 59, 59), false],
    ['next year at Oct 15 00:00:00', 2027, cdt(2026, 10, 15), true],
    ['next year at Dec 31 23:59:59', 2027, cst(2026, 12, 31, 23, 59, 59), true],
    ['next year on Sep 30', 2027, cdt(2026, 9, 30), false],
    ['last year', 2025, cst(2026, 1, 1), false],
    ['two years ahead', 2028, cst(2026, 12, 1), false],
  ];
  for (const [name, planYear, instant, expected] of cases) {
    it(`${name} -> ${expected}`, () => expect(isInEnrollWindow(planYear, instant)).to.equal(expected));
  }
});

describe('enroll button exclusions', () => {
  const context = { systemDate: cst(2026, 3, 1), enrollmentAllowed: true, excludedPlanIds: ['ACQ1'], suppressedPlanIds: ['SUP1'] };
  const plan = { planId: 'H1', planYear: 2026 };
  const cases: [string, Parameters<typeof isEnrollButtonShown>[0], Partial<typeof context>, boolean][] = [
    ['an enrollable plan', plan, {}, true],
    ['enrollment not allowed', plan, { enrollmentAllowed: false }, false],
    ['an excluded acquired plan', { ...plan, planId: 'ACQ1' }, {}, false],
    ['an enrollment-suppressed plan', { ...plan, planId: 'SUP1' }, {}, false],
    ['an institutional SNP', { ...plan, snpType: 'ISNP' }, {}, false],
    ['a chronic SNP', { ...plan, snpType: 'CSNP' }, {}, true],
    ['outside its window', plan, { systemDate: cst(2026, 12, 1) }, false],
  ];
  for (const [name, candidate, overrides, expected] of cases) {
    it(`${name} -> ${expected}`, () => expect(isEnrollButtonShown(candidate, { ...context, ...overrides })).to.equal(expected));
  }
});

describe('plans-page enroll button', () => {
  const cases: [string, Parameters<typeof plansPageEnrollButton>[0], ReturnType<typeof plansPageEnrollButton>][] = [
    ["ISNP shows 'Learn more'", { snpType: 'ISNP', enrollable: false, cloaked: false }, { action: 'learnMore', disabled: false }],
    ["institutional SNP shows 'Learn more'", { snpType: 'institutional', enrollable: true, cloaked: false }, { action: 'learnMore', disabled: false }],
    ["enrollable, no status: 'Enroll in plan'", { enrollable: true, cloaked: false }, { action: 'enroll', disabled: false }],
    ['enrollable, in progress: continue, with the status text', { enrollable: true, enrollmentStatus: 'In Progress', cloaked: false }, { action: 'continue', status: 'In Progress', disabled: false }],
    ['enrollable, submitted: none', { enrollable: true, enrollmentStatus: 'Submitted', cloaked: false }, null],
    ['not enrollable: none', { enrollable: false, cloaked: false }, null],
  ];
  for (const [name, inputs, button] of cases) {
    it(name, () => expect(plansPageEnrollButton(inputs)).to.deep.equal(button));
  }

  it('is disabled in cloaked sessions', () => {
    expect(plansPageEnrollButton({ enrollable: true, cloaked: true })).to.deep.equal({ action: 'enroll', disabled: true });
    expect(plansPageEnrollButton({ snpType: 'ISNP', enrollable: true, cloaked: true })?.disabled).to.equal(true);
    expect(plansPageEnrollButton({ enrollable: true, enrollmentStatus: 'In Progress', cloaked: true })?.disabled).to.equal(true);
  });

  it("'Learn more' opens the learn-more pop-up", () => {
    expect(plansPageEnrollButton({ snpType: 'ISNP', enrollable: false, cloaked: false })?.action).to.equal('learnMore');
  });
});
