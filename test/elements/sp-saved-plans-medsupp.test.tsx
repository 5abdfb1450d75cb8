/**
 * <sp-saved-plans>, Medicare Supplement: the favourited supplement plans of
 * medsuppData shown with the supplement plan search's details (spec §3.1,
 * §7.3), and a supplement card's button following the dashboard's rule
 * (§4.8): an application for the plan is continued or viewed, never started
 * twice; a new one opens the add-your-info route where it applies.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/sp-saved-plans';
import { logger, type LogEntry } from '../../src/platform/logger';
import { navigation } from '../../src/platform/navigation';
import { readStoredText } from '../../src/platform/storedValue';
import { holdRequests, type Route } from '../helpers/fetch';
import { getByRole, getByText, queryByRole } from '../helpers/queries';
import { waitFor } from '../helpers/wait';
import { MEMBER_UUID } from '../state/fixtures';
import { leavePage, placeElement, startPage } from '../helpers/page';
import {
  CONTENT_ROUTES,
  favourites,
  mapdPlan,
  medsuppApplicationRoute,
  medsuppSearchRoute,
  planF,
  profileWith,
  searchedSupplementPlan,
} from '../components/plans/fixtures';

const MS_LIST = /^Medicare Supplement Insurance Plans/;
const PLAN_N = 'AARP Medicare Supplement Plan N';
const PLAN_F = 'AARP Medicare Supplement Plan F';
const SEARCH = [
  searchedSupplementPlan('F', 'F01', PLAN_F, 248),
  searchedSupplementPlan('N', 'N01', PLAN_N, 141),
  searchedSupplementPlan('K', 'K01', 'AARP Medicare Supplement Plan K', 88),
];
const searchPath = '/medsupp/plans/v2/zip-codes/10001/products/MEDSUPP/search';

function open(plans: unknown[], extra: Record<string, unknown>, routes: Route[]) {
  return startPage({ who: 'member', uuid: MEMBER_UUID, profile: profileWith(plans, extra), routes: [...routes, ...CONTENT_ROUTES] });
}

const place = () => placeElement('sp-saved-plans', (root) => root.querySelector('article'));
const msHeading = (root: ShadowRoot) => queryByRole(root, 'heading', MS_LIST)?.textContent ?? null;
const bullets = (card: HTMLElement) => Array.from(card.querySelectorAll('.sp-plan-card__bullets li')).map((li) => li.textContent);

function recordLogs(): { entries: LogEntry[]; stop: () => void } {
  const entries: LogEntry[] = [];
  return { entries, stop: logger.subscribe((entry) => entries.push(entry)) };
}

describe('<sp-saved-plans>: favourited supplement plans (spec §3.1, §7.3)', () => {
  afterEach(() => {
    leavePage();
    sinon.restore();
  });

  it('show as supplement cards with the search\'s name, premium, benefits and legal entity; a favourite also saved shows once; other years stay out', async () => {
    const page = open([planF()], { medsuppData: favourites({ planCode: 'N', planYear: 2026 }, { planCode: 'f', planYear: 2026 }, { planCode: 'K', planYear: 2025 }) }, [medsuppSearchRoute(SEARCH)]);
    const { root, el } = await place();
    const n = await waitFor(() => queryByRole(root, 'article', PLAN_N), 'the favourited Plan N never showed');
    expect(msHeading(root)).to.equal('Medicare Supplement Insurance Plans (2)');
    expect(getByRole(root, 'article', PLAN_F)).to.exist;
    expect(queryByRole(root, 'article', 'AARP Medicare Supplement Plan K'), 'a favourite of another year').to.equal(null);
    expect(getByText(n, 'Monthly premium').nextElementSibling!.textContent).to.equal('$141.00');
    expect(getByText(n, 'Part B Deductible')).to.exist;
    expect(bullets(n)[0]).to.equal('No prescription drug coverage');
    expect(getByText(n, 'Insured by UnitedHealthcare Insurance Company, Horsham, PA.')).to.exist;
    expect(getByRole(n, 'button', `Start application: ${PLAN_N}`)).to.exist;
    const searches = page.server.requests.filter((r) => r.url.pathname === searchPath);
    expect(searches.map((r) => r.url.search)).to.deep.equal(['?benefitsSummaries=true']);
    await expect(el).to.be.accessible();
  });

  it('with only favourites the list shows them, its state found by the counties call', async () => {
    const counties = { method: 'GET', path: '/geolocationinfo/counties/10001', json: { counties: [{ fipsCountyCode: '061', fipsCountyName: 'New York', fipsStateCode: '36', stateCode: 'NY' }] } };
    open([], { medsuppData: favourites({ planCode: 'N' }) }, [medsuppSearchRoute(SEARCH), counties]);
    const { root } = await placeElement('sp-saved-plans', (r) => r.querySelector('article') ?? null);
    expect(msHeading(root)).to.equal('Medicare Supplement Insurance Plans (1)');
    expect(getByRole(root, 'article', PLAN_N)).to.exist;
  });

  it('removing a favourite writes the favourites back without it; the saved plans stay', async () => {
    const write = { method: 'POST', path: `/landrover/api/Users/${MEMBER_UUID}/medsuppPlans/2026`, json: { uuid: MEMBER_UUID } };
    const page = open([planF()], { medsuppData: favourites({ planCode: 'N', planYear: 2026 }, { planCode: 'F', planYear: 2026 }) }, [medsuppSearchRoute(SEARCH), write]);
    const { root } = await place();
    await waitFor(() => queryByRole(root, 'article', PLAN_N));
    getByRole(root, 'button', `Remove ${PLAN_N} from saved plans`).click();
    const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Remove this plan from your saved plans?'));
    expect(dialog.textContent).to.contain(`${PLAN_N}: a positioning statement.`);
    getByRole(dialog, 'button', 'Remove from saved plans').click();
    await waitFor(() => !queryByRole(root, 'article', PLAN_N) && !queryByRole(root, 'dialog'), 'the favourite stayed');
    const posted = page.server.requests.find((r) => r.method === 'POST' && r.url.pathname.endsWith('/medsuppPlans/2026'));
    expect(posted?.json).to.deep.equal({ medsuppData: favourites({ planCode: 'F', planYear: 2026 }), isGuest: false });
    expect(page.server.requests.filter((r) => r.method === 'DELETE')).to.have.length(0);
    expect(msHeading(root)).to.equal('Medicare Supplement Insurance Plans (1)');
    expect(getByRole(root, 'article', PLAN_F)).to.exist;
  });

  it('removing a saved supplement plan that is also favourited removes both: it does not come back as a favourite', async () => {
    const write = { method: 'POST', path: `/landrover/api/Users/${MEMBER_UUID}/medsuppPlans/2026`, json: { uuid: MEMBER_UUID } };
    const remove = { method: 'DELETE', path: `/landrover/api/Users/${MEMBER_UUID}/plans/F01/2026`, json: { success: true } };
    const page = open([planF()], { medsuppData: favourites({ planCode: 'N', planYear: 2026 }, { planCode: 'F', planYear: 2026 }) }, [medsuppSearchRoute(SEARCH), write, remove]);
    const { root } = await place();
    await waitFor(() => queryByRole(root, 'article', PLAN_N));
    getByRole(root, 'button', `Remove ${PLAN_F} from saved plans`).click();
    getByRole(await waitFor(() => queryByRole(root, 'dialog')), 'button', 'Remove from saved plans').click();
    await waitFor(() => !queryByRole(root, 'dialog'), 'the pop-up stayed open');
    await waitFor(() => msHeading(root) === 'Medicare Supplement Insurance Plans (1)', `the list shows ${String(msHeading(root))}`);
    expect(queryByRole(root, 'article', PLAN_F)).to.equal(null);
    expect(page.server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).to.deep.equal([`/landrover/api/Users/${MEMBER_UUID}/plans/F01/2026`]);
    const posted = page.server.requests.find((r) => r.method === 'POST' && r.url.pathname.endsWith('/medsuppPlans/2026'));
    expect(posted?.json).to.deep.equal({ medsuppData: favourites({ planCode: 'N', planYear: 2026 }), isGuest: false });
  });

  it('a failed removal of a favourite brings its card back', async () => {
    const write = { method: 'POST', path: `/landrover/api/Users/${MEMBER_UUID}/medsuppPlans/2026`, status: 500, json: { message: 'boom' } };
    open([planF()], { medsuppData: favourites({ planCode: 'N', planYear: 2026 }) }, [medsuppSearchRoute(SEARCH), write]);
    const { root } = await place();
    await waitFor(() => queryByRole(root, 'article', PLAN_N));
    getByRole(root, 'button', `Remove ${PLAN_N} from saved plans`).click();
    getByRole(await waitFor(() => queryByRole(root, 'dialog')), 'button', 'Remove from saved plans').click();
    await waitFor(() => !queryByRole(root, 'dialog'), 'the pop-up stayed open');
    await waitFor(() => queryByRole(root, 'article', PLAN_N), 'the favourite did not come back');
    expect(msHeading(root)).to.equal('Medicare Supplement Insurance Plans (2)');
  });

  it('a failed supplement plan search leaves out only the favourites, logged; the saved plans show', async () => {
    const logs = recordLogs();
    try {
      const failing = { method: 'GET', path: searchPath, status: 500, json: { message: 'boom' } };
      open([mapdPlan(), planF()], { medsuppData: favourites({ planCode: 'N', planYear: 2026 }) }, [failing]);
      const { root } = await place();
      await waitFor(() => logs.entries.some((e) => e.message.startsWith('API call planInfo.medsuppPlanSearch failed')), 'the failure was not logged');
      await waitFor(() => queryByRole(root, 'article', PLAN_F));
      expect(msHeading(root)).to.equal('Medicare Supplement Insurance Plans (1)');
      expect(getByRole(root, 'article', 'AARP Medicare Advantage Plan 2 (HMO)')).to.exist;
    } finally {
      logs.stop();
    }
  });

  it('a favourite the search does not answer is logged as not found and shows no card', async () => {
    const logs = recordLogs();
    try {
      open([planF()], { medsuppData: favourites({ planCode: 'N', planYear: 2026 }, { planCode: 'ZZ', planYear: 2026 }) }, [medsuppSearchRoute(SEARCH)]);
      const { root } = await place();
      await waitFor(() => queryByRole(root, 'article', PLAN_N));
      expect(msHeading(root)).to.equal('Medicare Supplement Insurance Plans (2)');
      expect(logs.entries.map((e) => e.message)).to.include('Favourited supplement plan ZZ not found in the supplement plan search');
    } finally {
      logs.stop();
    }
  });
});

describe('<sp-saved-plans>: a supplement card\'s application button (spec §4.8)', () => {
  afterEach(() => {
    leavePage();
    sinon.restore();
    document.head.querySelectorAll('script[data-sp-recommendation-widget]').forEach((script) => script.remove());
  });

  it('a card for the plan the user is applying for continues that application on its resume page, and writes no new enrollment', async () => {
    const assign = sinon.stub(navigation, 'assign');
    open([planF()], {}, [medsuppApplicationRoute(PLAN_F.toUpperCase())]);
    const { root } = await place();
    const card = getByRole(root, 'article', PLAN_F);
    const button = await waitFor(() => queryByRole(card, 'button', `Continue your application: ${PLAN_F}`), 'no continue button');
    expect(queryByRole(card, 'button', /^Start application/)).to.equal(null);
    button.click();
    await waitFor(() => assign.called, 'never left for the resume page');
    const url = new URL(assign.firstCall.args[0], location.href);
    expect(url.pathname).to.equal('/health-plans/medicare-supplement-plans/resume-application.html');
    expect(url.searchParams.get('applicantId')).to.equal('MSA-7');
    expect(url.searchParams.get('resume')).to.equal('true');
    expect(readStoredText('cookie', 'sp-ole-plan')).to.equal(undefined);
  });

  it('a submitted application for the plan is viewed, not resumed', async () => {
    const assign = sinon.stub(navigation, 'assign');
    open([planF()], {}, [medsuppApplicationRoute(PLAN_F, 'SUBMITTED')]);
    const { root } = await place();
    (await waitFor(() => queryByRole(root, 'button', `View application: ${PLAN_F}`), 'no view button')).click();
    await waitFor(() => assign.called);
    expect(new URL(assign.firstCall.args[0], location.href).searchParams.get('resume')).to.equal(null);
  });

  it('Start application pressed before the application has loaded still continues it, never starting a second', async () => {
    const assign = sinon.stub(navigation, 'assign');
    open([planF()], {}, [medsuppApplicationRoute(PLAN_F)]);
    const release = holdRequests('/enrollments/medsupp/');
    const { root } = await place();
    const start = await waitFor(() => queryByRole(root, 'button', `Start application: ${PLAN_F}`));
    start.click();
    release();
    await waitFor(() => assign.called, 'never left the page');
    expect(new URL(assign.firstCall.args[0], location.href).pathname).to.equal('/health-plans/medicare-supplement-plans/resume-application.html');
    expect(assign.callCount).to.equal(1);
  });

  it('Start application raises open-add-your-info when the widget script is on the page and the card\'s state is the recommendation\'s', async () => {
    const assign = sinon.stub(navigation, 'assign');
    const widget = document.createElement('script');
    widget.setAttribute('data-sp-recommendation-widget', 'NY');
    document.head.append(widget);
    open([planF()], { preData: { medsuppUserInfo: { statecode: 'NY' } } }, [{ method: 'GET', path: '/landrover/api/enrollments/medsupp/v1', json: { applications: [] } }]);
    const { root } = await place();
    const seen: CustomEvent[] = [];
    const listener = (event: Event) => seen.push(event as CustomEvent);
    window.addEventListener('open-add-your-info', listener);
    try {
      (await waitFor(() => queryByRole(root, 'button', `Start application: ${PLAN_F}`))).click();
      await waitFor(() => seen.length === 1, 'no open-add-your-info event');
    } finally {
      window.removeEventListener('open-add-your-info', listener);
    }
    expect(seen[0]!.detail).to.deep.equal({
      entryPoint: 'shopper-profile-plans', planName: PLAN_F, planCode: 'F01', zipCode: '10001', clickedElement: 'Start application',
      planYear: 2026, stateCode: 'NY', legalEntity: 'UnitedHealthcare Insurance Company', marketingPlanCode: 'F01',
    });
    expect(assign.called).to.equal(false);
  });

  it('Start application for a plan of another state goes to its medsupp details page with startApplication=true', async () => {
    const assign = sinon.stub(navigation, 'assign');
    const widget = document.createElement('script');
    widget.setAttribute('data-sp-recommendation-widget', 'NJ');
    document.head.append(widget);
    open([planF()], { preData: { medsuppUserInfo: { statecode: 'NJ' } } }, [{ method: 'GET', path: '/landrover/api/enrollments/medsupp/v1', json: { applications: [] } }]);
    const { root } = await place();
    (await waitFor(() => queryByRole(root, 'button', `Start application: ${PLAN_F}`))).click();
    await waitFor(() => assign.called);
    expect(assign.firstCall.args[0]).to.equal('/health-plans/medsupp-details.html/10001/F01/2026?startApplication=true');
  });

  it('a favourited plan starts its application by the plan code it was favourited by', async () => {
    const assign = sinon.stub(navigation, 'assign');
    open([], { medsuppData: favourites({ planCode: 'N' }) }, [
      medsuppSearchRoute(SEARCH),
      { method: 'GET', path: '/geolocationinfo/counties/10001', json: { counties: [{ fipsCountyCode: '061', fipsStateCode: '36', stateCode: 'NY' }] } },
      { method: 'GET', path: '/landrover/api/enrollments/medsupp/v1', json: { applications: [] } },
    ]);
    const { root } = await place();
    (await waitFor(() => queryByRole(root, 'button', `Start application: ${PLAN_N}`))).click();
    await waitFor(() => assign.called);
    expect(assign.firstCall.args[0]).to.equal('/health-plans/medsupp-details.html/10001/N/2026?startApplication=true');
  });
});
