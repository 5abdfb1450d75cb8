import { expect } from '@open-wc/testing';
import { drugCostGroups } from '../../src/domain/planLists';

describe('drug cost groups', () => {
  const plans = [
    { planId: 'a', planType: 'MA' },
    { planId: 'b', planType: 'MAPD' },
    { planId: 'c', planType: 'PDP' },
    { planId: 'd', planType: 'SNP' },
    { planId: 'e', planType: 'MS' },
    { planId: 'f', planType: 'XX' },
    { planId: 'g', planType: 'mapd' },
  ];

  it('one cost call per group: MAPD, PDP, SNP', () => {
    const groups = drugCostGroups(plans);
    expect(Object.keys(groups)).to.deep.equal(['MAPD', 'PDP', 'SNP']);
    expect(groups.MAPD?.map((plan) => plan.planId)).to.deep.equal(['b', 'g']);
    expect(drugCostGroups([{ planType: 'MA' }])).to.deep.equal({});
  });
});
