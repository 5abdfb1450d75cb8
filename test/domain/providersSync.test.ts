import { expect } from '@open-wc/testing';
import { decideProvidersSync } from '../../src/domain/providersSync';

describe('providers sync decision (spec §4.10)', () => {
  it('zip match: the profile takes the stored list, keeping its other fields', () => {
    const decision = decideProvidersSync(
      { ZipCode: '55401', planYear: 2026, TotalProviders: 2, providerIdList: ['p1', 'p2'] },
      { zipCode: '55401', planYear: 2026, providerIdList: ['p0'] },
    );
    expect(decision).to.deep.equal({ kind: 'take-stored', providersDetails: { zipCode: '55401', planYear: 2026, providerIdList: ['p1', 'p2'] } });
  });

  it('zip differs: reset, then fill from storage', () => {
    const decision = decideProvidersSync(
      { ZipCode: '10001', planYear: 2027, providerIdList: ['p3'] },
      { zipCode: '55401', planYear: 2026, providerIdList: ['p0'] },
    );
    expect(decision).to.deep.equal({ kind: 'reset-and-refill', providersDetails: { zipCode: '10001', planYear: 2027, providerIdList: ['p3'] } });
  });

  it('no profile yet: fill from storage', () => {
    expect(decideProvidersSync({ providerIdList: ['p3'] }, null)).to.deep.equal({
      kind: 'reset-and-refill',
      providersDetails: { zipCode: null, planYear: null, providerIdList: ['p3'] },
    });
  });

  it('stored without a zip never counts as a zip match', () => {
    expect(decideProvidersSync({ ZipCode: '', providerIdList: ['p3'] }, { zipCode: '', providerIdList: [] }).kind).to.equal('reset-and-refill');
  });

  it('empty storage with profile providers: delete all', () => {
    expect(decideProvidersSync({ ZipCode: '55401', providerIdList: [] }, { zipCode: '55401', providerIdList: ['p0'] })).to.deep.equal({ kind: 'delete-all' });
    expect(decideProvidersSync(null, { providerIdList: ['p0'] })).to.deep.equal({ kind: 'delete-all' });
  });

  it('empty storage and no profile providers: nothing to do', () => {
    expect(decideProvidersSync(undefined, { providerIdList: [] })).to.deep.equal({ kind: 'none' });
    expect(decideProvidersSync({ providerIdList: null }, undefined)).to.deep.equal({ kind: 'none' });
  });

  it('the stored list is copied, not shared', () => {
    const stored = { ZipCode: '1', providerIdList: ['p1'] };
    const decision = decideProvidersSync(stored, { zipCode: '1' });
    expect(decision.kind === 'take-stored' && decision.providersDetails.providerIdList).to.not.equal(stored.providerIdList);
  });
});
