import { expect } from '@open-wc/testing';
import { configure } from '../../../src/state/config';
import { applyProfile } from '../../../src/state/profile';
import { profileViewAtom, sendSavedPlansEmail, showProfileView, startProfileViewSync, viewFromHash } from '../../../src/state/profile/profileView';
import { resetStore } from '../../../src/state/store';
import { stubFetch } from '../../helpers/fetch';
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

describe('state: email the saved plans', () => {
  it('posts the email payload with the user, the brand code of the site id (uhc -> UMS) and a link to the saved plans', async () => {
    const store = resetStore();
    configure({ brand: 'uhc' });
    applyProfile(store, { uuid: 'u1', userDetails: { uuid: 'u1', firstName: 'Maria', lastName: 'Lopez', mbi: '1EG4TE5MK73', zipCode: '10001' } });
    const server = stubFetch([{ method: 'POST', path: '/EmailWAR/emailrest/profile/email/v1', json: { success: true } }]);
    expect(await sendSavedPlansEmail('  maria@example.com ', store)).to.equal(true);
    const sent = server.requests[0]!;
    expect(sent.json).to.include({ emailAddress: 'maria@example.com', firstName: 'Maria', lastName: 'Lopez', mbi: '1EG4TE5MK73', zip: '10001', siteId: 'UMS' });
    expect((sent.json as { deeplink: string }).deeplink).to.equal(`${location.origin}${location.pathname}${location.search}#plans`);
    configure({ brand: 'aarp' });
  });

  it("the profile's own site id decides the brand code: an 'aarp' site id is AMP whatever the page's brand", async () => {
    const store = resetStore();
    configure({ brand: 'uhc' });
    applyProfile(store, { uuid: 'u1', userDetails: { uuid: 'u1', firstName: 'Maria', lastName: 'Lopez', siteId: 'AARPMedicarePlans' } });
    const server = stubFetch([{ method: 'POST', path: '/EmailWAR/emailrest/profile/email/v1', json: { success: true } }]);
    expect(await sendSavedPlansEmail('maria@example.com', store)).to.equal(true);
    expect(server.requests[0]!.json).to.include({ siteId: 'AMP' });
    configure({ brand: 'aarp' });
  });

  it('a failed send resolves false (logged by the api layer, never thrown)', async () => {
    const store = resetStore();
    stubFetch([{ method: 'POST', path: '/EmailWAR/emailrest/profile/email/v1', status: 500 }]);
    expect(await sendSavedPlansEmail('maria@example.com', store)).to.equal(false);
  });
});
