import { expect } from '@open-wc/testing';
import {
  isValidPlainMbi,
  validateImportForm1,
  validateImportForm2,
  type ImportForm2Values,
} from '../../../src/domain/validation/importForm';

const valid1 = { firstName: 'Ann', lastName: 'Lee', dobMonth: '03', dobDay: '07', dobYear: '1950', zipCode: '55401', mbi: '1EG4TE5MK73', isAttested: true };
const valid2: ImportForm2Values = { ...valid1, mbi: '1EG4-TE5-MK73', email: 'ann@example.com', gender: 'f' };

describe('import form 1: every field required, exact messages (spec §5.1)', () => {
  it('a complete form has no errors', () => expect(validateImportForm1(valid1, 2026)).to.deep.equal({}));

  const cases: [string, Partial<typeof valid1>, Record<string, string>][] = [
    ['blank first name', { firstName: ' ' }, { firstName: 'Error: Please enter a valid first name' }],
    ['blank last name', { lastName: '' }, { lastName: 'Error: Please enter a valid last name' }],
    ['missing month', { dobMonth: '' }, { dob: 'Error: Please enter a valid date of birth' }],
    ['missing day', { dobDay: '' }, { dob: 'Error: Please enter a valid date of birth' }],
    ['missing year', { dobYear: '' }, { dob: 'Error: Please enter a valid date of birth' }],
    ['month 13', { dobMonth: '13' }, { dob: 'Error: Please enter a valid date of birth' }],
    ['year after the current year', { dobYear: '2027' }, { dob: 'Error: Please enter a valid date of birth' }],
    ['empty ZIP', { zipCode: '' }, { zipCode: 'Error: Please enter a valid ZIP code' }],
    ['four-digit ZIP', { zipCode: '5540' }, { zipCode: 'Error: Please enter a valid ZIP code' }],
    ['empty Medicare number', { mbi: '' }, { mbi: 'Error: Please enter a valid Medicare number' }],
    ['Medicare number with a space', { mbi: '1EG4 TE5MK73' }, { mbi: 'Error: Please enter a valid Medicare number' }],
    ['not attested', { isAttested: false }, { isAttested: 'Error: You must attest in order to continue' }],
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

  const cases: [string, Partial<ImportForm2Values>, Record<string, string>][] = [
    ['bad email', { email: 'ann@' }, { email: 'Error: Please enter a valid email address' }],
    ['no gender', { gender: '' }, { gender: 'Error: Please select a gender' }],
    ['gender other than m or f', { gender: 'x' }, { gender: 'Error: Please select a gender' }],
    ['unmasked Medicare number', { mbi: '1EG4TE5MK73' }, { mbi: 'Error: Please enter a valid Medicare number' }],
    ['Medicare number over 13 characters', { mbi: '1EG4-TE5-MK733' }, { mbi: 'Error: Please enter a valid Medicare number' }],
    ['form-1 rules still apply', { firstName: '' }, { firstName: 'Error: Please enter a valid first name' }],
  ];
  for (const [name, overrides, errors] of cases) {
    it(name, () => expect(validateImportForm2({ ...valid2, ...overrides }, 2026)).to.deep.equal(errors));
  }
});
