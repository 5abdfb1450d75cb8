import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import * as v from 'valibot';
import { deleteCookie, writeCookie } from '../../src/platform/cookies';
import { logger, type LogEntry } from '../../src/platform/logger';
import { readStored, readStoredJson, readStoredText } from '../../src/platform/storedValue';

const KEY = 'sp.test.storedValue';
const Shape = v.object({ zip: v.string() });

function logged(run: () => void): LogEntry[] {
  const entries: LogEntry[] = [];
  const stop = logger.subscribe((entry) => entries.push(entry));
  try {
    run();
  } finally {
    stop();
  }
  return entries;
}

describe('platform: the one reader of stored values (cookies, local and session storage)', () => {
  afterEach(() => {
    sinon.restore();
    localStorage.removeItem(KEY);
    sessionStorage.removeItem(KEY);
    deleteCookie(KEY);
  });

  for (const text of ['undefined', 'null', '', '   ']) {
    it(`the text ${JSON.stringify(text)} reads as absent, quietly, in every place`, () => {
      localStorage.setItem(KEY, text);
      sessionStorage.setItem(KEY, text);
      writeCookie(KEY, text);
      const entries = logged(() => {
        for (const place of ['local', 'session', 'cookie'] as const) {
          expect(readStored(place, KEY, Shape)).to.deep.equal({ state: 'absent' });
          expect(readStoredText(place, KEY)).to.equal(undefined);
        }
      });
      expect(entries).to.deep.equal([]);
    });
  }

  it('bad JSON and a wrong shape read as unreadable (not absent), are logged with the key, and give undefined to plain reads', () => {
    localStorage.setItem(KEY, '{"zip":');
    writeCookie(KEY, JSON.stringify({ zip: 10001 }));
    const entries = logged(() => {
      expect(readStored('local', KEY, Shape)).to.deep.equal({ state: 'unreadable' });
      expect(readStored('cookie', KEY, Shape)).to.deep.equal({ state: 'unreadable' });
      expect(readStoredJson('cookie', KEY, Shape)).to.equal(undefined);
    });
    expect(entries.map((e) => e.message)).to.deep.equal([
      `Stored value local:${KEY} is unreadable (not JSON); read as absent`,
      `Stored value cookie:${KEY} is unreadable (wrong shape); read as absent`,
      `Stored value cookie:${KEY} is unreadable (wrong shape); read as absent`,
    ]);
  });

  it('a value that passes the caller\'s schema is read with the schema\'s output', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ zip: '10001', extra: true }));
    expect(readStoredJson('session', KEY, Shape)).to.deep.equal({ zip: '10001' });
    sessionStorage.setItem(KEY, '2027');
    expect(readStoredText('session', KEY, v.pipe(v.string(), v.regex(/^\d{4}$/), v.transform(Number)))).to.equal(2027);
    sessionStorage.setItem(KEY, 'soon');
    expect(readStoredText('session', KEY, v.pipe(v.string(), v.regex(/^\d{4}$/)))).to.equal(undefined);
  });

  it('never throws: blocked storage reads as absent, a throwing schema as unreadable', () => {
    localStorage.setItem(KEY, '{"zip":"1"}');
    const throwing = v.pipe(v.unknown(), v.transform(() => {
      throw new Error('schema bug');
    }));
    expect(readStored('local', KEY, throwing)).to.deep.equal({ state: 'unreadable' });
    sinon.stub(Storage.prototype, 'getItem').throws(new DOMException('blocked', 'SecurityError'));
    expect(readStored('local', KEY, Shape)).to.deep.equal({ state: 'absent' });
  });

  it('a cookie that cannot be URI-decoded reads as absent', () => {
    document.cookie = `${KEY}=%E0%A4%A; path=/`;
    expect(readStoredText('cookie', KEY)).to.equal(undefined);
  });
});
