import { expect } from '@open-wc/testing';
import { configure } from '../../../src/state/config';
import { applyProfile } from '../../../src/state/profile';
import { sendSavedPlansEmail } from '../../../src/state/profile/savedPlansEmail';
import { resetStore } from '../../../src/state/store';
import { stubFetch } from '../../helpers/fetch';

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

  it('sends every field of the spec\'s email payload, \'\' where the profile has no value (uhcstatus has no source)', async () => {
    const store = resetStore();
    applyProfile(store, { uuid: 'u1', userDetails: { uuid: 'u1', firstName: 'Maria', lastName: 'Lopez', gender: 'f', dob: '1956-04-12', profileStatus: 'ACTIVE' } });
    const server = stubFetch([{ method: 'POST', path: '/EmailWAR/emailrest/profile/email/v1', json: { success: true } }]);
    expect(await sendSavedPlansEmail('maria@example.com', store)).to.equal(true);
    const sent = server.requests[0]!.json as Record<string, unknown>;
    expect(Object.keys(sent).sort()).to.deep.equal(['deeplink', 'dob', 'emailAddress', 'firstName', 'gender', 'lastName', 'mbi', 'profileStatus', 'siteId', 'uhcstatus', 'zip']);
    expect(sent).to.include({ gender: 'f', dob: '1956-04-12', profileStatus: 'ACTIVE', mbi: '', zip: '', uhcstatus: '', siteId: 'AMP' });
  });

  it('a failed send resolves false (logged by the api layer, never thrown)', async () => {
    const store = resetStore();
    stubFetch([{ method: 'POST', path: '/EmailWAR/emailrest/profile/email/v1', status: 500 }]);
    expect(await sendSavedPlansEmail('maria@example.com', store)).to.equal(false);
  });
});
