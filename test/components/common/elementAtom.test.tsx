/**
 * A pop-up's open state belongs to the element showing it: with the dashboard
 * and the saved plans on one page, asking to remove a plan in one opens the
 * remove pop-up there only; the other element never shows it.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/sp-saved-plans';
import '../../../elements/sp-dashboard';
import { DRUGS, drugsPage, savedPlan } from '../drugs/pageFixtures';
import { configure } from '../../../src/state/config';
import { lisSubsidyLevelAtom } from '../../../src/state/plans/extraHelp';
import { getStore } from '../../../src/state/store';
import { CONTENT_ROUTES, isnpPlan, mapdPlan, pdpPlan } from '../plans/fixtures';
import { leavePage, placeElement, startPage } from '../../helpers/page';
import { getByRole, queryAllByRole, queryByRole } from '../../helpers/queries';
import { waitFor } from '../../helpers/wait';

const REMOVE_HEADING = 'Remove this plan from your saved plans?';

describe('pop-up state kept by its element', () => {
  afterEach(() => leavePage());

  it('the remove pop-up opens only in the element where the person asked', async () => {
    startPage(drugsPage('member', { plans: [savedPlan('H1234-001-000', 'MAPD'), savedPlan('H1234-003-000', 'MA')], drugs: DRUGS }, CONTENT_ROUTES));
    const dashboard = await placeElement('sp-dashboard', (r) => r.querySelector('article'));
    const plans = await placeElement('sp-saved-plans', (r) => r.querySelector('article'));
    getByRole(plans.root, 'button', 'Remove Plan H1234-003-000 from saved plans').click();
    const dialog = await waitFor(() => queryByRole(plans.root, 'dialog', REMOVE_HEADING), 'no pop-up where the person asked');
    expect(queryByRole(dashboard.root, 'dialog'), 'a pop-up opened in the other element too').to.equal(null);

    getByRole(dialog, 'button', 'Keep plan').click();
    await waitFor(() => !queryByRole(plans.root, 'dialog'), 'the pop-up never closed');

    getByRole(dashboard.root, 'button', 'Remove Plan H1234-001-000 from saved plans').click();
    const other = await waitFor(() => queryByRole(dashboard.root, 'dialog', REMOVE_HEADING), 'no pop-up in the dashboard');
    expect(other.textContent).to.contain('Plan H1234-001-000');
    expect(queryByRole(plans.root, 'dialog'), 'a pop-up opened in the saved plans too').to.equal(null);
  });

  // The drug pricing, learn-more and Extra Help pop-ups of a plan card (spec §2.7), each with its element.
  for (const [popup, opener, heading] of [
    ['drug pricing', 'View drug pricing for AARP Medicare Advantage Plan 2 (HMO)', 'Drug pricing'],
    ['learn more', 'Learn more: UnitedHealthcare Nursing Home Plan (PPO I-SNP)', 'Call to enroll'],
    ['Extra Help', 'How Extra Help lowers this premium for AARP Medicare Rx Preferred from UHC (PDP)', 'How Extra Help lowers your costs'],
  ] as const) {
    it(`the ${popup} pop-up opens only in the element where the person asked`, async () => {
      startPage(drugsPage('member', { plans: [mapdPlan(), isnpPlan(), pdpPlan()], drugs: DRUGS }, CONTENT_ROUTES));
      configure({ flags: { lisChanges: true } });
      getStore().set(lisSubsidyLevelAtom, '1');
      const dashboard = await placeElement('sp-dashboard', (r) => r.querySelector('article'));
      const plans = await placeElement('sp-saved-plans', (r) => r.querySelector('article'));
      for (const [here, there] of [[plans, dashboard], [dashboard, plans]] as const) {
        const button = await waitFor(() => queryAllByRole(here.root, 'button', opener)[0], `no ${opener}`);
        button.click();
        // The first opening may fetch the pop-up's code: seconds in WebKit on a loaded two-core machine.
        const dialog = await waitFor(() => queryByRole(here.root, 'dialog', heading), 'no pop-up where the person asked', { timeout: 15_000 });
        expect(queryByRole(there.root, 'dialog'), 'a pop-up opened in the other element too').to.equal(null);
        queryAllByRole(dialog, 'button', 'Close')[0]!.click();
        await waitFor(() => !queryByRole(here.root, 'dialog'), 'the pop-up never closed');
      }
    });
  }
});
