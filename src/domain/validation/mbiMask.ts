/**
 * The masked Medicare number (spec §5.1 form 2, §5.2): shown as #XX#-XX#-XX##,
 * at most 13 characters; sent without the mask's hyphens, as the number is
 * stored (e.g. 1EG4TE5MK72).
 */
/** Letters and digits only, upper case, at most the 11 characters of a Medicare number. */
export function unmaskMbi(value: string | null | undefined): string {
  return (value ?? '').replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 11);
}

/** Typed or stored text in the mask's shape: hyphens after the 4th and 7th character. */
export function maskMbi(value: string | null | undefined): string {
  const raw = unmaskMbi(value);
  return [raw.slice(0, 4), raw.slice(4, 7), raw.slice(7)].filter((part) => part !== '').join('-');
}
