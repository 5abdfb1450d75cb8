/**
 * The masked Medicare number (spec §5.1 form 2, §5.2): shown as #XX#-XX#-XX##,
 * at most 13 characters; sent without the mask's hyphens, as the number is
 * stored (e.g. 1EG4TE5MK72).
 */
import { maskedText, unmaskedText, type InputMask } from './inputMask';

/** Letters and digits, upper case, in groups of 4, 3 and 4 joined by hyphens. */
export const MBI_MASK: InputMask = { keeps: /[A-Za-z0-9]/, groups: [4, 3, 4], separator: '-', upperCase: true };

/** Letters and digits only, upper case, at most the 11 characters of a Medicare number. */
export function unmaskMbi(value: string | null | undefined): string {
  return unmaskedText(MBI_MASK, value);
}

/** Typed or stored text in the mask's shape: hyphens after the 4th and 7th character. */
export function maskMbi(value: string | null | undefined): string {
  return maskedText(MBI_MASK, value);
}
