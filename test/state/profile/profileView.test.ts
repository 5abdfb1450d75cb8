import { expect } from '@open-wc/testing';
import { profileViewAtom, showProfileView, startProfileViewSync, viewFromHash } from '../../../src/state/profile/profileView';
import { resetStore } from '../../../src/state/store';
import { waitFor } from '../../helpers/wait';

function setHash(hash: string) {
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

describe('state: profile view in step with the hash (spec §2.2)', () => {
  let stop = () => {};
  const startUrl = `${location.pathname}${location.search}`;
  afterEach(() => {
    stop();
    history.replaceState(null, '', startUrl);
  });

  it('a hash names a view, case-insensitive; anything else names none', () => {
    expect(viewFromHash('#drugs')).to.equal('drugs');
    expect(viewFromHash('#Providers')).to.equal('providers');
    expect(viewFromHash('plans')).to.equal('plans');
    expect(viewFromHash('#faq')).to.equal(undefined);
    expect(viewFromHash('')).to.equal(undefined);
  });

  it('a hash naming a view selects the start view; no hash gives the page start view', () => {
    const store = resetStore();
    history.replaceState(null, '', `${startUrl}#providers`);
    stop = startProfileViewSync('drugs', store);
    expect(store.get(profileViewAtom)).to.equal('providers');
    stop();
    history.replaceState(null, '', startUrl);
    stop = startProfileViewSync('drugs', store);
    expect(store.get(profileViewAtom)).to.equal('drugs');
  });

  it('follows hash changes; an unknown hash keeps the view, an empty one returns to the start view', () => {
    const store = resetStore();
    history.replaceState(null, '', startUrl);
    stop = startProfileViewSync('plans', store);
    setHash('#drugs');
    expect(store.get(profileViewAtom)).to.equal('drugs');
    setHash('#main-content');
    expect(store.get(profileViewAtom)).to.equal('drugs');
    setHash('');
    expect(store.get(profileViewAtom)).to.equal('plans');
  });

  it('showing a view adds a history entry, so back returns to the previous view', async () => {
    const store = resetStore();
    history.replaceState(null, '', startUrl);
    stop = startProfileViewSync('plans', store);
    showProfileView('providers', store);
    expect(location.hash).to.equal('#providers');
    expect(store.get(profileViewAtom)).to.equal('providers');
    // Back, not history.length, proves the new entry: WebKit caps the length at 100 in a long test session.
    history.back();
    await waitFor(() => store.get(profileViewAtom) === 'plans', 'back did not return to plans');
    expect(location.hash).to.equal('');
  });
});
