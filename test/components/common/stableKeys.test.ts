import { expect } from '@open-wc/testing';
import { stableKeys } from '../../../src/components/common/stableKeys';

describe('stableKeys', () => {
  it('keys rows by their own identity, so removing one leaves the others unchanged', () => {
    const before = stableKeys(['a', 'b', 'c'], (x) => x);
    const after = stableKeys(['b', 'c'], (x) => x);
    expect(before.slice(1)).to.deep.equal(after);
  });

  it('keeps keys unique when an identity repeats', () => {
    expect(stableKeys(['a', 'a', 'b', 'a'], (x) => x)).to.deep.equal(['a', 'a#1', 'b', 'a#2']);
  });
});
