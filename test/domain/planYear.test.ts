import { expect } from '@open-wc/testing';
import {
  activePlanYear,
  allowedPlanYears,
  currentPlanYear,
  filterEnrollmentsByYear,
  isActiveYearNextYear,
  isEnrollmentYearShown,
  resolveActivePlanYear,
  toPlanYear,
} from '../../src/domain/planYear';
import { cdt, cst } from './central';

describe('active plan year: current year, next year from October (spec §4.5)', () => {
  const cases: [string, number, number][] = [
    ['Jan 1 00:00:00 CST', cst(2026, 1, 1), 2026],
    ['Dec 31 23:59:59 CST of the year before', cst(2025, 12, 31, 23, 59, 59), 2026],
    ['Sep 30 23:59:59 CDT', cdt(2026, 9, 30, 23, 59, 59), 2026],
    ['Oct 1 00:00:00 CDT', cdt(2026, 10, 1), 2027],
    ['Dec 31 23:59:59 CST', cst(2026, 12, 31, 23, 59, 59), 2027],
  ];
  for (const [name, instant, year] of cases) {
    it(`${name} -> ${year}`, () => expect(activePlanYear(instant)).to.equal(year));
  }

  it('the current year is the Central calendar year', () => {
    expect(currentPlanYear(cst(2027, 1, 1))).to.equal(2027);
    expect(currentPlanYear(cst(2027, 1, 1) - 1)).to.equal(2026);
  });
});

describe('active-year-next-year', () => {
  const cases: [number | string, number, boolean][] = [
    [2027, cdt(2026, 10, 1), true],
    ['2027', cdt(2026, 10, 1), true],
    [2026, cdt(2026, 10, 1), false],
    [2028, cdt(2026, 10, 1), false],
    [2027, cst(2027, 1, 1), false],
  ];
  for (const [activeYear, instant, expected] of cases) {
    it(`${JSON.stringify(activeYear)} at ${new Date(instant).toISOString()} -> ${expected}`, () =>
      expect(isActiveYearNextYear(activeYear, instant)).to.equal(expected));
  }
});

describe('plans kept by year', () => {
  it('before October only the current year is allowed', () => {
    expect(allowedPlanYears(cdt(2026, 9, 30, 23, 59, 59))).to.deep.equal([2026]);
  });

  it('from October the next year is allowed too', () => {
    expect(allowedPlanYears(cdt(2026, 10, 1))).to.deep.equal([2026, 2027]);
  });

});

describe('resolveActivePlanYear: a stored choice or the system date', () => {
  const cases: [string, number | string | null | undefined, number, number][] = [
    ['stored next year during the enrollment period', 2027, cdt(2026, 10, 20), 2027],
    ['stored current year during the enrollment period', '2026', cdt(2026, 10, 20), 2026],
    ['stale stored year is ignored', 2025, cdt(2026, 3, 1), 2026],
    ['stored next year before October is ignored', 2027, cdt(2026, 9, 30), 2026],
    ['no stored choice', null, cdt(2026, 10, 20), 2027],
    ['stored text that is no year', 'undefined', cst(2026, 1, 5), 2026],
  ];
  for (const [name, stored, instant, expected] of cases) {
    it(name, () => expect(resolveActivePlanYear(stored, instant)).to.equal(expected));
  }
});

describe('toPlanYear', () => {
  const cases: [number | string | null | undefined, number | null][] = [
    [2026, 2026],
    ['2026', 2026],
    ['', null],
    [null, null],
    [undefined, null],
    ['20.5', null],
  ];
  for (const [input, expected] of cases) {
    it(`${JSON.stringify(input)} -> ${expected}`, () => expect(toPlanYear(input)).to.equal(expected));
  }
});

describe('enrollment year filter: its four drop rules (spec §4.5)', () => {
  const cases: [string, number | string, number, boolean][] = [
    ['drops years before the current year', 2025, cst(2026, 1, 1), false],
    ['keeps the current year on Jan 1 00:00:00', 2026, cst(2026, 1, 1), true],
    ['keeps the current year at Nov 30 23:59:59', 2026, cst(2026, 11, 30, 23, 59, 59), true],
    ['drops the current year at Dec 1 00:00:00', 2026, cst(2026, 12, 1, 0, 0, 0), false],
    ['drops next year at Oct 14 23:59:59', 2027, cdt(2026, 10, 14, 23, 59, 59), false],
    ['keeps next year at Oct 15 00:00:00', 2027, cdt(2026, 10, 15, 0, 0, 0), true],
    ['keeps next year at Dec 31 23:59:59', '2027', cst(2026, 12, 31, 23, 59, 59), true],
    ['drops years beyond next year', 2028, cst(2026, 12, 31), false],
    ['drops an unreadable year', 'x', cst(2026, 6, 1), false],
    ['year end: last year drops on Jan 1', 2026, cst(2027, 1, 1, 0, 0, 0), false],
    ['year end: next year becomes current on Jan 1', 2027, cst(2027, 1, 1, 0, 0, 0), true],
  ];
  for (const [name, planYear, instant, expected] of cases) {
    it(name, () => expect(isEnrollmentYearShown(planYear, instant)).to.equal(expected));
  }

  it('filterEnrollmentsByYear applies the rule to a list', () => {
    const enrollments = [{ planYear: 2026 }, { planYear: 2027 }, { planYear: 2025 }];
    expect(filterEnrollmentsByYear(enrollments, cdt(2026, 10, 15))).to.deep.equal([{ planYear: 2026 }, { planYear: 2027 }]);
  });
});
