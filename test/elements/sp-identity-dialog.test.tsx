import { expect } from '@open-wc/testing';
import { sendKeys } from '../helpers/browser';
import '../../elements/sp-identity-dialog';
import '../../elements/sp-drug-list';
import sinon from 'sinon';
import { logger } from '../../src/platform/logger';
import { profileStatusAtom } from '../../src/state/profile';
import { getStore } from '../../src/state/store';
import { holdRequests, stubFetch, type FetchStub, type Route } from '../helpers/fetch';
import { expectFocusHeldIn } from '../helpers/focus';
import { deepActiveElement, getByRole, getByText, queryByRole, queryByText } from '../helpers/queries';
import { nextFrame, waitFor } from '../helpers/wait';
import { IMPORT_CONFIG, openDialog, replaceText, textbox, USER_UUID } from '../components/import/harness';
import { freshPage, leavePage, place, shadow, signIn } from '../helpers/page';
import { englishLeft } from '../helpers/spanish';

const TAG = 'sp-identity-dialog';
const MAX_ATTEMPTS = "We're sorry, but you have reached the maximum number of attempts to confirm your identity. Please contact us to try again:";
const CONTACT = '1-800-555-0100 (TTY: 711), toll free, 8 a.m. - 8 p.m., 7 days a week';

function telesalesUser(type: string, extra: Record<string, unknown> = {}) {
  return {
    uuid: USER_UUID, userType: 'hsid', optumId: 'dorothy.m', email: 'dorothy@example.com', firstName: 'Dorothy', lastName: 'Price',
    dob: '1957-07-04', telesalesProfileType: type, createdBy: 'telesales', profileType: 'AUTHENTICATED',
    ...(type === 'M' ? { mbi: '3GJ6VG7PM94' } : {}),
    ...extra,
  };
}

