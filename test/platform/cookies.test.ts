import { expect } from '@open-wc/testing';
import * as v from 'valibot';
import { deleteCookie, GUEST_COOKIE_DAYS, writeCookie, writeJsonCookie } from '../../src/platform/cookies';
import { readStoredJson, readStoredText } from '../../src/platform/storedValue';

const NAME = 'sp_test_cookie';

/** Records what is written to document.cookie while still writing it. */
function recordCookieWrites(): { written: string[]; restore: () => void } {
  const written: string[] = [];
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native.get!.call(document),
    set: (text: string) => {
      written.push(text);
      native.set!.call(document, text);
    },
  });
  return { written, restore: () => delete (document as { cookie?: string }).cookie };
}

describe('platform cookies', () => {
  afterEach(() => {
    deleteCookie(NAME);
  });

  it('writes, reads and deletes a value, URI-encoded', () => {
    writeCookie(NAME, 'a b;c');
    expect(readStoredText('cookie', NAME)).to.equal('a b;c');
    deleteCookie(NAME);
    expect(readStoredText('cookie', NAME)).to.equal(undefined);
  });

  it('reads the identity cookie as JSON; bad JSON and the texts undefined/null read as absent', () => {
    writeJsonCookie(NAME, { uuid: 'u1', isGuest: true, isCSRLogin: false });
    expect(readStoredJson('cookie', NAME, v.unknown())).to.deep.equal({ uuid: 'u1', isGuest: true, isCSRLogin: false });
    writeCookie(NAME, '{bad');
    expect(readStoredJson('cookie', NAME, v.unknown())).to.equal(undefined);
    writeCookie(NAME, 'undefined');
    expect(readStoredText('cookie', NAME)).to.equal(undefined);
    writeCookie(NAME, 'null');
    expect(readStoredText('cookie', NAME)).to.equal(undefined);
  });

  it('writes max-age in days and path=/; no max-age makes a session cookie; delete uses max-age=0', () => {
    const record = recordCookieWrites();
    try {
      writeCookie(NAME, 'guest', { maxAgeDays: GUEST_COOKIE_DAYS });
      writeCookie(NAME, 'signed-in');
      deleteCookie(NAME);
    } finally {
      record.restore();
    }
    expect(record.written[0]).to.equal(`${NAME}=guest; max-age=7776000; path=/; SameSite=Lax`);
    expect(record.written[1]).to.equal(`${NAME}=signed-in; path=/; SameSite=Lax`);
    expect(record.written[2]).to.equal(`${NAME}=; max-age=0; path=/; SameSite=Lax`);
  });

  it('does not confuse cookies whose names share a prefix', () => {
    writeCookie(`${NAME}_other`, 'x');
    try {
      expect(readStoredText('cookie', NAME)).to.equal(undefined);
    } finally {
      deleteCookie(`${NAME}_other`);
    }
  });
});
