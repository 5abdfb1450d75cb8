import { expect } from '@open-wc/testing';
import { EMAIL_ERROR_MESSAGE, EMAIL_MAX_LENGTH, emailError } from '../../../src/components/profile/emailForm';
import { isSavedPlansPanelShown } from '../../../src/components/profile/sidebarRules';

describe('saved-plans panel rule (spec §2.2)', () => {
  const table: Array<[Parameters<typeof isSavedPlansPanelShown>[0], boolean]> = [
    [{ view: 'drugs', isApplicationsExists: true, isPlansExists: false }, true],
    [{ view: 'providers', isApplicationsExists: true, isPlansExists: true }, true],
    [{ view: 'plans', isApplicationsExists: false, isPlansExists: true }, true],
    [{ view: 'plans', isApplicationsExists: true, isPlansExists: true }, false],
    [{ view: 'plans', isApplicationsExists: false, isPlansExists: false }, false],
  ];
  for (const [inputs, shown] of table) {
    it(`${shown ? 'shows' : 'hides'} the panel for ${JSON.stringify(inputs)}`, () => {
      expect(isSavedPlansPanelShown(inputs)).to.equal(shown);
    });
  }
});

describe('email dialog field (spec §5.4)', () => {
  it('requires an address', () => {
    expect(emailError('')).to.equal(EMAIL_ERROR_MESSAGE);
    expect(emailError('   ')).to.equal(EMAIL_ERROR_MESSAGE);
  });

  it('checks the email format (not_an_email)', () => {
    expect(emailError('maria@')).to.equal(EMAIL_ERROR_MESSAGE);
    expect(emailError('maria@example')).to.equal(EMAIL_ERROR_MESSAGE);
    expect(emailError('maria@example.c')).to.equal(EMAIL_ERROR_MESSAGE);
    expect(emailError('maria@example.com')).to.equal(undefined);
    expect(emailError("o'neil.m+plans@mail.example.org")).to.equal(undefined);
  });

  it('accepts at most 254 characters', () => {
    const local = 'a'.repeat(64);
    const domainOf = (length: number) => `${'b'.repeat(length - 4)}.com`;
    const longest = `${local}@${domainOf(EMAIL_MAX_LENGTH - local.length - 1)}`;
    expect(longest).to.have.length(EMAIL_MAX_LENGTH);
    expect(emailError(longest)).to.equal(undefined);
    expect(emailError(`${local}@${domainOf(EMAIL_MAX_LENGTH - local.length)}`)).to.equal(EMAIL_ERROR_MESSAGE);
  });
});
