/**
 * Texts of the data import pop-up and loading screen. The spec's exact texts
 * (§4.3, §8) are marked; the rest is not shown in the spec and written here
 * as a member would expect to read it.
 */
export const IMPORT_TEXTS = {
  heading: 'Import your drugs and doctors',
  intro: 'We can add the prescription drugs and doctors from your claim history to your profile. Confirm your information to continue.',
  form2Intro: 'Please confirm a few more details so we can find your claim history.',
  submit: 'Import my drugs and doctors',
  firstName: 'First name',
  lastName: 'Last name',
  zipCode: 'ZIP code',
  mbi: 'Medicare number',
  email: 'Email address',
  attestation: 'I attest that I am the member named above, and I agree to let the plan share my prescription and doctor claim history with my shopping profile.',
  /** Spec §4.3 (dialog loading view). */
  loadingHeading: 'We are finding your drug claims',
  /** Spec §4.3 (both loading screens). */
  loadingInfo: 'This may take up to 1 minute. The page will automatically refresh once we have your information.',
  /** Spec §4.3 (page-level loading screen). */
  pageLoadingHeading: 'We are finding your drugs & doctors.',
  noClaimsHeading: 'No claim history found',
  /** Spec §8. */
  noClaims: 'We were unable to find your claim history. While we did not find any prescription drugs, you can manually add your drugs.',
  addedHeading: 'Your information was added',
  returnToAccount: 'Return to account',
} as const;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** 'We added 2 drugs and 1 doctor from your claim history to your profile.' */
export function addedMessage(drugs: number, providers: number): string {
  const parts = [drugs > 0 && plural(drugs, 'drug', 'drugs'), providers > 0 && plural(providers, 'doctor', 'doctors')].filter(Boolean);
  return `We added ${parts.join(' and ')} from your claim history to your profile.`;
}
