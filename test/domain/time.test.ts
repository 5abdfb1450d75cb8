import { expect } from '@open-wc/testing';
import {
  centralDate,
  centralParts,
  centralYear,
  compareCalendarDates,
  makeCentral,
  parseCalendarDate,
  parseInstantText,
  screenDate,
  toEpochMs,
} from '../../src/domain/time';
import { cdt, cst } from './central';

describe('time: Central calendar parts of an instant', () => {
  const cases: [string, number, ReturnType<typeof centralParts>][] = [
    ['New Year in Central while UTC is already Jan 1 06:00', cst(2026, 1, 1, 0, 0, 0), { year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 0 }],
    ['Dec 31 23:59:59 CST is still last year', cst(2025, 12, 31, 23, 59, 59), { year: 2025, month: 12, day: 31, hour: 23, minute: 59, second: 59 }],
    ['Oct 15 00:00:00 CDT', cdt(2026, 10, 15), { year: 2026, month: 10, day: 15, hour: 0, minute: 0, second: 0 }],
    ['midnight hour reads 0, not 24', cdt(2026, 7, 4, 0, 30), { year: 2026, month: 7, day: 4, hour: 0, minute: 30, second: 0 }],
  ];
  for (const [name, instant, parts] of cases) {
    it(name, () => {
      expect(centralParts(instant)).to.deep.equal(parts);
      expect(centralParts(new Date(instant))).to.deep.equal(parts);
    });
  }

  it('centralYear and centralDate read the Central calendar, not the browser zone', () => {
    expect(centralYear(Date.UTC(2026, 0, 1, 3))).to.equal(2025);
    expect(centralDate(Date.UTC(2026, 0, 1, 3))).to.deep.equal({ year: 2025, month: 12, day: 31 });
  });

  it('an instant asked for again answers the same parts, which no caller can change for the next', () => {
    const instant = cdt(2026, 10, 14, 23, 59, 59);
    const first = centralParts(instant);
    expect(() => Object.assign(first, { day: 15 })).to.throw(TypeError);
    expect(centralParts(new Date(instant))).to.deep.equal({ year: 2026, month: 10, day: 14, hour: 23, minute: 59, second: 59 });
  });

  it('answers stay right past the number of instants it keeps', () => {
    const start = cst(2026, 1, 1);
    for (let i = 0; i < 600; i += 1) centralParts(start + i * 1000);
    expect(centralParts(start)).to.deep.equal({ year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
    expect(centralParts(start + 599_000)).to.deep.equal({ year: 2026, month: 1, day: 1, hour: 0, minute: 9, second: 59 });
  });

  it('an instant that is no time at all is refused, as Intl refuses it, and never kept', () => {
    expect(() => centralParts(Number.NaN)).to.throw(RangeError);
    expect(() => centralParts(new Date('garbage'))).to.throw(RangeError);
  });

  it('toEpochMs accepts a Date or epoch ms', () => {
    expect(toEpochMs(new Date(5))).to.equal(5);
    expect(toEpochMs(5)).to.equal(5);
  });
});

describe('time: makeCentral builds an instant from a Central wall clock', () => {
  const cases: [string, number, number][] = [
    ['winter (CST, -06:00)', makeCentral(2026, 1, 15, 8, 30, 15), cst(2026, 1, 15, 8, 30, 15)],
    ['summer (CDT, -05:00)', makeCentral(2026, 7, 1, 12), cdt(2026, 7, 1, 12)],
    ['Oct 15 00:00:00', makeCentral(2026, 10, 15), cdt(2026, 10, 15)],
    ['Nov 30 23:59:59', makeCentral(2026, 11, 30, 23, 59, 59), cst(2026, 11, 30, 23, 59, 59)],
    ['just after the spring change', makeCentral(2026, 3, 8, 3), cdt(2026, 3, 8, 3)],
    ['just before the spring change', makeCentral(2026, 3, 8, 1, 59, 59), cst(2026, 3, 8, 1, 59, 59)],
    ['the day after the autumn change', makeCentral(2026, 11, 2, 0), cst(2026, 11, 2, 0)],
  ];
  for (const [name, actual, expected] of cases) {
    it(name, () => expect(actual).to.equal(expected));
  }

  it('defaults the time to midnight', () => {
    expect(makeCentral(2027, 1, 1)).to.equal(cst(2027, 1, 1));
  });
});

describe('time: calendar dates', () => {
  const parsed: [string | number | null | undefined, ReturnType<typeof parseCalendarDate>][] = [
    ['2026-03-07', { year: 2026, month: 3, day: 7 }],
    ['2026-3-7', { year: 2026, month: 3, day: 7 }],
    ['2026-03-07T23:00:00.000Z', { year: 2026, month: 3, day: 7 }],
    ['2026-03-07 10:00', { year: 2026, month: 3, day: 7 }],
    ['03/07/2026', { year: 2026, month: 3, day: 7 }],
    [' 3/7/2026 ', { year: 2026, month: 3, day: 7 }],
    [cst(2026, 1, 1, 0, 0, 0), { year: 2026, month: 1, day: 1 }],
    [cst(2026, 1, 1, 0, 0, 0) - 1000, { year: 2025, month: 12, day: 31 }],
    ['2026-02-30', null],
    ['13/01/2026', null],
    ['not a date', null],
    ['', null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
  ];
  for (const [input, expected] of parsed) {
    it(`parseCalendarDate(${JSON.stringify(input)})`, () => expect(parseCalendarDate(input)).to.deep.equal(expected));
  }

  it('compareCalendarDates orders by year, then month, then day', () => {
    const base = { year: 2026, month: 5, day: 10 };
    expect(compareCalendarDates(base, { ...base })).to.equal(0);
    expect(compareCalendarDates(base, { ...base, day: 11 })).to.be.below(0);
    expect(compareCalendarDates(base, { ...base, month: 4, day: 30 })).to.be.above(0);
    expect(compareCalendarDates(base, { year: 2027, month: 1, day: 1 })).to.be.below(0);
  });
});

describe('time: ISO date-time texts as instants', () => {
  const cases: [string | null | undefined, number | null][] = [
    ['2026-10-15T00:00:00', cdt(2026, 10, 15)],
    ['2026-10-14 23:59:59', cdt(2026, 10, 14, 23, 59, 59)],
    ['2026-11-30T23:59:59.500', cst(2026, 11, 30, 23, 59, 59)],
    ['2026-12-01', cst(2026, 12, 1)],
    ['2026-12-01T06:00:00Z', cst(2026, 12, 1)],
    ['2026-12-01T00:00:00-06:00', cst(2026, 12, 1)],
    ['2026-12-01T00:00:00+0000', Date.UTC(2026, 11, 1)],
    ['2026-02-30T00:00:00', null],
    ['2026-03-02T24:00', null],
    ['2026-03-02T23:60', null],
    ['2026-03-02T23:59:60Z', null],
    ['0000-00-00', null],
    ['12/01/2026', null],
    ['', null],
    [null, null],
    [undefined, null],
  ];
  for (const [text, instant] of cases) {
    it(`parseInstantText(${JSON.stringify(text)})`, () => expect(parseInstantText(text)).to.equal(instant));
  }
});

describe('time: the screen form of a date', () => {
  it('converts a date from the database form (year-month-day, time dropped) to the screen form (month/day/year)', () => {
    expect(screenDate('1956-04-12')).to.equal('04/12/1956');
    expect(screenDate('1956-04-12T00:00:00.000Z')).to.equal('04/12/1956');
    expect(screenDate('04/12/1956'), 'already in screen form').to.equal('04/12/1956');
    expect(screenDate(cst(2026, 1, 5, 23, 30)), 'epoch ms: its Central date').to.equal('01/05/2026');
    for (const value of ['1956-02-30', 'April 12, 1956', '', null, undefined]) expect(screenDate(value), String(value)).to.equal('');
  });
});
