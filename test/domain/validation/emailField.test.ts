import { expect } from '@open-wc/testing';
import { EMAIL_MAX_LENGTH, emailError } from '../../../src/domain/validation/emailField';

describe('email dialog field (spec §5.4)', () => {
  it('requires an address', () => {
    expect(emailError('')).to.equal('emailError');
    expect(emailError('   ')).to.equal('emailError');
  });

  it('checks the email format (not_an_email)', () => {
    expect(emailError('maria@')).to.equal('emailError');
    expect(emailError('maria@example')).to.equal('emailError');
    expect(emailError('maria@example.c')).to.equal('emailError');
    expect(emailError('maria@example.com')).to.equal(undefined);
    expect(emailError("o'neil.m+plans@mail.example.org")).to.equal(undefined);
  });

  it('accepts at most 254 characters', () => {
    const local = 'a'.repeat(64);
    const domainOf = (length: number) => `${'b'.repeat(length - 4)}.com`;
    const longest = `${local}@${domainOf(EMAIL_MAX_LENGTH - local.length - 1)}`;
    expect(longest).to.have.length(EMAIL_MAX_LENGTH);
    expect(emailError(longest)).to.equal(undefined);
    expect(emailError(`${local}@${domainOf(EMAIL_MAX_LENGTH - local.length)}`)).to.equal('emailError');
  });
});
