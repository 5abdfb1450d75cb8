import { expect } from '@open-wc/testing';
import {
  createIdentityForm,
  IDENTITY_FIELD_ERRORS,
  identityFormFields,
  isIdentityFieldDisabled,
  isSendablePrefill,
} from '../../../src/domain/validation/identityForm';
import { changeField, isFormValid, validateForm, type FormState } from '../../../src/domain/validation/validator';

const base = ['firstName', 'lastName', 'email', 'dobMonth', 'dobDay', 'dobYear'];

describe('confirm-identity field sets per telesales type (spec §4.4)', () => {
  const cases: [string, string[] | null][] = [
    ['M', [...base, 'mbi']],
    ['TPM', [...base, 'zipCode']],
    ['P', [...base, 'gender', 'zipCode']],
    ['TPP', [...base, 'gender', 'zipCode']],
    ['X', null],
  ];
  for (const [type, names] of cases) {
    it(`${type} -> ${JSON.stringify(names)}`, () => expect(identityFormFields(type, 2026)?.map((field) => field.name) ?? null).to.deep.equal(names));
  }

  it('an unknown or missing type gives no form', () => {
    expect(createIdentityForm(undefined, 2026)).to.equal(null);
  });
});

function errorsOf(form: FormState, name: string): string[] {
  return Object.keys(form.fields[name]?.errors ?? {});
}

describe('confirm-identity field rules (spec §5.2)', () => {
  const prefill = { firstName: ' Ann ', lastName: 'Lee', email: 'ann@example.com', dobMonth: '03', dobDay: '07', dobYear: '1950' };

  it('prefills known values, trimmed; a complete M form is valid', () => {
    const form = createIdentityForm('M', 2026, { ...prefill, mbi: '1EG4-TE5-MK73' });
    expect(form?.fields.firstName?.value).to.equal('Ann');
    expect(form && isFormValid(validateForm(form))).to.equal(true);
  });

  const cases: [string, string, string, string, string[]][] = [
    ['first name required', 'M', 'firstName', '', ['required']],
    ['email required', 'M', 'email', '', ['required']],
    ['email format', 'M', 'email', 'ann@x', ['not_an_email']],
    ['month needs two digits', 'M', 'dobMonth', '3', ['minimum', 'pattern']],
    ['month must be real', 'M', 'dobMonth', '13', ['invalid']],
    ['day needs two digits', 'M', 'dobDay', '7', ['minimum', 'pattern']],
    ['day must be real', 'M', 'dobDay', '32', ['invalid']],
    ['year needs four digits (and over 1000)', 'M', 'dobYear', '195', ['minimum', 'pattern', 'invalid']],
    ['year not after the current year', 'M', 'dobYear', '2027', ['invalid']],
    ['year over 1000', 'M', 'dobYear', '0999', ['invalid']],
    ['mbi required for the consent type', 'M', 'mbi', '', ['required']],
    ['mbi 13 characters in the mask pattern', 'M', 'mbi', '1EG4TE5MK73', ['minimum', 'pattern']],
    ['mbi over 13', 'M', 'mbi', '1EG4-TE5-MK733', ['maximum', 'pattern']],
    ['zip required for non-consent', 'TPM', 'zipCode', '', ['required']],
    ['zip five digits', 'TPM', 'zipCode', '123456', ['maximum', 'pattern']],
    ['zip positive', 'P', 'zipCode', '00000', ['invalid']],
    ['gender required', 'TPP', 'gender', '', ['required']],
    ['gender m or f', 'TPP', 'gender', 'x', ['pattern']],
  ];
  for (const [name, type, field, value, errors] of cases) {
    it(`${type}: ${name}`, () => {
      const form = createIdentityForm(type, 2026, prefill);
      expect(form && errorsOf(changeField(form, field, value), field)).to.deep.equal(errors);
    });
  }

  it('valid zip and gender pass', () => {
    const form = createIdentityForm('TPP', 2026, { ...prefill, zipCode: '55401', gender: 'm' });
    expect(form && isFormValid(validateForm(form))).to.equal(true);
  });
});

describe('identity fields disabled outside base accounts in the initial lock state', () => {
  const cases: [Parameters<typeof isIdentityFieldDisabled>[0], boolean, boolean, boolean][] = [
    ['firstName', false, true, true],
    ['email', false, true, true],
    ['firstName', true, true, false],
    ['firstName', false, false, false],
    ['zipCode', false, true, false],
    ['mbi', false, true, false],
  ];
  for (const [field, isBaseAccount, initialLock, disabled] of cases) {
    it(`${field}, base account ${isBaseAccount}, initial lock ${initialLock} -> disabled ${disabled}`, () =>
      expect(isIdentityFieldDisabled(field, isBaseAccount, initialLock)).to.equal(disabled));
  }
});

describe('only a prefilled value the form can send is locked', () => {
  const known = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', dobMonth: '03', dobDay: '07', dobYear: '1950' };
  const cases: [string, Record<string, string>, string, boolean][] = [
    ['a valid known e-mail', known, 'email', true],
    ['an e-mail without its domain', { ...known, email: 'ann@example' }, 'email', false],
    ['no known e-mail', { ...known, email: '' }, 'email', false],
    ['a known month that is no month', { ...known, dobMonth: '00' }, 'dobMonth', false],
    ['a known first name', known, 'firstName', true],
  ];
  for (const [name, prefill, field, sendable] of cases) {
    it(`${name} -> ${sendable ? 'locked' : 'open'}`, () => {
      const form = createIdentityForm('TPM', 2026, prefill)!;
      expect(isSendablePrefill(form, field as Parameters<typeof isSendablePrefill>[1])).to.equal(sendable);
    });
  }

  it('an edit does not change what was prefilled', () => {
    const form = changeField(createIdentityForm('TPM', 2026, known)!, 'email', 'x');
    expect(isSendablePrefill(form, 'email')).to.equal(true);
  });
});

describe('confirm-identity messages (spec §5.2 gives none: the import form\'s, §5.1)', () => {
  it('each field names the import form message of its kind; the date parts share the date of birth\'s', () => {
    expect(IDENTITY_FIELD_ERRORS).to.deep.equal({
      firstName: 'firstNameError', lastName: 'lastNameError', email: 'emailError',
      dobMonth: 'dobError', dobDay: 'dobError', dobYear: 'dobError',
      mbi: 'mbiError', zipCode: 'zipCodeError', gender: 'genderError',
    });
  });
});
