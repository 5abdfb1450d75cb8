/**
 * Cookie attributes (SameSite=Lax always, Secure when served over HTTPS, the
 * session cookie HttpOnly) and the identity-attempt lock under parallel merges.
 */
import { expect, request, test, type APIResponse } from '@playwright/test';
import { PERSONA_UUID, TestServer, users } from './helpers';

let server: TestServer;
test.beforeAll(async () => { server = await TestServer.start(); });
test.afterAll(async () => { await server.stop(); });

const HTTPS = { 'x-forwarded-proto': 'https' };

function setCookies(answer: APIResponse): string[] {
  return answer.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);
}

/** Every cookie-setting answer of the server: persona page, sign-in choice, authValidate, logout, QA switches, one-shot fault. */
async function everySetCookie(headers: Record<string, string>): Promise<string[]> {
  const context = await request.newContext({ baseURL: server.baseUrl, extraHTTPHeaders: headers });
  const page = await context.get('/?persona=member&date=2026-10-15', { maxRedirects: 0 });
  const guestChoice = await context.get('/optumid-login/choose?persona=guest', { maxRedirects: 0 });
  const chosen = await context.get('/optumid-login/choose?persona=shopper', { maxRedirects: 0 });
  const code = new URL(chosen.headers().location ?? '', 'http://x').searchParams.get('code');
  const validated = await context.post('/landrover/api/apps/aarp/authValidate', {
    data: { code, isHsidLogin: true, requestHost: 'localhost', isMultiProfileCloakInEnabled: false },
  });
  const fired = await context.get(users(PERSONA_UUID.shopper, 'all/2026'), { headers: { 'x-sp-qa': 'fault=invalid-session' } });
  const logout = await context.delete('/landrover/api/logout');
  const hsid = await context.get('/hsid-logout', { maxRedirects: 0 });
  const lines = [page, guestChoice, validated, fired, logout, hsid].flatMap(setCookies);
  await context.dispose();
  return lines;
}

const attributes = (line: string): string[] => line.split(';').slice(1).map((a) => a.trim().toLowerCase());

test('every cookie the server sets over HTTPS (X-Forwarded-Proto) is Secure and SameSite=Lax', async () => {
  const lines = await everySetCookie(HTTPS);
  const names = new Set(lines.map((l) => l.split('=')[0]));
  expect([...names].sort()).toEqual(['sp-identity', 'sp-qa', 'sp-qa-fired', 'sp-session', 'sp-user-id']);
  for (const line of lines) {
    expect(attributes(line), line).toContain('secure');
    expect(attributes(line), line).toContain('samesite=lax');
  }
});

test('over plain HTTP the cookies are SameSite=Lax and not Secure (a browser would drop them)', async () => {
  const lines = await everySetCookie({});
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(attributes(line), line).toContain('samesite=lax');
    expect(attributes(line), line).not.toContain('secure');
  }
});

test('only the session cookie is HttpOnly; the user id and identity cookies stay readable by scripts', async () => {
  const lines = await everySetCookie(HTTPS);
  const httpOnly = new Set(lines.filter((l) => attributes(l).includes('httponly')).map((l) => l.split('=')[0]));
  expect([...httpOnly]).toEqual(['sp-session']);
});

test('20 parallel wrong merge attempts never take the remaining count below 0 nor unlock it', async () => {
  const context = await request.newContext({ baseURL: server.baseUrl });
  await context.post('/qa/reset');
  const chosen = await context.get('/optumid-login/choose?persona=telesales-m', { maxRedirects: 0 });
  const code = new URL(chosen.headers().location ?? '', 'http://x').searchParams.get('code');
  await context.post('/landrover/api/apps/aarp/authValidate', { data: { code, isHsidLogin: true, requestHost: 'h', isMultiProfileCloakInEnabled: false } });
  const base = { firstName: 'Dorothy', lastName: 'Price', email: 'dorothy@example.com', dob: '07/04/1957', action: 'm' };
  const answers = await Promise.all(Array.from({ length: 20 }, () => context.post('/landrover/api/profiles/merge/v1', { data: { ...base, mbi: '9ZZ9ZZ9ZZ99' } })));
  const counts = await Promise.all(answers.map(async (a) => ((await a.json()) as { remainingRetryCount: number; isProfileMerged: boolean })));
  // telesales-m starts with 3 attempts: exactly three answers spend one each (2, 1, 0); every other answer is locked at 0.
  expect(counts.every((c) => c.remainingRetryCount >= 0 && !c.isProfileMerged)).toBe(true);
  expect(counts.map((c) => c.remainingRetryCount).sort()).toEqual([...Array<number>(18).fill(0), 1, 2].sort());

  // Locked: even the right answer no longer merges, and the profile says 0.
  const right = await context.post('/landrover/api/profiles/merge/v1', { data: { ...base, mbi: '3GJ6VG7PM94' } });
  expect(await right.json()).toEqual({ isProfileMerged: false, remainingRetryCount: 0 });
  const profile = (await (await context.get(users(PERSONA_UUID.telesalesM, 'full/2026'))).json()) as { userDetails: { retryCount: number } };
  expect(profile.userDetails.retryCount).toBe(0);
  await context.dispose();
});
