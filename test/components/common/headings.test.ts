import { expect } from '@open-wc/testing';
import { headingTag, levelBelow } from '../../../src/components/common/headings';

describe('heading levels: held within h2..h6 in one place', () => {
  const cases: [number | undefined, number, number][] = [
    [undefined, 0, 2],
    [2, 0, 2],
    [3, 1, 4],
    [5, 1, 6],
    [6, 1, 6],
    [6, 2, 6],
    [1, 0, 2],
    [-3, 1, 2],
    [3.6, 0, 4],
    [99, 0, 6],
  ];
  for (const [level, below, expected] of cases) {
    it(`${String(level)} and ${below} below is h${expected}`, () => {
      expect(levelBelow(level, below)).to.equal(expected);
      expect(headingTag(level, below)).to.equal(`h${expected}`);
    });
  }
});
