import { expect } from '@open-wc/testing';
import { drugCoverageStatus, isPharmacyCostShown, isPharmacyCovered, isPharmacyCoverageReset } from '../../src/domain/pharmacy';

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

  const statuses: [Parameters<typeof drugCoverageStatus>[0], string][] = [
    [{ covered: true }, 'covered'],
    [{ covered: false }, 'notCovered'],
    [{ covered: true, isShowPharmacyMessage: false }, 'covered'],
    [{ covered: true, isShowPharmacyMessage: true }, 'pharmacyMessage'],
    [{ covered: false, isShowPharmacyMessage: null }, 'notCovered'],
  ];
  for (const [inputs, status] of statuses) {
    it(`drug status ${JSON.stringify(inputs)} -> '${status}' (the key the coverage line looks up)`, () => expect(drugCoverageStatus(inputs)).to.equal(status));
  }

  it('pharmacy coverage resets when no drugs exist', () => {
    expect(isPharmacyCoverageReset(0)).to.equal(true);
    expect(isPharmacyCoverageReset(1)).to.equal(false);
  });
});
