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

  describe('unreadable stored entries never turn into a delete (spec §4.10, §8)', () => {
    it('storage holding only unreadable entries is not empty: nothing changes', () => {
      expect(decideProvidersSync({ ZipCode: '55401', providerIdList: [], unreadableIds: ['p0'] }, { zipCode: '55401', providerIdList: ['p0', 'p1'] })).to.deep.equal({ kind: 'none' });
      expect(decideProvidersSync({ unreadableIds: [null] }, { providerIdList: ['p0'] })).to.deep.equal({ kind: 'none' });
    });

    it('a saved provider whose stored entry is unreadable stays in the list the profile takes', () => {
      const decision = decideProvidersSync({ ZipCode: '55401', providerIdList: ['p1'], unreadableIds: ['p0'] }, { zipCode: '55401', providerIdList: ['p0', 'p1', 'p2'] });
      expect(decision).to.deep.equal({ kind: 'take-stored', providersDetails: { zipCode: '55401', providerIdList: ['p1', 'p0'] } });
    });

    it('an entry whose id is unreadable too keeps every saved provider the readable list lacks', () => {
      const decision = decideProvidersSync({ ZipCode: '10001', providerIdList: ['p1'], unreadableIds: [null] }, { zipCode: '55401', providerIdList: ['p0', 'p1', 'p2'] });
      expect(decision).to.deep.equal({ kind: 'reset-and-refill', providersDetails: { zipCode: '10001', planYear: null, providerIdList: ['p1', 'p0', 'p2'] } });
    });

    it('providers are matched by the given key', () => {
      const keyOf = (p: { id: number }) => String(p.id);
      const decision = decideProvidersSync({ ZipCode: '1', providerIdList: [{ id: 2 }], unreadableIds: ['1'] }, { zipCode: '1', providerIdList: [{ id: 1 }, { id: 3 }] }, keyOf);
      expect(decision.kind === 'take-stored' && decision.providersDetails.providerIdList).to.deep.equal([{ id: 2 }, { id: 1 }]);
    });
  });
});
