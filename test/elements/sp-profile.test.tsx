import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '../helpers/browser';
import sinon from 'sinon';
import '../../elements/sp-profile';
import { profileCss } from '../../src/components/profile/Profile.css';
import { contentFailedAtom } from '../../src/state/content';
import { profileStatusAtom } from '../../src/state/profile';
import { getStore } from '../../src/state/store';
import { logger, type LogEntry } from '../../src/platform/logger';
import { navigation } from '../../src/platform/navigation';
import { plan, profilePage, UUID, type PageOptions } from '../components/profile/profilePage';
import { leavePage, place, placeElement, startPage, YEAR, type Who } from '../helpers/page';
import { deepActiveElement, getByRole, getByText, queryAllByRole, queryByRole, queryByText } from '../helpers/queries';
import { expectFocusHeldIn } from '../helpers/focus';
import { nextFrame, waitFor } from '../helpers/wait';

/** Places <sp-profile> and waits until the profile has loaded and the shell shows it. */
async function showProfile(who: Who, options: PageOptions = {}) {
  const page = startPage(profilePage(who, options));
  // Every page's profile has two saved drugs: the count shows once the shell has rendered the loaded profile.
  const { el, root } = await placeElement('sp-profile', (r) => getStore().get(profileStatusAtom) === 'ready' && queryByRole(r, 'link', 'Your drugs, 2 saved'));
  return { page, el, root };
}

const nested = (root: ShadowRoot, tag: string) => root.querySelector(tag);

/** The saved-plans panel; React passes `variant` as a property once the tag is defined, as an attribute before. */
function panelOf(root: ShadowRoot): HTMLElement | null {
  const found = root.querySelector<HTMLElement & { variant?: string }>('.sp-profile__extras sp-saved-plans');
  if (!found) return null;
  expect(found.variant ?? found.getAttribute('variant')).to.equal('panel');
  return found;
}

const BUILT_IN_FAQ = [
  'How can I talk to someone?',
  'How do I save my progress?',
  'What happens with my information?',
  'How do I complete an in-progress application?',
  'How can I see all plans?',
];

/** The FAQ accordion's questions (its buttons, which say whether their answer is open). */
function faqQuestions(root: ShadowRoot): (string | null)[] {
  const faq = root.querySelector('.sp-profile__faq');
  return faq ? queryAllByRole(faq as HTMLElement, 'button').filter((b) => b.hasAttribute('aria-expanded')).map((b) => b.textContent) : [];
}

const VIEW_TAGS = { plans: 'sp-saved-plans', drugs: 'sp-drug-list', providers: 'sp-provider-list' } as const;

/** The view shown: the main area's view and the element in it, which must agree. */
function currentView(root: ShadowRoot): string | undefined {
  const main = root.querySelector<HTMLElement>('.sp-profile__main');
  const view = main?.dataset.view as keyof typeof VIEW_TAGS | undefined;
  const tag = main?.firstElementChild?.localName;
  return view && tag === VIEW_TAGS[view] ? view : undefined;
}

async function clickNav(root: ShadowRoot, name: RegExp) {
  getByRole(root, 'navigation', 'Your account');
  const link = getByRole(root, 'link', name);
  link.click();
  return link;
}

