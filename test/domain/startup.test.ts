import { expect } from '@open-wc/testing';
import { startupAction } from '../../src/domain/startup';

describe('startup decision (spec §4.2)', () => {
  const cases: [string, Parameters<typeof startupAction>[0], ReturnType<typeof startupAction>][] = [
    ['a new code is validated', { codeParam: 'abc', storedCode: 'old', hasUserIdCookie: true, isCSRLogin: false }, { kind: 'validate-code', code: 'abc' }],
    ['a code with nothing stored is validated', { codeParam: 'abc', hasUserIdCookie: false, isCSRLogin: false }, { kind: 'validate-code', code: 'abc' }],
    ['the same code just loads the profile', { codeParam: 'abc', storedCode: 'abc', hasUserIdCookie: false, isCSRLogin: false }, { kind: 'load-profile', cloaked: false }],
    ["a code of 'undefined' is no code", { codeParam: 'undefined', hasUserIdCookie: false, isCSRLogin: false }, { kind: 'load-guest' }],
    ['a user-id cookie loads the profile', { hasUserIdCookie: true, isCSRLogin: false }, { kind: 'load-profile', cloaked: false }],
    ['a support-agent login loads cloaked', { codeParam: null, hasUserIdCookie: true, isCSRLogin: true }, { kind: 'load-profile', cloaked: true }],
    ['no cookie is a guest', { hasUserIdCookie: false, isCSRLogin: true }, { kind: 'load-guest' }],
  ];
  for (const [name, inputs, action] of cases) {
    it(name, () => expect(startupAction(inputs)).to.deep.equal(action));
  }
});
