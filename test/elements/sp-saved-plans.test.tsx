import { expect } from '@open-wc/testing';
import { sendKeys } from '../helpers/browser';
import sinon from 'sinon';
import '../../elements/sp-saved-plans';
import { logger } from '../../src/platform/logger';
import { navigation } from '../../src/platform/navigation';
import { configure, DEFAULT_CONFIG, configAtom } from '../../src/state/config';
import { stopCrossTabSync } from '../../src/state/crossTab';
import { lisSubsidyLevelAtom } from '../../src/state/plans/extraHelp';
import { getStore, resetStore } from '../../src/state/store';
import { holdRequests, stubFetch, type Route } from '../helpers/fetch';
import { deepActiveElement, descriptionOf, getByRole, getByText, queryByRole, queryByText } from '../helpers/queries';
import { expectEscapeClosesAndReturnsFocus, expectFocusHeldIn } from '../helpers/focus';
import { waitFor } from '../helpers/wait';
import { MEMBER_UUID } from '../state/fixtures';
import { clearCookies, controlsDecided, freshPage, recordCookieWrites, signIn } from '../helpers/page';
import {
  CONTENT_ROUTES,
  csnpPlan,
  dsnpPlan,
  iesnpPlan,
  isnpPlan,
  mapdPlan,
  maPlan,
  pdpPlan,
  pdpPlan2,
  pffsPlan,
  planF,
  planHighDeductible,
  planWellnessExtras,
  profileWith,
  TEXAS,
} from '../components/plans/fixtures';

const REMOVE_HEADING = 'Remove this plan from your saved plans?';

type Identity = 'guest' | 'signed-in' | 'cloaked';

function setIdentity(identity: Identity) {
  if (identity !== 'guest') signIn(MEMBER_UUID, { cloaked: identity === 'cloaked' });
}


const profileRoute = (plans: unknown[], year = 2026, extra: Record<string, unknown> = {}): Route => ({
  method: 'GET',
  path: new RegExp(`/landrover/api/Users/${MEMBER_UUID}/all/${year}`),
  json: profileWith(plans, extra),
});

const guestRoute: Route = { method: 'GET', path: /\/landrover\/api\/Users\/guest\/all\//, json: { uuid: '' } };

async function place(attrs: Record<string, string> = {}): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  const el = document.createElement('sp-saved-plans');
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  document.body.append(el);
  const root = await waitFor(() => el.shadowRoot);
  await waitFor(() => !queryByRole(root, 'status', 'Loading your saved plans') && root.querySelector('section'), 'saved plans never rendered');
  await waitFor(() => controlsDecided(root), 'the enroll buttons never showed');
  return { el, root };
}


let stopRecordingCookies = () => {};
/** Records the cookie writes until the test ends. */
function recordWrites(): string[] {
  const { writes, stop } = recordCookieWrites();
  stopRecordingCookies = stop;
  return writes;
}

function oleCookie(): Record<string, unknown> {
  const cookie = document.cookie.split('; ').find((c) => c.startsWith('sp-ole-plan='));
  return JSON.parse(decodeURIComponent(cookie!.slice('sp-ole-plan='.length))) as Record<string, unknown>;
}

async function click(el: HTMLElement) {
  el.focus();
  el.click();
}

const cardNames = (root: ShadowRoot, list: string) =>
  Array.from(getByRole(root, 'region', list).querySelectorAll('article h4')).map((h) => h.firstChild?.textContent);

