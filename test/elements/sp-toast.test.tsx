import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '../helpers/browser';
import '../../elements/sp-toast';
import { logger, type LogEntry } from '../../src/platform/logger';
import type { ConfigPatch } from '../../src/state/config';
import { sessionKnownAtom } from '../../src/state/session';
import { getStore, resetStore } from '../../src/state/store';
import { recordEvents, sessionPage } from '../components/session/page';
import { leavePage, startPage, type Who } from '../helpers/page';
import type { Route } from '../helpers/fetch';
import { deepActiveElement, getByRole, queryByRole } from '../helpers/queries';
import { englishLeft } from '../helpers/spanish';
import { nextFrame, waitFor } from '../helpers/wait';

const CONTENT = {
  texts: {},
  faq: [],
  toast: {
    guest: { heading: 'Keep your picks', body: 'Sign in to keep your saved plans on every device.' },
    authenticated: { heading: 'All saved to your account', body: 'Your plans, drugs and doctors are waiting here.' },
    signInUrl: '/optumid-login?from=toast',
  },
};
const contentRoute = (extra: Partial<Route> = {}): Route => ({ method: 'GET', path: '/api/assets/MRD/content-fragments/shopper-profile-redesign/profile.json', json: CONTENT, ...extra });

/** Booleans, not elements, in assertions: a failing one then reports cleanly. */
const isShown = (root: ShadowRoot, role: string, name?: string) => queryByRole(root, role, name) !== null;

const liveRegion = (root: ShadowRoot) => root.querySelector('[role="status"][aria-live="polite"]');

/** What the live region in `root` says from now on: each text it is given, in order (a clearing is not a saying). */
function sayings(root: ShadowRoot): string[] {
  const said: string[] = [];
  let last = liveRegion(root)?.textContent ?? '';
  new MutationObserver(() => {
    const text = liveRegion(root)?.textContent ?? '';
    if (text && text !== last) said.push(text);
    last = text;
  }).observe(root, { childList: true, characterData: true, subtree: true });
  return said;
}

const BUILT_IN_GUEST_WELCOME = 'Your items are saved in this browser. Sign in or create an account to keep your saved plans, drugs and doctors on any device.';

/** A guest's page with the toast on it, its live region listened to from the element's first render. */
function listenToToast(content: Route): { root: ShadowRoot; said: string[] } {
  startPage(sessionPage('guest', { routes: [content] }));
  const el = document.createElement('sp-toast');
  document.body.append(el);
  const root = el.shadowRoot!;
  return { root, said: sayings(root) };
}

/** What was said, once something was and two more frames have passed. */
async function allSaid(said: string[]): Promise<string[]> {
  await waitFor(() => said.length > 0, 'never announced');
  await nextFrame();
  await nextFrame();
  return said;
}

/** Places the toast alone on the page; it needs only the session (cookies), not the profile. */
async function placeToast(): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  const el = document.createElement('sp-toast');
  document.body.append(el);
  const root = await waitFor(() => el.shadowRoot, '<sp-toast> never rendered');
  await waitFor(() => getStore().get(sessionKnownAtom), 'the session was never read');
  return { el, root };
}

/** `seen`: welcome toasts this browser showed on earlier pages. */
async function showToast(who: Who, routes: Route[] = [contentRoute()], seen: Array<'guest' | 'authenticated'> = [], url?: string, config: ConfigPatch = {}) {
  const { server } = startPage({ ...sessionPage(who, { routes }), url, config });
  for (const variant of seen) localStorage.setItem(`sp.toastShown.${variant}`, 'true');
  const { el, root } = await placeToast();
  const events = recordEvents(el, ['sp-toast-closed']);
  return { el, root, events, server };
}

/** The same browser opening another page: storage kept, state and elements new. */
async function nextPage(who: Who) {
  document.body.replaceChildren();
  resetStore();
  if (who === 'guest') document.cookie = 'sp-user-id=; max-age=0; path=/';
  const { root } = await placeToast();
  await nextFrame();
  return root;
}

