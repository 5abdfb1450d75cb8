import { expect } from '@open-wc/testing';
import {
  filterSavedPlanKeys,
  formatSavedPlanKeys,
  parseSavedPlanKeys,
} from '../../src/domain/savedPlanKeys';
import { allowedPlanYears } from '../../src/domain/planYear';
import { cdt } from './central';

describe("saved-plan keys: comma-separated 'planId planYear type' (spec §3.1)", () => {
  it('parses each key into planId, planYear and planType', () => {
    expect(parseSavedPlanKeys('H1234001000 2026 MAPD,S5678002000 2027 PDP')).to.deep.equal([
      { planId: 'H1234001000', planYear: 2026, planType: 'MAPD' },
      { planId: 'S5678002000', planYear: 2027, planType: 'PDP' },
    ]);
  });

  it('tolerates spaces around keys and between parts', () => {
    expect(parseSavedPlanKeys(' H1 2026  MA , H2 2026 SNP ')).to.deep.equal([
      { planId: 'H1', planYear: 2026, planType: 'MA' },
      { planId: 'H2', planYear: 2026, planType: 'SNP' },
    ]);
  });

  const skipped: [string, string][] = [
    ['a key without type', 'H1 2026'],
    ['a key with a year that is no number', 'H1 year MA'],
    ['a key with extra parts', 'H1 2026 MA extra'],
    ['an empty key', ','],
  ];
  for (const [name, text] of skipped) {
    it(`skips ${name}`, () => expect(parseSavedPlanKeys(`${text},H9 2026 MA`)).to.deep.equal([{ planId: 'H9', planYear: 2026, planType: 'MA' }]));
  }

  for (const empty of ['', null, undefined]) {
    it(`reads ${JSON.stringify(empty)} as no keys`, () => expect(parseSavedPlanKeys(empty)).to.deep.equal([]));
  }

  it('formats keys back to the same text', () => {
    const text = 'H1234001000 2026 MAPD,S5678002000 2027 PDP';
    expect(formatSavedPlanKeys(parseSavedPlanKeys(text))).to.equal(text);
  });

  it('filters keys to allowed years', () => {
    const keys = parseSavedPlanKeys('A 2025 MA,B 2026 MA,C 2027 PDP');
    expect(filterSavedPlanKeys(keys, [2026, 2027]).map((key) => key.planId)).to.deep.equal(['B', 'C']);
  });

  it('keeps next year only from October (system date in Central)', () => {
    const text = 'A 2026 MA,B 2027 PDP';
    expect(filterSavedPlanKeys(parseSavedPlanKeys(text), allowedPlanYears(cdt(2026, 9, 30, 23, 59, 59))).map((key) => key.planId)).to.deep.equal(['A']);
    expect(filterSavedPlanKeys(parseSavedPlanKeys(text), allowedPlanYears(cdt(2026, 10, 1))).map((key) => key.planId)).to.deep.equal(['A', 'B']);
  });
});
