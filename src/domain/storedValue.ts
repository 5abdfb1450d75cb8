/** Stored values (spec §4.1): the texts 'undefined' and 'null' are read as absent. */

/** True when a value is present: not null/undefined, not blank, not the text 'undefined' or 'null'. */
export function isPresent<T>(value: T | null | undefined): value is T {
  if (value === null || value === undefined) return false;
  if (typeof value !== 'string') return true;
  const text = value.trim();
  // A blank text is absent too: the profile fields it applies to are names, ids and codes.
  return text !== '' && text !== 'undefined' && text !== 'null';
}