function importItems(detail: unknown) {
  window.dispatchEvent(new CustomEvent('sp-items-imported', { detail }));
}

describe('<sp-toast>', () => {
  afterEach(() => leavePage());

  it('shows a guest the guest texts from content, with Sign in going to the sign-in URL from content', async () => {
    const { el, root } = await showToast('guest');
    const toast = await waitFor(() => queryByRole(root, 'region', 'Keep your picks'), 'no guest toast');
    expect(toast.textContent).to.contain('Sign in to keep your saved plans on every device.');
    expect(getByRole(root, 'link', 'Sign in').getAttribute('href')).to.equal('/optumid-login?from=toast');
    await expect(el).to.be.accessible();
  });

  it('a sign-in URL from content that is not on this site (javascript:, another host) is refused for the built-in sign-in path', async () => {
    for (const signInUrl of ['javascript:alert(1)', 'https://evil.example/login', '//evil.example/login']) {
      const { root } = await showToast('guest', [contentRoute({ json: { ...CONTENT, toast: { ...CONTENT.toast, signInUrl } } })]);
      await waitFor(() => queryByRole(root, 'region', 'Keep your picks'), 'no guest toast');
      expect(getByRole(root, 'link', 'Sign in').getAttribute('href'), signInUrl).to.equal('/optumid-login');
      leavePage();
    }
  });

  it('alone on a page, reads who is signed in from the cookies and loads no profile', async () => {
    const { root, server } = await showToast('signed-in');
    await waitFor(() => queryByRole(root, 'region', 'All saved to your account'), 'no signed-in toast');
    expect(server.requests.map((r) => r.url.pathname)).to.deep.equal(['/api/assets/MRD/content-fragments/shopper-profile-redesign/profile.json']);
  });

  it('with a sign-in code in the address, waits for the page startup to validate it before choosing its texts', async () => {
    const authValidate = { method: 'POST', path: '/landrover/api/apps/aarp/authValidate', json: { uuid: 'u-session-1' } };
    const memberImport = { method: 'POST', path: '/landrover/api/profiles/import/member-items/v1', json: {} };
    const { root, server } = await showToast('signed-in', [contentRoute(), authValidate, memberImport], [], `${location.pathname}?code=toast-code-1`);
    await waitFor(() => queryByRole(root, 'region', 'All saved to your account'), 'no signed-in toast');
    expect(server.requests.map((r) => r.url.pathname)).to.include('/landrover/api/apps/aarp/authValidate');
    expect(location.search).to.equal('');
  });

  it('announces the toast through a live region that was on the page before the message', async () => {
    const { root } = await showToast('guest', [contentRoute({ delay: 300 })]);
    const region = liveRegion(root);
    expect(region, 'live region present from the start').to.exist;
    await waitFor(() => region!.textContent === 'Keep your picks. Sign in to keep your saved plans on every device.', 'never announced');
    expect(liveRegion(root)).to.equal(region);
  });

  it('says the welcome once, in content\'s words, though the built-in texts showed while content loaded', async () => {
    const { root, said } = listenToToast(contentRoute({ delay: 500 }));
    await waitFor(() => queryByRole(root, 'region', 'Your items are saved in this browser'), 'no fallback toast');
    await waitFor(() => queryByRole(root, 'region', 'Keep your picks'), 'content texts never replaced the fallback');
    expect(await allSaid(said)).to.deep.equal(['Keep your picks. Sign in to keep your saved plans on every device.']);
  });

  it('says the built-in welcome, once, when content is slow to come (a screen reader hears the welcome as it appears), and not again in content\'s words', async () => {
    const { root, said } = listenToToast(contentRoute({ delay: 4000 }));
    expect(await allSaid(said)).to.deep.equal([BUILT_IN_GUEST_WELCOME]);
    expect(isShown(root, 'region', 'Keep your picks'), 'content had already come').to.equal(false);
    await waitFor(() => queryByRole(root, 'region', 'Keep your picks'), 'content texts never replaced the built-in ones');
    expect(await allSaid(said)).to.deep.equal([BUILT_IN_GUEST_WELCOME]);
  });

  it('says the built-in welcome, once, when content fails', async () => {
    const { said } = listenToToast(contentRoute({ json: undefined, status: 500, delay: 300 }));
    expect(await allSaid(said)).to.deep.equal([BUILT_IN_GUEST_WELCOME]);
  });

  it('says the built-in welcome, once, when content\'s toast is malformed', async () => {
    const malformed = { ...CONTENT, toast: { guest: { heading: 42, body: ['<img src=x onerror=alert(1)>'] }, signInUrl: 'javascript:alert(1)' } };
    const { root, said } = listenToToast(contentRoute({ json: malformed, delay: 200 }));
    expect(await allSaid(said)).to.deep.equal([BUILT_IN_GUEST_WELCOME]);
    expect(getByRole(root, 'link', 'Sign in').getAttribute('href')).to.equal('/optumid-login');
  });

  it('shows built-in texts and the default sign-in path while content loads', async () => {
    const { el, root } = await showToast('guest', [contentRoute({ delay: 400 })]);
    await waitFor(() => queryByRole(root, 'region', 'Your items are saved in this browser'), 'no fallback toast');
    expect(getByRole(root, 'link', 'Sign in').getAttribute('href')).to.equal('/optumid-login');
    await expect(el).to.be.accessible();
    await waitFor(() => queryByRole(root, 'region', 'Keep your picks'), 'content texts never replaced the fallback');
  });

  it('keeps the built-in texts when content fails', async () => {
    const { root } = await showToast('guest', [contentRoute({ json: undefined, status: 500 })]);
    await waitFor(() => queryByRole(root, 'region', 'Your items are saved in this browser'), 'no fallback toast');
  });

  it('shows a signed-in user the signed-in texts, without a Sign in button', async () => {
    const { el, root } = await showToast('signed-in');
    await waitFor(() => queryByRole(root, 'region', 'All saved to your account'), 'no signed-in toast');
    expect(isShown(root, 'link', 'Sign in')).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('is shown once: the next page in the same browser shows nothing', async () => {
    const { root } = await showToast('guest');
    await waitFor(() => queryByRole(root, 'region', 'Keep your picks'), 'no guest toast');
    const next = await nextPage('guest');
    expect(isShown(next, 'region')).to.equal(false);
    expect(liveRegion(next)!.textContent).to.equal('');
  });

  it('a guest who saw the guest toast still sees the signed-in one once after signing in', async () => {
    const { root } = await showToast('signed-in', [contentRoute()], ['guest']);
    await waitFor(() => queryByRole(root, 'region', 'All saved to your account'), 'no signed-in toast');
    expect(localStorage.getItem('sp.toastShown.authenticated')).to.equal('true');
  });

  it('a guest who saw only the signed-in toast (after signing out) sees the guest one', async () => {
    const { root } = await showToast('guest', [contentRoute()], ['authenticated']);
    await waitFor(() => queryByRole(root, 'region', 'Keep your picks'), 'no guest toast');
  });

  it('Close (keyboard) hides it and tells the host', async () => {
    const { el, root, events } = await showToast('signed-in');
    await waitFor(() => queryByRole(root, 'region', 'All saved to your account'), 'no toast');
    getByRole(root, 'button', 'Close').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !queryByRole(root, 'region'), 'toast stayed');
    expect(events.map((e) => e.type)).to.deep.equal(['sp-toast-closed']);
    await expect(el).to.be.accessible();
  });

  it('Close (keyboard) sends focus back to what had it before the person went to the toast', async () => {
    startPage(sessionPage('signed-in', { routes: [contentRoute()] }));
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'ZIP code');
    document.body.append(field);
    const { root } = await placeToast();
    await waitFor(() => queryByRole(root, 'region', 'All saved to your account'), 'no toast');
    field.focus();
    await sendKeys({ press: 'Tab' });
    const close = getByRole(root, 'button', 'Close');
    await waitFor(() => deepActiveElement() === close, 'Tab did not reach Close');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !queryByRole(root, 'region'), 'toast stayed');
    await waitFor(() => deepActiveElement() === field, `focus went to ${deepActiveElement()?.outerHTML.slice(0, 80) ?? 'nowhere'}`);
  });

  it('never takes focus when it appears', async () => {
    startPage(sessionPage('guest', { routes: [contentRoute()] }));
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'ZIP code');
    document.body.append(field);
    field.focus();
    const { root } = await placeToast();
    await waitFor(() => queryByRole(root, 'region', 'Keep your picks'), 'no toast');
    expect(deepActiveElement()).to.equal(field);
  });

  it('after an import, says which drugs and doctors were added, and announces it', async () => {
    const { el, root } = await showToast('member');
    await waitFor(() => queryByRole(root, 'region', 'All saved to your account'), 'no toast');
    importItems({ drugs: 2, providers: 1 });
    const toast = await waitFor(() => queryByRole(root, 'region', 'Your information was added'), 'no imported toast');
    expect(toast.textContent).to.contain('We added 2 drugs and 1 doctor or dentist to your profile.');
    await waitFor(() => liveRegion(root)!.textContent === 'Your information was added. We added 2 drugs and 1 doctor or dentist to your profile.', 'not announced');
    await expect(el).to.be.accessible();
  });

  it('names only the kinds that were imported, even after the welcome toast was seen', async () => {
    const { root } = await showToast('member', [contentRoute()], ['authenticated']);
    importItems({ drugs: 0, providers: 3 });
    const toast = await waitFor(() => queryByRole(root, 'region', 'Your information was added'), 'no imported toast');
    expect(toast.textContent).to.contain('We added 3 doctors and dentists to your profile.');
    importItems({ drugs: 1, providers: 0 });
    await waitFor(() => getByRole(root, 'region').textContent?.includes('We added 1 drug to your profile.'), 'not updated');
  });

  it('an import that added nothing, or a malformed event, shows nothing', async () => {
    const { root } = await showToast('member', [contentRoute()], ['authenticated']);
    importItems({ drugs: 0, providers: 0 });
    importItems(null);
    importItems({ drugs: 'two', providers: -1 });
    await nextFrame();
    expect(isShown(root, 'region')).to.equal(false);
  });

  describe('room on the screen (WCAG 1.4.10 reflow, 2.4.11 focus not obscured)', () => {
    afterEach(() => setViewport({ width: 800, height: 600 }));
    // Each test resizes the window with the toast shown: WebKit keeps a constructed sheet's media query
    // results from before a resize when no shadow root held the sheet during it (until the next resize).

    /** A button pinned to one edge of the window, on the side where the toast floats. */
    function pinnedButton(edge: 'top' | 'bottom', name: string): HTMLButtonElement {
      const button = document.createElement('button');
      button.textContent = name;
      button.style.cssText = `position: fixed; ${edge}: 2rem; right: 3rem; min-height: 2.75rem;`;
      document.body.append(button);
      return button;
    }

    const overlaps = (a: Element, b: Element) => {
      const [x, y] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
      return x.left < y.right && y.left < x.right && x.top < y.bottom && y.top < x.bottom;
    };

    it('where the window has room (40em tall), floats at its foot, at most half its height', async () => {
      const { root } = await showToast('guest');
      const toast = await waitFor(() => queryByRole(root, 'region', 'Keep your picks'), 'no toast');
      await setViewport({ width: 800, height: 900 });
      const atFoot = () => getComputedStyle(toast).position === 'fixed' && Math.abs(innerHeight - toast.getBoundingClientRect().bottom) <= 24;
      await waitFor(atFoot, 'it never floated at the foot of the window');
      expect(toast.getBoundingClientRect().height).to.be.at.most(innerHeight / 2);
    });

    it('when keyboard focus lands under it, it moves to the top of the window, and back down when focus goes up there', async () => {
      const high = pinnedButton('top', 'At the top');
      const low = pinnedButton('bottom', 'At the foot');
      const { root } = await showToast('guest');
      const toast = await waitFor(() => queryByRole(root, 'region', 'Keep your picks'), 'no toast');
      await setViewport({ width: 800, height: 900 });
      await waitFor(() => getComputedStyle(toast).position === 'fixed', 'it never floated');
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(high);
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(low);
      // It may glide there: what counts is where it comes to rest.
      const top = () => toast.getBoundingClientRect().top;
      await waitFor(() => !overlaps(toast, low) && top() >= 0 && top() <= 24, 'the toast never came to rest at the top edge, clear of the focused button');
      await sendKeys({ press: 'Shift+Tab' });
      expect(deepActiveElement()).to.equal(high);
      const gap = () => innerHeight - toast.getBoundingClientRect().bottom;
      await waitFor(() => !overlaps(toast, high) && gap() >= 0 && gap() <= 24, 'the toast never came back to rest at the foot, clear of the button at the top');
    });

    it('a long message in a short window scrolls inside the toast and is never cut by the window', async () => {
      const long = { ...CONTENT, toast: { ...CONTENT.toast, guest: { heading: 'Keep your picks', body: 'Sign in to keep your saved plans. '.repeat(40) } } };
      const { root } = await showToast('guest', [contentRoute({ json: long })]);
      const toast = await waitFor(() => queryByRole(root, 'region', 'Keep your picks'), 'no toast');
      await setViewport({ width: 800, height: 660 });
      await waitFor(() => toast.scrollHeight > toast.clientHeight, 'the long text never arrived');
      // WebKit can report the new window height before its `dvh` units follow: wait for the toast to take its
      // height from the new window (it never does if the toast has no limit).
      const box = await waitFor(() => {
        const seen = toast.getBoundingClientRect();
        return seen.height <= innerHeight / 2 + 1 ? seen : null;
      }, 'the toast never kept to half the window');
      expect(box.top, 'top edge in the window').to.be.at.least(0);
      expect(getComputedStyle(toast).overflowY).to.equal('auto');
    });

    it('where the window has little room for text (under 40em tall: 200% text on a phone, 400% zoom), it sits in the page where the host put it and covers nothing', async () => {
      await setViewport({ width: 800, height: 500 });
      const { el, root } = await showToast('guest');
      const toast = await waitFor(() => queryByRole(root, 'region', 'Keep your picks'), 'no toast');
      expect(getComputedStyle(toast).position).to.equal('static');
      const [host, box] = [el.getBoundingClientRect(), toast.getBoundingClientRect()];
      expect(box.top >= host.top && box.bottom <= host.bottom, 'inside its own tag').to.equal(true);
    });
  });

  describe('in Spanish', () => {
    const failingContent: Route = { method: 'GET', path: /content-fragments/, status: 404, json: {} };

    it('a page whose <html lang> is es shows the toast in Spanish, with no English left', async () => {
      document.documentElement.lang = 'es';
      const { el, root } = await showToast('guest', [failingContent]);
      await waitFor(() => queryByRole(root, 'region', 'Sus artículos están guardados en este navegador'), 'no Spanish guest toast');
      expect(getByRole(root, 'link', 'Iniciar sesión').getAttribute('href')).to.equal('/optumid-login');
      expect(getByRole(root, 'button', 'Cerrar')).to.exist;
      expect(englishLeft(root)).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });

    it('on a Spanish page the toast shows the CMS fragment\'s Spanish variant; where the CMS has none, its English fragment, logged', async () => {
      const spanishContent: Route = {
        method: 'GET',
        path: '/api/assets/MRD/content-fragments/es/shopper-profile-redesign/profile.json',
        json: { ...CONTENT, toast: { ...CONTENT.toast, guest: { heading: 'Guarde sus opciones', body: 'Inicie sesión para tener sus planes en todos sus dispositivos.' } } },
      };
      document.documentElement.lang = 'es';
      const { root } = await showToast('guest', [spanishContent]);
      await waitFor(() => queryByRole(root, 'region', 'Guarde sus opciones'), 'the Spanish CMS toast never showed');
      leavePage();

      const logs: LogEntry[] = [];
      const stop = logger.subscribe((entry) => logs.push(entry));
      try {
        document.documentElement.lang = 'es';
        const missing: Route = { method: 'GET', path: '/api/assets/MRD/content-fragments/es/shopper-profile-redesign/profile.json', status: 404, json: {} };
        const english = await showToast('guest', [missing, contentRoute()]);
        await waitFor(() => queryByRole(english.root, 'region', 'Keep your picks'), 'the English fragment was not shown in its place');
        expect(getByRole(english.root, 'button', 'Cerrar'), 'the built-in texts stay Spanish').to.exist;
        expect(logs.some((entry) => entry.level === 'warn' && entry.message.includes('no readable es variant'))).to.equal(true);
      } finally {
        stop();
      }
    });

    it('an element with lang="es" is Spanish on an English page; the page locale from config wins over <html lang>', async () => {
      const { root } = await showToast('member', [failingContent], [], undefined, { locale: 'en' });
      document.documentElement.lang = 'es';
      const spanish = document.createElement('sp-toast');
      spanish.lang = 'es';
      document.body.append(spanish);
      const spanishRoot = await waitFor(() => spanish.shadowRoot, 'no shadow root');
      // It hears imports once it has rendered (its live region shows) and the page has painted (its effects ran).
      await waitFor(() => spanishRoot.querySelector('[aria-live]'), 'the lang="es" element never rendered');
      await nextFrame();
      importItems({ drugs: 1, providers: 0 });
      await waitFor(() => queryByRole(spanishRoot, 'region', 'Se agregó su información'), 'the lang="es" element is not Spanish');
      expect(queryByRole(root, 'region', 'Your information was added'), 'the other element stays English, as the config says').to.exist;
    });

    it('switching <html lang> re-renders the shown toast in the new language, without a reload', async () => {
      const { root } = await showToast('member', [failingContent]);
      importItems({ drugs: 2, providers: 1 });
      await waitFor(() => queryByRole(root, 'region', 'Your information was added'), 'no imported toast');
      document.documentElement.lang = 'es-US';
      const toast = await waitFor(() => queryByRole(root, 'region', 'Se agregó su información'), 'not switched to Spanish');
      expect(toast.textContent).to.contain('Agregamos 2 medicamentos y 1 médico o dentista a su perfil.');
      document.documentElement.lang = 'en';
      await waitFor(() => queryByRole(root, 'region', 'Your information was added'), 'not switched back to English');
    });

    it('switching <html lang> while a toast is up does not say it again: its box changes language, the live region stays quiet', async () => {
      const { root } = await showToast('member', [failingContent]);
      importItems({ drugs: 2, providers: 1 });
      const region = liveRegion(root)!;
      await waitFor(() => region.textContent!.startsWith('Your information was added.'), 'never announced');
      const said = sayings(root);
      document.documentElement.lang = 'es-US';
      await waitFor(() => queryByRole(root, 'region', 'Se agregó su información'), 'not switched to Spanish');
      await nextFrame();
      await nextFrame();
      expect(said, 'nothing said again').to.deep.equal([]);
      importItems({ drugs: 1, providers: 0 });
      await waitFor(() => said.length === 1, 'a new toast is said');
      expect(said[0]).to.match(/^Se agregó su información\. /);
    });

    it('a page config locale of es makes an element Spanish on a page that declares English, and names its language for assistive technology', async () => {
      document.documentElement.lang = 'en';
      const { el, root } = await showToast('member', [failingContent], [], undefined, { locale: 'es' });
      await waitFor(() => queryByRole(root, 'region', 'Sus artículos están guardados en su cuenta'), 'not Spanish');
      expect(root.querySelector('[lang="es"]'), 'the Spanish content says it is Spanish').to.exist;
      await expect(el).to.be.accessible();
    });
  });
});
