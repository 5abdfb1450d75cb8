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
  /** MM/DD/YYYY; '' when the form holds no whole date. */
  dob: string;
  mbi: string;
  gender: string;
  zipCode: string;
  action: MergeAction;
}

function trimmed(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/**
 * Month/day/year joined by slashes, month and day as two digits: the import form takes '7' for July, and the
 * profile keeps 07/04/1957. A form closed half-typed (the skip preference) holds no date to send: ''.
 */
function dobText(values: MergeFormValues): string {
  const month = trimmed(values.dobMonth);
  const day = trimmed(values.dobDay);
  const year = trimmed(values.dobYear);
  const whole = /^\d{1,2}$/.test(month) && /^\d{1,2}$/.test(day) && /^\d{4}$/.test(year);
  return whole ? `${month.padStart(2, '0')}/${day.padStart(2, '0')}/${year}` : '';
}

/** Builds the merge request: values trimmed, dob as MM/DD/YYYY, fields a form lacks sent empty. */
export function buildMergeRequest(values: MergeFormValues, action: MergeAction): MergeRequest {
  return {
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    email: trimmed(values.email),
    dob: dobText(values),
    mbi: trimmed(values.mbi),
    gender: trimmed(values.gender),
    zipCode: trimmed(values.zipCode),
    action,
  };
}
