import { expect } from '@open-wc/testing';
import { userStorageArea, markAgentFlow, storageKey } from '../../src/state/userStorageArea';
import { writeGuestProfile, readGuestProfile } from '../../src/state/profile';

describe('state: where browser-kept data lives (spec §1, §6)', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('a guest keeps data in local storage', () => {
    expect(userStorageArea()).to.equal('local');
    writeGuestProfile({ plansDetails: { plans: [], savedPlans: '' } });
    expect(localStorage.getItem('sp.guestProfile')).to.contain('plansDetails');
  });

  it('the agent flow keeps its data in session storage, under its own keys, apart from other users', () => {
    localStorage.setItem('sp.guestProfile', JSON.stringify({ plansDetails: { plans: [{ planId: 'H1-001-000', planName: 'Someone else', planType: 'MA', planYear: 2026 }], savedPlans: '' } }));
    markAgentFlow();
    expect(userStorageArea()).to.equal('session');
    expect(storageKey('guestProfile')).to.equal('sp.agent.guestProfile');
    expect(readGuestProfile()).to.deep.equal({});
    writeGuestProfile({ drugsAndPharmacyDetails: { drugInfoDetails: [] } });
    expect(sessionStorage.getItem('sp.agent.guestProfile')).to.contain('drugInfoDetails');
    expect(localStorage.getItem('sp.guestProfile')).to.contain('Someone else');
  });
});
