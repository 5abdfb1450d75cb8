/**
 * Property: for any merge or import answer (any JSON-ish shape, counts as
 * numbers, text, null or missing), the remaining attempts shown never exceed
 * the last count the server gave, and the form locks at 0 (spec §4.3, §4.4).
 * Runs the real schemas and state (requestMerge, importMemberItems) and the
 * dialogs' own rules for what they show (identityTransition, identityBanner).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import sinon from 'sinon';
import {
  DEFAULT_REMAINING_RETRY_COUNT,
  identityBanner,
  identityTransition,
  initialIdentityState,
  type IdentityDialogState,
} from '../../src/domain/identityMachine';
import { configure } from '../../src/state/config';
import { requestMerge } from '../../src/state/merge';
import { remainingRetryCountAtom } from '../../src/state/remainingRetryCount';
import { importMemberItems } from '../../src/state/memberImport';
import { sessionAtom } from '../../src/state/session';
import { resetStore, type Store } from '../../src/state/store';
import { stubFetch, type FetchStub, type Route } from '../helpers/fetch';
import { fuzzParameters } from '../helpers/fuzz';

const UUID = 'u-identity-prop';
const TOLL_FREE = '1-800-555-0100';
const VALUES = { firstName: 'Ann', lastName: 'Lee', email: 'a@b.co', dobMonth: '01', dobDay: '02', dobYear: '1950', zipCode: '10001' };

const count = fc.oneof(
  fc.integer({ min: -2, max: 6 }),
  fc.double({ min: -3, max: 7, noNaN: true }),
  fc.integer({ min: -2, max: 6 }).map((n) => ` ${n} `),
  fc.constantFrom(null, '', 'three', 'NaN', 'Infinity', true),
  fc.anything(),
);
const flag = fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 'TRUE', 'yes', null), fc.anything());
const mergeAnswer = fc.oneof(
  { weight: 4, arbitrary: fc.record({ isProfileMerged: flag, remainingRetryCount: count, mergedProfile: fc.anything() }, { requiredKeys: [] }) },
  fc.anything(),
);
const importAnswer = fc.oneof(
  fc.record({ importSummaryData: fc.oneof(fc.anything(), fc.record({ importedDrugsAndPharmacySummary: fc.record({ drugs: fc.array(fc.anything(), { maxLength: 3 }) }, { requiredKeys: [] }) })) }, { requiredKeys: [] }),
  fc.anything(),
);
const status = fc.constantFrom(200, 200, 200, 500);

/** The answer as it crosses the wire (what JSON keeps of it). */
function wire(answer: unknown): unknown {
  const text = JSON.stringify(answer);
  return text === undefined ? undefined : JSON.parse(text);
}

/** The count the server gave in an answer, by the spec's data rules: a number, or text holding one; below 0 means none left. */
function givenCount(answer: unknown, httpStatus: number): number | undefined {
  if (httpStatus !== 200 || typeof answer !== 'object' || answer === null) return undefined;
  const raw = (answer as { remainingRetryCount?: unknown }).remainingRetryCount;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(n) ? Math.max(0, n) : undefined;
}

function isMerged(answer: unknown, httpStatus: number): boolean {
  if (httpStatus !== 200 || typeof answer !== 'object' || answer === null) return false;
  const merged = (answer as { isProfileMerged?: unknown }).isProfileMerged;
  return merged === true || (typeof merged === 'string' && merged.trim().toLowerCase() === 'true');
}

/** What the form shows about attempts: the number in the banner, whether it is locked. */
function expectShown(state: IdentityDialogState, last: number): void {
  expect(state.remainingRetryCount, 'attempts held').to.be.at.most(last);
  const banner = identityBanner(state);
  if (last <= 0) {
    expect(state.locked, `locked at ${last}`).to.equal(true);
    expect(banner.kind).to.equal('locked');
  }
  if (banner.kind === 'attemptsRemaining') expect(banner.remainingRetryCount, 'attempts shown').to.be.at.most(last);
}

