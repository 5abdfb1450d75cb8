import { expect } from '@open-wc/testing';
import {
  drugCostTexts,
  drugTier,
  extraHelpPremium,
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

describe('when the Extra Help premium shows, and what it is (spec §4.13, §5.5)', () => {
  const base = { featureOn: true, lisSubsidyLevel: '1', premium: '$24.00', subsidyPremium: '$0.00', planType: 'PDP' };
  const cases: [string, Partial<Parameters<typeof extraHelpPremium>[0]>, number | null][] = [
    ['flag on, applied, premiums differ', {}, 0],
    ['flag off', { featureOn: false }, null],
    ['level 0', { lisSubsidyLevel: '0' }, null],
    ['no level', { lisSubsidyLevel: null }, null],
    ['subsidised premium equals the normal one', { subsidyPremium: '$24.00' }, null],
    ['the same amount written two ways is equal', { premium: 24, subsidyPremium: '$24' }, null],
    ['numbers that differ', { premium: 24, subsidyPremium: 0 }, 0],
    ['no subsidised premium known', { subsidyPremium: null }, null],
    ['subsidised premium empty', { subsidyPremium: ' ' }, null],
    ['a subsidy figure that is not a number is 0', { subsidyPremium: 'see plan' }, 0],
    ['no normal premium known', { premium: undefined }, 0],
    ['non-PDP: the medical premium is added', { planType: 'MAPD', premium: 41, subsidyPremium: '10.5', medicalPremium: '20' }, 30.5],
    ['non-PDP: with its medical premium it equals the normal premium', { planType: 'MAPD', premium: 30, subsidyPremium: '10', medicalPremium: 20 }, null],
    ['PDP: the medical premium is not added', { premium: 84, subsidyPremium: '44', medicalPremium: 20 }, 44],
    ['enrollment with a non-default status', { enrollmentStatus: 'Approved', defaultStatus: 'Submitted' }, 0],
    ['enrollment with the default status', { enrollmentStatus: 'Submitted', defaultStatus: 'Submitted' }, null],
  ];
  for (const [name, overrides, expected] of cases) {
    it(`${name} -> ${String(expected)}`, () => expect(extraHelpPremium({ ...base, ...overrides })).to.equal(expected));
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
