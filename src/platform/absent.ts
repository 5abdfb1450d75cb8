/** Spec §4.1: a stored value of 'undefined' or 'null' is treated as absent. */
export function isAbsentText(text: string | null | undefined): text is null | undefined | 'undefined' | 'null' | '' {
  return text === null || text === undefined || text === '' || text === 'undefined' || text === 'null';
}
