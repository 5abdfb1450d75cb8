import { expect } from '@open-wc/testing';
import { isDentalProvider, providerCoverage } from '../../src/domain/providers';
import { isMonthlyPremiumBenefit, orderBenefitsByContent, planCardBenefits } from '../../src/domain/planBenefits';

const medical = { providerCoverageType: 'medical', plansList: ['H1-001-000'] };
const outOfNetwork = { providerCoverageType: 'medical', plansList: ['H9-009-000'] };
const dental = { providerCoverageType: 'dental', plansList: ['H1-001-000'] };

describe('provider coverage on a plan (spec §5.5)', () => {
  const plan = { planId: 'H1-001-000', planType: 'MAPD' };

  it('counts providers in the plan network', () => {
    expect(providerCoverage(plan, [medical, outOfNetwork], [])).to.deep.equal({ covered: 1, total: 2 });
  });

  it('a private fee-for-service plan covers every provider', () => {
    expect(providerCoverage({ ...plan, planProductType: 'PFFS' }, [medical, outOfNetwork], [])).to.deep.equal({ covered: 2, total: 2 });
  });

  it('dental providers count only for plans on the dental-covered list', () => {
    expect(providerCoverage(plan, [medical, dental], [])).to.deep.equal({ covered: 1, total: 1 });
    expect(providerCoverage(plan, [medical, dental], ['H1-001-000'])).to.deep.equal({ covered: 2, total: 2 });
  });

  it('drug-only plans take no doctors, and no saved providers means nothing to show', () => {
    expect(providerCoverage({ planId: 'S1-001-000', planType: 'PDP' }, [medical], [])).to.equal(null);
    expect(providerCoverage(plan, [], [])).to.equal(null);
    expect(providerCoverage(plan, [dental], [])).to.equal(null);
  });

  it('a Medicare Supplement plan has no network, so it shows no coverage count', () => {
    expect(providerCoverage({ planId: 'G01', planType: 'MS' }, [medical], [])).to.equal(null);
  });

  it('a provider without a plans list is not in network', () => {
    expect(providerCoverage(plan, [{ providerCoverageType: 'behavioral' }], [])).to.deep.equal({ covered: 0, total: 1 });
  });

  it('dental by coverage type or directory type D', () => {
    expect([isDentalProvider({ providerCoverageType: 'Dental' }), isDentalProvider({ directoryType: 'd' }), isDentalProvider({ directoryType: 'B' }), isDentalProvider({})]).to.deep.equal([true, true, false, false]);
  });
});

describe('plan benefits ordered by content (spec §7.1 plan-benefits)', () => {
  const content = [
    { code: 'M90', label: 'Monthly Premium', icon: 'dollar' },
    { code: '17a1', label: 'Dental', icon: 'tooth' },
    { code: 'M91a', label: 'Primary Care Provider' },
  ];

  it('puts the content-named benefits first in content order, with their icon, then the rest in plan order', () => {
    const ordered = orderBenefitsByContent(
      [{ label: 'Vision', value: '$100' }, { label: 'dental', value: '$1,000' }, { label: 'Specialist', value: '$40' }, { label: 'Primary Care Provider', value: '$0' }, { label: 'Monthly Premium', value: '$0' }],
      content,
    );
    expect(ordered.map((b) => b.label)).to.deep.equal(['Monthly Premium', 'dental', 'Primary Care Provider', 'Vision', 'Specialist']);
    expect(ordered.map((b) => b.icon)).to.deep.equal(['dollar', 'tooth', undefined, undefined, undefined]);
  });

  it('keeps the plan order when content has not loaded', () => {
    expect(orderBenefitsByContent([{ label: 'B' }, { label: 'A' }, { label: null }], []).map((b) => b.label)).to.deep.equal(['B', 'A', null]);
  });

  it('a card lists every benefit but the monthly premium, which it states above them', () => {
    const card = planCardBenefits([{ label: 'Vision' }, { label: ' monthly  Premium ' }, { label: 'Dental' }], content);
    expect(card.map((b) => b.label)).to.deep.equal(['Dental', 'Vision']);
    expect([isMonthlyPremiumBenefit({ label: 'Monthly Premium' }), isMonthlyPremiumBenefit({ label: null }), isMonthlyPremiumBenefit({ label: 'Monthly Premium with Extra Help' })]).to.deep.equal([true, false, false]);
  });
});
