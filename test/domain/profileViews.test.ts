import { expect } from '@open-wc/testing';
import { isSavedPlansPanelShown } from '../../src/domain/profileViews';

describe('saved-plans panel rule (spec §2.2)', () => {
  const table: Array<[Parameters<typeof isSavedPlansPanelShown>[0], boolean]> = [
    [{ view: 'drugs', isApplicationsExists: true, isPlansExists: false }, true],
    [{ view: 'providers', isApplicationsExists: true, isPlansExists: true }, true],
    [{ view: 'plans', isApplicationsExists: false, isPlansExists: true }, true],
    [{ view: 'plans', isApplicationsExists: true, isPlansExists: true }, false],
    [{ view: 'plans', isApplicationsExists: false, isPlansExists: false }, false],
  ];
  for (const [inputs, shown] of table) {
    it(`${shown ? 'shows' : 'hides'} the panel for ${JSON.stringify(inputs)}`, () => {
      expect(isSavedPlansPanelShown(inputs)).to.equal(shown);
    });
  }
});
