/**
 * Extra Help (low-income subsidy, spec §4.13): the user's LIS level, '1'
 * applied, '0' none, undefined not answered. Read by every plan card's LIS
 * figures, so a change shows on the whole page at once.
 *
 * The level persists through the page's personalization service (spec §7.3
 * "page-provided services ... get and set extra help"). Its shape is not
 * shown; the contract we read is:
 *
 *   window.personalizationService = {
 *     getExtraHelp(): '1' | '0' | null | undefined | Promise<...>,  // also 1/0, true/false
 *     setExtraHelp(level: '1' | null): unknown,                    // null: cleared
 *   };
 *
 * Without it the level is kept in browser storage (local storage, or session
 * storage in the agent flow, like the user's other browser-kept data).
 */
import { atom } from 'jotai';
import { lisLevelFromAnswer, opensExtraHelpPopup, type ExtraHelpAnswer } from '../../domain/extraHelp';
import { logger } from '../../platform/logger';
import { removeItem, writeText } from '../../platform/storage';
import { readStoredText } from '../../platform/storedValue';
import { userStorageArea } from '../userStorageArea';
import { getStore, sharedAtom, storeSlot, type Store } from '../store';

export type LisSubsidyLevel = '1' | '0' | undefined;

export const lisSubsidyLevelAtom = sharedAtom('lisSubsidyLevel', () => atom<LisSubsidyLevel>(undefined));

/** The user said "I don't receive Extra Help" on this page (No clears the level, so the level alone cannot say it). */
const answeredNoAtom = sharedAtom('extraHelp.answeredNo', () => atom(false));

/** Which answer shows as chosen: level '1' is yes; a known '0' or this page's No is no; else neither. */
export const extraHelpAnswerAtom = sharedAtom('extraHelp.answer', () =>
  atom<ExtraHelpAnswer | undefined>((get) => {
    const level = get(lisSubsidyLevelAtom);
    if (level === '1') return 'receive';
    if (level === '0' || get(answeredNoAtom)) return 'doNotReceive';
    return undefined;
  }),
);

export interface PersonalizationService {
  getExtraHelp?: () => unknown;
  setExtraHelp?: (level: '1' | null) => unknown;
}

declare global {
  interface Window {
    personalizationService?: PersonalizationService;
  }
}

export const LIS_LEVEL_STORAGE_KEY = 'sp.lisSubsidyLevel';

/** A stored or service value as a level; anything unknown reads as not answered. */
export function toLisSubsidyLevel(value: unknown): LisSubsidyLevel {
  if (value === '1' || value === 1 || value === true || value === 'true') return '1';
  if (value === '0' || value === 0 || value === false || value === 'false') return '0';
  return undefined;
}

function service(): PersonalizationService | undefined {
  return typeof window === 'undefined' ? undefined : window.personalizationService;
}

async function readPersistedLevel(): Promise<LisSubsidyLevel> {
  const getExtraHelp = service()?.getExtraHelp;
  if (typeof getExtraHelp === 'function') return toLisSubsidyLevel(await getExtraHelp.call(service()));
  return toLisSubsidyLevel(readStoredText(userStorageArea(), LIS_LEVEL_STORAGE_KEY));
}

async function persistLevel(level: '1' | null): Promise<void> {
  const setExtraHelp = service()?.setExtraHelp;
  if (typeof setExtraHelp === 'function') {
    await setExtraHelp.call(service(), level);
    return;
  }
  if (level === null) removeItem(userStorageArea(), LIS_LEVEL_STORAGE_KEY);
  else writeText(userStorageArea(), LIS_LEVEL_STORAGE_KEY, level);
}

const extraHelpOf = storeSlot('extraHelp', () => ({ loading: null as Promise<void> | null, answered: false, answeredYes: false }));

/** Reads the persisted level once per page; an answer given meanwhile wins. A failure is logged and leaves it unanswered. */
export function loadExtraHelp(store: Store = getStore()): Promise<void> {
  const slot = extraHelpOf(store);
  slot.loading ??= readPersistedLevel()
    .then((level) => {
      if (!slot.answered && level !== undefined) store.set(lisSubsidyLevelAtom, level);
    })
    .catch((error: unknown) => logger.error('Extra Help level could not be read', error));
  return slot.loading;
}

/**
 * The user's answer: yes sets level '1', no clears it. The page updates at
 * once; saving follows (a failure is only logged). True when this answer
 * opens the explanatory pop-up (the first yes on the page).
 */
export function answerExtraHelp(answer: ExtraHelpAnswer, store: Store = getStore()): boolean {
  const slot = extraHelpOf(store);
  const opensPopup = opensExtraHelpPopup(answer, slot.answeredYes);
  slot.answered = true;
  if (answer === 'receive') slot.answeredYes = true;
  const level = lisLevelFromAnswer(answer);
  store.set(lisSubsidyLevelAtom, level ?? undefined);
  store.set(answeredNoAtom, answer === 'doNotReceive');
  persistLevel(level).catch((error: unknown) => logger.error('Extra Help level could not be saved', error));
  return opensPopup;
}
