import { expect } from '@open-wc/testing';
import { markToastShown, toastShownKey, wasToastShown } from '../../../src/components/toast/toastFlag';

describe('the welcome toast shown-flag', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
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
