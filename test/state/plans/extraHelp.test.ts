import { expect } from '@open-wc/testing';
import { answerExtraHelp, extraHelpAnswerAtom, LIS_LEVEL_STORAGE_KEY, lisSubsidyLevelAtom, loadExtraHelp, toLisSubsidyLevel } from '../../../src/state/plans/extraHelp';
import { logger, type LogEntry } from '../../../src/platform/logger';
import { resetStore } from '../../../src/state/store';
import { waitFor } from '../../helpers/wait';

describe('state: Extra Help level', () => {
  let store = resetStore();
  let logs: LogEntry[] = [];
  let unsubscribe = () => {};
  beforeEach(() => {
    store = resetStore();
    localStorage.clear();
    sessionStorage.clear();
    delete window.personalizationService;
    logs = [];
    unsubscribe = logger.subscribe((entry) => logs.push(entry));
  });
  afterEach(() => {
    unsubscribe();
    delete window.personalizationService;
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads service and stored values as a level; anything else as not answered', () => {
    expect(['1', 1, true, 'true'].map(toLisSubsidyLevel)).to.deep.equal(['1', '1', '1', '1']);
    expect(['0', 0, false, 'false'].map(toLisSubsidyLevel)).to.deep.equal(['0', '0', '0', '0']);
    expect([null, undefined, '', 'yes', 2, {}].map(toLisSubsidyLevel)).to.deep.equal([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('yes sets level 1, opens the pop-up only the first time, and keeps it in browser storage without a service', () => {
    expect(answerExtraHelp('receive', store)).to.equal(true);
    expect(store.get(lisSubsidyLevelAtom)).to.equal('1');
    expect(localStorage.getItem(LIS_LEVEL_STORAGE_KEY)).to.equal('1');
    expect(answerExtraHelp('doNotReceive', store)).to.equal(false);
    expect(answerExtraHelp('receive', store)).to.equal(false);
  });

  it('no clears the level and the stored value, and shows as the chosen answer', () => {
    answerExtraHelp('receive', store);
    answerExtraHelp('doNotReceive', store);
    expect(store.get(lisSubsidyLevelAtom)).to.equal(undefined);
    expect(localStorage.getItem(LIS_LEVEL_STORAGE_KEY)).to.equal(null);
    expect(store.get(extraHelpAnswerAtom)).to.equal('doNotReceive');
  });

  it('a known level 0 shows as "don\'t receive"; no level and no answer shows neither', async () => {
    expect(store.get(extraHelpAnswerAtom)).to.equal(undefined);
    store.set(lisSubsidyLevelAtom, '0');
    expect(store.get(extraHelpAnswerAtom)).to.equal('doNotReceive');
  });

  it('loads the stored level once per page', async () => {
    localStorage.setItem(LIS_LEVEL_STORAGE_KEY, '1');
    await loadExtraHelp(store);
    expect(store.get(lisSubsidyLevelAtom)).to.equal('1');
    expect(store.get(extraHelpAnswerAtom)).to.equal('receive');
  });

  it('uses the page personalization service when present, for reading and saving', async () => {
    const saved: unknown[] = [];
    window.personalizationService = { getExtraHelp: () => Promise.resolve('0'), setExtraHelp: (level) => saved.push(level) };
    await loadExtraHelp(store);
    expect(store.get(lisSubsidyLevelAtom)).to.equal('0');
    answerExtraHelp('receive', store);
    answerExtraHelp('doNotReceive', store);
    expect(saved).to.deep.equal(['1', null]);
    expect(localStorage.getItem(LIS_LEVEL_STORAGE_KEY)).to.equal(null);
  });

  it('an answer given while the level loads wins over the loaded value', async () => {
    let resolve: (value: unknown) => void = () => {};
    window.personalizationService = { getExtraHelp: () => new Promise((r) => (resolve = r)), setExtraHelp: () => undefined };
    const loading = loadExtraHelp(store);
    answerExtraHelp('receive', store);
    resolve('0');
    await loading;
    expect(store.get(lisSubsidyLevelAtom)).to.equal('1');
  });

  it('a failing service is logged and the page keeps the answer', async () => {
    window.personalizationService = {
      getExtraHelp: () => Promise.reject(new Error('down')),
      setExtraHelp: () => {
        throw new Error('down');
      },
    };
    await loadExtraHelp(store);
    answerExtraHelp('receive', store);
    await waitFor(() => logs.some((e) => e.message === 'Extra Help level could not be saved'), 'the failed save was never logged');
    expect(store.get(lisSubsidyLevelAtom)).to.equal('1');
    expect(logs.filter((e) => e.level === 'error').map((e) => e.message)).to.deep.equal(['Extra Help level could not be read', 'Extra Help level could not be saved']);
  });

  it('in the agent flow the level stays in session storage', () => {
    sessionStorage.setItem('sp.agentFlow', 'true');
    answerExtraHelp('receive', store);
    expect(sessionStorage.getItem(LIS_LEVEL_STORAGE_KEY)).to.equal('1');
    expect(localStorage.getItem(LIS_LEVEL_STORAGE_KEY)).to.equal(null);
  });
});
