/**
 * The import area's texts: the data import pop-up, its loading view (the
 * loading line both screens share is importLoadingMessages.ts'), and
 * the form controls it shares with the confirm-identity pop-up. The spec's
 * exact texts (§4.3, §5.1, §8) are marked; the rest is not shown in the spec
 * and written as a member would expect to read it.
 */
import { countsText } from '../../domain/locale';
import { defineMessages } from '../i18n/messages';

/** 'We added 2 drugs and 1 doctor from your claim history to your profile.' (only the kinds found). */
function added(drugs: number, providers: number): string {
  const found = countsText('en', [[drugs, { one: 'drug', other: 'drugs' }], [providers, { one: 'doctor', other: 'doctors' }]]);
  return `We added ${found} from your claim history to your profile.`;
}

export const importMessages = defineMessages('import', {
  heading: 'Import your drugs and doctors',
  intro: 'We can add the prescription drugs and doctors from your claim history to your profile. Confirm your information to continue.',
  form2Intro: 'Please confirm a few more details so we can find your claim history.',
  submit: 'Import my drugs and doctors',
  attestation: 'I attest that I am the member named above, and I agree to let the plan share my prescription and doctor claim history with my shopping profile.',
  /** Spec §4.3 (dialog loading view). */
  loadingHeading: 'We are finding your drug claims',
  noClaimsHeading: 'No claim history found',
  /** Spec §8. */
  noClaims: 'We were unable to find your claim history. While we did not find any prescription drugs, you can manually add your drugs.',
  addedHeading: 'Your information was added',
  added,
  returnToAccount: 'Return to account',

  // The fields, also the confirm-identity form's.
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  dateOfBirth: 'Date of birth',
  dobMonth: 'Month (MM)',
  dobDay: 'Day (DD)',
  dobYear: 'Year (YYYY)',
  gender: 'Gender',
  male: 'Male',
  female: 'Female',
  zipCode: 'ZIP code',
  mbi: 'Medicare number',
  /** Spec §5.1 (form 1's Medicare number hint). */
  mbiHint: '9 to 10 digits, no space',

  // Spec §5.1: a failed field's message (keys of ImportFormError).
  firstNameError: 'Error: Please enter a valid first name',
  lastNameError: 'Error: Please enter a valid last name',
  dobError: 'Error: Please enter a valid date of birth',
  zipCodeError: 'Error: Please enter a valid ZIP code',
  mbiError: 'Error: Please enter a valid Medicare number',
  isAttestedError: 'Error: You must attest in order to continue',
  emailError: 'Error: Please enter a valid email address',
  genderError: 'Error: Please select a gender',
});

export type ImportMessages = typeof importMessages.en;

declare module '../i18n/messages' {
  interface Catalogs {
    import: typeof importMessages;
  }
}
