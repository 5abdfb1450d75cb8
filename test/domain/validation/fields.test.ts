import { expect } from '@open-wc/testing';
import {
  isFiveDigitZip,
  isValidDay,
  isValidMaskedMbi,
  isValidMonth,
  isValidYear,
  isValidZip,
  PLAN_ID_MASK_PATTERN,
} from '../../../src/domain/validation/fields';

type Value = string | number | null | undefined;

describe('day, month and year fields (spec §5)', () => {
  const days: [Value, boolean][] = [['0', false], ['1', true], ['01', true], ['31', true], ['32', false], [15, true], ['1.5', false], ['-1', false], ['a', false], ['', false], [null, false]];
  for (const [value, expected] of days) {
    it(`day ${JSON.stringify(value)} -> ${expected}`, () => expect(isValidDay(value)).to.equal(expected));
  }

  const months: [Value, boolean][] = [['0', false], ['1', true], ['12', true], ['13', false], ['06', true], ['x', false], [undefined, false]];
  for (const [value, expected] of months) {
    it(`month ${JSON.stringify(value)} -> ${expected}`, () => expect(isValidMonth(value)).to.equal(expected));
  }

  const years: [Value, boolean][] = [['1000', false], ['1001', true], ['2026', true], ['2027', false], [1950, true], ['19a0', false], ['', false]];
  for (const [value, expected] of years) {
    it(`year ${JSON.stringify(value)} with current year 2026 -> ${expected}`, () => expect(isValidYear(value, 2026)).to.equal(expected));
  }
});

describe('zip: empty or a positive number; five-digit mask; default 10001', () => {
  const zips: [string | null | undefined, boolean][] = [['', true], [null, true], ['  ', true], ['55401', true], ['1', true], ['00000', false], ['-5', false], ['12a45', false], ['1.5', false]];
  for (const [value, expected] of zips) {
    it(`zip ${JSON.stringify(value)} valid: ${expected}`, () => expect(isValidZip(value)).to.equal(expected));
  }

  const masked: [string | null | undefined, boolean][] = [['55401', true], ['00501', true], ['5540', false], ['554011', false], ['00000', false], ['', false], [null, false]];
  for (const [value, expected] of masked) {
    it(`zip ${JSON.stringify(value)} five digits, a positive number: ${expected}`, () => expect(isFiveDigitZip(value)).to.equal(expected));
  }

});

describe('plan-id mask pattern: digit, letter, alnum, digit - letter, alnum, digit - two letters, two digits', () => {
  const cases: [string, boolean][] = [
    ['1EG4-TE5-MK73', true],
    ['1e04-t05-mk73', true],
    ['1EG4TE5MK73', false],
    ['AEG4-TE5-MK73', false],
    ['1EG4-1E5-MK73', false],
    ['1EG4-TE5-M173', false],
    ['1EG4-TE5-MK7', false],
  ];
  for (const [value, expected] of cases) {
    it(`${value} -> ${expected}`, () => {
      expect(PLAN_ID_MASK_PATTERN.test(value)).to.equal(expected);
      expect(isValidMaskedMbi(value)).to.equal(expected);
    });
  }

  it('masked Medicare number allows surrounding spaces and rejects empty', () => {
    expect(isValidMaskedMbi(' 1EG4-TE5-MK73 ')).to.equal(true);
    expect(isValidMaskedMbi(null)).to.equal(false);
  });
});
