/**
 * A masked field's input event (src/domain/validation/inputMask.ts), handled
 * in the event itself: the field is given its masked text and caret before
 * React renders, so React finds it already showing the value it is given and
 * leaves both alone. Without this, React writes the masked value after the
 * event and the browser puts the caret at the end, so the next key lands
 * there (a person fixing one character of a Medicare number got a garbled
 * number). The value is written at most once per edit, and only when the
 * mask changed what the browser made (a screen reader hears the field once;
 * no live region repeats it).
 */
import type { ChangeEvent, ClipboardEvent } from 'react';
import { applyMaskEdit, applyMaskInsert, type Deletion, type InputMask, type MaskedField } from '../../domain/validation/inputMask';

/** Backspace-like edits delete backward, Delete-like ones forward (InputEvent.inputType); anything else is no deletion. */
function deletionOf(event: Event): Deletion | undefined {
  const inputType = (event as Partial<InputEvent>).inputType ?? '';
  if (!inputType.startsWith('delete')) return undefined;
  return inputType.endsWith('Forward') ? 'forward' : 'backward';
}

function hasFocus(input: HTMLInputElement): boolean {
  const root = input.getRootNode() as Document | ShadowRoot;
  return root.activeElement === input;
}

/** Shows `next` in the field: the value written only when it differs, the caret put only while the person is there. */
function show(input: HTMLInputElement, next: MaskedField): void {
  if (input.value !== next.value) input.value = next.value;
  // Only while the person is in the field: moving the caret of another field could take the focus there.
  if (hasFocus(input) && (input.selectionStart !== next.caret || input.selectionEnd !== next.caret)) input.setSelectionRange(next.caret, next.caret);
}

/** Shapes the field by its mask and keeps the caret where the person is typing; answers the value to keep. */
export function maskedChange(event: ChangeEvent<HTMLInputElement>, mask: InputMask, previous: string): string {
  const input = event.currentTarget;
  const next = applyMaskEdit(mask, { previous, value: input.value, caret: input.selectionEnd ?? input.value.length, deletion: deletionOf(event.nativeEvent) });
  show(input, next);
  return next.value;
}

/**
 * A paste, put in by the mask rather than the browser: the browser would cut
 * the pasted text at the field's maximum length before the mask drops its
 * spaces and hyphens (' 1EG4-TE5-MK73' would lose its last character).
 * Answers the value to keep.
 */
export function maskedPaste(event: ClipboardEvent<HTMLInputElement>, mask: InputMask): string {
  event.preventDefault();
  const input = event.currentTarget;
  const end = input.value.length;
  const next = applyMaskInsert(mask, input.value, { start: input.selectionStart ?? end, end: input.selectionEnd ?? end }, event.clipboardData.getData('text/plain'));
  show(input, next);
  return next.value;
}
