/**
 * Safe defaults on every answer: no type sniffing, no full referrer to other
 * sites, no framing (X-Frame-Options and CSP frame-ancestors on every page,
 * with or without the strict policy), `Cache-Control: no-store` on every
 * answer that carries personal data or signs someone in; and a returnUrl
 * that is taken only as a path on this site, refused (never stripped) when
 * anything in it would let a browser read it as another host.
 */
import { expect, test } from '@playwright/test';
import { type Answer, type Client, PERSONA_UUID, TestServer, users } from './helpers';
import { portOf, raw } from './raw';

let server: TestServer;
let member: Client;
test.beforeAll(async () => {
  server = await TestServer.start();
  member = server.client();
  await member.signIn('member');
});
test.afterAll(async () => { await server.stop(); });

const EVERY_ANSWER = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'DENY' };

function expectDefaults(headers: Headers | Record<string, string>, what: string) {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : headers[name]);
  for (const [name, value] of Object.entries(EVERY_ANSWER)) expect(get(name), `${what}: ${name}`).toBe(value);
}

test('every answer carries nosniff, the referrer policy and frame refusal: pages, API, QA, errors, redirects, files', async () => {
  const guest = server.client();
  const answers: [string, Answer][] = [
    ['QA console page', await guest.get('/')],
    ['sign-in page', await guest.get('/optumid-login')],
    ['stand-in page', await guest.get('/manage-profile')],
    ['profile', await member.get(users(PERSONA_UUID.member, 'all/2026'))],
    ['a refused profile', await guest.get(users(PERSONA_UUID.member, 'all/2026'))],
    ['QA personas', await guest.get('/qa/personas')],
    ['a page not found', await guest.get('/no-such-page.html')],
    ['a method not allowed', await guest.call('PUT', '/qa/personas')],
    ['a redirect', await guest.get('/hsid-logout')],
    ['a preflight', await guest.call('OPTIONS', '/landrover/api/logout', undefined, { origin: server.baseUrl })],
    ['a refused write', await guest.call('POST', '/gpdCustomEvent', 'x', { 'content-type': 'text/plain' })],
  ];
  for (const [what, answer] of answers) expectDefaults(answer.headers, what);
  const badTarget = await raw(portOf(server.baseUrl), { method: 'GET', target: 'http://a:b' });
  expect(badTarget.status).toBe(400);
  expectDefaults(badTarget.headers, 'a bad request target');
});

