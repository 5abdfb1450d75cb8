import { expect } from '@open-wc/testing';
import { isMonthlyPremiumBenefit, orderBenefitsByContent, planCardBenefits } from '../../src/domain/planBenefits';


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