describe('<sp-profile>', () => {
  afterEach(async () => {
    sinon.restore();
    await emulateMedia({ media: 'screen' });
    await setViewport({ width: 800, height: 600 });
    leavePage();
  });

  describe('as a guest', () => {
    it('titles the page "Your guest account" and offers to create an account or sign in back to this page', async () => {
      const { el, root } = await showProfile('guest', { url: `${location.pathname}?zip=10001#drugs` });
      const title = getByRole(root, 'heading', 'Your guest account');
      expect(title.localName === 'h1' || title.getAttribute('aria-level') === '1', 'the page title is the level-1 heading').to.equal(true);
      expect(queryAllByRole(root, 'heading').filter((h) => h.localName === 'h1' || h.getAttribute('aria-level') === '1')).to.deep.equal([title]);
      expect(queryByRole(root, 'heading', 'Your account')).to.equal(null);
      expect(getByRole(root, 'heading', 'Keep your saved items on any device')).to.exist;
      expect(getByRole(root, 'link', 'Create account').getAttribute('href')).to.equal('/optumid-registration');
      const signIn = getByRole(root, 'link', 'Sign in').getAttribute('href')!;
      expect(signIn).to.equal(`/optumid-login?returnUrl=${encodeURIComponent(`${location.pathname}?zip=10001#drugs`)}`);
      expect(queryByRole(root, 'button', 'Sign out')).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('shows the top bar: back link to plans and Print; Email only with the emailSavedPlans flag', async () => {
      const { root } = await showProfile('guest');
      expect(getByRole(root, 'link', 'Return to plans').getAttribute('href')).to.equal('/shop.html');
      expect(getByRole(root, 'button', 'Print')).to.exist;
      expect(queryByRole(root, 'button', 'Email')).to.equal(null);
      leavePage();
      const flagged = await showProfile('guest', { config: { flags: { emailSavedPlans: true } } });
      expect(getByRole(flagged.root, 'button', 'Email')).to.exist;
    });

    it('side navigation: the three views with saved drug and doctor counts, browse plans with the saved-plan count', async () => {
      const { root } = await showProfile('guest');
      expect(getByRole(root, 'link', 'Your plans').getAttribute('aria-current')).to.equal('page');
      expect(getByRole(root, 'link', 'Your drugs, 2 saved').getAttribute('href')).to.equal('#drugs');
      expect(getByRole(root, 'link', 'Your doctors and dentists, 3 saved').getAttribute('href')).to.equal('#providers');
      expect(getByRole(root, 'link', 'Browse plans (2 saved)').getAttribute('href')).to.equal('/shop.html');
    });

    it('shows the need-help block with the configured toll-free number and the hours as written', async () => {
      const { root } = await showProfile('guest', { config: { tollFreeNumber: '1-800-555-0199' } });
      const help = getByRole(root, 'heading', 'Need help?').closest('section')!;
      expect(help.querySelector('a')!.getAttribute('href')).to.equal('tel:18005550199');
      expect(help.textContent).to.contain('Call 1-800-555-0199 (TTY 711)');
      expect(getByText(help, '8 a.m. to p.m.').textContent).to.equal('8 a.m. to p.m.');
    });

    it('the need-help block links to the site\'s Medicare education page', async () => {
      const { el, root } = await showProfile('guest');
      const help = getByRole(root, 'heading', 'Need help?').closest('section')!;
      expect(getByRole(help, 'link', 'Learn about Medicare').getAttribute('href')).to.equal('/medicare-education.html');
      await expect(el).to.be.accessible();
    });

    it('stored texts \'undefined\' and \'null\' read as absent: the page starts as a guest on the active year', async () => {
      const page = startPage(profilePage('guest'));
      // What a page that wrote JavaScript's undefined and null into the cookie and storage leaves behind.
      document.cookie = 'sp-user-id=undefined; path=/';
      localStorage.setItem('sp.planYear', 'null');
      const { el, root } = await placeElement('sp-profile', (r) => getStore().get(profileStatusAtom) === 'ready' && queryByRole(r, 'link', 'Your drugs, 2 saved'));
      expect(getByRole(root, 'heading', 'Your guest account')).to.exist;
      expect(queryByRole(root, 'button', 'Sign out')).to.equal(null);
      const profileReads = page.server.requests.filter((r) => r.url.pathname.startsWith('/landrover/api/Users/')).map((r) => r.url.pathname);
      expect(profileReads).to.deep.equal([`/landrover/api/Users/guest/all/${YEAR}`]);
      await expect(el).to.be.accessible();
    });

    it('FAQ: the five built-in questions when the content fragment is not available, answers open on demand', async () => {
      const { el, root } = await showProfile('guest');
      expect(faqQuestions(root)).to.deep.equal(BUILT_IN_FAQ);
      getByRole(root, 'button', 'How can I talk to someone?').click();
      const answer = await waitFor(() => queryByRole(root, 'region', 'How can I talk to someone?'));
      expect(answer.textContent).to.contain('1-877-699-5710 (TTY 711)');
      await expect(el).to.be.accessible();
    });

    it('FAQ: a failed profile content fragment (500) still shows the five built-in questions', async () => {
      const { el, root, page } = await showProfile('guest', { routes: [{ method: 'GET', path: /shopper-profile-redesign\/profile\.json/, status: 500 }] });
      await waitFor(() => page.server.requests.some((r) => r.url.pathname.endsWith('/profile.json')), 'the FAQ fragment was never asked for');
      // Read what shows once the failed answer has been handled.
      await waitFor(() => getStore().get(contentFailedAtom('profile')), 'the failure was never handled');
      await nextFrame();
      expect(faqQuestions(root)).to.deep.equal(BUILT_IN_FAQ);
      await expect(el).to.be.accessible();
    });

    it('FAQ: the five questions show in every view', async () => {
      const { root } = await showProfile('guest');
      expect(faqQuestions(root), 'plans').to.deep.equal(BUILT_IN_FAQ);
      await clickNav(root, /^Your drugs/);
      await waitFor(() => currentView(root) === 'drugs', 'the drugs view never showed');
      expect(faqQuestions(root), 'drugs').to.deep.equal(BUILT_IN_FAQ);
      await clickNav(root, /^Your doctors and dentists/);
      await waitFor(() => currentView(root) === 'providers', 'the providers view never showed');
      expect(faqQuestions(root), 'providers').to.deep.equal(BUILT_IN_FAQ);
    });

    it('FAQ and disclosures from the content fragments, sanitised', async () => {
      const faq = ['One?', 'Two?', 'Three?', 'Four?', 'Five?'].map((question) => ({ question, answer: `<p>About ${question}</p><img src=x onerror="window.pwned=1">` }));
      const routes = [
        { method: 'GET', path: /shopper-profile-redesign\/profile\.json/, json: { faq } },
        { method: 'GET', path: /shopper-profile-redesign\/MedsupContent\.json/, json: { disclosures: '<p>Not connected with the federal Medicare program.</p><script>window.pwned=1</script>' } },
      ];
      const { el, root } = await showProfile('guest', { routes });
      await waitFor(() => queryByRole(root, 'button', 'One?'), 'the FAQ from content never showed');
      const box = await waitFor(() => queryByRole(root, 'region', 'Medicare Supplement disclosures'), 'no disclosures box');
      // The sanitiser loads once the page has settled or the box comes into view (SafeHtml).
      await waitFor(() => box.textContent !== '', 'the disclosures never showed');
      expect(box.textContent).to.equal('Not connected with the federal Medicare program.');
      expect(box.querySelector('script')).to.equal(null);
      expect(box.tabIndex, 'the scroll box is reachable by keyboard').to.equal(0);
      expect(root.querySelector('[onerror]')).to.equal(null);
      await expect(el).to.be.accessible();
    });
  });

  describe('signed in', () => {
    it('titles the page "Your account", greets by first name and offers manage profile and sign out', async () => {
      const { el, root } = await showProfile('signed-in', { config: { flags: { memberBenefits: true } } });
      expect(getByRole(root, 'heading', 'Your account')).to.exist;
      await waitFor(() => queryByRole(root, 'heading', 'Hello, Maria'), 'no greeting by first name');
      expect(getByRole(root, 'link', 'Manage profile').getAttribute('href')).to.equal('/manage-profile');
      expect(getByRole(root, 'button', 'Sign out')).to.exist;
      expect(queryByRole(root, 'link', /^Member benefits/), 'not a member').to.equal(null);
      expect(queryByRole(root, 'link', 'Create account')).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('a single-sign-on base account without a name is greeted without one, and keeps every signed-in action', async () => {
      for (const names of [{}, { firstName: 'undefined', lastName: 'null' }]) {
        const options = profilePage('signed-in');
        startPage({ ...options, profile: { ...options.profile, userDetails: { uuid: UUID, userType: 'hsid', optumId: 'base.account', email: 'base@example.com', ...names } } });
        const { el, root } = await placeElement('sp-profile', (r) => getStore().get(profileStatusAtom) === 'ready' && queryByRole(r, 'link', 'Your drugs, 2 saved'));
        expect(getByRole(root, 'heading', 'Your account')).to.exist;
        await waitFor(() => queryByRole(root, 'heading', 'Hello'), `no greeting for ${JSON.stringify(names)}`);
        expect(queryByRole(root, 'heading', /^Hello,/), 'a name the account does not have').to.equal(null);
        expect(getByRole(root, 'link', 'Manage profile')).to.exist;
        expect(getByRole(root, 'button', 'Sign out')).to.exist;
        await expect(el).to.be.accessible();
        leavePage();
      }
    });

    it('a failed sign-out is only logged, with the spec\'s text: the pop-up closes and the member stays on the page, signed in', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const logged: LogEntry[] = [];
      const stop = logger.subscribe((entry) => logged.push(entry));
      try {
        const { root, page } = await showProfile('member', { routes: [{ method: 'DELETE', path: '/landrover/api/logout', status: 500 }] });
        const opener = getByRole(root, 'button', 'Sign out');
        opener.click();
        const dialog = await waitFor(() => queryByRole(root, 'alertdialog', 'Sign out?'));
        getByRole(dialog, 'button', 'Sign out').click();
        await waitFor(() => !queryByRole(root, 'alertdialog'), 'the pop-up stayed open');
        expect(page.server.requests.some((r) => r.method === 'DELETE' && r.url.pathname === '/landrover/api/logout')).to.equal(true);
        expect(logged.filter((e) => e.level === 'error').map((e) => e.message)).to.include('Some error occurred while signing out user');
        expect(assign.called, 'left the page').to.equal(false);
        expect(getByRole(root, 'heading', 'Hello, Maria')).to.exist;
        expect(document.cookie).to.contain(`sp-user-id=${UUID}`);
      } finally {
        stop();
      }
    });

    it('a signed-in profile answer without user details signs out and goes to the sign-in page', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const options = profilePage('signed-in', { routes: [{ method: 'DELETE', path: '/landrover/api/logout', json: { success: true } }] });
      const { userDetails: _dropped, ...withoutUser } = options.profile as Record<string, unknown>;
      const page = startPage({ ...options, profile: withoutUser });
      place('sp-profile');
      await waitFor(() => assign.called, 'never left for the sign-in page');
      expect(assign.firstCall.args[0]).to.equal('/optumid-login');
      expect(page.server.requests.some((r) => r.method === 'DELETE' && r.url.pathname === '/landrover/api/logout')).to.equal(true);
      // Under load WebKit's document.cookie has shown a just-deleted cookie for a moment.
      await waitFor(() => !document.cookie.includes('sp-user-id='), 'the session cookie stayed after sign-out');
    });

    it('passes the accessibility checks in the uhc brand too (its colours)', async () => {
      const { el, root } = await showProfile('member', { config: { brand: 'uhc', flags: { memberBenefits: true, emailSavedPlans: true } } });
      await waitFor(() => el.dataset.brand === 'uhc', 'the uhc tokens never applied');
      expect(getByRole(root, 'link', 'Your drugs, 2 saved')).to.exist;
      await expect(el).to.be.accessible();
    });

    it('a member sees member benefits in a new tab when the memberBenefits flag is on', async () => {
      await setViewport({ width: 1400, height: 900 });
      const { el, root } = await showProfile('member', { config: { flags: { memberBenefits: true } } });
      // The flags arrive with the page's config, which need not render with the profile: wait for the link.
      const benefits = await waitFor(() => queryByRole(root, 'link', /^Member benefits/), 'no member benefits link');
      expect(benefits.getAttribute('href')).to.equal('/hsid-member-portal-redirection');
      expect(benefits.getAttribute('target')).to.equal('_blank');
      expect(benefits.textContent).to.contain('opens in a new tab');
      await expect(el).to.be.accessible();
      leavePage();
      const off = await showProfile('member');
      expect(queryByRole(off.root, 'link', /^Member benefits/)).to.equal(null);
    });

    it('sign out asks first; the dialog holds focus, closes on Escape and Cancel, and returns focus to Sign out', async () => {
      const { el, root } = await showProfile('member');
      const opener = getByRole(root, 'button', 'Sign out');
      opener.focus();
      await sendKeys({ press: 'Enter' });
      const dialog = await waitFor(() => queryByRole(root, 'alertdialog', 'Sign out?'), 'no sign-out confirmation');
      const confirm = getByRole(dialog, 'button', 'Sign out');
      await waitFor(() => deepActiveElement() === confirm, 'focus did not move into the dialog');
      await expect(el).to.be.accessible();
      await expectFocusHeldIn(dialog, 4);
      await expectFocusHeldIn(dialog, 1, 'Shift+Tab');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !queryByRole(root, 'alertdialog'), 'Escape did not close it');
      await waitFor(() => deepActiveElement() === opener, 'focus did not return to Sign out');

      opener.click();
      const again = await waitFor(() => queryByRole(root, 'alertdialog', 'Sign out?'));
      getByRole(again, 'button', 'Cancel').click();
      await waitFor(() => !queryByRole(root, 'alertdialog'), 'Cancel did not close it');
      await waitFor(() => deepActiveElement() === opener, 'focus did not return after Cancel');
    });

    it('confirming signs out through the logout call and leaves for the sign-out page', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const { root, page } = await showProfile('member', { routes: [{ method: 'DELETE', path: '/landrover/api/logout', json: { success: true } }] });
      getByRole(root, 'button', 'Sign out').click();
      const dialog = await waitFor(() => queryByRole(root, 'alertdialog', 'Sign out?'));
      getByRole(dialog, 'button', 'Sign out').click();
      await waitFor(() => assign.called, 'never left the page');
      expect(assign.firstCall.args[0]).to.equal('/hsid-logout');
      expect(page.server.requests.some((r) => r.method === 'DELETE' && r.url.pathname === '/landrover/api/logout')).to.equal(true);
    });
  });

  describe('member benefits link by screen width: memberBenefits, and memberBenefitsButtonMobile below 64em', () => {
    // 640 CSS pixels is a 1280-pixel laptop at 200% zoom: it gets the phone rule too.
    const cases: [number, { memberBenefits?: boolean; memberBenefitsButtonMobile?: boolean }, boolean][] = [
      [1280, { memberBenefits: true }, true],
      [640, { memberBenefits: true }, false],
      [640, { memberBenefits: true, memberBenefitsButtonMobile: true }, true],
      [640, { memberBenefitsButtonMobile: true }, false],
      [1280, { memberBenefitsButtonMobile: true }, false],
    ];
    for (const [width, flags, shown] of cases) {
      it(`${width}px wide, flags ${JSON.stringify(flags)}: link ${shown ? 'shown' : 'not shown'}`, async () => {
        await setViewport({ width, height: 900 });
        const { root } = await showProfile('member', { config: { flags } });
        await waitFor(() => queryByRole(root, 'heading', /^Hello/), 'no signed-in banner');
        const find = () => root.querySelector<HTMLElement>('a[href="/hsid-member-portal-redirection"]');
        // The page's flags need not render with the banner: where the link belongs, wait for it to show.
        if (shown) await waitFor(() => find()?.checkVisibility(), 'the member benefits link never showed');
        const link = find();
        expect(Boolean(link?.checkVisibility()), 'visible').to.equal(shown);
        expect(queryByRole(root, 'link', /^Member benefits/) !== null, 'offered to assistive technology').to.equal(shown);
      });
    }

    it('the rule follows the screen as it changes, without a reload', async () => {
      await setViewport({ width: 1280, height: 900 });
      const { root } = await showProfile('member', { config: { flags: { memberBenefits: true } } });
      const link = () => queryByRole(root, 'link', /^Member benefits/);
      await waitFor(link, 'no member benefits link');
      await setViewport({ width: 640, height: 900 });
      await waitFor(() => !link(), 'still offered on a narrow screen');
      await setViewport({ width: 1280, height: 900 });
      await waitFor(link, 'not offered again on a wide screen');
    });
  });

  describe('cloaked (customer service viewing the profile)', () => {
    it('has no back link and no Extra Help widget, even with the Extra Help feature on', async () => {
      const { el, root } = await showProfile('cloaked', { config: { flags: { lisChanges: true } } });
      expect(getByRole(root, 'heading', 'Your account')).to.exist;
      expect(queryByRole(root, 'link', /^Return to/)).to.equal(null);
      expect(nested(root, 'sp-extra-help')).to.equal(null);
      expect(getByRole(root, 'button', 'Print')).to.exist;
      await expect(el).to.be.accessible();
    });
  });

  describe('side widgets', () => {
    it('shows <sp-extra-help> when the Extra Help feature is on and the session is not cloaked', async () => {
      const off = await showProfile('member');
      expect(nested(off.root, 'sp-extra-help')).to.equal(null);
      leavePage();
      const { root } = await showProfile('member', { config: { flags: { lisChanges: true } } });
      expect(nested(root, 'sp-extra-help')).to.exist;
      await waitFor(() => customElements.get('sp-extra-help'), 'the widget module was never loaded');
    });

    it('the saved-plans panel shows on the plans view only when no applications exist and plans exist', async () => {
      const noApps = await showProfile('member');
      // The panel follows the applications' answers, which can render a frame after the view.
      await waitFor(() => panelOf(noApps.root), 'no panel with no applications');
      leavePage();
      const withApps = await showProfile('member', { parts: { enrollments: [{ planId: 'H1234-001-000', planYear: YEAR, planName: 'Plan', status: 'In Progress' }] } });
      expect(panelOf(withApps.root)).to.equal(null);
      await clickNav(withApps.root, /^Your drugs/);
      await waitFor(() => panelOf(withApps.root), 'the panel shows beside another view');
      leavePage();
      const noPlans = await showProfile('member', { parts: { plans: [] } });
      expect(panelOf(noPlans.root)).to.equal(null);
    });

    it('the panel asks the dashboard\'s "applications exist" rule: a saved Medicare Supplement application counts, a past year\'s enrollment does not', async () => {
      const medsupp = {
        applicationStatus: { applicationStatus: 'IN_PROGRESS', applicationId: 'MSA-1', plans: [{ planName: 'AARP Medicare Supplement Plan G', planCode: 'G' }] },
        applicantDemographics: { zipCode: '10001' },
        planType: 'MS',
      };
      const withMedsupp = await showProfile('member', { routes: [{ method: 'GET', path: '/landrover/api/enrollments/medsupp/v1', json: { applications: [{ response: medsupp }] } }] });
      await waitFor(() => panelOf(withMedsupp.root) === null, 'a Medicare Supplement application did not count as an application');
      leavePage();
      const pastYear = await showProfile('member', { parts: { enrollments: [{ planId: 'H1234-001-000', planYear: YEAR - 2, planName: 'Plan', status: 'In Progress' }] } });
      await waitFor(() => panelOf(pastYear.root), 'a past year\'s enrollment counted as an application');
    });

    it('large screens: side column beside the view with the panel; phones: one column without the panel', async () => {
      const { root } = await showProfile('member');
      const layout = root.querySelector('.sp-profile__layout')!;
      const columns = () => getComputedStyle(layout).gridTemplateColumns.split(' ').length;
      await setViewport({ width: 1400, height: 900 });
      await waitFor(() => columns() === 2, 'no side column on a large screen');
      expect(panelOf(root)!.checkVisibility()).to.equal(true);
      await setViewport({ width: 400, height: 800 });
      await waitFor(() => columns() === 1, 'more than one column on a phone');
      expect(panelOf(root)!.checkVisibility()).to.equal(false);
      const order = ['.sp-profile__side', '.sp-profile__main', '.sp-profile__extras'].map((s) => root.querySelector(s)!.getBoundingClientRect().top);
      expect(order, 'navigation, then the view, then the extras').to.deep.equal([...order].sort((a, b) => a - b));
    });
  });

  describe('views', () => {
    it('starts on the plans view: <sp-saved-plans> with its heading at level 2', async () => {
      const { el, root } = await showProfile('member');
      expect(currentView(root)).to.equal('plans');
      expect(root.querySelector('.sp-profile__main > sp-saved-plans')!.getAttribute('heading-level')).to.equal('2');
      await waitFor(() => customElements.get('sp-saved-plans'), 'the plans view module was never loaded');
      await expect(el).to.be.accessible();
    });

    it('a hash naming a view selects the start view', async () => {
      const { el, root } = await showProfile('member', { url: `${location.pathname}#providers` });
      expect(currentView(root)).to.equal('providers');
      expect(getByRole(root, 'link', /^Your doctors and dentists/).getAttribute('aria-current')).to.equal('page');
      await expect(el).to.be.accessible();
    });

    it('the side navigation switches views, keeps the hash in step and tells the host', async () => {
      const { el, root } = await showProfile('member');
      const changes: unknown[] = [];
      el.addEventListener('sp-view-changed', (event) => changes.push((event as CustomEvent).detail));
      await clickNav(root, /^Your drugs/);
      await waitFor(() => currentView(root) === 'drugs', 'the drugs view never showed');
      expect(location.hash).to.equal('#drugs');
      expect(getByRole(root, 'link', /^Your drugs/).getAttribute('aria-current')).to.equal('page');
      expect(getByRole(root, 'link', 'Your plans').hasAttribute('aria-current')).to.equal(false);
      expect(changes).to.deep.equal([{ view: 'drugs' }]);
      await expect(el).to.be.accessible();
    });

    it('back and forward move between views; a hash change shows its view', async () => {
      const { root } = await showProfile('member');
      await clickNav(root, /^Your drugs/);
      await clickNav(root, /^Your doctors and dentists/);
      await waitFor(() => currentView(root) === 'providers');
      history.back();
      await waitFor(() => currentView(root) === 'drugs', 'back did not return to drugs');
      history.back();
      await waitFor(() => currentView(root) === 'plans', 'back did not return to plans');
      history.forward();
      await waitFor(() => currentView(root) === 'drugs', 'forward did not return to drugs');
      location.hash = '#providers';
      await waitFor(() => currentView(root) === 'providers', 'hashchange was not followed');
    });

    it('returning from the drug cost estimator opens drugs (no plans view first), with its back link', async () => {
      const changes: unknown[] = [];
      const record = (event: Event) => changes.push((event as CustomEvent).detail);
      document.addEventListener('sp-view-changed', record);
      const { root } = await showProfile('member', { url: `${location.pathname}?from=dce` });
      document.removeEventListener('sp-view-changed', record);
      expect(currentView(root)).to.equal('drugs');
      expect(changes, 'the start view is not a change').to.deep.equal([]);
      expect(getByRole(root, 'link', 'Return to drug cost estimator').getAttribute('href')).to.equal('/health-plans/estimate-drug-costs.html');
    });

    it('returning from pharmacy search (document.referrer) opens drugs, with its back link', async () => {
      sinon.stub(document, 'referrer').get(() => `${location.origin}/health-plans/aarp-pharmacy.html?zip=10001`);
      const { root } = await showProfile('guest');
      expect(currentView(root)).to.equal('drugs');
      expect(getByRole(root, 'link', 'Return to pharmacy search')).to.exist;
    });

    it('from the plan recommendation, the back link returns to its results for the active year', async () => {
      sinon.stub(document, 'referrer').get(() => `${location.origin}/plan-recommendation-engine.html/result`);
      const { root } = await showProfile('member');
      expect(currentView(root)).to.equal('plans');
      expect(getByRole(root, 'link', 'Return to plan recommendation').getAttribute('href')).to.equal('/plan-recommendation-engine.html/result?year=2026');
    });
  });

  describe('email', () => {
    const emailRoute = (status = 200) => ({ method: 'POST', path: '/EmailWAR/emailrest/profile/email/v1', status, json: { success: status === 200 } });
    const withEmail = (status?: number): PageOptions => ({ config: { flags: { emailSavedPlans: true } }, routes: [emailRoute(status)] });

    async function openEmail(root: ShadowRoot) {
      const opener = getByRole(root, 'button', 'Email');
      opener.focus();
      await sendKeys({ press: 'Enter' });
      const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Email your saved plans'), 'the email dialog never opened');
      return { opener, dialog };
    }

    it('opens a dialog with a required email field, consent text, Send and Cancel; holds focus; Escape returns focus to Email', async () => {
      const { el, root } = await showProfile('guest', withEmail());
      const { opener, dialog } = await openEmail(root);
      const field = getByRole(dialog, 'textbox', 'Email address (required)');
      await waitFor(() => deepActiveElement() === field, 'focus did not go to the email field');
      expect(field.hasAttribute('required')).to.equal(true);
      expect(dialog.textContent).to.contain('By selecting Send, you agree that we may email your saved plans to this address.');
      expect(getByRole(dialog, 'button', 'Send')).to.exist;
      expect(getByRole(dialog, 'button', 'Cancel')).to.exist;
      await expect(el).to.be.accessible();
      for (let i = 0; i < 5; i += 1) {
        await sendKeys({ press: 'Tab' });
        expect(dialog.contains(deepActiveElement()), 'Tab stays inside').to.equal(true);
      }
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !queryByRole(root, 'dialog'), 'Escape did not close it');
      await waitFor(() => deepActiveElement() === opener, 'focus did not return to Email');
    });

    it('says what is wrong after Send with an empty or malformed address, and sends nothing', async () => {
      const { el, root, page } = await showProfile('guest', withEmail());
      const { dialog } = await openEmail(root);
      getByRole(dialog, 'button', 'Send').click();
      const field = getByRole(dialog, 'textbox', 'Email address (required)');
      await waitFor(() => field.getAttribute('aria-invalid') === 'true', 'no error after Send');
      expect(getByText(dialog, 'Error: Please enter a valid email address')).to.exist;
      await expect(el).to.be.accessible();
      await sendKeys({ type: 'maria@example' });
      getByRole(dialog, 'button', 'Send').click();
      expect(getByText(dialog, 'Error: Please enter a valid email address')).to.exist;
      expect(page.server.requests.some((r) => r.url.pathname.startsWith('/EmailWAR/'))).to.equal(false);
      await sendKeys({ type: '.com' });
      await waitFor(() => !queryByText(dialog, 'Error: Please enter a valid email address'), 'the error stayed after a fix');
    });

    it('Send with an empty or malformed address moves focus to the field in error', async () => {
      const { root } = await showProfile('guest', withEmail());
      const { dialog } = await openEmail(root);
      const field = getByRole(dialog, 'textbox', 'Email address (required)');
      await waitFor(() => deepActiveElement() === field, 'focus did not go to the email field');
      for (const typed of ['', 'maria@example']) {
        if (typed) await sendKeys({ type: typed });
        getByRole(dialog, 'button', 'Send').focus();
        await sendKeys({ press: 'Enter' });
        await waitFor(() => deepActiveElement() === field, `focus stayed on Send after '${typed}'`);
        expect(field.getAttribute('aria-invalid')).to.equal('true');
      }
    });

    it('sends a signed-in user\'s saved plans to the filled-in address, closes, confirms, and returns focus', async () => {
      const { root, page } = await showProfile('member', withEmail());
      const { opener, dialog } = await openEmail(root);
      expect((getByRole(dialog, 'textbox', 'Email address (required)') as HTMLInputElement).value).to.equal('maria@example.com');
      getByRole(dialog, 'button', 'Send').click();
      await waitFor(() => !queryByRole(root, 'dialog'), 'the dialog stayed open after sending');
      const status = await waitFor(() => queryByText(root, 'We sent your saved plans to maria@example.com.'), 'no confirmation');
      expect(status.closest('[role="status"]')).to.exist;
      const sent = page.server.requests.find((r) => r.url.pathname === '/EmailWAR/emailrest/profile/email/v1')!;
      expect(sent.json).to.include({ emailAddress: 'maria@example.com', firstName: 'Maria', lastName: 'Lopez' });
      await waitFor(() => deepActiveElement() === opener, 'focus did not return to Email');
    });

    it('a failed send is only logged: the dialog closes and nothing claims it was sent', async () => {
      const { root, page } = await showProfile('member', withEmail(500));
      const { dialog } = await openEmail(root);
      getByRole(dialog, 'button', 'Send').click();
      await waitFor(() => page.server.requests.some((r) => r.url.pathname.startsWith('/EmailWAR/')), 'never sent');
      await waitFor(() => !queryByRole(root, 'dialog'), 'the dialog stayed open');
      expect(queryByText(root, /We sent your saved plans/)).to.equal(null);
    });
  });

  describe('print', () => {
    it('Print prints the saved plans: from another view it shows the plans view first', async () => {
      const print = sinon.stub(window, 'print');
      const { root } = await showProfile('member', { url: `${location.pathname}#drugs` });
      getByRole(root, 'button', 'Print').click();
      await waitFor(() => print.called, 'never printed');
      expect(currentView(root)).to.equal('plans');
      expect(location.hash).to.equal('#plans');
    });

    it('has print rules: one column, at least 14px, no buttons, navigation or dialogs', async () => {
      expect(profileCss).to.contain('@media print');
      const { root } = await showProfile('member', { config: { flags: { emailSavedPlans: true } } });
      await emulateMedia({ media: 'print' });
      const layout = root.querySelector('.sp-profile__layout')!;
      expect(getComputedStyle(layout).display).to.equal('block');
      expect(parseFloat(getComputedStyle(root.querySelector('.sp-profile')!).fontSize)).to.be.at.least(14);
      for (const selector of ['button', 'nav', '.sp-profile__topbar', '.sp-profile__faq', '.sp-banner']) {
        expect(root.querySelector(selector)!.checkVisibility(), selector).to.equal(false);
      }
    });
  });

  describe('print: the nested saved plans (spec §2.2)', () => {
    /** The plans view's <sp-saved-plans> inside <sp-profile>, once its cards show. */
    async function savedPlansRoot(root: ShadowRoot): Promise<ShadowRoot> {
      const nestedPlans = await waitFor(() => root.querySelector('.sp-profile__main > sp-saved-plans'), 'no plans view');
      const plansRoot = await waitFor(() => nestedPlans.shadowRoot, '<sp-saved-plans> never rendered');
      await waitFor(() => plansRoot.querySelectorAll('article').length === 2, 'the saved plan cards never showed');
      return plansRoot;
    }

    const printPlans = [
      { ...plan('H1234-001-000', 'MAPD'), monthlyPremiumFormatted: '$0.00' },
      { ...plan('H1234-002-000', 'MAPD'), monthlyPremiumFormatted: '$12.00' },
    ];

    it('prints the saved plans in one column, text at least 14px, with no buttons showing', async () => {
      await setViewport({ width: 1400, height: 900 });
      const { root } = await showProfile('member', { parts: { plans: printPlans } });
      const plansRoot = await savedPlansRoot(root);
      const cards = plansRoot.querySelector<HTMLElement>('.sp-plan-list__cards')!;
      const tracks = () => getComputedStyle(cards).gridTemplateColumns.split(' ').length;
      const visibleButtons = () => Array.from(plansRoot.querySelectorAll('button')).filter((b) => b.checkVisibility());
      expect(tracks(), 'the screen layout puts cards side by side').to.be.greaterThan(1);
      expect(visibleButtons().length, 'buttons show on screen').to.be.greaterThan(0);
      await emulateMedia({ media: 'print' });
      expect(tracks(), 'one column in print').to.equal(1);
      const [first, second] = Array.from(plansRoot.querySelectorAll('article')).map((a) => a.getBoundingClientRect());
      expect(second!.top, 'the second card prints below the first').to.be.at.least(first!.bottom);
      const texts = Array.from(plansRoot.querySelectorAll<HTMLElement>('h2, h3, h4, p, dt, dd, li, a, span')).filter((t) => t.checkVisibility() && t.textContent!.trim() !== '');
      expect(texts.length).to.be.greaterThan(5);
      const small = texts.filter((t) => parseFloat(getComputedStyle(t).fontSize) < 14).map((t) => `${t.localName} "${t.textContent}" ${getComputedStyle(t).fontSize}`);
      expect(small, 'text under 14px in print').to.deep.equal([]);
      expect(visibleButtons().map((b) => b.textContent), 'buttons showing in print').to.deep.equal([]);
    });

    it('an open remove-plan pop-up does not print', async () => {
      const { root } = await showProfile('member', { parts: { plans: printPlans } });
      const plansRoot = await savedPlansRoot(root);
      getByRole(plansRoot, 'button', 'Remove Plan H1234-001-000 from saved plans').click();
      const dialog = await waitFor(() => queryByRole(plansRoot, 'dialog', 'Remove this plan from your saved plans?'), 'the remove pop-up never opened');
      expect(dialog.checkVisibility(), 'shown on screen').to.equal(true);
      await emulateMedia({ media: 'print' });
      expect(dialog.checkVisibility(), 'hidden in print').to.equal(false);
      expect(queryByText(plansRoot, 'Remove this plan from your saved plans?'), 'its heading is not on the printed page').to.equal(null);
      expect(queryByRole(plansRoot, 'button', 'Keep plan')).to.equal(null);
    });
  });

  it('a page with <sp-profile>, <sp-saved-plans>, <sp-drug-list>, <sp-provider-list> and the other elements makes one profile request', async () => {
    const page = startPage(profilePage('member'));
    await Promise.all([
      import('../../elements/sp-dashboard'),
      import('../../elements/sp-toast'),
      import('../../elements/sp-saved-plans'),
      import('../../elements/sp-drug-list'),
      import('../../elements/sp-provider-list'),
    ]);
    for (const tag of ['sp-dashboard', 'sp-saved-plans', 'sp-drug-list', 'sp-provider-list', 'sp-toast']) document.body.append(document.createElement(tag));
    const { root } = await placeElement('sp-profile', (r) => queryByRole(r, 'heading', 'Your account'));
    await waitFor(() => queryByRole(root, 'link', 'Your drugs, 2 saved'), 'the profile never loaded');
    const shown = (tag: string, selector: string) => document.querySelector(`body > ${tag}`)?.shadowRoot?.querySelector(selector);
    await waitFor(() => shown('sp-saved-plans', 'article'), '<sp-saved-plans> never showed the loaded plans');
    await waitFor(() => shown('sp-drug-list', '.sp-drugs__list'), '<sp-drug-list> never showed the loaded drugs');
    await waitFor(() => shown('sp-provider-list', '.sp-providers__list'), '<sp-provider-list> never showed the loaded providers');
    expect(page.profileGets()).to.equal(1);
  });
});
