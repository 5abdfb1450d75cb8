import { expect } from '@open-wc/testing';
import { stubFetch } from './fetch';
import { waitFor } from './wait';

describe('test helpers', () => {
  describe('stubFetch', () => {
    it('answers by method and path, and records each request with its JSON body', async () => {
      const server = stubFetch([
        { method: 'GET', path: /^\/landrover\/api\/Users\/u1\/all/, json: { uuid: 'u1' } },
        { method: 'DELETE', path: '/landrover/api/Users/u1/plans/H1234-001-000/2025', status: 500 },
      ]);
      const profile = await fetch('/landrover/api/Users/u1/all?x=1').then((r) => r.json());
      const removed = await fetch('/landrover/api/Users/u1/plans/H1234-001-000/2025', { method: 'DELETE', body: JSON.stringify({ isGuest: true }) });
      expect(profile).to.deep.equal({ uuid: 'u1' });
      expect(removed.status).to.equal(500);
      expect(server.requests.map((r) => `${r.method} ${r.url.pathname}`)).to.deep.equal([
        'GET /landrover/api/Users/u1/all',
        'DELETE /landrover/api/Users/u1/plans/H1234-001-000/2025',
      ]);
      expect(server.requests[1]!.json).to.deep.equal({ isGuest: true });
    });

    it('a once-route answers the first request only; unmatched requests answer 404', async () => {
      stubFetch([
        { path: '/api/profile', status: 401, body: 'Invalid session', once: true },
        { path: '/api/profile', json: { ok: true } },
      ]);
      expect((await fetch('/api/profile')).status).to.equal(401);
      expect((await fetch('/api/profile')).status).to.equal(200);
      expect((await fetch('/api/other')).status).to.equal(404);
    });

    it('restore() puts the real fetch back', () => {
      const real = window.fetch;
      const server = stubFetch([]);
      expect(window.fetch).to.not.equal(real);
      server.restore();
      expect(window.fetch).to.equal(real);
    });
  });

  describe('waitFor', () => {
    it('resolves with the first truthy value', async () => {
      let n = 0;
      const found = await waitFor(() => (++n >= 3 ? `after ${n}` : null));
      expect(found).to.equal('after 3');
    });

    it('rejects with the given message when the condition never holds', async () => {
      const error = await waitFor(() => false, 'dialog never opened', { timeout: 100 }).catch((e: Error) => e);
      expect(String(error)).to.contain('dialog never opened');
    });
  });
});
