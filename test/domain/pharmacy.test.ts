import { expect } from '@open-wc/testing';
import { drugCoveredText, isPharmacyCostShown, isPharmacyCovered, isPharmacyCoverageReset } from '../../src/domain/pharmacy';

describe('pharmacy coverage and cost (spec §5.5)', () => {
  const cases: [Parameters<typeof isPharmacyCovered>[0], boolean, boolean][] = [
    [{ inNetwork: true }, true, true],
    [{ inNetwork: 'true' }, true, true],
    [{ inNetwork: false, mailOrder: 'true' }, true, false],
    [{ inNetwork: true, mailOrder: true }, true, true],
    [{ inNetwork: false, mailOrder: 'false' }, false, false],
    [{}, false, false],
  ];
  for (const [pharmacy, covered, costShown] of cases) {
    it(`${JSON.stringify(pharmacy)} covered ${covered}, cost shown ${costShown}`, () => {
      expect(isPharmacyCovered(pharmacy)).to.equal(covered);
      expect(isPharmacyCostShown(pharmacy)).to.equal(costShown);
    });
  }

  const texts: [Parameters<typeof drugCoveredText>[0], string][] = [
    [{ covered: true }, 'Covered'],
    [{ covered: false }, 'Not covered'],
    [{ covered: true, isShowPharmacyMessage: true, pharmacyMessage: 'Call your pharmacy' }, 'Call your pharmacy'],
    [{ covered: false, isShowPharmacyMessage: true, pharmacyMessage: '' }, 'Not covered'],
    [{ covered: true, isShowPharmacyMessage: false, pharmacyMessage: 'Call your pharmacy' }, 'Covered'],
  ];
  for (const [inputs, text] of texts) {
    it(`drug status '${text}'`, () => expect(drugCoveredText(inputs)).to.equal(text));
  }

  it('pharmacy coverage resets when no drugs exist', () => {
    expect(isPharmacyCoverageReset(0)).to.equal(true);
    expect(isPharmacyCoverageReset(1)).to.equal(false);
  });
});
