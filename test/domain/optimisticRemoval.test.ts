import { expect } from '@open-wc/testing';
import { removeAt, restoreAt } from '../../src/domain/optimisticRemoval';

describe('optimistic removal: remove at index, restore at the old index (spec §4.12)', () => {
  const cases: [number, string[] | null][] = [[0, ['b', 'c']], [1, ['a', 'c']], [2, ['a', 'b']], [3, null], [-1, null]];
  for (const [index, expected] of cases) {
    it(`remove at ${index} -> ${JSON.stringify(expected)}; restore gives the list back`, () => {
      const list = ['a', 'b', 'c'];
      const result = removeAt(list, index);
      expect(result && result.list).to.deep.equal(expected);
      if (result) expect(restoreAt(result.list, result.removal)).to.deep.equal(list);
      expect(list).to.deep.equal(['a', 'b', 'c']);
    });
  }

  it('restores at the end when the list got shorter meanwhile, at the start for a negative index', () => {
    expect(restoreAt(['a'], { item: 'z', index: 5 })).to.deep.equal(['a', 'z']);
    expect(restoreAt(['a'], { item: 'z', index: -2 })).to.deep.equal(['z', 'a']);
  });
});
