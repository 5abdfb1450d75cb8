import { expect } from '@open-wc/testing';
import { isCloakedIdentity, isGuestIdentity } from '../../src/domain/identityCookie';

describe('guest versus authenticated (identity cookie)', () => {
  const cases: [Parameters<typeof isGuestIdentity>[0], boolean, boolean][] = [
    [{ isGuest: true }, true, false],
    [{ isGuest: 'true' }, true, false],
    [{ isGuest: true, isCSRLogin: true }, true, false],
    [{ isGuest: false }, false, false],
    [{ isGuest: 'false', isCSRLogin: 'true' }, false, true],
    [{ isCSRLogin: true }, false, true],
    [{}, false, false],
    [null, false, false],
    [undefined, false, false],
  ];
  for (const [cookie, guest, cloaked] of cases) {
    it(`${JSON.stringify(cookie)} -> ${guest ? 'guest' : 'authenticated'}${cloaked ? ', cloaked' : ''}`, () => {
      expect(isGuestIdentity(cookie)).to.equal(guest);
      expect(isCloakedIdentity(cookie)).to.equal(cloaked);
    });
  }
});
