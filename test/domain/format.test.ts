import { expect } from '@open-wc/testing';
import {
  formatCurrency,
  formatSavedText,
  formatTimestamp,
  parseSavedText,
  truncateTrackingText,
} from '../../src/domain/format';
import { planIdParts } from '../../src/domain/planId';
import { cdt, cst } from './central';

describe("saved text: 'saved {date} CST' in 12-hour Central time (spec §3.5, §9)", () => {
  const cases: [string, number, string][] = [
    ['morning', cst(2026, 1, 5, 9, 5), 'saved 01/05/2026, 09:05 AM CST'],
    ['afternoon', cst(2026, 11, 30, 23, 59, 59), 'saved 11/30/2026, 11:59 PM CST'],
    ['midnight is 12 AM', cst(2026, 12, 1, 0, 0), 'saved 12/01/2026, 12:00 AM CST'],
    ['noon is 12 PM', cdt(2026, 7, 4, 12, 0), 'saved 07/04/2026, 12:00 PM CST'],
  ];
  for (const [name, instant, text] of cases) {
    it(`${name}: ${text}`, () => {
      expect(formatSavedText(instant)).to.equal(text);
      expect(formatSavedText(new Date(instant))).to.equal(text);
    });
  }

  it('an invalid instant gives empty text', () => {
    expect(formatSavedText(Number.NaN)).to.equal('');
    expect(formatSavedText(new Date('x'))).to.equal('');
    expect(formatSavedText(null)).to.equal('');
    expect(formatSavedText(undefined)).to.equal('');
  });

  const parsed: [string | null | undefined, number | null][] = [
    ['saved 01/05/2026, 09:05 AM CST', cst(2026, 1, 5, 9, 5)],
    ['saved 12/01/2026, 12:00 AM CST', cst(2026, 12, 1, 0, 0)],
    ['saved 07/04/2026, 12:00 PM CST', cdt(2026, 7, 4, 12, 0)],
    ['saved 7/4/2026 1:02:03 pm CST', cdt(2026, 7, 4, 13, 2, 3)],
    ['saved yesterday', null],
    ['', null],
    [null, null],
    [undefined, null],
  ];
  for (const [text, instant] of parsed) {
    it(`parseSavedText(${JSON.stringify(text)})`, () => expect(parseSavedText(text)).to.equal(instant));
  }
});

describe('timestamps: en-US, 2-digit parts, Central time suffix', () => {
  it('shows month, day, year, hour and minute', () => {
    expect(formatTimestamp(cdt(2026, 10, 15, 0, 0, 0))).to.equal('10/15/2026, 12:00 AM CT');
  });

  it('the single-line card adds seconds', () => {
    expect(formatTimestamp(cst(2026, 11, 30, 23, 59, 59), { withSeconds: true })).to.equal('11/30/2026, 11:59:59 PM CT');
  });

  it('a formatting failure returns empty text', () => {
    expect(formatTimestamp(Number.NaN)).to.equal('');
    expect(formatTimestamp(null)).to.equal('');
  });
});

describe('currency and tracking text', () => {
  const amounts: [number, string][] = [[2800, '$2,800.00'], [0, '$0.00'], [24, '$24.00'], [12.345, '$12.35']];
  for (const [amount, text] of amounts) {
    it(`${amount} -> ${text} (USD)`, () => expect(formatCurrency(amount)).to.equal(text));
  }

  it('tracking text is cut at 100 characters', () => {
    expect(truncateTrackingText('a'.repeat(101))).to.equal('a'.repeat(100));
    expect(truncateTrackingText('a'.repeat(100))).to.equal('a'.repeat(100));
    expect(truncateTrackingText('short')).to.equal('short');
  });
});

describe('plan id parts: 5-character contract, 3-character package, segment', () => {
  const cases: [string, ReturnType<typeof planIdParts>][] = [
    ['H1234001000', { contractId: 'H1234', pbpNumber: '001', segmentId: '000' }],
    ['S5678002', { contractId: 'S5678', pbpNumber: '002', segmentId: '' }],
    ['H1234001', { contractId: 'H1234', pbpNumber: '001', segmentId: '' }],
    ['H123400', null],
  ];
  for (const [planId, parts] of cases) {
    it(`${planId}`, () => expect(planIdParts(planId)).to.deep.equal(parts));
  }
});
