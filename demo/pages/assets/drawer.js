/**
 * A side drawer on a native modal <dialog>: it holds focus, closes on
 * Escape, and gives focus back to what was focused when it opened (looked
 * up through open shadow roots, since the opener is often inside an element).
 */
import { el } from './demo.js';

function deepActiveElement() {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Opens a drawer titled `title`; `fill(body, close)` renders its content.
 * `onClosed` runs once, however the drawer closes.
 */
export function openDrawer({ id, title, fill, onClosed }) {
  document.getElementById(id)?.remove();
  const opener = deepActiveElement();
  const headingId = `${id}-title`;
  const dialog = el('dialog', { class: 'drawer', id, 'aria-labelledby': headingId });
  let closed = false;
  const close = (result) => {
    if (closed) return;
    closed = true;
    if (dialog.open) dialog.close();
    dialog.remove();
    if (opener instanceof HTMLElement) opener.focus();
    onClosed?.(result);
  };
  const closeButton = el('button', { type: 'button', class: 'btn secondary', onclick: () => close(undefined) }, 'Close');
  const body = el('div', { class: 'drawer-body' });
  dialog.append(el('div', { class: 'drawer-head' }, el('h2', { id: headingId }, title), closeButton), body);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close(undefined);
  });
  document.body.append(dialog);
  fill(body, close);
  dialog.showModal();
  (body.querySelector('[autofocus]') ?? body.querySelector('input, select, button') ?? closeButton).focus();
  return { close, dialog };
}

/** A labelled field: <div class="field"><label for>..</label>control</div>. */
export function field(labelText, control) {
  control.id ||= `f-${Math.random().toString(36).slice(2, 9)}`;
  return el('div', { class: 'field' }, el('label', { for: control.id }, labelText), control);
}

/** A polite live region for status messages inside a drawer or page. */
export function statusLine() {
  return el('p', { role: 'status', class: 'notice', 'aria-live': 'polite' });
}
