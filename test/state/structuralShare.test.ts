import { expect } from '@open-wc/testing';
import { structuralShare } from '../../src/state/structuralShare';

describe('structuralShare', () => {
  it('keeps the identity of unchanged subtrees and replaces changed ones', () => {
    const prev = { plans: [{ planId: 'a' }, { planId: 'b' }], drugs: [{ drugId: '1' }, { drugId: '2' }] };
    const next = { plans: [{ planId: 'a' }, { planId: 'b' }], drugs: [{ drugId: '1' }] };
    const out = structuralShare(prev, next);
    expect(out.plans).to.equal(prev.plans);
    expect(out.drugs).not.to.equal(prev.drugs);
    expect(out.drugs[0]).to.equal(prev.drugs[0]);
    expect(out).not.to.equal(prev);
  });

  it('returns the previous object when nothing changed', () => {
    const prev = { a: [1, 2, { b: 'c' }], d: null };
    expect(structuralShare(prev, JSON.parse(JSON.stringify(prev)))).to.equal(prev);
  });

  it('treats a new key or a changed scalar as a change', () => {
    const prev = { a: 1 };
    expect(structuralShare(prev, { a: 1, b: 2 })).to.deep.equal({ a: 1, b: 2 });
    expect(structuralShare(prev, { a: 2 })).to.deep.equal({ a: 2 });
    expect(structuralShare([1, 2], [1, 2, 3])).to.deep.equal([1, 2, 3]);
  });
});
