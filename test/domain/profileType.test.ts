import { expect } from '@open-wc/testing';
import { brandCodeForSiteId } from '../../src/domain/brand';
import {
  isBaseAccountProfile,
  isMemberProfile,
  invalidTelesalesProfileType,
  isTelesalesProfileType,
  needsIdentityConfirmation,
} from '../../src/domain/profileType';
import { isPresent } from '../../src/domain/storedValue';

describe("stored values: 'undefined' and 'null' read as absent (spec §4.1)", () => {
  const cases: [unknown, boolean][] = [
    ['undefined', false],
    ['null', false],
    [' null ', false],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    ['abc', true],
    [0, true],
    [false, true],
  ];
  for (const [value, present] of cases) {
    it(`${JSON.stringify(value) ?? 'undefined'} is ${present ? 'present' : 'absent'}`, () => {
      expect(isPresent(value)).to.equal(present);
    });
  }
});

describe('member profile: uuid, not guest, optumId and mbi, record type not p', () => {
  const member = { uuid: 'u1', isGuestUser: false, optumId: 'opt', mbi: '1EG4TE5MK73', salesforceRecordType: 'M' };
  const cases: [string, Parameters<typeof isMemberProfile>[0], boolean][] = [
    ['all present', member, true],
    ['record type absent', { ...member, salesforceRecordType: undefined }, true],
    ['record type p', { ...member, salesforceRecordType: 'p' }, false],
    ['no uuid', { ...member, uuid: undefined }, false],
    ["uuid stored as 'undefined'", { ...member, uuid: 'undefined' }, false],
    ['guest', { ...member, isGuestUser: true }, false],
    ["guest as text 'true'", { ...member, isGuestUser: 'true' }, false],
    ['no optumId', { ...member, optumId: null }, false],
    ["mbi stored as 'null'", { ...member, mbi: 'null' }, false],
  ];
  for (const [name, user, expected] of cases) {
    it(`${name} -> ${expected}`, () => expect(isMemberProfile(user)).to.equal(expected));
  }
});

describe('base account: no first/last name', () => {
  const cases: [Parameters<typeof isBaseAccountProfile>[0], boolean][] = [
    [{ firstName: 'Ann', lastName: 'Lee' }, false],
    [{}, true],
    [{ firstName: 'undefined', lastName: 'null' }, true],
    [{ firstName: 'Ann' }, true],
    [{ lastName: 'Lee' }, true],
  ];
  for (const [user, expected] of cases) {
    it(`${JSON.stringify(user)} -> ${expected}`, () => expect(isBaseAccountProfile(user)).to.equal(expected));
  }
});

describe('telesales profile types and codes', () => {
  const cases: [unknown, boolean][] = [['M', true], ['P', true], ['TPM', true], ['TPP', true], ['m', false], ['X', false], [null, false], [3, false]];
  for (const [code, expected] of cases) {
    it(`${JSON.stringify(code)} is a telesales type: ${expected}`, () => expect(isTelesalesProfileType(code)).to.equal(expected));
  }

  it('a type that is set but none of the four is invalid (spec §4.4); an absent one, stored or not, is not', () => {
    expect(['m', 'X', 7].map(invalidTelesalesProfileType)).to.deep.equal(['m', 'X', '7']);
    expect(['M', 'P', 'TPM', 'TPP', undefined, null, '', ' ', 'undefined', 'null'].map(invalidTelesalesProfileType)).to.deep.equal(Array(10).fill(null));
  });

  const dialog: [string, Parameters<typeof needsIdentityConfirmation>[0], boolean][] = [
    ['signed-in telesales profile', { isGuest: false, telesalesProfileType: 'TPM', createdByAgent: false }, true],
    ['guest', { isGuest: true, telesalesProfileType: 'TPM', createdByAgent: false }, false],
    ['no telesales type', { isGuest: false, telesalesProfileType: null, createdByAgent: false }, false],
    ['created by an agent', { isGuest: false, telesalesProfileType: 'M', createdByAgent: true }, false],
  ];
  for (const [name, inputs, expected] of dialog) {
    it(`confirm-identity pop-up loads for ${name}: ${expected}`, () => expect(needsIdentityConfirmation(inputs)).to.equal(expected));
  }
});

describe("brand code: site id containing 'aarp' -> AMP, else UMS (spec §6)", () => {
  const cases: [string | null | undefined, string][] = [
    ['aarp', 'AMP'],
    ['AARPMedicarePlans', 'AMP'],
    ['www.aarp.uhc', 'AMP'],
    ['uhc', 'UMS'],
    ['', 'UMS'],
    [null, 'UMS'],
    [undefined, 'UMS'],
  ];
  for (const [siteId, code] of cases) {
    it(`${JSON.stringify(siteId)} -> ${code}`, () => expect(brandCodeForSiteId(siteId)).to.equal(code));
  }
});
