/** The profile merge request (spec §3.9, §4.4). */

export type MergeAction = 'm' | 's';

export const MERGE_ACTION = { merge: 'm', saveSkipPreference: 's' } as const;

export interface MergeFormValues {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  dobMonth?: string | null;
  dobDay?: string | null;
  dobYear?: string | null;
  mbi?: string | null;
  gender?: string | null;
  zipCode?: string | null;
}

export interface MergeRequest {
  firstName: string;
  lastName: string;
  email: string;
  /** month/day/year joined by slashes; '' when no part is known. */
  dob: string;
  mbi: string;
  gender: string;
  zipCode: string;
  action: MergeAction;
}

function trimmed(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** Builds the merge request: values trimmed, dob as month/day/year, fields a form lacks sent empty. */
export function buildMergeRequest(values: MergeFormValues, action: MergeAction): MergeRequest {
  const dobParts = [values.dobMonth, values.dobDay, values.dobYear].map(trimmed);
  return {
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    email: trimmed(values.email),
    dob: dobParts.some((part) => part !== '') ? dobParts.join('/') : '',
    mbi: trimmed(values.mbi),
    gender: trimmed(values.gender),
    zipCode: trimmed(values.zipCode),
    action,
  };
}
