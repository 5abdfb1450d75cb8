import { expect } from '@open-wc/testing';
import {
  drugCostTexts,
  drugTier,
  extraHelpPremiumValue,
  isDeductibleEmpty,
  isTierApplicable,
  showsPartialExtraHelpRows,
  startApplicationSuppressedIds,
} from '../../src/domain/costs';


describe('Extra Help values', () => {
  const cases: [Parameters<typeof extraHelpPremiumValue>[0], string][] = [
    [{ subsidyPremium: undefined, planType: 'PDP' }, '0'],
    [{ subsidyPremium: null, planType: 'MA' }, '0'],
    [{ subsidyPremium: '', planType: 'MA' }, '0'],
    [{ subsidyPremium: 'abc', planType: 'MA' }, '0'],
    [{ subsidyPremium: Number.NaN, planType: 'MA' }, '0'],
    [{ subsidyPremium: 12.5, planType: 'PDP', medicalPremium: 30 }, '12.50'],
    [{ subsidyPremium: '$12.5', planType: 'MAPD', medicalPremium: '30' }, '42.50'],
    [{ subsidyPremium: 0, planType: 'SNP', medicalPremium: 'n/a' }, '0.00'],
    [{ subsidyPremium: '1,000', planType: 'MA' }, '1000.00'],
  ];
  for (const [inputs, value] of cases) {
    it(`${JSON.stringify(inputs)} -> '${value}'`, () => expect(extraHelpPremiumValue(inputs)).to.equal(value));
  }

  const rows: [number | string, boolean][] = [[2023, true], ['2023', true], [2024, false], [2025, false]];
  for (const [year, shown] of rows) {
    it(`25/50/75 rows for plan year ${year}: ${shown}`, () => expect(showsPartialExtraHelpRows(year)).to.equal(shown));
  }
});

describe('costs, placeholders, tiers, suppression list', () => {
  const annual: [string | number | null | undefined, { annual: string; monthly: string } | null][] = [
    [1200, { annual: '1200.00', monthly: '100.00' }],
    ['100', { annual: '100.00', monthly: '8.33' }],
    ['$1,234.5', { annual: '1234.50', monthly: '102.88' }],
    [0, { annual: '0.00', monthly: '0.00' }],
    [null, null],
    ['n/a', null],
  ];
  for (const [value, expected] of annual) {
    it(`annual drug cost ${JSON.stringify(value)} -> ${JSON.stringify(expected)}`, () => expect(drugCostTexts(value)).to.deep.equal(expected));
  }

  const tiers: [string | number | null | undefined, boolean, number | null][] = [
    [0, false, null], ['0', false, null], [null, false, null], [1, true, 1], ['5', true, 5],
  ];
  for (const [tier, applicable, number] of tiers) {
    it(`tier ${JSON.stringify(tier)} -> ${number ?? 'not applicable'}`, () => {
      expect(isTierApplicable(tier)).to.equal(applicable);
      expect(drugTier(tier)).to.equal(number);
    });
  }

  const deductibles: [string | number | null | undefined, boolean][] = [['', true], ['$0', true], [0, true], [null, true], ['$505', false]];
  for (const [value, empty] of deductibles) {
    it(`deductible ${JSON.stringify(value)} empty or $0: ${empty}`, () => expect(isDeductibleEmpty(value)).to.equal(empty));
  }

  const suppression: [readonly string[] | string | null | undefined, string[]][] = [
    [['MW1', 'TW1', 'NW1'], ['MW1', 'TW1', 'NW1']],
    ['MW1, NW1', ['MW1', 'NW1']],
    [[], ['MW1', 'TW1']],
    [' , ', ['MW1', 'TW1']],
    [null, ['MW1', 'TW1']],
  ];
  for (const [configured, ids] of suppression) {
    it(`start-application suppression from ${JSON.stringify(configured)}`, () => expect(startApplicationSuppressedIds(configured)).to.deep.equal(ids));
  }
});
