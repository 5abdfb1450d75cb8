/**
 * QA kept in its place. The server listens on loopback unless HOST says
 * otherwise. QA routes, persona sign-in by URL and the switches are on for
 * the demo, off with SP_QA=off and always off with SP_MODE=production; the
 * routes that change or show every user's data (reset, events, session
 * ending) answer only a client on this machine that addressed it by a
 * loopback name; the element-alone page writes only plain attribute names.
 */
import os from 'node:os';
import { expect, test } from '@playwright/test';
import { PERSONA_UUID, TestServer, users } from './helpers';
import { portOf, raw } from './raw';

/** An address of this machine that is not loopback, when it has one. */
const outside = Object.values(os.networkInterfaces()).flat().find((i) => i?.family === 'IPv4' && !i.internal)?.address;

async function fromOutside(server: TestServer, method: string, path: string) {
  const url = new URL(path, server.baseUrl);
  url.hostname = outside ?? '127.0.0.1';
  return fetch(url, { method }).then((r) => r.status, (e: Error) => `unreachable: ${(e.cause as { code?: string } | undefined)?.code ?? e.message}`);
}

test.describe('the demo (QA on)', () => {
  let server: TestServer;
  test.beforeAll(async () => { server = await TestServer.start(); });
  test.afterAll(async () => { await server.stop(); });

  test('listens on 127.0.0.1 unless HOST says otherwise', async () => {
    expect(server.startLine).toContain('listening on 127.0.0.1');
    if (outside) expect(await fromOutside(server, 'GET', '/qa/personas')).toBe('unreachable: ECONNREFUSED');
    expect((await server.client().get('/qa/personas')).status).toBe(200);
  });

  test('reset, events and session ending answer a loopback client that names this machine, and refuse a page whose name only points here', async () => {
    const local = server.client();
    expect((await local.get('/qa/events')).status).toBe(200);
    expect((await local.delete(`/qa/sessions/${PERSONA_UUID.shopper}`)).status).toBe(200);
    // DNS rebinding: a page of evil.example, its name pointed at 127.0.0.1, calls through the visitor's browser.
    const port = portOf(server.baseUrl);
    for (const [method, target] of [['GET', '/qa/events'], ['POST', '/qa/reset'], ['DELETE', `/qa/sessions/${PERSONA_UUID.shopper}`]] as const) {
      const answer = await raw(port, { method, target, headers: [['Host', `evil.example:${port}`]] });
      expect(answer.status, `${method} ${target}`).toBe(403);
    }
  });

  test('the element-alone page refuses a crafted attribute name and writes plain ones', async () => {
    const guest = server.client();
    for (const name of ['onclick', 'onmouseover', 'x onmouseover', 'x"><script>alert(1)</script', 'Variant', '1a', 'a_b', '']) {
      const answer = await guest.get(`/qa/element-alone.html?tag=sp-toast&attr.${encodeURIComponent(name)}=alert(1)`);
      expect(answer.status, name).toBe(400);
      expect(String(JSON.stringify(answer.body))).not.toContain('<script');
    }
    const page = await guest.get('/qa/element-alone.html?tag=sp-saved-plans&attr.variant=panel&attr.data-x=%22%3E%3Cscript%3E');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('<sp-saved-plans variant="panel" data-x="&#34;&#62;&#60;script&#62;"></sp-saved-plans>');
  });
});

test.describe('with HOST=0.0.0.0', () => {
  let server: TestServer;
  test.beforeAll(async () => { server = await TestServer.start({ HOST: '0.0.0.0' }); });
  test.afterAll(async () => { await server.stop(); });

  test('reset, events and session ending refuse a client on another machine; the personas list answers it', async () => {
    expect(server.startLine).toContain('listening on 0.0.0.0');
    // Where the machine has an address besides loopback (CI and this machine do), a request comes from outside.
    if (outside) {
      expect(await fromOutside(server, 'GET', '/qa/personas')).toBe(200);
      expect(await fromOutside(server, 'GET', '/qa/events')).toBe(403);
      expect(await fromOutside(server, 'POST', '/qa/reset')).toBe(403);
      expect(await fromOutside(server, 'DELETE', `/qa/sessions/${PERSONA_UUID.shopper}`)).toBe(403);
    }
    expect((await server.client().get('/qa/events')).status).toBe(200);
  });
});

for (const env of [{ SP_QA: 'off' }, { SP_MODE: 'production', SP_QA: 'on' }] as Record<string, string>[]) {
  test.describe(`with ${Object.entries(env).map(([k, v]) => `${k}=${v}`).join(' ')}`, () => {
    let server: TestServer;
    test.beforeAll(async () => { server = await TestServer.start(env); });
    test.afterAll(async () => { await server.stop(); });

    test('there are no QA routes, no persona sign-in by URL and no switches; sign-in and the profile work as ever', async () => {
      const client = server.client();
      for (const [method, path] of [['GET', '/qa/personas'], ['GET', '/qa/events'], ['POST', '/qa/reset'], ['GET', '/qa/element-alone.html?tag=sp-toast'], ['DELETE', `/qa/sessions/${PERSONA_UUID.shopper}`]] as const) {
        expect((await client.call(method, path)).status, path).toBe(404);
      }
      const page = await client.get('/?persona=member&date=2026-10-15&fault=outage');
      expect(page.headers.getSetCookie()).toEqual([]);
      await client.signIn('shopper');
      client.qa = 'fault=profile-fail,invalid-session,outage&date=2026-10-15';
      const profile = await client.get(users(PERSONA_UUID.shopper, 'all/2026'));
      expect(profile.status).toBe(200);
      expect((profile.body as { isServiceOutage?: boolean }).isServiceOutage).toBeUndefined();
      expect(((await client.get('/landrover/api/system-date/v1')).body as { systemDate: string }).systemDate).not.toMatch(/^2026-10-15/);
    });

    if (env.SP_MODE === 'production') {
      test('pages carry the strict Content-Security-Policy, and no csp switch turns it off', async () => {
        const page = await server.client().get('/?csp=off');
        expect(page.headers.get('content-security-policy')).toContain("require-trusted-types-for 'script'");
      });
    }
  });
}
