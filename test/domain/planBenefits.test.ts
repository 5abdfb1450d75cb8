import { expect } from '@open-wc/testing';
import { isMonthlyPremiumBenefit, orderBenefitsByContent, planCardBenefits, planFigureRows, shownBenefit } from '../../src/domain/planBenefits';


describe('plan benefits ordered by content (spec §7.1 plan-benefits)', () => {
  const content = [
    { code: 'M90', label: 'Monthly Premium', icon: 'dollar' },
    { code: '17a1', label: 'Dental', icon: 'tooth' },
    { code: 'M91a', label: 'Primary Care Provider' },
  ];

  it('puts the content-named benefits first in content order, with their icon, then the rest in plan order', () => {
    const ordered = orderBenefitsByContent(
      [{ label: 'Vision', value: '$100' }, { label: 'dental', value: '$1,000' }, { label: 'Specialist', value: '$40' }, { label: 'Primary Care Provider', value: '$0' }, { label: 'Monthly Premium', value: '$0' }],
      { shown: content, english: content },
    );
    expect(ordered.map((b) => b.label)).to.deep.equal(['Monthly Premium', 'dental', 'Primary Care Provider', 'Vision', 'Specialist']);
    expect(ordered.map((b) => b.icon)).to.deep.equal(['dollar', 'tooth', undefined, undefined, undefined]);
  });

  it('keeps the plan order when content has not loaded', () => {
    expect(orderBenefitsByContent([{ label: 'B' }, { label: 'A' }, { label: null }], { shown: [], english: [] }).map((b) => b.label)).to.deep.equal(['B', 'A', null]);
  });

  it('a card lists every benefit but the monthly premium, which it states above them', () => {
    const card = planCardBenefits([{ label: 'Vision' }, { label: ' monthly  Premium ' }, { label: 'Dental' }], { shown: content, english: content });
    expect(card.map((b) => b.label)).to.deep.equal(['Dental', 'Vision']);
    expect([isMonthlyPremiumBenefit({ label: 'Monthly Premium' }), isMonthlyPremiumBenefit({ label: null }), isMonthlyPremiumBenefit({ label: 'Monthly Premium with Extra Help' })]).to.deep.equal([true, false, false]);
  });

  describe('on a page in another language', () => {
    const spanish = [
      { code: 'M91a', label: 'Proveedor de cuidado primario' },
      { code: '17a1', label: 'Dental', icon: 'tooth' },
    ];
    const both = { shown: spanish, english: content };

    it("a plan's English label is found in the English content, and shows its code's label and order in the page's content", () => {
      const card = planCardBenefits([{ label: 'Vision', value: '$100' }, { label: 'Monthly Premium', value: '$0' }, { label: 'dental', value: '$1,000' }, { label: 'Primary Care Provider', value: '$0' }], both);
      expect(card.map((b) => [b.label, b.value, b.icon])).to.deep.equal([
        ['Proveedor de cuidado primario', '$0', undefined],
        ['Dental', '$1,000', 'tooth'],
        ['Vision', '$100', undefined],
      ]);
    });

    it("a code the page's content does not name keeps its English label, after the ones it names", () => {
      const ordered = orderBenefitsByContent([{ label: 'Monthly Premium' }, { label: 'Primary Care Provider' }], both);
      expect(ordered.map((b) => [b.label, b.icon])).to.deep.equal([['Proveedor de cuidado primario', undefined], ['Monthly Premium', 'dollar']]);
    });

    it('one benefit, as the remove-plan pop-up shows it', () => {
      expect(shownBenefit({ label: 'Primary Care Provider', value: '$0 copay' }, both)).to.deep.equal({ label: 'Proveedor de cuidado primario', value: '$0 copay' });
      expect(shownBenefit({ label: 'Primary Care Provider', value: '$0 copay' }, { shown: content, english: content }).label).to.equal('Primary Care Provider');
    });
  });
});

describe('plan figures as benefit rows (spec §3.2, §9)', () => {
  it('the out-of-pocket maximum and the tier 1 figure, labelled by the preferred network, when the benefits do not name them', () => {
    const figures = { outofPocketMaximum: { value: 2800 }, tier1PreferredGeneric: '$0 copay' };
    expect(planFigureRows({ ...figures, preferredNetwork: true }, [])).to.deep.equal([
      { kind: 'outOfPocketMaximum', value: 2800 },
      { kind: 'tier1PreferredGeneric', value: '$0 copay' },
    ]);
    expect(planFigureRows(figures, []).map((row) => row.kind)).to.deep.equal(['outOfPocketMaximum', 'tier1InitialCoverage']);
  });

  it("a benefit the plan already lists, however spelt, is not repeated", () => {
    const benefits = [{ label: ' out-of-pocket  MAXIMUM ' }, { label: 'Tier 1: Preferred Generic' }];
    expect(planFigureRows({ outofPocketMaximum: { value: 2800 }, tier1PreferredGeneric: 1 }, benefits)).to.deep.equal([]);
  });

  it('a figure that is missing, blank or not a number adds no row', () => {
    for (const value of [undefined, '', '  ', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(planFigureRows({ outofPocketMaximum: { value }, tier1PreferredGeneric: value }, [])).to.deep.equal([]);
    }
    expect(planFigureRows({ outofPocketMaximum: null, tier1PreferredGeneric: null }, [])).to.deep.equal([]);
  });
});
