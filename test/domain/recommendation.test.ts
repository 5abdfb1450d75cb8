import { expect } from '@open-wc/testing';
import {
  needsRecommendationWidgetScript,
  recommendationTooltipVariant,
  recommendationType,
  topRecommendedPlan,
} from '../../src/domain/recommendation';

describe('the valid top recommended plan (spec §4.9)', () => {
  const top = { rank: '1', planId: 'H1', planName: 'Plan A', planType: 'MAPD', planYear: 2026 };
  const cases: [string, Record<string, unknown>, boolean][] = [
    ['rank 1 with every field, year = active year', top, true],
    ['rank as number 1', { ...top, rank: 1 }, true],
    ['year as text', { ...top, planYear: '2026' }, true],
    ['rank 2', { ...top, rank: '2' }, false],
    ['no rank', { ...top, rank: undefined }, false],
    ['no planId', { ...top, planId: '' }, false],
    ['no planName', { ...top, planName: null }, false],
    ['unknown plan type', { ...top, planType: 'HMO' }, false],
    ['no plan type', { ...top, planType: undefined }, false],
    ['last year', { ...top, planYear: 2025 }, false],
    ['next year', { ...top, planYear: 2027 }, false],
    ['type and year from compositePlanId', { rank: '1', planId: 'H1', planName: 'A', compositePlanId: { planYear: 2026, planType: { name: 'pdp' } } }, true],
  ];
  for (const [name, plan, valid] of cases) {
    it(`${name} -> ${valid ? 'recommendation' : 'none'}`, () => {
      expect(topRecommendedPlan({ plans: [plan] }, 2026)).to.equal(valid ? plan : undefined);
    });
  }

  it('finds the rank-1 plan among others', () => {
    const plans = [{ ...top, rank: '2', planId: 'H2' }, top];
    expect(topRecommendedPlan({ plans }, 2026)).to.equal(top);
  });

  it('no recommendation object means none', () => {
    expect(topRecommendedPlan(null, 2026)).to.equal(undefined);
    expect(topRecommendedPlan({ plans: null }, 2026)).to.equal(undefined);
  });

  const types: [string, Parameters<typeof recommendationType>[0], string][] = [
    ['no object', undefined, 'not started'],
    ['no plans', { plans: [] }, 'not started'],
    ['a valid top plan', { plans: [top] }, 'has results'],
    ['plans without a valid number one', { plans: [{ ...top, planYear: 2025 }] }, 'no number 1 ranked plan'],
  ];
  for (const [name, recommendation, type] of types) {
    it(`recommendation type for ${name}: '${type}'`, () => expect(recommendationType(recommendation, 2026)).to.equal(type));
  }
});

describe('recommendation tooltip variant by top plan type', () => {
  const cases: [Parameters<typeof recommendationTooltipVariant>[0], string][] = [
    [{ planType: 'MS' }, 'medicareSupplement'],
    [{ planType: 'PDP' }, 'standAloneDrugPlan'],
    [{ planType: 'SNP' }, 'specialNeedsPlan'],
    [{ planType: 'MAPD', snpType: 'DSNP' }, 'specialNeedsPlan'],
    [{ planType: 'MA' }, 'medicareAdvantage'],
    [{ planType: 'MAPD' }, 'medicareAdvantage'],
    [{}, 'medicareAdvantage'],
  ];
  for (const [plan, variant] of cases) {
    it(`${JSON.stringify(plan)} -> ${variant}`, () => expect(recommendationTooltipVariant(plan)).to.equal(variant));
  }

  it('a supplement top plan needs the widget script', () => {
    expect(needsRecommendationWidgetScript({ planType: 'MS' })).to.equal(true);
    expect(needsRecommendationWidgetScript({ planType: 'PDP' })).to.equal(false);
    expect(needsRecommendationWidgetScript(undefined)).to.equal(false);
  });
});