/** The short profile (no retryCount), and the fuller stored userDetails carrying the server's count. */
function backend(type: string, retryCount: number, extraRoutes: Route[] = [], user: Record<string, unknown> = {}): FetchStub {
  return stubFetch([
    ...extraRoutes,
    { method: 'GET', path: /\/Users\/[^/]+\/full\//, json: { uuid: USER_UUID, userDetails: { ...telesalesUser(type, user), retryCount } } },
    { method: 'GET', path: /\/Users\/[^/]+\/all\//, json: { uuid: USER_UUID, userDetails: telesalesUser(type, user) } },
    { method: 'POST', path: '/EmailWAR/emailrest/profile/email/v1', json: { success: true } },
    { method: 'POST', path: '/gpdCustomEvent', json: {} },
    { method: 'POST', path: '/shopper-profile/api/domo/v1', json: {} },
  ]);
}

/** Names of the tracking events the page sent, in order. */
const trackedNames = (server: FetchStub) =>
  server.requests.filter((r) => r.url.pathname === '/gpdCustomEvent').map((r) => (JSON.parse(String((r.json as { message?: string }).message)) as { name: string }).name);

const merge = (json: unknown, once = false): Route => ({ method: 'POST', path: '/landrover/api/profiles/merge/v1', json, once });
const merges = (server: FetchStub) => server.requests.filter((r) => r.url.pathname.endsWith('/merge/v1'));
const submitButton = (el: HTMLElement) => getByRole(shadow(el), 'button', 'Confirm identity');
/** The page scrolls: no dialog holds the scroll lock and the root's overflow is back as it was (spec §4.4 "page scrolling restored"). */
const pageScrolls = () => document.documentElement.style.overflow === '';

/** Types a new ZIP code over the prefilled one and sends the form by keyboard. */
async function submitZip(el: HTMLElement, zipCode: string): Promise<void> {
  await replaceText(textbox(el, 'ZIP code'), zipCode);
  await submitByKeyboard(el);
}

/** The form is locked: the maximum-attempts message with the number to call, nothing can be changed or sent. */
async function expectLocked(el: HTMLElement, server: FetchStub): Promise<void> {
  await waitFor(() => queryByText(shadow(el), MAX_ATTEMPTS), 'no lock message');
  expect(Boolean(getByText(shadow(el), CONTACT))).to.equal(true);
  expect(submitButton(el).getAttribute('aria-disabled')).to.equal('true');
  expect(textbox(el, 'ZIP code').matches(':disabled'), 'ZIP locked').to.equal(true);
  const sent = merges(server).length;
  submitButton(el).click();
  await nextFrame();
  expect(merges(server)).to.have.length(sent);
}

async function submitByKeyboard(el: HTMLElement): Promise<void> {
  submitButton(el).focus();
  await sendKeys({ press: 'Enter' });
}

/** submitZip on a Spanish page. */
async function submitZipInSpanish(el: HTMLElement, zipCode: string): Promise<void> {
  await replaceText(textbox(el, 'Código postal'), zipCode);
  getByRole(shadow(el), 'button', 'Confirmar identidad').focus();
  await sendKeys({ press: 'Enter' });
}

/** Window and host events of the test. */
const windowEvents: CustomEvent[] = [];
const recordWindowEvent = (event: Event) => windowEvents.push(event as CustomEvent);

describe('<sp-identity-dialog>', () => {
  beforeEach(() => {
    freshPage({ config: IMPORT_CONFIG });
    signIn(USER_UUID);
    windowEvents.length = 0;
    window.addEventListener('sp-profile-reload-requested', recordWindowEvent);
  });
  afterEach(() => {
    window.removeEventListener('sp-profile-reload-requested', recordWindowEvent);
    leavePage();
  });

  it('consent member (M): opens by itself prefilled with the Medicare number masked and the known identity locked; merges and runs the follow-ups in order', async () => {
    const server = backend('M', 3, [merge({ isProfileMerged: true, remainingRetryCount: 3 })]);
    const el = place(TAG);
    const confirmed: Event[] = [];
    el.addEventListener('sp-identity-confirmed', (event) => confirmed.push(event));
    const dialog = await openDialog(el, 'Confirm your identity');
    await expect(el).to.be.accessible();
    expect(textbox(el, 'Medicare number').value).to.equal('3GJ6-VG7-PM94');
    expect(textbox(el, 'Medicare number').placeholder).to.equal('#XX#-XX#-XX##');
    expect(textbox(el, 'First name').matches(':disabled'), 'first name locked').to.equal(true);
    expect(textbox(el, 'Month (MM)').value).to.equal('07');
    expect(Boolean(queryByRole(shadow(el), 'textbox', 'ZIP code')), 'ZIP for M').to.equal(false);
    expect(Boolean(queryByRole(shadow(el), 'radio', 'Male')), 'gender for M').to.equal(false);
    expect(dialog.contains(deepActiveElement())).to.equal(true);
    expect(pageScrolls(), 'page scrolls behind the pop-up').to.equal(false);

    await submitByKeyboard(el);
    await openDialog(el, 'Your identity is confirmed');
    await expect(el).to.be.accessible();
    await waitFor(() => server.requests.filter((r) => r.url.pathname.includes('/all/')).length >= 3, 'profile never reloaded by uuid');
    expect(merges(server)[0]?.json).to.deep.equal({
      firstName: 'Dorothy', lastName: 'Price', email: 'dorothy@example.com', dob: '07/04/1957', mbi: '3GJ6VG7PM94', gender: '', zipCode: '', action: 'm',
    });
    const afterMerge = server.requests.slice(server.requests.indexOf(merges(server)[0]!) + 1).map((r) => `${r.method} ${r.url.pathname}`);
    // Tracking is fire and forget (its request may be recorded after the next call starts).
    expect(afterMerge.filter((line) => !line.includes('/domo/') && !line.includes('/gpdCustomEvent'))).to.deep.equal([
      `GET /landrover/api/Users/${USER_UUID}/all/2026/true`,
      'POST /EmailWAR/emailrest/profile/email/v1',
      `GET /landrover/api/Users/${USER_UUID}/all/2026`,
    ]);
    const trackedMessages = () => server.requests.filter((r) => r.url.pathname === '/gpdCustomEvent').map((r) => String((r.json as { message?: string } | undefined)?.message));
    // Fire and forget: the tracking call may land after the follow-ups.
    await waitFor(() => trackedMessages().some((m) => m.includes('profile merge')), 'profile merge never tracked');
    const email = server.requests.find((r) => r.url.pathname.startsWith('/EmailWAR'))?.json as Record<string, unknown>;
    expect(email.deeplink).to.equal(`${location.origin}/optumid-registration`);
    expect(email.emailAddress).to.equal('dorothy@example.com');
    expect(windowEvents.map((e) => e.detail)).to.deep.equal([{ merged: true }]);
    expect(confirmed).to.have.length(1);
    // The first follow-up flags profile-item tracking: once the merged profile has loaded its items are tracked, once.
    await waitFor(() => trackedNames(server).includes('profile items'), 'the merged profile items were never tracked');
    const names = trackedNames(server);
    expect(names.filter((name) => name === 'profile items'), 'tracked once').to.have.length(1);
    expect(names.indexOf('profile items'), 'after the merge').to.be.greaterThan(names.indexOf('profile merge'));
    expect(sessionStorage.getItem('sp.trackProfileItems'), 'the flag stays up').to.equal(null);

    getByRole(shadow(el), 'button', 'Continue').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !queryByRole(shadow(el), 'dialog'), 'never closed');
    expect(pageScrolls(), 'page scrolling restored after success').to.equal(true);
    await waitFor(() => server.requests.some((r) => r.url.pathname.endsWith('/all/2026/false')), 'no reload with merged false');
    expect(merges(server)).to.have.length(1);
  });

  it('a date of birth stored in screen form, or with a time, prefills the same fields as the database form; a date that does not exist prefills none', async () => {
    for (const [dob, parts] of [['07/04/1957', ['07', '04', '1957']], ['1957-07-04T00:00:00', ['07', '04', '1957']], ['1957-02-30', ['', '', '']]] as const) {
      leavePage();
      freshPage({ config: IMPORT_CONFIG });
      signIn(USER_UUID);
      backend('P', 3, [], { dob });
      const el = place(TAG);
      await openDialog(el, 'Confirm your identity');
      expect(['Month (MM)', 'Day (DD)', 'Year (YYYY)'].map((name) => textbox(el, name).value), dob).to.deep.equal(parts);
      el.remove();
    }
  });

  it('while the merge runs it shows its loading view: busy, the spinner label, no submit', async () => {
    const server = backend('M', 3, [merge({ isProfileMerged: true, remainingRetryCount: 3 })]);
    const release = holdRequests('/landrover/api/profiles/merge/v1');
    const el = place(TAG);
    await openDialog(el, 'Confirm your identity');
    await submitByKeyboard(el);
    const dialog = await waitFor(() => queryByRole(shadow(el), 'dialog', 'Confirm your identity')?.closest('[aria-busy="true"]'), 'no busy dialog');
    expect(getByRole(shadow(el), 'status', 'Confirming your identity').textContent).to.equal('Confirming your identity');
    expect(Boolean(queryByRole(shadow(el), 'button', 'Confirm identity')), 'submit available while loading').to.equal(false);
    expect(dialog.contains(deepActiveElement()), 'focus left the dialog').to.equal(true);
    await expect(el).to.be.accessible();
    release();
    await openDialog(el, 'Your identity is confirmed');
    expect(merges(server), 'one merge request, answered once released').to.have.length(1);
    expect(dialog.getAttribute('aria-busy')).to.equal(null);
  });

  it('the confirmation takes focus as it appears, never a moment later: a person already on Continue stays on it', async () => {
    backend('M', 3, [merge({ isProfileMerged: true, remainingRetryCount: 3 })]);
    const release = holdRequests('/landrover/api/profiles/merge/v1');
    const el = place(TAG);
    await openDialog(el, 'Confirm your identity');
    await submitByKeyboard(el);
    await waitFor(() => queryByRole(shadow(el), 'status', 'Confirming your identity'), 'no loading view');
    // A quick keyboard user (or a slow computer's late work) is on Continue the moment the confirmation enters the page.
    const onContinue = new Promise<HTMLElement>((resolve) => {
      const watch = new MutationObserver(() => {
        const button = queryByRole(shadow(el), 'button', 'Continue');
        if (!button) return;
        watch.disconnect();
        button.focus();
        resolve(button);
      });
      watch.observe(shadow(el), { childList: true, subtree: true });
    });
    release();
    const button = await onContinue;
    await nextFrame();
    expect(deepActiveElement(), 'focus pulled off Continue').to.equal(button);
  });

  it('non-consent member (TPM): shows errors only after submit, then a failed attempt gives the banner with the remaining attempts and unlocks the form', async () => {
    const server = backend('TPM', 2, [merge({ isProfileMerged: false, remainingRetryCount: 1 })]);
    const el = place(TAG);
    await openDialog(el, 'Confirm your identity');
    expect(Boolean(queryByRole(shadow(el), 'textbox', 'Medicare number')), 'mbi for TPM').to.equal(false);
    expect(Boolean(queryByText(shadow(el), 'Error: Please enter a valid ZIP code')), 'error before submit').to.equal(false);
    await submitByKeyboard(el);
    await waitFor(() => queryByText(shadow(el), 'Error: Please enter a valid ZIP code'), 'no ZIP error');
    expect(textbox(el, 'ZIP code').getAttribute('aria-invalid')).to.equal('true');
    expect(merges(server), 'an invalid form is never sent').to.have.length(0);
    await expect(el).to.be.accessible();

    await submitZip(el, '33102');
    await waitFor(() => queryByText(shadow(el), 'You have 1 attempt(s) remaining to confirm your identity.'), 'no attempts banner');
    expect(Boolean(getByText(shadow(el), 'We were unable to confirm your identity.'))).to.equal(true);
    expect(merges(server)[0]?.json).to.include({ zipCode: '33102', action: 'm' });
    expect(textbox(el, 'First name').matches(':disabled'), 'first name still locked').to.equal(false);
    expect(submitButton(el).getAttribute('aria-disabled')).to.equal(null);
    await expect(el).to.be.accessible();

    await sendKeys({ press: 'Escape' });
    await waitFor(() => merges(server).length === 2, 'no skip preference sent');
    expect(merges(server)[1]?.json).to.include({ action: 's' });
    expect(Boolean(queryByRole(shadow(el), 'dialog')), 'still open').to.equal(false);
    expect(pageScrolls(), 'page scrolling restored after skip').to.equal(true);
  });

  it('non-member (TPP): the last failed attempt locks the form with the maximum-attempts message; closing sends no skip preference', async () => {
    const server = backend('TPP', 1, [merge({ isProfileMerged: false, remainingRetryCount: 0 })]);
    const el = place(TAG);
    const dialog = await openDialog(el, 'Confirm your identity');
    await expectFocusHeldIn(dialog, 14);
    await expectFocusHeldIn(dialog, 14, 'Shift+Tab');
    // Keyboard only: Space chooses the focused radio, an arrow key moves the choice.
    getByRole(shadow(el), 'radio', 'Female').focus();
    await sendKeys({ press: 'Space' });
    expect((getByRole(shadow(el), 'radio', 'Female') as HTMLInputElement).checked, 'Space did not choose Female').to.equal(true);
    await sendKeys({ press: 'ArrowUp' });
    expect((getByRole(shadow(el), 'radio', 'Male') as HTMLInputElement).checked, 'the arrow key did not choose Male').to.equal(true);
    await submitZip(el, '33102');
    await expectLocked(el, server);
    expect(merges(server)).to.have.length(1);
    expect(merges(server)[0]?.json).to.include({ gender: 'm', zipCode: '33102' });
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => server.requests.some((r) => r.url.pathname.endsWith('/all/2026/false')), 'no reload with merged false');
    expect(merges(server)).to.have.length(1);
  });

  it('a known e-mail the form cannot send (no domain) is left open to fix, while the valid known identity stays locked', async () => {
    const server = backend('TPM', 3, [merge({ isProfileMerged: true, remainingRetryCount: 3 })], { email: 'dorothy@example', zipCode: '33101' });
    const el = place(TAG);
    await openDialog(el, 'Confirm your identity');
    expect(textbox(el, 'First name').matches(':disabled'), 'first name locked').to.equal(true);
    expect(textbox(el, 'Month (MM)').matches(':disabled'), 'birth date locked').to.equal(true);
    const email = textbox(el, 'Email address');
    expect(email.matches(':disabled'), 'the e-mail that cannot be sent is locked').to.equal(false);
    await submitByKeyboard(el);
    await waitFor(() => queryByText(shadow(el), 'Error: Please enter a valid email address'), 'no e-mail error');
    expect(merges(server), 'an invalid form is never sent').to.have.length(0);
    await expect(el).to.be.accessible();
    await replaceText(email, 'dorothy@example.com');
    await submitByKeyboard(el);
    await openDialog(el, 'Your identity is confirmed');
    expect(merges(server)[0]?.json).to.include({ email: 'dorothy@example.com', zipCode: '33101' });
  });

  it('a merge answer with remainingRetryCount 0 and no isProfileMerged still locks the form with the maximum-attempts message', async () => {
    const server = backend('TPM', 2, [merge({ remainingRetryCount: 0 })]);
    const el = place(TAG);
    await openDialog(el, 'Confirm your identity');
    await submitZip(el, '33102');
    await expectLocked(el, server);
    expect(merges(server)).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it('a merge answer read part by part: a count sent as text is honoured even when the merge flag and profile are unreadable', async () => {
    backend('TPM', 3, [merge({ isProfileMerged: 'perhaps', mergedProfile: 'broken', remainingRetryCount: '1' })]);
    const el = place(TAG);
    await openDialog(el, 'Confirm your identity');
    await submitZip(el, '33102');
    await waitFor(() => queryByText(shadow(el), 'You have 1 attempt(s) remaining to confirm your identity.'), 'no attempts banner');
    expect(Boolean(getByText(shadow(el), 'We were unable to confirm your identity.'))).to.equal(true);
    expect(submitButton(el).getAttribute('aria-disabled')).to.not.equal('true');
  });

  it('the lock survives a reload: the profile retryCount of 0 opens the pop-up locked', async () => {
    const server = backend('P', 0);
    const el = place(TAG);
    await openDialog(el, 'Confirm your identity');
    await waitFor(() => queryByText(shadow(el), MAX_ATTEMPTS), 'no lock message');
    expect(Boolean(getByText(shadow(el), CONTACT))).to.equal(true);
    expect(Boolean(queryByText(shadow(el), 'We were unable to confirm your identity.')), 'failure banner').to.equal(false);
    expect(submitButton(el).getAttribute('aria-disabled')).to.equal('true');
    expect(Boolean(queryByRole(shadow(el), 'radio', 'Male')), 'gender for P').to.equal(true);
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !queryByRole(shadow(el), 'dialog'), 'never closed');
    expect(merges(server)).to.have.length(0);
  });

  it('a page the host reloaded while a merge was still following up tracks the merged profile items once, at startup', async () => {
    sessionStorage.setItem('sp.trackProfileItems', 'true');
    const server = backend('M', 3, [], { mergedProfileUuid: 'u-telesales-1' });
    place(TAG);
    await waitFor(() => trackedNames(server).includes('profile items'), 'the merged profile items were never tracked');
    expect(trackedNames(server)).to.deep.equal(['profile loaded', 'profile items']);
    expect(sessionStorage.getItem('sp.trackProfileItems')).to.equal(null);
  });

  for (const how of ['Escape', 'its Close button']) {
    it(`opened by itself, closed by ${how}, it puts focus on the first heading of the page's first shopper-profile element`, async () => {
      backend('P', 3, [merge({ isProfileMerged: false, remainingRetryCount: 3 })]);
      const list = place('sp-drug-list');
      const el = place(TAG);
      const dialog = await openDialog(el, 'Confirm your identity');
      if (how === 'Escape') {
        await sendKeys({ press: 'Escape' });
      } else {
        getByRole(dialog, 'button', 'Close').focus();
        await sendKeys({ press: 'Enter' });
      }
      await waitFor(() => !queryByRole(shadow(el), 'dialog'), 'the pop-up stayed open');
      const heading = getByRole(shadow(list), 'heading', 'Your drugs');
      await waitFor(() => deepActiveElement() === heading, `focus went to ${deepActiveElement()?.outerHTML.slice(0, 80) ?? 'nowhere'}`);
    });
  }

  it('opens by itself only once per browser session', async () => {
    backend('P', 3, [merge({ isProfileMerged: false, remainingRetryCount: 3 })]);
    const first = place(TAG);
    await openDialog(first, 'Confirm your identity');
    first.remove();
    // The same tab on the next page: a fresh store, the session storage kept.
    freshPageKeepingSession();
    const again = place(TAG);
    await waitFor(() => getStore().get(profileStatusAtom) === 'ready', 'profile never loaded');
    await nextFrame();
    expect(Boolean(queryByRole(shadow(again), 'dialog')), 'opened twice').to.equal(false);
  });

  it('an unknown telesales type opens no pop-up and is logged as invalid, once; a known one is not logged', async () => {
    const errors = sinon.spy(logger, 'error');
    try {
      const server = backend('X', 3, [], { telesalesProfileType: 'X' });
      const el = place(TAG);
      await waitFor(() => getStore().get(profileStatusAtom) === 'ready', 'profile never loaded');
      await waitFor(() => errors.calledWith('Invalid telesales profile type; confirm identity not shown', 'X'), 'never logged');
      await nextFrame();
      expect(Boolean(queryByRole(shadow(el), 'dialog')), 'opened').to.equal(false);
      expect(server.requests.some((r) => r.url.pathname.includes('/full/')), 'read the retry count').to.equal(false);
      expect(errors.callCount).to.equal(1);
      el.remove();
      leavePage();
      freshPage({ config: IMPORT_CONFIG });
      signIn(USER_UUID);
      backend('P', 3, [merge({ isProfileMerged: false, remainingRetryCount: 3 })]);
      await openDialog(place(TAG), 'Confirm your identity');
      expect(errors.callCount, 'a known type logged').to.equal(1);
    } finally {
      errors.restore();
    }
  });

  for (const [who, user] of [
    ['a profile an agent created', { createdBy: 'agent', agentFlow: true }],
    ['a user without a telesales type', { telesalesProfileType: undefined }],
  ] as const) {
    it(`stays away for ${who}`, async () => {
      const server = backend('P', 3, [], user);
      const el = place(TAG);
      await waitFor(() => getStore().get(profileStatusAtom) === 'ready', 'profile never loaded');
      await nextFrame();
      expect(Boolean(queryByRole(shadow(el), 'dialog')), 'opened').to.equal(false);
      expect(server.requests.some((r) => r.url.pathname.includes('/full/')), 'read the retry count').to.equal(false);
    });
  }

  describe('in Spanish', () => {
    const NAMES = ['Dorothy', 'Price'];

    it('walks the pop-up in Spanish: a field error, a failed attempt with the remaining attempts, then the confirmation', async () => {
      document.documentElement.lang = 'es';
      const server = backend('TPP', 2, [merge({ isProfileMerged: false, remainingRetryCount: 1 }, true), merge({ isProfileMerged: true, remainingRetryCount: 1 })]);
      const el = place(TAG);
      await openDialog(el, 'Confirme su identidad');
      const send = getByRole(shadow(el), 'button', 'Confirmar identidad');
      expect(Boolean(getByText(shadow(el), 'Fecha de nacimiento'))).to.equal(true);
      expect(textbox(el, 'Mes (MM)').value).to.equal('07');
      expect(Boolean(getByRole(shadow(el), 'radio', 'Femenino'))).to.equal(true);
      expect(englishLeft(shadow(el), NAMES)).to.deep.equal([]);

      send.click();
      await waitFor(() => queryByText(shadow(el), 'Error: Por favor, escriba un código postal válido'), 'no Spanish ZIP error');
      expect(Boolean(getByText(shadow(el), 'Error: Por favor, seleccione su sexo'))).to.equal(true);
      expect(englishLeft(shadow(el), NAMES)).to.deep.equal([]);
      await expect(el).to.be.accessible();

      getByRole(shadow(el), 'radio', 'Femenino').click();
      await submitZipInSpanish(el, '33102');
      await waitFor(() => queryByText(shadow(el), 'Le queda 1 intento para confirmar su identidad.'), 'no Spanish attempts banner');
      expect(Boolean(getByText(shadow(el), 'No pudimos confirmar su identidad.'))).to.equal(true);
      expect(englishLeft(shadow(el), NAMES)).to.deep.equal([]);
      await expect(el).to.be.accessible();

      getByRole(shadow(el), 'button', 'Confirmar identidad').click();
      await openDialog(el, 'Su identidad está confirmada');
      expect(Boolean(getByText(shadow(el), 'Los planes, los medicamentos y la farmacia guardados en su perfil anterior ya están en su cuenta.'))).to.equal(true);
      expect(Boolean(getByRole(shadow(el), 'button', 'Continuar'))).to.equal(true);
      expect(englishLeft(shadow(el), NAMES)).to.deep.equal([]);
      await expect(el).to.be.accessible();
      expect(merges(server)).to.have.length(2);
    });

    it('a locked form says so in Spanish, with the toll-free number', async () => {
      document.documentElement.lang = 'es';
      backend('TPM', 0);
      const el = place(TAG);
      await openDialog(el, 'Confirme su identidad');
      await waitFor(
        () => queryByText(shadow(el), 'Lo sentimos, pero usted llegó al número máximo de intentos para confirmar su identidad. Comuníquese con nosotros para intentarlo de nuevo:'),
        'no Spanish lock message',
      );
      expect(Boolean(getByText(shadow(el), '1-800-555-0100 (TTY: 711), llamada gratuita, de 8 a.m. a 8 p.m., los 7 días de la semana'))).to.equal(true);
      expect(getByRole(shadow(el), 'button', 'Confirmar identidad').getAttribute('aria-disabled')).to.equal('true');
      expect(englishLeft(shadow(el), NAMES)).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });
  });
});

function freshPageKeepingSession(): void {
  const shown = sessionStorage.getItem('sp.identityPromptShown');
  freshPage({ config: IMPORT_CONFIG });
  signIn(USER_UUID);
  if (shown !== null) sessionStorage.setItem('sp.identityPromptShown', shown);
}
