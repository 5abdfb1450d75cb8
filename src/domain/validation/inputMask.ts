/**
 * Masked text fields (spec §5, §5.1, §5.2): the Medicare number shown as
 * #XX#-XX#-XX##, the five-digit ZIP, the two- and four-digit parts of a date
 * of birth. Whatever a person types, pastes or deletes is put in the mask's
 * shape, and the caret stays after the same character it followed, so an
 * edit in the middle of the value lands where the person is typing. Pure:
 * the field hands in its text and caret and gets back what to show.
 */

export interface InputMask {
  /** One character the mask keeps (tested character by character); anything else typed or pasted is dropped. */
  keeps: RegExp;
  /** Lengths of the groups, shown joined by the separator; their sum is the most characters kept. */
  groups: readonly number[];
  separator?: string;
  upperCase?: boolean;
}

/** A mask of digits only, at most `length` of them (the ZIP, a date-of-birth part). */
export function digitsMask(length: number): InputMask {
  return { keeps: /\d/, groups: [length] };
}

function capacity(mask: InputMask): number {
  return mask.groups.reduce((sum, length) => sum + length, 0);
}

function kept(mask: InputMask, text: string): string {
  const characters = [...text].filter((character) => mask.keeps.test(character)).join('');
  return mask.upperCase ? characters.toUpperCase() : characters;
}

/** The characters of `text` the mask keeps, without its separators: the value as it is sent. */
export function unmaskedText(mask: InputMask, text: string | null | undefined): string {
  return kept(mask, text ?? '').slice(0, capacity(mask));
}

function shaped(mask: InputMask, characters: string): string {
  const parts: string[] = [];
  let start = 0;
  for (const length of mask.groups) {
    const part = characters.slice(start, start + length);
    if (part !== '') parts.push(part);
    start += length;
  }
  return parts.join(mask.separator ?? '');
}

/** Typed or stored text in the mask's shape. */
export function maskedText(mask: InputMask, text: string | null | undefined): string {
  return shaped(mask, unmaskedText(mask, text));
}

/**
 * The position in `shown` just after its `count`-th kept character (0: the
 * start); past the separators that follow it when the caret was after a
 * separator (Delete or Backspace just behind a hyphen leaves it there).
 */
function positionAfter(mask: InputMask, shown: string, count: number, pastSeparators: boolean): number {
  let position = 0;
  for (let seen = 0; seen < count && position < shown.length; position += 1) {
    if (mask.keeps.test(shown.charAt(position))) seen += 1;
  }
  if (pastSeparators && count > 0) while (position < shown.length && !mask.keeps.test(shown.charAt(position))) position += 1;
  return position;
}

export type Deletion = 'backward' | 'forward';

export interface MaskEdit {
  /** The field's text before the edit (in the mask's shape). */
  previous: string;
  /** The text the browser made of it: after typing, pasting, deleting or replacing a selection. */
  value: string;
  /** Where the browser left the caret in `value`. */
  caret: number;
  /** The edit was a deletion (Backspace: backward, Delete: forward). */
  deletion?: Deletion | undefined;
}

export interface MaskedField {
  value: string;
  caret: number;
}

/**
 * The field after an edit: `value` in the mask's shape, the caret after the
 * same kept character it followed in what the browser made. A deletion that
 * took away only a separator (Backspace just after a hyphen, Delete just
 * before one) would change nothing the person can see, so it takes the
 * character beyond the separator, as in any text without a mask.
 */
export function applyMaskEdit(mask: InputMask, edit: MaskEdit): MaskedField {
  let characters = kept(mask, edit.value);
  let before = kept(mask, edit.value.slice(0, edit.caret)).length;
  let afterSeparator = edit.caret > 0 && !mask.keeps.test(edit.value.charAt(edit.caret - 1));
  const onlySeparatorGone = edit.deletion !== undefined && edit.value !== edit.previous && characters === kept(mask, edit.previous);
  if (onlySeparatorGone) {
    const at = edit.deletion === 'backward' ? before - 1 : before;
    if (at >= 0 && at < characters.length) {
      characters = characters.slice(0, at) + characters.slice(at + 1);
      before = at;
      afterSeparator = false;
    }
  }
  const limited = characters.slice(0, capacity(mask));
  const value = shaped(mask, limited);
  return { value, caret: positionAfter(mask, value, Math.min(before, limited.length), afterSeparator) };
}

/**
 * The field after `text` is put in place of the selection (a paste): only the
 * characters the mask keeps go in, as many as there is room for (a full field
 * takes none, as a field at its maximum length does), so a number copied with
 * spaces, hyphens or a line break around it arrives whole.
 */
export function applyMaskInsert(mask: InputMask, current: string, selection: { start: number; end: number }, text: string): MaskedField {
  const before = current.slice(0, selection.start);
  const after = current.slice(selection.end);
  const room = capacity(mask) - kept(mask, before).length - kept(mask, after).length;
  const inserted = kept(mask, text).slice(0, Math.max(0, room));
  return applyMaskEdit(mask, { previous: current, value: before + inserted + after, caret: before.length + inserted.length });
}
