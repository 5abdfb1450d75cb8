import { expect } from '@open-wc/testing';
import { configure } from '../../src/state/config';
import { stopCrossTabSync } from '../../src/state/crossTab';
import { savePlan } from '../../src/state/saving';
import { ensureStarted } from '../../src/state/startup';
import { resetStore, type Store } from '../../src/state/store';
import { stubFetch } from '../helpers/fetch';
import { clearCookies, signIn } from '../helpers/page';
import { MEMBER_UUID, memberProfile, plan } from './fixtures';

describe('state: saving a plan', () => {
  let store: Store;
  beforeEach(() => {
    store = resetStore();
    clearCookies();
    signIn(MEMBER_UUID);
    configure({ systemDate: '2026-03-10' });
  });
  afterEach(() => {
    stopCrossTabSync(store);
    clearCookies();
  });

  it('keeps the saved-plan keys of the allowed plan years only, adding the saved plan as planId planYear type (spec §4.5)', async () => {
    const profile = memberProfile();
    profile.plansDetails.savedPlans = 'H1234-001-000 2026 MAPD,H0000-001-000 2024 MA,S5678-012-000 2026 PDP,H7777-001-000 2029 MAPD';
    const server = stubFetch([
      { method: 'GET', path: /\/Users\//, json: profile },
      { method: 'POST', path: `/landrover/api/Users/${MEMBER_UUID}/plans/2026`, json: profile },
    ]);
    await ensureStarted(store);
    // What the host page's save (window.shopperProfile.actions.savePlan) runs.
    expect(await savePlan(plan('H4321-002-000', 'MAPD', 2026), store)).to.equal(true);
    const body = server.requests.find((r) => r.method === 'POST')!.json as { plansDetails: { savedPlans: string } };
    expect(body.plansDetails.savedPlans).to.equal('H1234-001-000 2026 MAPD,S5678-012-000 2026 PDP,H4321-002-000 2026 MAPD');
  });
});
