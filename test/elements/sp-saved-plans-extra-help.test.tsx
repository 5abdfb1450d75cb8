/**
 * <sp-saved-plans>: the Extra Help premium on plan cards and in the remove
 * pop-up follows the §5.5 rule (0 when the subsidy figure is missing or not a
 * number, two decimals, the medical premium added for non-PDP plans), not the
 * stored formatted text.
 */
import { expect } from '@open-wc/testing';
import '../../elements/sp-saved-plans';
import { lisSubsidyLevelAtom } from '../../src/state/plans/extraHelp';
import { stubFetch } from '../helpers/fetch';
import { getByRole, getByText, queryByRole } from '../helpers/queries';
import { waitFor } from '../helpers/wait';
import { MEMBER_UUID } from '../state/fixtures';
import { CONTENT_ROUTES, mapdPlan, pdpPlan, placeSavedPlans, profileWith } from '../components/plans/fixtures';
import { freshPage, leavePage, signIn } from '../helpers/page';

const LIS_LABEL = 'Monthly premium with Extra Help';
const MAPD_NAME = 'AARP Medicare Advantage Plan 2 (HMO)';
const PDP_NAME = 'AARP Medicare Rx Preferred from UHC (PDP)';

async function placeWith(plans: unknown[]): Promise<ShadowRoot> {
  stubFetch([{ method: 'GET', path: new RegExp(`/landrover/api/Users/${MEMBER_UUID}/all/2026`), json: profileWith(plans, { drugsAndPharmacyDetails: { drugInfoDetails: [] } }) }, ...CONTENT_ROUTES]);
  return placeSavedPlans();
}

const lisPremium = (root: ShadowRoot, planName: string) => getByText(getByRole(root, 'article', planName), LIS_LABEL).nextElementSibling?.textContent;

describe('<sp-saved-plans> Extra Help premium (spec §5.5)', () => {
  beforeEach(() => {
    const store = freshPage({ config: { flags: { lisChanges: true } } });
    store.set(lisSubsidyLevelAtom, '1');
    signIn(MEMBER_UUID);
  });

  afterEach(() => {
    leavePage();
  });

  it('a non-PDP plan adds its medical premium to the subsidy figure, on the card and in the remove pop-up', async () => {
    const root = await placeWith([mapdPlan(2026, { monthlyPremiumFormatted: '$41.00', lisMonthlyPremiumFormatted: '$10.5', medicalPremium: '20' })]);
    expect(lisPremium(root, MAPD_NAME)).to.equal('$30.50');
    getByRole(root, 'button', `Remove ${MAPD_NAME} from saved plans`).click();
    const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Remove this plan from your saved plans?'));
    expect(getByText(dialog, LIS_LABEL).nextElementSibling?.textContent).to.equal('$30.50');
  });

  it('a PDP shows the subsidy figure alone, with two decimals', async () => {
    const root = await placeWith([{ ...pdpPlan(), lisMonthlyPremiumFormatted: '44', medicalPremium: 20 }]);
    expect(lisPremium(root, PDP_NAME)).to.equal('$44.00');
  });

  it('a subsidy figure that is not a number shows $0.00', async () => {
    const root = await placeWith([{ ...pdpPlan(), lisMonthlyPremiumFormatted: 'see plan details' }]);
    expect(lisPremium(root, PDP_NAME)).to.equal('$0.00');
  });
});
