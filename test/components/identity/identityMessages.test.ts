import { expect } from '@open-wc/testing';
import { identityMessages } from '../../../src/components/identity/identityMessages';
import { identityEs } from '../../../src/components/identity/identityMessages.es';

describe('identity texts', () => {
  it('the banner texts are the spec\'s, letter for letter (§8)', () => {
    const { unableToConfirm, attemptsRemaining, maximumAttempts, contactUs } = identityMessages.en;
    expect(unableToConfirm).to.equal('We were unable to confirm your identity.');
    expect(attemptsRemaining(1)).to.equal('You have 1 attempt(s) remaining to confirm your identity.');
    expect(attemptsRemaining(2)).to.equal('You have 2 attempt(s) remaining to confirm your identity.');
    expect(maximumAttempts).to.equal("We're sorry, but you have reached the maximum number of attempts to confirm your identity. Please contact us to try again:");
    expect(contactUs('1-800-000-0000')).to.equal('1-800-000-0000 (TTY: 711), toll free, 8 a.m. - 8 p.m., 7 days a week');
  });

  it('in Spanish the remaining attempts take the plural form of their count', () => {
    expect(identityEs.attemptsRemaining(1)).to.equal('Le queda 1 intento para confirmar su identidad.');
    expect(identityEs.attemptsRemaining(2)).to.equal('Le quedan 2 intentos para confirmar su identidad.');
    expect(identityEs.contactUs('1-800-000-0000')).to.equal('1-800-000-0000 (TTY: 711), llamada gratuita, de 8 a.m. a 8 p.m., los 7 días de la semana');
  });
});
