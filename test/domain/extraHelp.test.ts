import { expect } from '@open-wc/testing';
import {
  areExtraHelpSideItemsHidden,
  isExtraHelpApplied,
  isExtraHelpWidgetShown,
  lisLevelFromAnswer,
  opensExtraHelpPopup,
} from '../../src/domain/extraHelp';

describe('Extra Help answers -> LIS level (spec §4.13)', () => {

  it("yes sets level '1'; no clears it", () => {
    expect(lisLevelFromAnswer('receive')).to.equal('1');
    expect(lisLevelFromAnswer('doNotReceive')).to.equal(null);
  });

  it('only the first yes opens the explanatory pop-up', () => {
    expect(opensExtraHelpPopup('receive', false)).to.equal(true);
    expect(opensExtraHelpPopup('receive', true)).to.equal(false);
    expect(opensExtraHelpPopup('doNotReceive', false)).to.equal(false);
  });

  const applied: [string | null | undefined, boolean][] = [['1', true], ['0', false], ['', false], [null, false], [undefined, false]];
  for (const [level, expected] of applied) {
    it(`level ${JSON.stringify(level)} applies: ${expected}`, () => expect(isExtraHelpApplied(level)).to.equal(expected));
  }
});

describe('Extra Help side items and widget', () => {
  const hidden: [boolean, string | null | undefined, boolean][] = [
    [true, '0', true], [true, '1', false], [true, null, false], [false, '0', false],
  ];
  for (const [isMember, level, expected] of hidden) {
    it(`member ${isMember}, level ${JSON.stringify(level)}: side items hidden ${expected}`, () =>
      expect(areExtraHelpSideItemsHidden(isMember, level)).to.equal(expected));
  }

  const widget: [string, Parameters<typeof isExtraHelpWidgetShown>[0], boolean][] = [
    ['feature on, not cloaked', { featureOn: true, cloaked: false, isMember: false, lisSubsidyLevel: null }, true],
    ['feature off', { featureOn: false, cloaked: false, isMember: false, lisSubsidyLevel: null }, false],
    ['cloaked', { featureOn: true, cloaked: true, isMember: false, lisSubsidyLevel: null }, false],
    ['known non-subsidised member', { featureOn: true, cloaked: false, isMember: true, lisSubsidyLevel: '0' }, false],
    ['subsidised member', { featureOn: true, cloaked: false, isMember: true, lisSubsidyLevel: '1' }, true],
  ];
  for (const [name, inputs, expected] of widget) {
    it(`widget for ${name}: ${expected}`, () => expect(isExtraHelpWidgetShown(inputs)).to.equal(expected));
  }
});
