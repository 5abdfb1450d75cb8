/**
 * A pop-up's open state belongs to the element showing it: with the dashboard
 * and the saved plans on one page, asking to remove a plan in one opens the
 * remove pop-up there only; the other element never shows it.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/sp-saved-plans';
import '../../../elements/sp-dashboard';
import { DRUGS, drugsPage, savedPlan } from '../drugs/pageFixtures';
import { CONTENT_ROUTES } from '../plans/fixtures';
import { leavePage, placeElement, startPage } from '../../helpers/page';
import { getByRole, queryByRole } from '../../helpers/queries';
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
});
