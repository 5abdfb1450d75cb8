import { expect } from '@open-wc/testing';
import { isSamePlanId, planIdParts } from '../../src/domain/planId';

describe('plan ids: 5-character contract, 3-character package, remainder segment (spec §3.2)', () => {
  it('splits an id into its parts, and reads an id shorter than contract plus package as none', () => {
    expect(planIdParts('H1234001000')).to.deep.equal({ contractId: 'H1234', pbpNumber: '001', segmentId: '000' });
    expect(planIdParts('H1234')).to.equal(null);
  });

  it("a service plan's composite id names the plan by contract, package and segment, with or without hyphens", () => {
    expect(isSamePlanId('H3387-003-000', { contractId: 'H3387', pbpNumber: '003', segmentId: '000' })).to.equal(true);
    expect(isSamePlanId('H3387003000', { contractId: 'h3387', pbpNumber: 3, segmentId: 0 })).to.equal(true);
    expect(isSamePlanId('H3387003000', { contractId: 'H3387', pbpNumber: '003' })).to.equal(true);
    expect(isSamePlanId('H3387003001', { contractId: 'H3387', pbpNumber: '003', segmentId: '000' })).to.equal(false);
    expect(isSamePlanId('H3387003000', { contractId: 'H3387', pbpNumber: '004', segmentId: '000' })).to.equal(false);
  });

  it('a composite id sent as one text matches the same id', () => {
    expect(isSamePlanId('H3387-003-000', 'H3387003000')).to.equal(true);
    expect(isSamePlanId('H3387-003-000', 'H3387003001')).to.equal(false);
    expect(isSamePlanId('H33', { contractId: 'H33' })).to.equal(false);
  });
});
