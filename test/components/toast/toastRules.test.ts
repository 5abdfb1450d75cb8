import { expect } from '@open-wc/testing';
import { readItemsImported } from '../../../src/components/toast/readItemsImported';
import { ITEMS_IMPORTED_EVENT } from '../../../src/state/itemsImported';
import { markToastShown, toastShownKey, wasToastShown } from '../../../src/components/toast/toastFlag';
import { importedBody } from '../../../src/components/toast/toastTexts';

const imported = (detail: unknown) => readItemsImported(new CustomEvent(ITEMS_IMPORTED_EVENT, { detail }));

describe('toast rules', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('names each imported kind with its count, singular or plural', () => {
    expect(importedBody(2, 1)).to.equal('We added 2 drugs and 1 doctor or dentist to your profile.');
    expect(importedBody(1, 0)).to.equal('We added 1 drug to your profile.');
    expect(importedBody(0, 4)).to.equal('We added 4 doctors and dentists to your profile.');
  });

  it('reads whole positive counts from the imported event and ignores the rest', () => {
    expect(imported({ drugs: 2, providers: 0 })).to.deep.equal({ drugs: 2, providers: 0 });
    expect(imported({ drugs: 1.7, providers: 'x' })).to.deep.equal({ drugs: 1, providers: 0 });
    expect(imported({ drugs: 0, providers: -2 })).to.equal(null);
    expect(imported({ drugs: Number.NaN })).to.equal(null);
    expect(imported(undefined)).to.equal(null);
    expect(imported('2 drugs')).to.equal(null);
  });

  it('keeps one shown-flag per variant where the user data lives (session storage in the agent flow)', () => {
    markToastShown('guest');
    expect(wasToastShown('guest')).to.equal(true);
    expect(wasToastShown('authenticated')).to.equal(false);
    sessionStorage.setItem('sp.agentFlow', 'true');
    expect(wasToastShown('guest')).to.equal(false);
    markToastShown('authenticated');
    expect(sessionStorage.getItem(toastShownKey('authenticated'))).to.equal('true');
    expect(localStorage.getItem(toastShownKey('authenticated'))).to.equal(null);
  });
});
