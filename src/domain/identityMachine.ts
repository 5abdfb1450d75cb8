/**
 * The confirm-identity dialog (spec §4.4, §8) as a pure state machine:
 * details -> loading -> success | details with error.
 */

export type IdentityView = 'details' | 'loading' | 'success';

export interface IdentityDialogState {
  view: IdentityView;
  /** Errors show only after the first submit. */
  showErrors: boolean;
  /** The unmerged-result banner. */
  hasMergeError: boolean;
  remainingRetryCount: number;
  /** Exactly 0 attempts left: the form is locked and submit disabled. */
  locked: boolean;
}

/** Remaining attempts before the server reports any. */
export const DEFAULT_REMAINING_RETRY_COUNT = 3;

export function initialIdentityState(remainingRetryCount: number | null | undefined = DEFAULT_REMAINING_RETRY_COUNT): IdentityDialogState {
  const count = remainingRetryCount ?? DEFAULT_REMAINING_RETRY_COUNT;
  return { view: 'details', showErrors: false, hasMergeError: false, remainingRetryCount: count, locked: count === 0 };
}

export interface MergeResponse {
  isProfileMerged?: boolean | null;
  remainingRetryCount?: number | null;
}

export type IdentityEvent =
  | { type: 'submit'; formValid: boolean }
  | { type: 'mergeResult'; response: MergeResponse }
  /** The merge call failed: handled as an unmerged result. */
  | { type: 'mergeFailed' };

function submit(state: IdentityDialogState, formValid: boolean): IdentityDialogState {
  if (state.view !== 'details' || state.locked) return state;
  return formValid ? { ...state, view: 'loading', showErrors: true } : { ...state, showErrors: true };
}

function unmerged(state: IdentityDialogState, reported: number | null | undefined): IdentityDialogState {
  const remainingRetryCount = typeof reported === 'number' ? reported : state.remainingRetryCount;
  return { ...state, view: 'details', hasMergeError: true, remainingRetryCount, locked: remainingRetryCount === 0 };
}

export function identityTransition(state: IdentityDialogState, event: IdentityEvent): IdentityDialogState {
  switch (event.type) {
    case 'submit':
      return submit(state, event.formValid);
    case 'mergeResult':
      if (state.view !== 'loading') return state;
      return event.response.isProfileMerged === true
        ? { ...state, view: 'success', hasMergeError: false }
        : unmerged(state, event.response.remainingRetryCount);
    case 'mergeFailed':
      return state.view === 'loading' ? unmerged(state, undefined) : state;
  }
}

export function isSubmitDisabled(state: IdentityDialogState): boolean {
  return state.locked || state.view !== 'details';
}

/** On close: send the skip preference (action 's') unless merged or locked. */
export function closeDecision(state: IdentityDialogState): { sendSkipPreference: boolean } {
  return { sendSkipPreference: state.view !== 'success' && !state.locked };
}

/**
 * The banner above the form (its texts, spec §8, are the identity catalog's):
 * the remaining attempts after a failure, or, once locked, the
 * maximum-attempts message with the toll-free number.
 */
export type IdentityBanner =
  | { kind: 'none' }
  | { kind: 'attemptsRemaining'; remainingRetryCount: number }
  | { kind: 'locked' };

export function identityBanner(state: IdentityDialogState): IdentityBanner {
  if (state.locked) return { kind: 'locked' };
  if (!state.hasMergeError) return { kind: 'none' };
  return { kind: 'attemptsRemaining', remainingRetryCount: state.remainingRetryCount };
}
