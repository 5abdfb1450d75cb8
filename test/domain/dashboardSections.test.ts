import { expect } from '@open-wc/testing';
import { dashboardSections, type DashboardFlags } from '../../src/domain/dashboardSections';

const base: DashboardFlags = {
  authenticated: true, serviceOutage: false, plansExist: false, drugsExist: false, providersExist: false, enrolledPlansExist: false,
  disableActivePlans: false, applicationsExist: false, recommendationType: '', topPlanExists: false,
};

describe('dashboard sections: which show (spec §2.6)', () => {
  it('each section shows by its rule', () => {
    const table: Array<[Partial<DashboardFlags>, keyof ReturnType<typeof dashboardSections>, boolean]> = [
      [{ authenticated: false, plansExist: true, serviceOutage: true }, 'outage', true],
      [{ authenticated: false, plansExist: true }, 'savedPlans', false],
      [{ authenticated: false }, 'findAPlan', true],
      [{ authenticated: false }, 'tiles', true],
      [{ authenticated: false, enrolledPlansExist: true, applicationsExist: true, recommendationType: 'has results', topPlanExists: true }, 'recommendation', false],
      [{ providersExist: true }, 'accountSetup', true],
      [{}, 'accountSetup', false],
      [{ enrolledPlansExist: true }, 'activePlans', true],
      [{ enrolledPlansExist: true, disableActivePlans: true }, 'activePlans', false],
      [{ applicationsExist: true }, 'applications', true],
      [{ recommendationType: 'has results', topPlanExists: true }, 'recommendation', true],
      [{ recommendationType: 'has results' }, 'recommendation', false],
      [{ recommendationType: 'not started' }, 'startRecommendation', true],
      [{ recommendationType: 'not started', applicationsExist: true }, 'startRecommendation', false],
      [{ recommendationType: 'no number 1 ranked plan' }, 'startRecommendation', false],
      [{ plansExist: true }, 'mobile', true],
      [{}, 'mobile', false],
      [{}, 'findAPlan', false],
    ];
    for (const [flags, section, shown] of table) {
      expect(dashboardSections({ ...base, ...flags })[section], `${section} with ${JSON.stringify(flags)}`).to.equal(shown);
    }
  });
});