test('every page refuses framing by its policy too: frame-ancestors \'none\', alone or within the strict policy', async () => {
  const guest = server.client();
  expect((await guest.get('/?csp=off')).headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  expect((await guest.get('/?csp=strict')).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect((await guest.get('/optumid-login')).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
});

test('every answer that carries personal data or signs someone in is no-store', async () => {
  const client = server.client();
  const chosen = await client.get('/optumid-login/choose?persona=member&returnUrl=%2Fprofile.html');
  const code = new URL(chosen.headers.get('location') ?? '', 'http://x').searchParams.get('code');
  const personal: [string, Answer][] = [
    ['authValidate', await client.post('/landrover/api/apps/aarp/authValidate', { code, isHsidLogin: true, requestHost: 'localhost', isMultiProfileCloakInEnabled: false })],
    ['profile read', await client.get(users(PERSONA_UUID.member, 'all/2026'))],
    ['profile save', await client.post(users(PERSONA_UUID.member, 'demographics/2026'), { userDetails: { nickName: 'Maggie' } })],
    ['removal', await client.delete(users(PERSONA_UUID.member, 'drugs/1005/2026'))],
    ['application statuses', await client.post('/shopper-profile/api/applications/status/v1/search', { mbi: '1EG4TE5MK72', pageSize: 100 })],
    ['pending enrollments', await client.post('/online-enrollment/user/fetchEnrollmentDataByEmailId/t/v1', { emailId: 'margaret.hill@example.com' })],
    ['supplement application', await client.get('/landrover/api/enrollments/medsupp/v1')],
    ['import', await client.post('/landrover/api/profiles/import/member-items/v1', { uuid: PERSONA_UUID.member, isAuthUser: true, triggeredBy: 'profile' })],
    ['QA events', await client.get('/qa/events')],
    ['a page signing a persona in', await server.client().get('/?persona=member')],
    ['logout', await client.delete('/landrover/api/logout')],
  ];
  for (const [what, answer] of personal) {
    expect(answer.status, what).toBeLessThan(400);
    expect(answer.headers.get('cache-control'), what).toBe('no-store');
  }
});

test('a returnUrl is taken only as a path on this site: TAB, CR, LF, backslashes, other hosts and dot tricks fall back to /profile.html', async () => {
  const hostile = ['/%09/evil.example', '/%0d/evil.example', '%0a//evil.example', '/\t/evil.example', '//evil.example', '/\\evil.example', 'https://evil.example/',
    '/.//evil.example', '/%2e//evil.example', '/ok%0d%0aSet-Cookie:%20x=1', 'javascript:alert(1)', '/caf\u00e9'];
  for (const returnUrl of hostile) {
    for (const path of [`/optumid-login/choose?persona=guest&returnUrl=${encodeURIComponent(returnUrl)}`, `/hsid-logout?returnUrl=${encodeURIComponent(returnUrl)}`, `/optumid-login/choose?persona=shopper&returnUrl=${encodeURIComponent(returnUrl)}`]) {
      const answer = await server.client().get(path);
      expect(answer.status, path).toBe(302);
      const location = answer.headers.get('location') ?? '';
      expect(new URL(location, server.baseUrl).origin, `${path} -> ${location}`).toBe(server.baseUrl);
      expect(location, path).toMatch(/^\/profile\.html(\?code=[0-9a-f]+)?$/);
    }
  }
});

test('a returnUrl on an origin of SP_ALLOWED_ORIGINS (a host on another origin) is kept; the same tricks on it, and any other origin, fall back', async () => {
  const host = 'http://www.example.com:8821';
  const allowing = await TestServer.start({ SP_ALLOWED_ORIGINS: host });
  try {
    const chosen = await allowing.client().get(`/optumid-login/choose?persona=member&returnUrl=${encodeURIComponent(`${host}/profile.html?lang=es#plans`)}`);
    expect(chosen.headers.get('location')).toMatch(/^http:\/\/www\.example\.com:8821\/profile\.html\?lang=es&code=[0-9a-f]{24}#plans$/);
    const signedOut = await allowing.client().get(`/hsid-logout?returnUrl=${encodeURIComponent(`${host}/`)}`);
    expect(signedOut.headers.get('location')).toBe(`${host}/`);
    const refused = [`${host}//evil.example`, `${host}/%09/x`, `${host}/.//evil.example`, `${host}@evil.example/`, `${host}.evil.example/`, 'HTTP://WWW.EXAMPLE.COM:8821/',
      `${host}\\evil.example`, 'http://www.example.com:8822/', 'https://www.example.com:8821/', host];
    for (const returnUrl of refused) {
      const answer = await allowing.client().get(`/optumid-login/choose?persona=guest&returnUrl=${encodeURIComponent(returnUrl)}`);
      expect(answer.headers.get('location'), returnUrl).toBe('/profile.html');
    }
  } finally {
    await allowing.stop();
  }
  // Without the allow-list, no other origin at all.
  const other = await server.client().get(`/optumid-login/choose?persona=guest&returnUrl=${encodeURIComponent(`${host}/profile.html`)}`);
  expect(other.headers.get('location')).toBe('/profile.html');
});

test('a same-site returnUrl is kept as it is, with the sign-in code in place of any it had', async () => {
  const answer = await server.client().get(`/optumid-login/choose?persona=member&returnUrl=${encodeURIComponent('/dashboard.html?lang=es&code=old#plans')}`);
  expect(answer.headers.get('location')).toMatch(/^\/dashboard\.html\?lang=es&code=[0-9a-f]{24}#plans$/);
});
