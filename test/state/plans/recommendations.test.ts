import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { configure } from '../../../src/state/config';
import * as v from 'valibot';
import { ProfileResponseSchema } from '../../../src/api/schemas/profile';
import { applyProfile } from '../../../src/state/profile';
import {
  ensureRecommendationWidget,
  recommendationResultsUrl,
  recommendationTypeAtom,
  RECOMMENDATION_WIDGET_SCRIPT_PATH,
  stopRecommendationWidgetPoll,
  topRecommendedPlanAtom,
} from '../../../src/state/plans/recommendations';
import { OPEN_ADD_YOUR_INFO } from '../../../src/state/hostEvents';
import { recommendedSupplementTarget, startSupplementApplication } from '../../../src/state/plans/supplementApplication';
import { navigation } from '../../../src/platform/navigation';
import type { Store } from '../../../src/state/store';
import { DASHBOARD_CONFIG, preData, recommended, savedPlan } from '../../components/dashboard/fixtures';
import { freshPage, leavePage } from '../../helpers/page';

/** Applies a profile answer the way the Users API's would be read. */
function load(store: Store, answer: unknown): void {
  applyProfile(store, v.parse(ProfileResponseSchema, answer));
}

const widgetScripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-sp-recommendation-widget]'));

describe('state: recommendations', () => {
  let store: Store;
  beforeEach(() => {
    store = freshPage({ config: DASHBOARD_CONFIG });
  });
  afterEach(() => {
    stopRecommendationWidgetPoll(store);
    leavePage(store);
    sinon.restore();
  });

  it('the top plan is the rank-1 plan of the active year; another year means no number-one plan', () => {
    load(store, { preData: preData([recommended('H1-001-000', 'MAPD', { rank: '2' }), recommended('H2-001-000', 'MAPD')]) });
    expect(store.get(topRecommendedPlanAtom)?.planId).to.equal('H2-001-000');
    expect(store.get(recommendationTypeAtom)).to.equal('has results');
    load(store, { preData: preData([recommended('H2-001-000', 'MAPD', { planYear: 2027 })]) });
    expect(store.get(topRecommendedPlanAtom)).to.equal(undefined);
    expect(store.get(recommendationTypeAtom)).to.equal('no number 1 ranked plan');
  });

  it('no ranked plans is the not-started type', () => {
    load(store, { preData: preData([]) });
    expect(store.get(recommendationTypeAtom)).to.equal('not started');
  });

  it('the results link carries the active year', () => {
    expect(recommendationResultsUrl(2026)).to.equal('/plan-recommendation-engine.html/result?year=2026');
  });

  it('a supplement top plan attaches the widget script once the state code is known, polled every 100 ms, and only once', () => {
    const clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const noState = preData([recommended('G', 'MS')]);
    noState.planRecommendationObj.location = { zipcode: '10001', selectedCounty: { stateCode: '', fipsCountyCode: '061' } };
    load(store, { preData: noState });
    ensureRecommendationWidget(store);
    clock.tick(300);
    expect(widgetScripts()).to.have.length(0);
    load(store, { preData: { ...noState, medsuppUserInfo: { statecode: 'NY' } } });
    clock.tick(99);
    expect(widgetScripts()).to.have.length(0);
    clock.tick(1);
    expect(widgetScripts().map((s) => new URL(s.src).pathname)).to.deep.equal([RECOMMENDATION_WIDGET_SCRIPT_PATH]);
    ensureRecommendationWidget(store);
    clock.tick(500);
    expect(widgetScripts()).to.have.length(1);
  });

  it('a non-supplement top plan attaches no widget script', () => {
    load(store, { preData: preData([recommended('H2-001-000', 'MAPD')]) });
    ensureRecommendationWidget(store);
    expect(widgetScripts()).to.have.length(0);
  });

  it('starting a supplement plan raises open-add-your-info when the widget is on the page and the states match', () => {
    configure({ systemDate: '2026-03-10' });
    load(store, {
      preData: preData([recommended('G', 'MS', { compositePlanId: { plancode: 'G' } })], { medsuppUserInfo: { statecode: 'NY' } }),
      plansDetails: { zipCode: '10001', plans: [savedPlan('G01', 'MS')], savedPlans: '' },
    });
    ensureRecommendationWidget(store);
    const assign = sinon.stub(navigation, 'assign');
    const seen: CustomEvent[] = [];
    const listener = (event: Event) => seen.push(event as CustomEvent);
    window.addEventListener(OPEN_ADD_YOUR_INFO, listener);
    startSupplementApplication(recommendedSupplementTarget(store.get(topRecommendedPlanAtom)!, null, 'Start application', store), store);
    window.removeEventListener(OPEN_ADD_YOUR_INFO, listener);
    expect(assign.called).to.equal(false);
    expect(seen[0]!.detail).to.deep.equal({
      entryPoint: 'shopper-profile-dashboard', planName: 'Recommended G', planCode: 'G', zipCode: '10001', clickedElement: 'Start application',
      planYear: 2026, stateCode: 'NY', legalEntity: 'UnitedHealthcare', marketingPlanCode: 'G',
    });
  });

  it('starting a supplement plan whose state does not match goes to its details page with startApplication=true, storing the recommendation first', () => {
    load(store, {
      preData: preData([recommended('G', 'MS', { compositePlanId: { plancode: 'G' } })], { medsuppUserInfo: { statecode: 'NY' } }),
      plansDetails: { zipCode: '10001', plans: [savedPlan('G01', 'MS', { county: { stateCode: 'NJ' } })], savedPlans: '' },
    });
    ensureRecommendationWidget(store);
    const assign = sinon.stub(navigation, 'assign');
    startSupplementApplication(recommendedSupplementTarget(store.get(topRecommendedPlanAtom)!, null, 'Start application', store), store);
    expect(assign.firstCall.args[0]).to.equal('/health-plans/medsupp-details.html/10001/G/2026?startApplication=true');
    expect(JSON.parse(localStorage.getItem('sp.ole.recommendation')!).planRecommendationObj.plans[0].planId).to.equal('G');
  });
});