function answers(routeAnswers: Array<[unknown, number]>, extra: Route[] = []): FetchStub {
  return stubFetch([
    ...extra,
    ...routeAnswers.map(([json, httpStatus]): Route => ({ method: 'POST', path: '/landrover/api/profiles/merge/v1', json, status: httpStatus, once: true })),
    { method: 'GET', path: /\/landrover\/api\//, json: { uuid: UUID } },
  ]);
}

function signedIn(initial: number | null): Store {
  const store = resetStore();
  store.set(sessionAtom, { uuid: UUID, isGuest: false, isCloaked: false, isAgentFlow: false });
  store.set(remainingRetryCountAtom, initial);
  return store;
}

const initialCount = fc.option(fc.integer({ min: 0, max: 5 }), { nil: null });

describe('property: merge and import answers never show more attempts than the server gave, and lock at 0', () => {
  beforeEach(() => {
    configure({ systemDate: '2026-03-10', tollFreeNumber: TOLL_FREE });
    sinon.stub(console, 'warn');
    sinon.stub(console, 'error');
  });
  afterEach(() => sinon.restore());

  it('confirm identity: any run of merge answers', async () => {
    await fc.assert(
      fc.asyncProperty(initialCount, fc.array(fc.tuple(mergeAnswer.map(wire), status), { minLength: 1, maxLength: 3 }), async (initial, run) => {
        const store = signedIn(initial);
        answers(run);
        let last = initial ?? DEFAULT_REMAINING_RETRY_COUNT;
        let state = initialIdentityState(store.get(remainingRetryCountAtom));
        expectShown(state, last);
        for (const [answer, httpStatus] of run) {
          if (state.locked || state.view === 'success') break;
          state = identityTransition(state, { type: 'submit', formValid: true });
          const outcome = await requestMerge(VALUES, 'm', store);
          state = identityTransition(state, outcome.kind === 'failed' ? { type: 'mergeFailed' } : { type: 'mergeResult', response: outcome.response });
          if (isMerged(answer, httpStatus)) {
            expect(state.view).to.equal('success');
            break;
          }
          last = givenCount(answer, httpStatus) ?? last;
          expectShown(state, last);
          expectShown(initialIdentityState(store.get(remainingRetryCountAtom)), last);
        }
      }),
      fuzzParameters({ includeErrorInReport: true }),
    );
  });

  it('import: any member-import answer, then any alternate-import (merge) answer', async () => {
    await fc.assert(
      fc.asyncProperty(initialCount, fc.tuple(importAnswer.map(wire), status), fc.tuple(mergeAnswer.map(wire), status), async (initial, [imported, importStatus], [merged, mergeStatus]) => {
        const store = signedIn(initial);
        const server = answers([[merged, mergeStatus]], [
          { method: 'POST', path: '/landrover/api/profiles/import/member-items/v1', json: imported, status: importStatus },
          { method: 'GET', path: '/landrover/api/system-date/v1', json: { systemDate: '2026-03-10T12:00:00-06:00' } },
        ]);
        const outcome = await importMemberItems(VALUES, 'profile', store);
        expect(['added', 'noClaims', 'identityNotConfirmed']).to.include(outcome.kind);
        // The alternate import (a merge) runs only when the member import gave no summary.
        const mergeSent = server.requests.some((r) => r.url.pathname.endsWith('/merge/v1'));
        const last = (mergeSent ? givenCount(merged, mergeStatus) : undefined) ?? initial ?? DEFAULT_REMAINING_RETRY_COUNT;
        // Form 2 of the import dialog opens on the server's count with the failure banner.
        const form2 = { ...initialIdentityState(store.get(remainingRetryCountAtom)), hasMergeError: true };
        expectShown(form2, last);
      }),
      fuzzParameters({ includeErrorInReport: true }),
    );
  });
});
