/**
 * A removal a host page starts through `window.shopperProfile.actions` is
 * announced to the host exactly as a person's removal is: the same bubbling,
 * composed `sp-plan-removed` / `sp-drug-removed` / `sp-provider-removed` with
 * the same detail, once, and only when the removal held.
 */
import { expect } from '@open-wc/testing';
import '../../elements/sp-saved-plans';
import '../../elements/sp-drug-list';
import '../../elements/sp-provider-list';
import '../../elements/sp-dashboard';
import type { Drug } from '../../src/api/schemas/drug';
import type { Plan } from '../../src/api/schemas/plan';
import type { Provider } from '../../src/api/schemas/provider';
import { drugsAtom, providersAtom } from '../../src/state/savedItems';
import { savedPlansAtom } from '../../src/state/savedPlans';
import { getStore } from '../../src/state/store';
import type { Route } from '../helpers/fetch';
import { leavePage, placeElement, startPage } from '../helpers/page';
import { DRUGS, drugsPage, PROVIDERS, savedPlan, UUID } from '../components/drugs/pageFixtures';
import { CONTENT_ROUTES } from '../components/plans/fixtures';
import { waitFor } from '../helpers/wait';

const PLANS = [savedPlan('H1234-001-000', 'MAPD'), savedPlan('H1234-003-000', 'MA')];
const deletes = (status: number): Route[] => [
  { method: 'DELETE', path: new RegExp(`/landrover/api/Users/${UUID}/`), ...(status === 200 ? { json: { success: true } } : { status }) },
  ...CONTENT_ROUTES,
];

function actions() {
  const runtime = window.shopperProfile;
  if (!runtime) throw new Error('no window.shopperProfile on the page');
  return runtime.actions;
}

/** Every event of `type` that reaches the document, with the element it came from. */
function heard(type: string): { from: EventTarget | null; event: CustomEvent }[] {
  const events: { from: EventTarget | null; event: CustomEvent }[] = [];
  const listener = (event: Event) => events.push({ from: event.composedPath()[0] ?? null, event: event as CustomEvent });
  document.addEventListener(type, listener);
  after = () => document.removeEventListener(type, listener);
  return events;
}
let after = () => {};

describe('removals through window.shopperProfile.actions', () => {
  afterEach(() => {
    after();
    leavePage();
  });

  it('a host removing a saved plan hears sp-plan-removed from the element showing plans, as for a person\'s removal', async () => {
    startPage(drugsPage('member', { plans: PLANS }, deletes(200)));
    const { el } = await placeElement('sp-saved-plans', (r) => r.querySelector('article'));
    const onElement: CustomEvent[] = [];
    el.addEventListener('sp-plan-removed', (e) => onElement.push(e as CustomEvent));
    const events = heard('sp-plan-removed');
    const plan = getStore().get(savedPlansAtom).find((p) => p.planId === 'H1234-003-000') as Plan;
    expect(await actions().removePlan(plan)).to.equal(true);
    expect(onElement).to.have.length(1);
    expect(onElement[0]!.detail.plan).to.include({ planId: 'H1234-003-000' });
    expect(onElement[0]!.bubbles && onElement[0]!.composed).to.equal(true);
    expect(events.map((e) => e.from)).to.deep.equal([el]);
  });

  it('a host removing a drug or a doctor hears sp-drug-removed and sp-provider-removed with the item', async () => {
    startPage(drugsPage('member', { drugs: DRUGS, providers: PROVIDERS }, deletes(200)));
    const drugs = await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list'));
    const providers = await placeElement('sp-provider-list', (r) => r.querySelector('.sp-providers__list'));
    const drugEvents = heard('sp-drug-removed');
    const drug = getStore().get(drugsAtom).find((d) => d.drugId === 'd3') as Drug;
    expect(await actions().removeDrug(drug)).to.equal(true);
    expect(drugEvents.map((e) => e.from)).to.deep.equal([drugs.el]);
    expect(drugEvents[0]!.event.detail.drug).to.include({ drugId: 'd3' });
    after();
    const providerEvents = heard('sp-provider-removed');
    const provider = getStore().get(providersAtom).find((p) => p.providerId === 'p2') as Provider;
    expect(await actions().removeProvider(provider)).to.equal(true);
    expect(providerEvents.map((e) => e.from)).to.deep.equal([providers.el]);
    expect(providerEvents[0]!.event.detail.provider).to.include({ providerId: 'p2' });
  });

  it('with two elements showing plans, the host hears one event per removal, from the first of them', async () => {
    startPage(drugsPage('member', { plans: PLANS }, deletes(200)));
    const dashboard = await placeElement('sp-dashboard', (r) => r.querySelector('article'));
    await placeElement('sp-saved-plans', (r) => r.querySelector('article'));
    const events = heard('sp-plan-removed');
    expect(await actions().removePlan(getStore().get(savedPlansAtom)[0] as Plan)).to.equal(true);
    expect(events.map((e) => e.from)).to.deep.equal([dashboard.el]);
  });

  it('a removal the server refuses sends no event', async () => {
    startPage(drugsPage('member', { plans: PLANS, drugs: DRUGS }, deletes(500)));
    await placeElement('sp-saved-plans', (r) => r.querySelector('article'));
    await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list'));
    const plans = heard('sp-plan-removed');
    expect(await actions().removePlan(getStore().get(savedPlansAtom)[0] as Plan)).to.equal(false);
    after();
    const drugs = heard('sp-drug-removed');
    expect(await actions().removeDrug(getStore().get(drugsAtom)[0] as Drug)).to.equal(false);
    expect(plans).to.have.length(0);
    expect(drugs).to.have.length(0);
  });

  it('on a page with no element that shows plans, the host still hears the removal, from the document', async () => {
    startPage(drugsPage('member', { plans: PLANS }, deletes(200)));
    await actions().start();
    await waitFor(() => getStore().get(savedPlansAtom).length === 2, 'the profile never loaded');
    const events = heard('sp-plan-removed');
    expect(await actions().removePlan(getStore().get(savedPlansAtom)[0] as Plan)).to.equal(true);
    expect(events.map((e) => e.from)).to.deep.equal([document]);
    expect(events[0]!.event.detail.plan).to.include({ planId: 'H1234-001-000' });
  });
});
