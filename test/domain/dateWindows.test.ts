import { expect } from '@open-wc/testing';
import {
  isAfterOpenEnrollmentEnd,
  isAnnualEnrollmentPeriod,
  isBeforeNextYearEnrollmentStart,
  isInJanuaryToNovemberWindow,
  isInNextYearEnrollmentWindow,
  nextYearEnrollmentStart,
  openEnrollmentEnd,
} from '../../src/domain/dateWindows';
import { cdt, cst } from './central';

type Windows = [janToNov: boolean, nextYear: boolean, period: boolean];

describe('date windows on the Central calendar (spec §4.5)', () => {
  const cases: [string, number, Windows][] = [
    ['Jan 1 00:00:00 CST', cst(2026, 1, 1, 0, 0, 0), [true, false, false]],
    ['Dec 31 23:59:59 CST (year end)', cst(2025, 12, 31, 23, 59, 59), [false, true, true]],
    ['Sep 30 23:59:59 CDT', cdt(2026, 9, 30, 23, 59, 59), [true, false, false]],
    ['Oct 1 00:00:00 CDT', cdt(2026, 10, 1, 0, 0, 0), [true, false, true]],
    ['Oct 14 23:59:59 CDT', cdt(2026, 10, 14, 23, 59, 59), [true, false, true]],
    ['Oct 15 00:00:00 CDT', cdt(2026, 10, 15, 0, 0, 0), [true, true, true]],
    ['Nov 30 23:59:59 CST', cst(2026, 11, 30, 23, 59, 59), [true, true, true]],
    ['Dec 1 00:00:00 CST', cst(2026, 12, 1, 0, 0, 0), [false, true, true]],
    ['Dec 31 23:59:59 CST', cst(2026, 12, 31, 23, 59, 59), [false, true, true]],
  ];
  for (const [name, instant, expected] of cases) {
    it(name, () => {
      expect([
        isInJanuaryToNovemberWindow(instant),
        isInNextYearEnrollmentWindow(instant),
        isAnnualEnrollmentPeriod(instant),
      ]).to.deep.equal(expected);
    });
  }

  it('accepts a Date as well as epoch ms', () => {
    expect(isInNextYearEnrollmentWindow(new Date(cst(2026, 12, 1)))).to.equal(true);
  });
});

describe('open-enrollment end and next-year start (spec §9)', () => {
  it('open enrollment ends Nov 30 23:59:59 Central', () => {
    expect(openEnrollmentEnd(2026)).to.equal(cst(2026, 11, 30, 23, 59, 59));
  });

  it('next-year enrollment starts Oct 15 00:00:00 Central', () => {
    expect(nextYearEnrollmentStart(2026)).to.equal(cdt(2026, 10, 15, 0, 0, 0));
  });

  const afterEnd: [string, number, boolean][] = [
    ['Nov 30 23:59:59 is not after the end', cst(2026, 11, 30, 23, 59, 59), false],
    ['Nov 30 23:59:59.999 is not after the end', cst(2026, 11, 30, 23, 59, 59) + 999, false],
    ['Dec 1 00:00:00 is after the end', cst(2026, 12, 1, 0, 0, 0), true],
  ];
  for (const [name, instant, expected] of afterEnd) {
    it(name, () => expect(isAfterOpenEnrollmentEnd(instant, 2026)).to.equal(expected));
  }

  const beforeStart: [string, number, boolean][] = [
    ['Oct 14 23:59:59 is before the start', cdt(2026, 10, 14, 23, 59, 59), true],
    ['Oct 15 00:00:00 is not before the start', cdt(2026, 10, 15, 0, 0, 0), false],
  ];
  for (const [name, instant, expected] of beforeStart) {
    it(name, () => expect(isBeforeNextYearEnrollmentStart(instant, 2026)).to.equal(expected));
  }
});
