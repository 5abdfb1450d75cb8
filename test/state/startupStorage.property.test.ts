/**
 * Property: for any stored cookie or storage text (arbitrary strings, JSON,
 * 'undefined', 'null', huge values) in every key the library reads, startup
 * completes: the session is known, the profile loads (signed in or guest),
 * nothing is thrown or left unhandled, and the values the elements read
 * from the state are well formed (spec §4.1, §4.2, §8).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import sinon from 'sinon';
import { applicationsAtom } from '../../src/state/plans/applications';
import { configure } from '../../src/state/config';
import { stopCrossTabSync } from '../../src/state/crossTab';
import { extraHelpAnswerAtom, lisSubsidyLevelAtom, loadExtraHelp } from '../../src/state/plans/extraHelp';
import { identityConfirmationNeededAtom } from '../../src/state/identity/identity';
import { importEligibleAtom } from '../../src/state/importEligible';
import { logger } from '../../src/platform/logger';
import { activeYearAtom } from '../../src/state/planYear';
import { profileStatusAtom } from '../../src/state/profile';
import { readStoredProviders } from '../../src/state/providers/providerSync';
import { drugsAtom, providersAtom } from '../../src/state/savedItems';
import { savedPlansAtom } from '../../src/state/savedPlans';
import { sessionAtom, sessionKnownAtom } from '../../src/state/session';
import { ensureStarted } from '../../src/state/startup';
import { resetStore } from '../../src/state/store';
import { stubFetch } from '../helpers/fetch';
import { fuzzParameters, fuzzRuns } from '../helpers/fuzz';
import { clearCookies } from '../helpers/page';

const COOKIES = ['sp-user-id', 'sp-identity'];
/** Session storage only. */
const SESSION_KEYS = ['sp.agentFlow', 'sp.agentSession', 'sp.identityPromptShown', 'sp.applicationStatuses', 'sp.siteBannerClosed'];
/** Kept in the user's browser area: local storage, or session storage (sp.agent.*) in the agent flow. */
const AREA_KEYS = ['guestProfile', 'planYear', 'authCode', 'removedPlans', 'outageClosed'].flatMap((name) => [`sp.${name}`, `sp.agent.${name}`]);
const LOCAL_KEYS = ['providers', 'sp.lastActivity', 'sp.lisSubsidyLevel', 'sp.accountSetupClosed', 'sp.toastShown.imported', ...AREA_KEYS];

/** Stored text of every kind the library may meet. */
const storedText = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 3, arbitrary: fc.json() },
  fc.constantFrom('undefined', 'null', '', ' ', 'true', 'false', '0', '2026', '2027', '{}', '[]', '{"isGuest":true}', '{"isGuest":"false","isCSRLogin":"true"}'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 1_000, max: 60_000 })).map(([text, times]) => text.repeat(times).slice(0, 200_000)),
);
const maybe = fc.option(storedText, { nil: undefined });
const place = (keys: string[]) => fc.record(Object.fromEntries(keys.map((key) => [key, maybe])) as Record<string, fc.Arbitrary<string | undefined>>);

function fill(storage: Storage, values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    try {
      storage.setItem(key, value);
    } catch {
      // Over the quota: the browser would not have kept it either.
    }
  }
}


/** Cookies as a page may find them: written encoded, or raw as another script left them. */
function setCookies(values: Record<string, string | undefined>, raw: boolean): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    document.cookie = `${name}=${raw ? value.slice(0, 3000) : encodeURIComponent(value.slice(0, 1000))}; path=/`;
  }
}

const profile = { uuid: 'u-any', userDetails: { uuid: 'u-any', firstName: 'Ann' }, providersDetails: { zipCode: '10001', providerIdList: [{ providerId: 'p1', providerName: 'Dr P' }] } };

describe('property: startup completes whatever the cookies and browser storage hold', () => {
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);

  beforeEach(() => {
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    sinon.stub(console, 'warn');
    sinon.stub(console, 'error');
  });
  afterEach(() => {
    sinon.restore();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    localStorage.clear();
    sessionStorage.clear();
    clearCookies();
  });

  it('for any stored text in every key the library reads', async function () {
    // Each case is a whole startup: allow time in proportion to the number of cases.
    this.timeout(fuzzRuns() * 1000);
    await fc.assert(
      fc.asyncProperty(place(COOKIES), fc.boolean(), place(SESSION_KEYS), place(LOCAL_KEYS), place(AREA_KEYS), async (cookies, raw, session, local, agentArea) => {
        localStorage.clear();
        sessionStorage.clear();
        clearCookies();
        uncaught.length = 0;
        setCookies(cookies, raw);
        fill(sessionStorage, { ...session, ...agentArea });
        fill(localStorage, local);
        const store = resetStore();
        configure({ systemDate: '2026-03-10' });
        const server = stubFetch([{ method: 'GET', path: /\/landrover\/api\/Users\//, json: profile }]);
        const failures: string[] = [];
        const stop = logger.subscribe((entry) => {
          if (entry.message === 'Shopper profile startup failed') failures.push(String(entry.detail));
        });
        try {
          await ensureStarted(store);
          expect(failures, 'startup failed').to.deep.equal([]);
          expect(store.get(sessionKnownAtom)).to.equal(true);
          expect(store.get(profileStatusAtom), 'profile loaded').to.equal('ready');
          const { uuid, isGuest } = store.get(sessionAtom);
          const profileCall = server.requests.find((r) => r.url.pathname.startsWith('/landrover/api/Users/'));
          expect(profileCall?.url.pathname.split('/')[4], 'profile asked for the session\'s user').to.equal(isGuest ? 'guest' : encodeURIComponent(uuid));
          expect([2026, 2027]).to.include(store.get(activeYearAtom));
          expect(store.get(providersAtom).map((p) => p.providerId)).to.be.an('array');
          expect(store.get(drugsAtom)).to.be.an('array');
          expect(store.get(savedPlansAtom)).to.be.an('array');
          expect(store.get(applicationsAtom)).to.be.an('array');
          expect(typeof store.get(importEligibleAtom)).to.equal('boolean');
          expect(typeof store.get(identityConfirmationNeededAtom)).to.equal('boolean');
          await loadExtraHelp(store);
          expect([undefined, '0', '1']).to.include(store.get(lisSubsidyLevelAtom));
          store.get(extraHelpAnswerAtom);
          readStoredProviders();
          expect(uncaught, 'uncaught errors').to.deep.equal([]);
        } finally {
          stop();
          server.restore();
          stopCrossTabSync(store);
        }
      }),
      fuzzParameters({ includeErrorInReport: true }),
    );
  });
});
