import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import * as v from 'valibot';
import { removeItem, removeKeys, writeJson, writeText } from '../../src/platform/storage';
import { readStoredJson, readStoredText } from '../../src/platform/storedValue';

const KEY = 'sp.test.storage';

describe('platform storage (read through the one reader)', () => {
  afterEach(() => {
    sinon.restore();
    localStorage.removeItem(KEY);
    sessionStorage.removeItem(KEY);
  });

  it('writes and reads JSON in local and session storage, apart', () => {
    writeJson('local', KEY, { a: 1 });
    writeJson('session', KEY, [2]);
    expect(readStoredJson('local', KEY, v.unknown())).to.deep.equal({ a: 1 });
    expect(readStoredJson('session', KEY, v.unknown())).to.deep.equal([2]);
  });

  for (const stored of ['undefined', 'null', '']) {
    it(`reads the stored text '${stored}' as absent`, () => {
      localStorage.setItem(KEY, stored);
      expect(readStoredText('local', KEY)).to.equal(undefined);
      expect(readStoredJson('local', KEY, v.unknown())).to.equal(undefined);
    });
  }

  it('reads bad JSON as absent', () => {
    localStorage.setItem(KEY, '{oops');
    expect(readStoredJson('local', KEY, v.unknown())).to.equal(undefined);
    expect(readStoredText('local', KEY)).to.equal('{oops');
  });

  it('with a schema, reads only a value that passes it', () => {
    writeJson('local', KEY, { zip: '10001' });
    expect(readStoredJson('local', KEY, v.object({ zip: v.string() }))).to.deep.equal({ zip: '10001' });
    expect(readStoredJson('local', KEY, v.object({ zip: v.number() }))).to.equal(undefined);
  });

  it('writing undefined removes the key; removeItem and removeKeys remove', () => {
    writeText('session', KEY, 'x');
    writeJson('session', KEY, undefined);
    expect(sessionStorage.getItem(KEY)).to.equal(null);
    writeText('session', KEY, 'x');
    removeItem('session', KEY);
    expect(sessionStorage.getItem(KEY)).to.equal(null);
    writeText('session', KEY, 'x');
    sessionStorage.setItem('host.key', 'kept');
    removeKeys('session', (key) => key.startsWith('sp.'));
    expect(sessionStorage.getItem(KEY)).to.equal(null);
    expect(sessionStorage.getItem('host.key')).to.equal('kept');
    sessionStorage.removeItem('host.key');
  });

  it('never throws when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    sinon.stub(Storage.prototype, 'getItem').callsFake(blocked);
    sinon.stub(Storage.prototype, 'setItem').callsFake(blocked);
    sinon.stub(Storage.prototype, 'removeItem').callsFake(blocked);
    sinon.stub(Storage.prototype, 'key').callsFake(blocked);
    expect(readStoredJson('local', KEY, v.unknown())).to.equal(undefined);
    expect(writeJson('local', KEY, { a: 1 })).to.equal(false);
    expect(writeText('session', KEY, 'a')).to.equal(false);
    expect(() => removeItem('local', KEY)).not.to.throw();
    expect(() => removeKeys('local', () => true)).not.to.throw();
  });

  it('reports false for a value that cannot become JSON', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeJson('local', KEY, cyclic)).to.equal(false);
  });
});