describe('<sp-saved-plans>', () => {
  let store = resetStore();
  beforeEach(() => {
    store = freshPage();
  });
  afterEach(() => {
    stopCrossTabSync(store);
    document.querySelectorAll('sp-saved-plans').forEach((el) => el.remove());
    getStore().set(configAtom, DEFAULT_CONFIG);
    stopRecordingCookies();
    clearCookies();
    sinon.restore();
  });

  describe('empty', () => {
    it('a guest with nothing saved sees "Looks like no saved plans" and a browse-all-plans button', async () => {
      const server = stubFetch([guestRoute, ...CONTENT_ROUTES]);
      const { root, el } = await place();
      expect(getByText(root, 'Looks like no saved plans')).to.exist;
      const browse = getByRole(root, 'link', 'Browse all plans');
      expect(browse.getAttribute('href')).to.equal('/plans.html?zipcode=10001&planYear=2026');
      expect(queryByRole(root, 'group', 'Plan year')).to.equal(null);
      expect(server.requests.filter((r) => r.url.pathname.includes('/Users/'))).to.have.length(1);
      await expect(el).to.be.accessible();
    });
  });

  describe('guest with saved plans', () => {
    it('reads the plans kept in the browser and removes one there, without a server call', async () => {
      localStorage.setItem('sp.guestProfile', JSON.stringify({ plansDetails: { zipCode: '10001', plans: [mapdPlan(), pdpPlan()], savedPlans: '' } }));
      const server = stubFetch([guestRoute, ...CONTENT_ROUTES]);
      const { root, el } = await place();
      expect(getByRole(root, 'heading', 'Medicare Advantage Plans (1)')).to.exist;
      expect(getByRole(root, 'heading', 'Medicare Prescription Drug Plans (1)')).to.exist;
      await expect(el).to.be.accessible();
      await click(getByRole(root, 'button', 'Remove AARP Medicare Rx Preferred from UHC (PDP) from saved plans'));
      await click(getByRole(await waitFor(() => queryByRole(root, 'dialog', REMOVE_HEADING)), 'button', 'Remove from saved plans'));
      await waitFor(() => !queryByRole(root, 'heading', /Medicare Prescription Drug Plans/) && !queryByRole(root, 'dialog'));
      const stored = JSON.parse(localStorage.getItem('sp.guestProfile')!);
      expect(stored.plansDetails.plans.map((p: { planId: string }) => p.planId)).to.deep.equal(['H3387-003-000']);
      expect(server.requests.filter((r) => r.method === 'DELETE')).to.have.length(0);
    });
  });

  describe('full (signed in)', () => {
    const plans = [mapdPlan(), maPlan(), pffsPlan(), pdpPlan(), pdpPlan2(), csnpPlan(), isnpPlan(), planF(), planHighDeductible()];
    beforeEach(() => setIdentity('signed-in'));

    it('shows MA, PDP, SNP and Medicare Supplement lists with counts', async () => {
      stubFetch([profileRoute(plans), ...CONTENT_ROUTES]);
      const { root, el } = await place();
      expect(getByRole(root, 'heading', 'Medicare Advantage Plans (3)')).to.exist;
      expect(getByRole(root, 'heading', 'Medicare Prescription Drug Plans (2)')).to.exist;
      expect(getByRole(root, 'heading', 'Medicare Special Needs Plans (2)')).to.exist;
      await waitFor(() => queryByRole(root, 'heading', 'Medicare Supplement Insurance Plans (2)'));
      expect(cardNames(root, 'Medicare Advantage Plans')).to.deep.equal([
        'AARP Medicare Advantage Plan 2 (HMO)',
        'AARP Medicare Advantage Essentials (HMO)',
        'UnitedHealthcare MedicareDirect Rx (PFFS)',
      ]);
      await expect(el).to.be.accessible();
    });

    it('compare links carry zipcode, county, planYear, planType and the comparable plan ids (PFFS left out of MA)', async () => {
      stubFetch([profileRoute(plans), ...CONTENT_ROUTES]);
      const { root } = await place();
      const ma = new URL(getByRole(root, 'link', 'Compare plans: Medicare Advantage Plans').getAttribute('href')!, location.origin);
      expect(ma.pathname).to.equal('/plan-compare.html');
      expect(Object.fromEntries(ma.searchParams)).to.deep.equal({
        zipcode: '10001',
        county: '36061',
        planYear: '2026',
        planType: 'MA',
        compareplanIds: 'H3387-003-000,H3387-001-000',
      });
      const pdp = new URL(getByRole(root, 'link', 'Compare plans: Medicare Prescription Drug Plans').getAttribute('href')!, location.origin);
      expect(pdp.searchParams.get('compareplanIds')).to.equal('S5921-001-000,S5921-002-000');
    });

    it('a card shows its type tag, premium, benefits, ranked bullets with bold dollar amounts and drug cost', async () => {
      stubFetch([profileRoute([mapdPlan(), pdpPlan()]), ...CONTENT_ROUTES]);
      const { root } = await place();
      const card = getByRole(root, 'article', 'AARP Medicare Advantage Plan 2 (HMO)');
      expect(card.querySelector('.sp-tag--ma')!.textContent).to.equal('Medicare Advantage and Prescription Drug Plan');
      const bullets = Array.from(card.querySelectorAll('.sp-plan-card__bullets li')).map((li) => li.textContent);
      expect(bullets).to.deep.equal([
        'Prescription drug coverage',
        '$0 copay for primary care visits',
        'Fitness program membership at no extra cost',
        '$1,500 dental allowance each year',
      ]);
      expect(Array.from(card.querySelectorAll('.sp-plan-card__bullets strong')).map((s) => s.textContent)).to.deep.equal(['$0', '$1,500']);
      expect(getByText(card, 'Estimated annual drug cost').nextElementSibling!.textContent).to.equal('$1,234.50');
      expect(getByText(card, 'Average monthly drug cost').nextElementSibling!.textContent).to.equal('$102.88');
      expect(card.querySelectorAll('.sp-plan-card__benefit')).to.have.length(3);
    });

    it('more benefits expand on request and collapse again on a click outside the card', async () => {
      stubFetch([profileRoute([mapdPlan()]), ...CONTENT_ROUTES]);
      const { root, el } = await place();
      const card = getByRole(root, 'article', 'AARP Medicare Advantage Plan 2 (HMO)');
      const more = getByRole(card, 'button', /Show more benefits/);
      await click(more);
      await waitFor(() => card.querySelectorAll('.sp-plan-card__benefit').length === 4);
      expect(more.getAttribute('aria-expanded')).to.equal('true');
      expect(getByText(card, 'Optional Supplemental Dental')).to.exist;
      await expect(el).to.be.accessible();
      card.querySelector('.sp-plan-card__premium')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      expect(card.querySelectorAll('.sp-plan-card__benefit')).to.have.length(4);
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      await waitFor(() => card.querySelectorAll('.sp-plan-card__benefit').length === 3, 'card never collapsed');
    });

    it('SNP cards show the ISNP and CSNP tags and messages; an ISNP offers Learn more', async () => {
      stubFetch([profileRoute([csnpPlan(), isnpPlan()]), ...CONTENT_ROUTES]);
      const { root } = await place();
      const isnp = getByRole(root, 'article', 'UnitedHealthcare Nursing Home Plan (PPO I-SNP)');
      expect(getByText(isnp, 'Nursing home level of care required')).to.exist;
      expect(getByText(isnp, 'This plan is for people who live in a nursing home or need that level of care at home. Call us to learn whether you qualify.')).to.exist;
      expect(getByRole(isnp, 'button', 'Learn more: UnitedHealthcare Nursing Home Plan (PPO I-SNP)')).to.exist;
      const csnp = getByRole(root, 'article', 'UnitedHealthcare Chronic Complete (HMO C-SNP)');
      expect(getByText(csnp, 'Chronic condition required')).to.exist;
      expect(getByText(csnp, 'This plan is for people with certain chronic conditions. You will be asked to confirm your condition when you enroll.')).to.exist;
      expect(queryByText(csnp, /nursing home/), 'each SNP has only its own message').to.equal(null);
      expect(getByRole(csnp, 'button', 'Enroll in plan: UnitedHealthcare Chronic Complete (HMO C-SNP)')).to.exist;
    });

    it("each special needs plan's tag names what it requires: Medicaid (dual-eligible), a chronic condition, nursing home level of care (institutional and institutional-equivalent)", async () => {
      stubFetch([profileRoute([dsnpPlan(), csnpPlan(), isnpPlan(), iesnpPlan()]), ...CONTENT_ROUTES]);
      const { root, el } = await place();
      const tag = (name: string) => getByRole(root, 'article', name).querySelector('.sp-plan-card__snp-tag')?.textContent;
      expect(tag('UnitedHealthcare Dual Complete (HMO D-SNP)')).to.equal('Medicaid required');
      expect(tag('UnitedHealthcare Chronic Complete (HMO C-SNP)')).to.equal('Chronic condition required');
      expect(tag('UnitedHealthcare Nursing Home Plan (PPO I-SNP)')).to.equal('Nursing home level of care required');
      expect(tag('UnitedHealthcare Assisted Living Plan (PPO IE-SNP)')).to.equal('Nursing home level of care required');
      await expect(el).to.be.accessible();
    });

    it("a card lists the plan's out-of-pocket maximum and tier 1 figure among its benefits, once, when its benefit list does not name them", async () => {
      const figures = { benefits: [], outofPocketMaximum: { value: 2800 }, tier1PreferredGeneric: '$0 copay' };
      const preferred = mapdPlan(2026, { planId: 'H3387-010-000', planName: 'Preferred Network Plan (HMO)', rider: [], preferredNetwork: true, ...figures });
      const standard = mapdPlan(2026, { planId: 'H3387-011-000', planName: 'Standard Network Plan (HMO)', rider: [], ...figures });
      const listed = [mapdPlan(2026, { outofPocketMaximum: { value: '$9,999' } }), { ...pdpPlan(), tier1PreferredGeneric: '$9 copay' }];
      stubFetch([profileRoute([preferred, standard, ...listed]), ...CONTENT_ROUTES]);
      const { root } = await place();
      const rows = (name: string) => [...getByRole(root, 'article', name).querySelectorAll('.sp-plan-card__benefit')].map((row) => row.textContent);
      expect(rows('Preferred Network Plan (HMO)')).to.deep.equal(['Out-of-pocket maximum$2,800.00', 'Tier 1: Preferred Generic$0 copay']);
      expect(rows('Standard Network Plan (HMO)')).to.deep.equal(['Out-of-pocket maximum$2,800.00', 'Tier 1 Initial Coverage Stage$0 copay']);
      expect(rows('AARP Medicare Advantage Plan 2 (HMO)'), "the plan's own row wins").to.include('Out-of-Pocket Maximum$3,900 in-network');
      expect(rows('AARP Medicare Advantage Plan 2 (HMO)').join()).not.to.contain('$9,999');
      expect(rows('AARP Medicare Rx Preferred from UHC (PDP)')).to.deep.equal(['Tier 1: Preferred Generic$1 copay']);
    });

    it('Medicare Supplement cards in an approved state show footnotes, the F notice and the legal-entity disclaimer', async () => {
      stubFetch([profileRoute([planF(), planHighDeductible()]), ...CONTENT_ROUTES]);
      const { root, el } = await place();
      const f = await waitFor(() => queryByRole(root, 'article', 'AARP Medicare Supplement Plan F'));
      expect(getByText(f, 'Plans C and F are available only to those first eligible for Medicare before January 1, 2020.')).to.exist;
      expect(getByText(f, 'Insured by UnitedHealthcare Insurance Company, Horsham, PA.')).to.exist;
      const hd = getByRole(root, 'article', 'AARP Medicare Supplement High Deductible Plan G, footnote 14');
      expect(getByText(hd, 'High-deductible plan: you pay a deductible before the plan pays.')).to.exist;
      expect(queryByText(hd, /Plans C and F/)).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it("a Medicare Supplement (Medigap) card leads with 'No prescription drug coverage', never a drug-coverage claim", async () => {
      stubFetch([profileRoute([mapdPlan(), planF()]), ...CONTENT_ROUTES]);
      const { root } = await place();
      const f = await waitFor(() => queryByRole(root, 'article', 'AARP Medicare Supplement Plan F'));
      const bullets = (card: HTMLElement) => Array.from(card.querySelectorAll('.sp-plan-card__bullets li')).map((li) => li.textContent);
      expect(bullets(f)[0]).to.equal('No prescription drug coverage');
      expect(bullets(f)).not.to.include('Prescription drug coverage');
      expect(bullets(getByRole(root, 'article', 'AARP Medicare Advantage Plan 2 (HMO)'))[0]).to.equal('Prescription drug coverage');
    });

    it('a Wellness Extras supplement card shows footnote 10 with its text; the high-deductible card shows only 14', async () => {
      stubFetch([profileRoute([planWellnessExtras(), planHighDeductible()]), ...CONTENT_ROUTES]);
      const { root, el } = await place();
      const wx = await waitFor(() => queryByRole(root, 'article', 'AARP Medicare Supplement Plan G with Wellness Extras, footnote 10'), 'no wellness extras card with footnote 10');
      const notes = (card: HTMLElement) => Array.from(card.querySelectorAll('ol[aria-label="Footnotes"] li')).map((li) => [(li as HTMLLIElement).value, li.textContent]);
      expect(notes(wx)).to.deep.equal([[10, 'Wellness extras plan: includes added wellness services.']]);
      const hd = getByRole(root, 'article', 'AARP Medicare Supplement High Deductible Plan G, footnote 14');
      expect(notes(hd)).to.deep.equal([[14, 'High-deductible plan: you pay a deductible before the plan pays.']]);
      await expect(el).to.be.accessible();
    });

    it('Medicare Supplement plans in a state not approved show the Plan Card Unavailable card, which closes', async () => {
      stubFetch([profileRoute([mapdPlan(), planF(TEXAS)]), ...CONTENT_ROUTES]);
      const { root, el } = await place();
      const heading = await waitFor(() => queryByRole(root, 'heading', 'Plan Card Unavailable for ... Medicare Supplement Insurance Plans'));
      expect(getByText(root, 'We are working hard to get you the information you need. Please check back soon. You can also call 1-877-699-5710/TTY 711 to speak with a licensed insurance agent/producer who can help.')).to.exist;
      expect(queryByRole(root, 'article', 'AARP Medicare Supplement Plan F')).to.equal(null);
      await expect(el).to.be.accessible();
      await click(getByRole(heading.closest('section')!, 'button', 'Close'));
      await waitFor(() => !queryByRole(root, 'heading', 'Plan Card Unavailable for ... Medicare Supplement Insurance Plans'));
      expect(deepActiveElement()).to.equal(getByRole(root, 'heading', 'Your saved plans'));
    });
  });

  describe('content failures', () => {
    beforeEach(() => setIdentity('signed-in'));

    it('a failed Medicare Supplement state list (500) shows the Plan Card Unavailable card with the phone, not an endless loading sign', async () => {
      const failed = { method: 'GET', path: /state-flip\.json$/, status: 500 };
      const server = stubFetch([profileRoute([mapdPlan(), planF()]), failed, ...CONTENT_ROUTES]);
      const { root, el } = await place();
      await waitFor(() => server.requests.some((r) => r.url.pathname.endsWith('state-flip.json')), 'the state list was never asked for');
      await waitFor(() => queryByRole(root, 'heading', 'Plan Card Unavailable for ... Medicare Supplement Insurance Plans'), 'no Plan Card Unavailable card after the failure');
      expect(queryByRole(root, 'status', 'Loading Medicare Supplement plans')).to.equal(null);
      expect(getByText(root, /call 1-877-699-5710\/TTY 711/)).to.exist;
      expect(queryByRole(root, 'article', 'AARP Medicare Supplement Plan F'), 'no card for a state not known to be approved').to.equal(null);
      expect(getByRole(root, 'heading', 'Medicare Advantage Plans (1)')).to.exist;
      await expect(el).to.be.accessible();
    });
  });

  describe('enroll buttons', () => {
    it('Enroll in plan deletes then writes the online-enrollment cookie, keeps the plan year and navigates to the MAPD page', async () => {
      stubFetch([profileRoute([mapdPlan()]), ...CONTENT_ROUTES]);
      const assign = sinon.stub(navigation, 'assign');
      const { root } = await place();
      await click(getByRole(root, 'button', 'Enroll in plan: AARP Medicare Advantage Plan 2 (HMO)'));
      // A click before the enrollment code has arrived fetches it first.
      await waitFor(() => assign.called, 'the page never went to the enrollment pages');
      expect(assign.calledOnceWith('/online-enrollment/aarp/mapd/welcome')).to.equal(true);
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('sp-ole-plan='));
      const value = JSON.parse(decodeURIComponent(cookie!.slice('sp-ole-plan='.length)));
      expect(value).to.include({ planId: 'H3387-003-000', planYear: 2026, premium: '$0.00', planType: 'MAPD' });
      expect(localStorage.getItem('sp.planYear')).to.equal('2026');
    });

    it('no enroll button for a plan year outside its window (next-year plans before Oct 15)', async () => {
      configure({ systemDate: '2026-10-10' });
      stubFetch([profileRoute([mapdPlan(2027)], 2027), ...CONTENT_ROUTES]);
      const { root } = await place();
      const card = getByRole(root, 'article', 'AARP Medicare Advantage Plan 2 (HMO)');
      expect(queryByRole(card, 'button', /Enroll in plan/)).to.equal(null);
      expect(getByRole(card, 'button', /^Remove/)).to.exist;
    });

    it('cloaked: enroll and learn-more buttons are disabled with an explanation and do nothing', async () => {
      setIdentity('cloaked');
      stubFetch([profileRoute([mapdPlan(), isnpPlan()]), ...CONTENT_ROUTES]);
      const assign = sinon.stub(navigation, 'assign');
      const { root, el } = await place();
      const enroll = getByRole(root, 'button', 'Enroll in plan: AARP Medicare Advantage Plan 2 (HMO)');
      expect(enroll.getAttribute('aria-disabled')).to.equal('true');
      expect(descriptionOf(enroll)).to.equal('Enrollment is not available while customer service is viewing this profile.');
      await click(enroll);
      const learn = getByRole(root, 'button', 'Learn more: UnitedHealthcare Nursing Home Plan (PPO I-SNP)');
      expect(learn.getAttribute('aria-disabled')).to.equal('true');
      await click(learn);
      expect(assign.called).to.equal(false);
      expect(queryByRole(root, 'dialog')).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('a supplement card\'s Start application writes the online-enrollment cookie and goes to the plan\'s medsupp details page', async () => {
      stubFetch([profileRoute([planHighDeductible()]), ...CONTENT_ROUTES]);
      const assign = sinon.stub(navigation, 'assign');
      const { root } = await place();
      const start = await waitFor(() => queryByRole(root, 'button', 'Start application: AARP Medicare Supplement High Deductible Plan G'), 'no Start application button');
      const writes = recordWrites();
      await click(start);
      await waitFor(() => assign.called, 'never left for the details page');
      expect(assign.calledOnceWith('/health-plans/medsupp-details.html/10001/HG1/2026?startApplication=true')).to.equal(true);
      expect(writes.filter((w) => w.startsWith('sp-ole-plan=')).map((w) => (/max-age=0/.test(w) ? 'delete' : 'set'))).to.deep.equal(['delete', 'set']);
      expect(oleCookie()).to.include({ planId: 'HG1', planType: 'MS', premium: '$248.00' });
    });

    it('an in-progress card\'s continue button deletes, then writes the online-enrollment cookie and navigates to the enrollment page', async () => {
      stubFetch([profileRoute([mapdPlan(2026, { enrollmentStatus: 'In Progress' })]), ...CONTENT_ROUTES]);
      const assign = sinon.stub(navigation, 'assign');
      const { root } = await place();
      const card = getByRole(root, 'article', 'AARP Medicare Advantage Plan 2 (HMO)');
      expect(queryByRole(card, 'button', /^Enroll in plan/), 'continue, not a fresh enrollment').to.equal(null);
      const writes = recordWrites();
      await click(getByRole(card, 'button', 'In Progress: AARP Medicare Advantage Plan 2 (HMO)'));
      await waitFor(() => assign.called, 'the page never went to the enrollment pages');
      expect(assign.calledOnceWith('/online-enrollment/aarp/mapd/welcome')).to.equal(true);
      expect(writes.filter((w) => w.startsWith('sp-ole-plan=')).map((w) => (/max-age=0/.test(w) ? 'delete' : 'set'))).to.deep.equal(['delete', 'set']);
      expect(oleCookie()).to.include({ planId: 'H3387-003-000', planYear: 2026, enrollmentStatus: 'In Progress', premium: '$0.00' });
    });

    it('a plan id on the content suppression list loses its Start application button; other supplement cards keep theirs', async () => {
      const suppression = { method: 'GET', path: /global\/suppression\.json$/, json: { suppressedPlanIds: ['HG1'] } };
      stubFetch([profileRoute([planF(), planHighDeductible()]), suppression, ...CONTENT_ROUTES]);
      const { root } = await place();
      const f = await waitFor(() => queryByRole(root, 'article', 'AARP Medicare Supplement Plan F'));
      await waitFor(() => !queryByRole(getByRole(root, 'article', 'AARP Medicare Supplement High Deductible Plan G, footnote 14'), 'button', /^Start application/), 'the suppressed plan kept its Start application');
      expect(getByRole(f, 'button', 'Start application: AARP Medicare Supplement Plan F')).to.exist;
      expect(getByRole(root, 'article', 'AARP Medicare Supplement High Deductible Plan G, footnote 14').querySelector('.sp-plan-card__details')).to.exist;
    });

    beforeEach(() => setIdentity('signed-in'));
  });

  describe('member with Extra Help', () => {
    it('shows the LIS premium and LIS drug cost when the feature is on and level is 1', async () => {
      setIdentity('signed-in');
      configure({ flags: { lisChanges: true } });
      store.set(lisSubsidyLevelAtom, '1');
      stubFetch([profileRoute([pdpPlan()]), ...CONTENT_ROUTES]);
      const { root, el } = await place();
      const card = getByRole(root, 'article', 'AARP Medicare Rx Preferred from UHC (PDP)');
      expect(getByText(card, 'Monthly premium with Extra Help').nextElementSibling!.textContent).to.equal('$44.00');
      expect(getByText(card, 'Estimated annual drug cost').nextElementSibling!.textContent).to.equal('$120.00');
      await expect(el).to.be.accessible();
      store.set(lisSubsidyLevelAtom, undefined);
      await waitFor(() => !queryByText(card, 'Monthly premium with Extra Help'));
    });
  });

  describe('plan-year toggle', () => {
    it('shows both years during the enrollment period, each half labelled by the spec, and switching reloads', async () => {
      configure({ systemDate: '2026-11-10' });
      setIdentity('signed-in');
      const server = stubFetch([profileRoute([mapdPlan(2027)], 2027), profileRoute([mapdPlan(2026), pdpPlan(2026)], 2026), ...CONTENT_ROUTES]);
      const { root, el } = await place();
      const group = getByRole(root, 'group', 'Plan year');
      const current = getByRole(group, 'button', 'Plans starting in November or December 2026');
      const next = getByRole(group, 'button', 'January 2027 or later');
      expect(next.getAttribute('aria-pressed')).to.equal('true');
      await expect(el).to.be.accessible();
      await click(current);
      await waitFor(() => queryByRole(root, 'heading', 'Medicare Prescription Drug Plans (1)'));
      expect(current.getAttribute('aria-pressed')).to.equal('true');
      // The last profile read (the drug cost calls of the new year follow it).
      expect(server.requests.filter((r) => r.url.pathname.startsWith('/landrover/api/Users/')).at(-1)!.url.pathname).to.match(/\/all\/2026$/);
    });

    it('a zoneless server date 2026-10-01 is October 1 in Central time: the active year is next year\'s (October rule), whatever the browser\'s zone', async () => {
      getStore().set(configAtom, DEFAULT_CONFIG);
      setIdentity('signed-in');
      const server = stubFetch([
        { method: 'GET', path: '/landrover/api/system-date/v1', json: { systemDate: '2026-10-01' } },
        profileRoute([mapdPlan(2027)], 2027),
        profileRoute([mapdPlan(2026), pdpPlan(2026)], 2026),
        ...CONTENT_ROUTES,
      ]);
      const { root } = await place();
      await waitFor(() => queryByRole(root, 'heading', 'Medicare Advantage Plans (1)'), 'the 2027 plan never showed');
      const profileCalls = server.requests.filter((r) => r.url.pathname.includes('/all/')).map((r) => r.url.pathname);
      expect(profileCalls).to.deep.equal([`/landrover/api/Users/${MEMBER_UUID}/all/2027`]);
      expect(Boolean(queryByRole(root, 'heading', 'Medicare Prescription Drug Plans (1)')), '2026 drug plan shown').to.equal(false);
    });
  });

  describe('pop-ups', () => {
    beforeEach(() => setIdentity('signed-in'));

    it('remove plan: shows the plan, holds focus, closes on Escape and returns focus to its opener', async () => {
      stubFetch([profileRoute([mapdPlan(), maPlan()]), ...CONTENT_ROUTES]);
      const { root, el } = await place();
      const opener = getByRole(root, 'button', 'Remove AARP Medicare Advantage Plan 2 (HMO) from saved plans');
      await click(opener);
      const dialog = await waitFor(() => queryByRole(root, 'dialog', REMOVE_HEADING));
      expect(getByText(dialog, 'AARP Medicare Advantage Plan 2 (HMO)')).to.exist;
      expect(dialog.querySelector('.sp-tag--ma')).to.exist;
      expect(getByText(dialog, 'Monthly premium').nextElementSibling!.textContent).to.equal('$0.00');
      expect(getByText(dialog, 'Primary Care Provider').nextElementSibling!.textContent).to.equal('$0 copay');
      const keep = getByRole(dialog, 'button', 'Keep plan');
      await waitFor(() => deepActiveElement() === keep);
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      expect(dialog.contains(deepActiveElement())).to.equal(true);
      await expectEscapeClosesAndReturnsFocus(root, opener);
      expect(cardNames(root, 'Medicare Advantage Plans')).to.have.length(2);
    });

    it('remove plan: a Medicare Supplement plan shows its legal entity and positioning statement', async () => {
      stubFetch([profileRoute([planF()]), ...CONTENT_ROUTES]);
      const { root, el } = await place();
      await click(await waitFor(() => queryByRole(root, 'button', 'Remove AARP Medicare Supplement Plan F from saved plans')));
      const dialog = await waitFor(() => queryByRole(root, 'dialog', REMOVE_HEADING));
      expect(getByText(dialog, 'AARP Medicare Supplement Plan F')).to.exist;
      expect(getByText(dialog, 'Monthly premium').nextElementSibling!.textContent).to.equal('$248.00');
      expect(getByText(dialog, 'UnitedHealthcare Insurance Company')).to.exist;
      expect(getByText(dialog, 'Our most comprehensive coverage, for those eligible for Medicare before 2020.')).to.exist;
      await expect(el).to.be.accessible();
    });

    it('remove plan: a drug plan with Extra Help on at level 1 shows the Extra Help premium', async () => {
      configure({ flags: { lisChanges: true } });
      store.set(lisSubsidyLevelAtom, '1');
      stubFetch([profileRoute([pdpPlan()]), ...CONTENT_ROUTES]);
      const { root } = await place();
      await click(getByRole(root, 'button', 'Remove AARP Medicare Rx Preferred from UHC (PDP) from saved plans'));
      const dialog = await waitFor(() => queryByRole(root, 'dialog', REMOVE_HEADING));
      expect(getByText(dialog, 'Monthly premium with Extra Help').nextElementSibling!.textContent).to.equal('$44.00');
      expect(queryByText(dialog, /^Monthly premium$/)).to.equal(null);
      expect(queryByText(dialog, '$84.00')).to.equal(null);
      store.set(lisSubsidyLevelAtom, undefined);
    });

    it('confirming removes the plan, tells the server and the host (sp-plan-removed)', async () => {
      const server = stubFetch([profileRoute([mapdPlan(), maPlan()]), { method: 'DELETE', path: /\/plans\//, json: { success: true } }, ...CONTENT_ROUTES]);
      const { root, el } = await place();
      const removed: CustomEvent[] = [];
      el.addEventListener('sp-plan-removed', (e) => removed.push(e as CustomEvent));
      await click(getByRole(root, 'button', 'Remove AARP Medicare Advantage Plan 2 (HMO) from saved plans'));
      const dialog = await waitFor(() => queryByRole(root, 'dialog', REMOVE_HEADING));
      await click(getByRole(dialog, 'button', 'Remove from saved plans'));
      await waitFor(() => removed.length === 1 && !queryByRole(root, 'dialog'));
      expect(removed[0]!.detail.plan.planId).to.equal('H3387-003-000');
      expect(removed[0]!.bubbles && removed[0]!.composed).to.equal(true);
      expect(cardNames(root, 'Medicare Advantage Plans')).to.deep.equal(['AARP Medicare Advantage Essentials (HMO)']);
      expect(getByRole(root, 'heading', 'Medicare Advantage Plans (1)')).to.exist;
      expect(server.requests.find((r) => r.method === 'DELETE')!.url.pathname).to.equal(`/landrover/api/Users/${MEMBER_UUID}/plans/H3387-003-000/2026`);
      expect(deepActiveElement()).to.equal(getByRole(root, 'heading', 'Your saved plans'));
    });

    it('a failed removal brings the card back at its old position and closes the pop-up', async () => {
      stubFetch([profileRoute([maPlan(), mapdPlan(), pffsPlan()]), { method: 'DELETE', path: /\/plans\//, status: 500, delay: 150 }, ...CONTENT_ROUTES]);
      const { root, el } = await place();
      const removed: Event[] = [];
      el.addEventListener('sp-plan-removed', (e) => removed.push(e));
      const before = cardNames(root, 'Medicare Advantage Plans');
      await click(getByRole(root, 'button', 'Remove AARP Medicare Advantage Plan 2 (HMO) from saved plans'));
      await click(getByRole(await waitFor(() => queryByRole(root, 'dialog', REMOVE_HEADING)), 'button', 'Remove from saved plans'));
      await waitFor(() => cardNames(root, 'Medicare Advantage Plans').length === 2, 'card never left optimistically');
      await waitFor(() => !queryByRole(root, 'dialog') && cardNames(root, 'Medicare Advantage Plans').length === 3, 'card never came back');
      expect(cardNames(root, 'Medicare Advantage Plans')).to.deep.equal(before);
      expect(getByRole(root, 'heading', 'Medicare Advantage Plans (3)')).to.exist;
      expect(removed).to.have.length(0);
    });

    it('drug pricing: covered icons, tiers (tier 0 not applicable), initial-coverage costs and the all-tiers text', async () => {
      stubFetch([profileRoute([mapdPlan(), pdpPlan()]), ...CONTENT_ROUTES]);
      const { root, el } = await place();
      const opener = getByRole(root, 'button', 'View drug pricing for AARP Medicare Advantage Plan 2 (HMO)');
      await click(opener);
      const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Drug pricing'));
      const rows = Array.from(dialog.querySelectorAll('tbody tr')).map((tr) => Array.from(tr.children).map((c) => c.textContent));
      expect(rows).to.deep.equal([
        ['Atorvastatin 20 mg tablet', 'Covered', 'Tier 1', '$12.50'],
        ['Insulin glargine 100 unit/mL pen', 'Not covered', 'Not applicable', '$35.00'],
      ]);
      expect(dialog.querySelector('tbody tr .sp-icon--covered')).to.exist;
      expect(dialog.querySelector('tbody tr:nth-child(2) .sp-icon--not-covered')).to.exist;
      expect(getByText(dialog, 'You pay no Part D deductible: your initial coverage costs apply to drugs in all tiers.')).to.exist;
      await expect(el).to.be.accessible();
      await expectFocusHeldIn(dialog, 3);
      await expectEscapeClosesAndReturnsFocus(root, opener);
      await click(getByRole(root, 'button', 'View drug pricing for AARP Medicare Rx Preferred from UHC (PDP)'));
      const pdp = await waitFor(() => queryByRole(root, 'dialog', 'Drug pricing'));
      expect(getByText(pdp, 'Part D deductible: $545')).to.exist;
    });

    it('learn more / call to enroll: the number for the plan type and TTY 711; focus held and returned', async () => {
      stubFetch([profileRoute([isnpPlan()]), ...CONTENT_ROUTES]);
      const { root, el } = await place();
      const opener = getByRole(root, 'button', 'Learn more: UnitedHealthcare Nursing Home Plan (PPO I-SNP)');
      await click(opener);
      const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Call to enroll'));
      expect(getByRole(dialog, 'link', '1-877-714-0178').getAttribute('href')).to.equal('tel:18777140178');
      expect(getByText(dialog, '(TTY 711)')).to.exist;
      await expect(el).to.be.accessible();
      await expectFocusHeldIn(dialog, 4);
      await expectEscapeClosesAndReturnsFocus(root, opener);
    });
  });

  describe('panel variant', () => {
    it('lists each saved plan with its tag, details link and premium, and a browse button', async () => {
      setIdentity('signed-in');
      stubFetch([profileRoute([mapdPlan(), pdpPlan()]), ...CONTENT_ROUTES]);
      const { root, el } = await place({ variant: 'panel' });
      expect(getByRole(root, 'heading', 'Saved plans (2)')).to.exist;
      const details = new URL(getByRole(root, 'link', 'AARP Medicare Rx Preferred from UHC (PDP)').getAttribute('href')!, location.origin);
      expect(details.pathname).to.equal('/plan-details.html');
      expect(Object.fromEntries(details.searchParams)).to.deep.equal({ zipcode: '10001', county: '36061', planYear: '2026', planId: 'S5921-001-000' });
      expect(getByText(root, 'Monthly premium $84.00')).to.exist;
      expect(getByRole(root, 'link', 'Browse all plans')).to.exist;
      expect(queryByRole(root, 'button', /Enroll/)).to.equal(null);
      await expect(el).to.be.accessible();
    });
  });
});

describe('<sp-saved-plans>: provider coverage refresh (spec §5.5, §7.3)', () => {
  let store = resetStore();
  beforeEach(() => {
    store = freshPage();
    setIdentity('signed-in');
  });
  afterEach(() => {
    stopCrossTabSync(store);
    document.querySelectorAll('sp-saved-plans').forEach((el) => el.remove());
    getStore().set(configAtom, DEFAULT_CONFIG);
    clearCookies();
  });

  const providers = {
    providersDetails: {
      zipCode: '10001',
      planYear: 2026,
      providerIdList: [
        { providerId: 'p1', providerName: 'Dr. Ada Smith', providerCoverageType: 'medical', plansList: [] },
        { providerId: 'p2', providerName: 'Dr. Bo Lee', providerCoverageType: 'medical', plansList: ['H3387-001-000'] },
      ],
    },
  };

  const holdCoverageCalls = () => holdRequests('/providersearch/providers/v1/coverage/');

  const coverageLine = (root: ShadowRoot, planName: string) => getByRole(root, 'article', planName).querySelector('.sp-plan-card__providers')?.textContent;

  it('cards show the saved coverage first, then the figure the coverage update answers, from one call for the county', async () => {
    const server = stubFetch([
      profileRoute([mapdPlan(), maPlan(), pdpPlan()], 2026, providers),
      ...CONTENT_ROUTES,
      {
        method: 'POST',
        path: '/providersearch/providers/v1/coverage/2026/10001/36061',
        json: {
          providers: [
            { providerId: 'p1', providerName: 'Dr. Ada Smith', plansList: ['H3387-003-000', 'H3387-001-000'] },
            { providerId: 'p2', providerName: 'Dr. Bo Lee', plansList: ['H3387-003-000'] },
          ],
        },
      },
    ]);
    const release = holdCoverageCalls();
    const { root, el } = await place();
    await waitFor(() => coverageLine(root, 'AARP Medicare Advantage Plan 2 (HMO)') === 'Doctors and dentists: 0 of 2 covered', 'saved coverage not shown first');
    expect(coverageLine(root, 'AARP Medicare Advantage Essentials (HMO)')).to.equal('Doctors and dentists: 1 of 2 covered');
    release();
    await waitFor(() => coverageLine(root, 'AARP Medicare Advantage Plan 2 (HMO)') === 'Doctors and dentists: 2 of 2 covered', 'refreshed coverage never shown');
    expect(coverageLine(root, 'AARP Medicare Advantage Essentials (HMO)')).to.equal('Doctors and dentists: 1 of 2 covered');
    expect(server.requests.filter((r) => r.url.pathname.includes('/coverage/'))).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it('a failed coverage update leaves the saved figures', async () => {
    const server = stubFetch([
      profileRoute([mapdPlan(), maPlan()], 2026, providers),
      ...CONTENT_ROUTES,
      { method: 'POST', path: /\/providersearch\/providers\/v1\/coverage\//, status: 500 },
    ]);
    const logged: string[] = [];
    const unsubscribe = logger.subscribe((entry) => logged.push(entry.message));
    try {
      const { root } = await place();
      // The failure is logged once the answer is handled: what the cards show then is final.
      await waitFor(() => logged.some((message) => message.includes('providers.updateCoverage')), 'coverage failure never handled');
      expect(server.requests.filter((r) => r.url.pathname.includes('/coverage/'))).to.have.length(1);
      expect(coverageLine(root, 'AARP Medicare Advantage Plan 2 (HMO)')).to.equal('Doctors and dentists: 0 of 2 covered');
      expect(coverageLine(root, 'AARP Medicare Advantage Essentials (HMO)')).to.equal('Doctors and dentists: 1 of 2 covered');
    } finally {
      unsubscribe();
    }
  });
});
