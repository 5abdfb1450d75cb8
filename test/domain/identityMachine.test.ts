import { expect } from '@open-wc/testing';
import {
  closeDecision,
  identityBanner,
  identityTransition,
  initialIdentityState,
  isSubmitDisabled,
  type IdentityDialogState,
  type IdentityEvent,
} from '../../src/domain/identityMachine';
import { buildMergeRequest } from '../../src/domain/mergeRequest';

function run(state: IdentityDialogState, ...events: IdentityEvent[]): IdentityDialogState {
  return events.reduce(identityTransition, state);
}

describe('identity dialog state machine (spec §4.4)', () => {
  it('starts in details with the default 3 attempts, errors hidden', () => {
    expect(initialIdentityState()).to.deep.equal({ view: 'details', showErrors: false, hasMergeError: false, remainingRetryCount: 3, locked: false });
    expect(initialIdentityState(null).remainingRetryCount).to.equal(3);
  });

  it('starts locked when the server already reports 0', () => {
    const state = initialIdentityState(0);
    expect(state.locked).to.equal(true);
    expect(isSubmitDisabled(state)).to.equal(true);
  });

  it('an invalid submit stays in details and shows errors', () => {
    expect(run(initialIdentityState(), { type: 'submit', formValid: false })).to.include({ view: 'details', showErrors: true });
  });

  it('a valid submit goes to loading, then success when merged', () => {
    const loading = run(initialIdentityState(), { type: 'submit', formValid: true });
    expect(loading.view).to.equal('loading');
    expect(isSubmitDisabled(loading)).to.equal(true);
    const success = identityTransition(loading, { type: 'mergeResult', response: { isProfileMerged: true } });
    expect(success).to.include({ view: 'success', hasMergeError: false });
  });

  const unmerged: [number | null | undefined, number, boolean][] = [
    [2, 2, false],
    [1, 1, false],
    [0, 0, true],
    [null, 3, false],
    [undefined, 3, false],
  ];
  for (const [reported, remaining, locked] of unmerged) {
    it(`unmerged with remainingRetryCount ${String(reported)}: back to details, ${remaining} left, locked ${locked}`, () => {
      const state = run(initialIdentityState(), { type: 'submit', formValid: true }, { type: 'mergeResult', response: { isProfileMerged: false, remainingRetryCount: reported } });
      expect(state).to.deep.equal({ view: 'details', showErrors: true, hasMergeError: true, remainingRetryCount: remaining, locked });
      expect(isSubmitDisabled(state)).to.equal(locked);
    });
  }

  it('a failed merge call is handled as an unmerged result', () => {
    const state = run(initialIdentityState(2), { type: 'submit', formValid: true }, { type: 'mergeFailed' });
    expect(state).to.include({ view: 'details', hasMergeError: true, remainingRetryCount: 2, locked: false });
  });

  it('a locked form ignores submit', () => {
    const locked = initialIdentityState(0);
    expect(identityTransition(locked, { type: 'submit', formValid: true })).to.equal(locked);
  });

  it('results outside loading, and submits outside details, are ignored', () => {
    const details = initialIdentityState();
    expect(identityTransition(details, { type: 'mergeResult', response: { isProfileMerged: true } })).to.equal(details);
    expect(identityTransition(details, { type: 'mergeFailed' })).to.equal(details);
    const loading = identityTransition(details, { type: 'submit', formValid: true });
    expect(identityTransition(loading, { type: 'submit', formValid: true })).to.equal(loading);
  });

  it('a retry after an error can succeed', () => {
    const state = run(
      initialIdentityState(),
      { type: 'submit', formValid: true },
      { type: 'mergeResult', response: { isProfileMerged: false, remainingRetryCount: 1 } },
      { type: 'submit', formValid: true },
      { type: 'mergeResult', response: { isProfileMerged: true, remainingRetryCount: 1 } },
    );
    expect(state.view).to.equal('success');
  });

  const closing: [string, IdentityDialogState, boolean][] = [
    ['details, not locked', initialIdentityState(), true],
    ['locked', initialIdentityState(0), false],
    ['success', { ...initialIdentityState(), view: 'success' }, false],
  ];
  for (const [name, state, skip] of closing) {
    it(`closing in ${name}: send skip preference ${skip}`, () => expect(closeDecision(state)).to.deep.equal({ sendSkipPreference: skip }));
  }
});

describe('identity-failure banner (spec §8)', () => {
  it('no banner before a failure', () => {
    expect(identityBanner(initialIdentityState())).to.deep.equal({ kind: 'none' });
  });

  it('with attempts remaining gives the count', () => {
    const state = { ...initialIdentityState(1), hasMergeError: true };
    expect(identityBanner(state)).to.deep.equal({ kind: 'attemptsRemaining', remainingRetryCount: 1 });
  });

  it('exhausted gives the maximum-attempts banner, failed or not', () => {
    expect(identityBanner(initialIdentityState(0))).to.deep.equal({ kind: 'locked' });
    expect(identityBanner({ ...initialIdentityState(0), hasMergeError: true })).to.deep.equal({ kind: 'locked' });
  });
});

describe('merge request builder', () => {
  it('trims values and joins dob as month/day/year', () => {
    const values = { firstName: ' Ann ', lastName: 'Lee ', email: ' a@b.co', dobMonth: '03', dobDay: ' 07', dobYear: '1950 ', mbi: ' 1EG4-TE5-MK73 ', gender: 'f', zipCode: ' 55401' };
    expect(buildMergeRequest(values, 'm')).to.deep.equal({
      firstName: 'Ann', lastName: 'Lee', email: 'a@b.co', dob: '03/07/1950', mbi: '1EG4-TE5-MK73', gender: 'f', zipCode: '55401', action: 'm',
    });
  });

  it("skip preference uses action 's'; fields a form lacks are sent empty", () => {
    expect(buildMergeRequest({ firstName: 'Ann', mbi: null }, 's')).to.deep.equal({
      firstName: 'Ann', lastName: '', email: '', dob: '', mbi: '', gender: '', zipCode: '', action: 's',
    });
  });

  it('a one-digit month or day is sent as two digits, as the profile keeps a date of birth', () => {
    expect(buildMergeRequest({ dobMonth: '7', dobDay: '4', dobYear: '1957' }, 'm').dob).to.equal('07/04/1957');
    expect(buildMergeRequest({ dobMonth: ' 12', dobDay: '9 ', dobYear: '1957' }, 'm').dob).to.equal('12/09/1957');
  });

  it('a half-typed date of birth (a skip from a form closed part way) is sent empty', () => {
    for (const dob of [{ dobMonth: '03', dobYear: '1950' }, { dobMonth: '3', dobDay: '7', dobYear: '195' }, { dobMonth: 'x', dobDay: '7', dobYear: '1950' }]) {
      expect(buildMergeRequest(dob, 's').dob, JSON.stringify(dob)).to.equal('');
    }
  });
});
