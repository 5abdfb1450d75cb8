import { expect } from '@open-wc/testing';
import {
  isValidPlainMbi,
  validateImportForm1,
  validateImportForm2,
  type ImportForm2Values,
  type ImportFormErrors,
} from '../../../src/domain/validation/importForm';

const valid1 = { firstName: 'Ann', lastName: 'Lee', dobMonth: '03', dobDay: '07', dobYear: '1950', zipCode: '55401', mbi: '1EG4TE5MK73', isAttested: true };
const valid2: ImportForm2Values = { ...valid1, mbi: '1EG4-TE5-MK73', email: 'ann@example.com', gender: 'f' };

describe('import form 1: every field required, each failure with its message key (spec §5.1)', () => {
  it('a complete form has no errors', () => expect(validateImportForm1(valid1, 2026)).to.deep.equal({}));

  const cases: [string, Partial<typeof valid1>, ImportFormErrors][] = [
    ['blank first name', { firstName: ' ' }, { firstName: 'firstNameError' }],
    ['blank last name', { lastName: '' }, { lastName: 'lastNameError' }],
    ['missing month', { dobMonth: '' }, { dob: 'dobError' }],
    ['missing day', { dobDay: '' }, { dob: 'dobError' }],
    ['missing year', { dobYear: '' }, { dob: 'dobError' }],
    ['month 13', { dobMonth: '13' }, { dob: 'dobError' }],
    ['year after the current year', { dobYear: '2027' }, { dob: 'dobError' }],
    ['empty ZIP', { zipCode: '' }, { zipCode: 'zipCodeError' }],
    ['four-digit ZIP', { zipCode: '5540' }, { zipCode: 'zipCodeError' }],
    ['ZIP 00000, no positive number', { zipCode: '00000' }, { zipCode: 'zipCodeError' }],
    ['empty Medicare number', { mbi: '' }, { mbi: 'mbiError' }],
    ['Medicare number with a space', { mbi: '1EG4 TE5MK73' }, { mbi: 'mbiError' }],
    ['not attested', { isAttested: false }, { isAttested: 'isAttestedError' }],
  ];
  for (const [name, overrides, errors] of cases) {
    it(name, () => expect(validateImportForm1({ ...valid1, ...overrides }, 2026)).to.deep.equal(errors));
  }

  const mbis: [string, boolean][] = [['12345678', false], ['123456789', true], ['123456789A', true], ['1EG4TE5MK73', true], ['1EG4TE5MK734', false], ['1EG4-TE5-MK', false]];
  for (const [mbi, expected] of mbis) {
    it(`form-1 Medicare number ${mbi} -> ${expected}`, () => expect(isValidPlainMbi(mbi)).to.equal(expected));
  }
});

describe('import form 2: adds email, gender and the masked Medicare number', () => {
  it('a complete form has no errors', () => expect(validateImportForm2(valid2, 2026)).to.deep.equal({}));

  const cases: [string, Partial<ImportForm2Values>, ImportFormErrors][] = [
    ['bad email', { email: 'ann@' }, { email: 'emailError' }],
    ['no gender', { gender: '' }, { gender: 'genderError' }],
    ['gender other than m or f', { gender: 'x' }, { gender: 'genderError' }],
    ['unmasked Medicare number', { mbi: '1EG4TE5MK73' }, { mbi: 'mbiError' }],
    ['Medicare number over 13 characters', { mbi: '1EG4-TE5-MK733' }, { mbi: 'mbiError' }],
    ['form-1 rules still apply', { firstName: '' }, { firstName: 'firstNameError' }],
  ];
  for (const [name, overrides, errors] of cases) {
    it(name, () => expect(validateImportForm2({ ...valid2, ...overrides }, 2026)).to.deep.equal(errors));
  }
});
