import { expect } from '@open-wc/testing';
import {
  changeField,
  createForm,
  EMAIL_PATTERN,
  formValues,
  isFormValid,
  validateForm,
  validateValue,
  type FieldDefinition,
} from '../../../src/domain/validation/validator';

describe('generic validator rules (spec §5.3)', () => {
  const cases: [string, FieldDefinition, string, string[]][] = [
    ['required: blank fails', { name: 'a', required: true }, '  ', ['required']],
    ['required: filled passes', { name: 'a', required: true }, 'x', []],
    ['optional and empty: no errors at all', { name: 'a', minimum: 3, pattern: /^\d+$/ }, '', []],
    ['minimum length', { name: 'a', minimum: 3 }, 'ab', ['minimum']],
    ['minimum length met', { name: 'a', minimum: 3 }, 'abc', []],
    ['maximum length', { name: 'a', maximum: 3 }, 'abcd', ['maximum']],
    ['maximum length met', { name: 'a', maximum: 3 }, 'abc', []],
    ['minimum value', { name: 'a', minimum: 10, measure: 'value' }, '9', ['minimum']],
    ['maximum value', { name: 'a', maximum: 10, measure: 'value' }, '11', ['maximum']],
    ['value bounds met', { name: 'a', minimum: 1, maximum: 10, measure: 'value' }, '10', []],
    ['value not a number fails both bounds', { name: 'a', minimum: 1, maximum: 10, measure: 'value' }, 'x', ['minimum', 'maximum']],
    ['pattern', { name: 'a', pattern: /^\d+$/ }, '12a', ['pattern']],
    ['email pattern is named not_an_email', { name: 'a', email: true }, 'a@b', ['not_an_email']],
    ['email passes', { name: 'a', email: true }, 'ann.lee+1@mail.example.com', []],
    ['custom check gives invalid', { name: 'a', valid: (value) => value === 'ok' }, 'no', ['invalid']],
  ];
  for (const [name, definition, value, errors] of cases) {
    it(name, () => expect(Object.keys(validateValue(definition, value))).to.deep.equal(errors));
  }

  const emails: [string, boolean][] = [
    ['a@b.co', true],
    ['first.last@sub.domain.org', true],
    ["o'neil_1%x-y@x.info", true],
    ['a@b.c', false],
    ['a@b.abcdefgh', false],
    ['a@b.abcdefg', true],
    ['a@b.c0m', false],
    ['a b@c.com', false],
    ['@c.com', false],
    ['a@.com', false],
    ['a.com', false],
  ];
  for (const [email, valid] of emails) {
    it(`email ${email} -> ${valid}`, () => expect(EMAIL_PATTERN.test(email)).to.equal(valid));
  }
});

describe('form state: change, validate (spec §5.3)', () => {
  const definitions: FieldDefinition[] = [
    { name: 'firstName', required: true },
    { name: 'email', required: true, email: true },
  ];

  it("duplicate field names throw 'Cannot have the fields with the same name'", () => {
    expect(() => createForm([{ name: 'a' }, { name: 'a' }])).to.throw(Error, 'Cannot have the fields with the same name');
  });

  it('starts with initial values and no errors', () => {
    const form = createForm(definitions, { firstName: 'Ann' });
    expect(formValues(form)).to.deep.equal({ firstName: 'Ann', email: '' });
    expect(isFormValid(form)).to.equal(true);
  });

  it('validation runs on change', () => {
    const form = changeField(createForm(definitions), 'email', 'bad');
    expect(form.fields.email).to.deep.equal({ value: 'bad', initialValue: '', errors: { not_an_email: true } });
    expect(isFormValid(form)).to.equal(false);
  });

  it('validates the whole form before sending', () => {
    const form = validateForm(createForm(definitions, { firstName: 'Ann' }));
    expect(form.fields.firstName?.errors).to.deep.equal({});
    expect(form.fields.email?.errors).to.deep.equal({ required: true });
    expect(isFormValid(form)).to.equal(false);
    expect(isFormValid(validateForm(createForm(definitions, { firstName: 'Ann', email: 'a@b.co' })))).to.equal(true);
  });

  it('operations never change the form they are given', () => {
    const form = createForm(definitions);
    changeField(form, 'firstName', 'x');
    expect(form.fields.firstName?.value).to.equal('');
  });

  it('an unknown field name is a programming error', () => {
    const form = createForm(definitions);
    expect(() => changeField(form, 'nope', 'x')).to.throw('Unknown field: nope');
  });
});
