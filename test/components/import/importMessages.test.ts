import { expect } from '@open-wc/testing';
import { importMessages } from '../../../src/components/import/importMessages';
import { importEs } from '../../../src/components/import/importMessages.es';

describe('import texts', () => {
  it('the form messages are the spec\'s, letter for letter (§5.1)', () => {
    const { firstNameError, lastNameError, dobError, zipCodeError, mbiError, isAttestedError, emailError, genderError, mbiHint } = importMessages.en;
    expect([firstNameError, lastNameError, dobError, zipCodeError, mbiError, isAttestedError, emailError, genderError, mbiHint]).to.deep.equal([
      'Error: Please enter a valid first name',
      'Error: Please enter a valid last name',
      'Error: Please enter a valid date of birth',
      'Error: Please enter a valid ZIP code',
      'Error: Please enter a valid Medicare number',
      'Error: You must attest in order to continue',
      'Error: Please enter a valid email address',
      'Error: Please select a gender',
      '9 to 10 digits, no space',
    ]);
  });

  it('says what was added, in the plural form each count takes', () => {
    expect(importMessages.en.added(2, 1)).to.equal('We added 2 drugs and 1 doctor from your claim history to your profile.');
    expect(importMessages.en.added(0, 3)).to.equal('We added 3 doctors from your claim history to your profile.');
    expect(importEs.added(1, 2)).to.equal('Agregamos a su perfil 1 medicamento y 2 médicos de su historial de reclamaciones.');
    expect(importEs.added(3, 0)).to.equal('Agregamos a su perfil 3 medicamentos de su historial de reclamaciones.');
  });
});
