import { expect } from '@open-wc/testing';
import { sendKeys } from '../helpers/browser';
import sinon from 'sinon';
import '../../elements/sp-session-timeout';
import { LAST_ACTIVITY_KEY } from '../../src/platform/idleTimer';
import { logger, type LogEntry } from '../../src/platform/logger';
import { navigation } from '../../src/platform/navigation';
import { ACTIVITY_EVENTS, idleTimeAtom, sessionTimeoutPhaseAtom } from '../../src/state/session/sessionTimeout';
import { getStore } from '../../src/state/store';
import { placeStarted, recordEvents, sessionPage } from '../components/session/page';
import { leavePage, startPage, type Who } from '../helpers/page';
import { englishLeft } from '../helpers/spanish';
import type { Route } from '../helpers/fetch';
import { deepActiveElement, descriptionOf, getByRole, queryByRole } from '../helpers/queries';
import { nextFrame, waitFor } from '../helpers/wait';

const SESSION_SECONDS = 60;
const HEADING = 'Your session is about to end';
const LOGOUT: Route = { method: 'DELETE', path: '/landrover/api/logout', json: { success: true } };

describe('<sp-session-timeout>', () => {
  let clock: sinon.SinonFakeTimers;
  let assign: sinon.SinonStub;
  let logs: LogEntry[];
  let unsubscribe: () => void;

  beforeEach(() => {
    // Only the intervals and the clock are fake; fetch, React and waitFor run on real timers.
    clock = sinon.useFakeTimers({ now: Date.UTC(2026, 2, 10, 17), toFake: ['setInterval', 'clearInterval', 'Date'] });
    assign = sinon.stub(navigation, 'assign');
    logs = [];
    unsubscribe = logger.subscribe((entry) => logs.push(entry));
  });
  afterEach(() => {
    leavePage();
    unsubscribe();
    assign.restore();
    clock.restore();
  });

  async function showPage(who: Who = 'signed-in', routes: Route[] = [LOGOUT], lang?: string) {
    const { server } = startPage(sessionPage(who, { routes, config: { sessionTimeoutSeconds: SESSION_SECONDS } }));
    if (lang) document.documentElement.lang = lang;
    const opener = document.createElement('button');
    opener.textContent = 'Search plans';
    document.body.append(opener);
    const { el, root } = await placeStarted('sp-session-timeout');
    const events = recordEvents(el, ['sp-timeout-opened', 'sp-session-extended']);
    if (who !== 'guest') await waitFor(() => localStorage.getItem(LAST_ACTIVITY_KEY), 'the idle timer never started');
    opener.focus();
    return { server, el, root, opener, events };
  }

  /** Lets time pass a second at a time until the pop-up opens (the countdown then starts at 2:00). */
  async function idleUntilPopup(root: ShadowRoot, heading = HEADING): Promise<HTMLElement> {
    for (let s = 0; s <= SESSION_SECONDS + 1 && getStore().get(sessionTimeoutPhaseAtom) !== 'warning'; s += 1) clock.tick(1000);
    return waitFor(() => queryByRole(root, 'alertdialog', heading), 'the time-out pop-up never opened');
  }

  // Booleans, not elements, in assertions: a failing one then reports cleanly.
  const popupShown = (root: ShadowRoot) => queryByRole(root, 'alertdialog') !== null;
  const countdown = (root: ShadowRoot) => root.querySelector('[role="timer"]')?.textContent;
  const logouts = (server: { requests: Array<{ method: string; url: URL }> }) => server.requests.filter((r) => r.method === 'DELETE' && r.url.pathname === '/landrover/api/logout').length;

  it('renders nothing while the signed-in user is active, and counts idle seconds', async () => {
    const { el, root } = await showPage();
    clock.tick(30_000);
    document.dispatchEvent(new MouseEvent('mousemove'));
    clock.tick(SESSION_SECONDS * 1000);
    expect(popupShown(root)).to.equal(false);
    expect(getStore().get(idleTimeAtom)).to.equal(SESSION_SECONDS);
    await expect(el).to.be.accessible();
  });

  it('counts keydown, mousedown, mousemove, touchstart and scroll as activity', () => {
    expect(ACTIVITY_EVENTS).to.include.members(['keydown', 'mousedown', 'mousemove', 'touchstart', 'scroll']);
  });

  // Touch and scroll matter to older users on tablets; a scroll inside a
  // panel does not bubble, so it is sent from an element without bubbling.
  for (const [type, make] of [
    ['keydown', () => new KeyboardEvent('keydown', { key: 'a', bubbles: true })],
    ['mousedown', () => new MouseEvent('mousedown', { bubbles: true })],
    ['touchstart', () => new Event('touchstart', { bubbles: true })],
    ['scroll', () => new Event('scroll', { bubbles: false })],
  ] as const) {
    it(`a ${type} resets the idle time, so the pop-up does not open at the original deadline`, async () => {
      const { root, opener } = await showPage();
      clock.tick(40_000);
      opener.dispatchEvent(make());
      clock.tick(40_000); // 80 s after the start: past the original 60 s deadline, 40 s after the activity
      expect(getStore().get(idleTimeAtom)).to.equal(40);
      expect(popupShown(root)).to.equal(false);
    });
  }

  it('opens an alert dialog past the session time, with a 2:00 countdown and focus on Stay on page', async () => {
    const { el, root, events } = await showPage();
    clock.tick(SESSION_SECONDS * 1000);
    expect(popupShown(root)).to.equal(false);
    const dialog = await idleUntilPopup(root);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(countdown(root)).to.equal('2:00');
    expect(descriptionOf(dialog)).to.contain('we will sign you out in 2:00');
    expect(deepActiveElement()).to.equal(getByRole(root, 'button', 'Stay on page'));
    expect(getByRole(root, 'button', 'Sign out')).to.exist;
    // The host hears of it once the pop-up has opened (an effect after the render that shows it).
    await waitFor(() => events.length > 0, 'the host never heard the pop-up open');
    expect(events.map((e) => e.type)).to.deep.equal(['sp-timeout-opened']);
    await expect(el).to.be.accessible();
  });

  it('the countdown ticks each second in minutes:seconds', async () => {
    const { root } = await showPage();
    await idleUntilPopup(root);
    clock.tick(1000);
    await waitFor(() => countdown(root) === '1:59', 'countdown did not tick');
    clock.tick(59_000);
    await waitFor(() => countdown(root) === '1:00', 'countdown did not reach 1:00');
    clock.tick(55_000);
    await waitFor(() => countdown(root) === '0:05', 'countdown did not reach 0:05');
  });

  it('uses the spec default of 9000 seconds when the page sets none', async () => {
    startPage(sessionPage('signed-in', { routes: [LOGOUT] }));
    const { root } = await placeStarted('sp-session-timeout');
    await waitFor(() => localStorage.getItem(LAST_ACTIVITY_KEY), 'the idle timer never started');
    clock.tick(9000 * 1000);
    expect(popupShown(root)).to.equal(false);
    clock.tick(1000);
    await waitFor(() => queryByRole(root, 'alertdialog', HEADING), 'the pop-up never opened at 9001 s');
  });

  it('activity on the page does not close the pop-up or stop the countdown', async () => {
    const { root } = await showPage();
    await idleUntilPopup(root);
    document.dispatchEvent(new MouseEvent('mousemove'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    clock.tick(3000);
    await waitFor(() => countdown(root) === '1:57', 'countdown stopped');
    expect(queryByRole(root, 'alertdialog', HEADING)).to.exist;
  });

  it('Stay on page (keyboard) closes it, returns focus, tells the host and restarts idle counting', async () => {
    const { el, root, opener, events } = await showPage();
    await idleUntilPopup(root);
    clock.tick(10_000);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !queryByRole(root, 'alertdialog'), 'the pop-up stayed open');
    expect(deepActiveElement()).to.equal(opener);
    await waitFor(() => events.length >= 2, 'the host never heard the person stay');
    expect(events.map((e) => e.type)).to.deep.equal(['sp-timeout-opened', 'sp-session-extended']);
    await expect(el).to.be.accessible();
    clock.tick(SESSION_SECONDS * 1000);
    expect(popupShown(root)).to.equal(false);
    const again = await idleUntilPopup(root);
    expect(again).to.exist;
    expect(countdown(root)).to.equal('2:00');
  });

  it('Stay on page closes it and stops the timer: an active user past the 2-minute countdown is never signed out', async () => {
    const { root, server } = await showPage();
    await idleUntilPopup(root);
    await sendKeys({ press: 'Enter' }); // focus starts on Stay on page
    await waitFor(() => !queryByRole(root, 'alertdialog'), 'the pop-up stayed open');
    // Five minutes of use, an event every 30 s: well past the 2:00 countdown.
    for (let s = 0; s < 10; s += 1) {
      clock.tick(30_000);
      document.dispatchEvent(new MouseEvent('mousemove'));
    }
    await nextFrame(); // a sign-out started by a countdown left running would have sent its request by now
    expect(getStore().get(sessionTimeoutPhaseAtom)).to.equal('watching');
    expect(popupShown(root)).to.equal(false);
    expect(logouts(server)).to.equal(0);
    expect(assign.called, 'navigated away').to.equal(false);
  });

  it('Escape counts as Stay on page', async () => {
    const { root, opener } = await showPage();
    await idleUntilPopup(root);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !queryByRole(root, 'alertdialog'), 'Escape did not close the pop-up');
    expect(deepActiveElement()).to.equal(opener);
  });

  it('holds focus: Tab and Shift+Tab cycle between Stay on page and Sign out', async () => {
    const { root } = await showPage();
    await idleUntilPopup(root);
    const stay = getByRole(root, 'button', 'Stay on page');
    const signOut = getByRole(root, 'button', 'Sign out');
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(signOut);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(stay);
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActiveElement()).to.equal(signOut);
  });

  it('at 0:00 signs the user out automatically, showing the loading screen meanwhile', async () => {
    const { el, root, server } = await showPage('signed-in', [{ ...LOGOUT, delay: 150 }]);
    await idleUntilPopup(root);
    clock.tick(120_000);
    const loading = await waitFor(() => queryByRole(root, 'dialog', 'Signing you out'), 'no loading screen');
    expect(loading.getAttribute('aria-busy')).to.equal('true');
    expect(popupShown(root)).to.equal(false);
    await expect(el).to.be.accessible();
    await waitFor(() => assign.called, 'never left the page');
    expect(assign.firstCall.args).to.deep.equal(['/hsid-logout']);
    expect(logouts(server)).to.equal(1);
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).to.equal(null);
  });

  it('a failed automatic sign-out is logged and the pop-up stays at 0:00 with both choices', async () => {
    const { root } = await showPage('signed-in', [{ ...LOGOUT, json: undefined, status: 500 }]);
    await idleUntilPopup(root);
    clock.tick(120_000);
    await waitFor(() => logs.some((e) => e.level === 'error' && e.message === 'Session timeout logout failed'), 'failure not logged');
    // The pop-up the person sees once the page has rendered the failure (the old frame may still show 2:00 a moment).
    await waitFor(() => queryByRole(root, 'alertdialog', HEADING) && countdown(root) === '0:00', 'pop-up did not come back at 0:00');
    expect(assign.called).to.equal(false);
    expect(getByRole(root, 'button', 'Stay on page')).to.exist;
  });

  it('the Sign out link signs out at once', async () => {
    const { root, server } = await showPage();
    await idleUntilPopup(root);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => assign.called, 'never left the page');
    expect(assign.firstCall.args).to.deep.equal(['/hsid-logout']);
    expect(logouts(server)).to.equal(1);
  });

  it('a cloaked session signs out to the site root', async () => {
    const { root } = await showPage('cloaked');
    await idleUntilPopup(root);
    getByRole(root, 'button', 'Sign out').click();
    await waitFor(() => assign.called, 'never left the page');
    expect(assign.firstCall.args).to.deep.equal(['/']);
  });

  it('activity in another tab counts here: it delays the pop-up and closes one already open', async () => {
    const { root, events } = await showPage();
    clock.tick(50_000);
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    clock.tick(50_000);
    expect(popupShown(root)).to.equal(false);
    await idleUntilPopup(root);
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY }));
    await waitFor(() => !queryByRole(root, 'alertdialog'), 'the pop-up stayed open');
    await waitFor(() => events.length >= 2, 'the host never heard the person stay');
    expect(events.map((e) => e.type)).to.deep.equal(['sp-timeout-opened', 'sp-session-extended']);
  });

  it('Stay on page here tells the other tabs (shared last-activity time)', async () => {
    const { root } = await showPage();
    await idleUntilPopup(root);
    clock.tick(5000);
    getByRole(root, 'button', 'Stay on page').click();
    await waitFor(() => !queryByRole(root, 'alertdialog'), 'the pop-up stayed open');
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).to.equal(String(Date.now()));
  });

  it('never watches a guest: no session to time out', async () => {
    const { el, root } = await showPage('guest');
    clock.tick(10 * SESSION_SECONDS * 1000);
    expect(popupShown(root)).to.equal(false);
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('stops watching when removed from the page', async () => {
    const { el } = await showPage();
    el.remove();
    await nextFrame(); // React may run effect clean-ups after the removal returns
    clock.tick(10 * SESSION_SECONDS * 1000);
    expect(getStore().get(idleTimeAtom)).to.be.below(SESSION_SECONDS);
  });

  describe('in Spanish', () => {
    const SPANISH_HEADING = 'Su sesión está por terminar';

    it('the time-out pop-up is Spanish, with the countdown as it is and no English left', async () => {
      const { el, root } = await showPage('signed-in', [LOGOUT], 'es');
      const dialog = await idleUntilPopup(root, SPANISH_HEADING);
      expect(countdown(root)).to.equal('2:00');
      expect(descriptionOf(dialog)).to.equal(
        'No ha tenido actividad por un rato. Para proteger su información, cerraremos su sesión en 2:00. Elija «Permanecer en la página» para seguir trabajando.',
      );
      expect(deepActiveElement()).to.equal(getByRole(root, 'button', 'Permanecer en la página'));
      expect(getByRole(root, 'button', 'Cerrar sesión')).to.exist;
      expect(englishLeft(root)).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });

    it('the signing-out screen at 0:00 is Spanish', async () => {
      const { el, root } = await showPage('signed-in', [{ ...LOGOUT, delay: 150 }], 'es');
      await idleUntilPopup(root, SPANISH_HEADING);
      clock.tick(120_000);
      const loading = await waitFor(() => queryByRole(root, 'dialog', 'Cerrando su sesión'), 'no Spanish loading screen');
      expect(descriptionOf(loading)).to.equal('Espere un momento mientras cerramos su sesión.');
      expect(englishLeft(root)).to.deep.equal([]);
      await expect(el).to.be.accessible();
      await waitFor(() => assign.called, 'never left the page');
    });
  });
});
