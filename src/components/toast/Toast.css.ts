import { css } from '../../styles/sheet';

/*
 * Where the window has room for it (40em tall: a phone or a laptop at
 * ordinary text size), the toast floats at the foot of the window, at most
 * half its height, and steps aside from keyboard focus (useClearOfFocus).
 * With less room (200% text on a phone, 400% zoom), a floating toast would
 * cover half the screen or more: it then sits in the page where the host
 * put the tag, and covers nothing (WCAG 1.4.10, 2.4.11). Media queries in
 * em follow the browser's text size, so enlarged text counts as less room.
 *
 * The close button comes last in the markup (Tab order, screen readers) and
 * sits beside the heading, so the text has the toast's whole width.
 */
export const toastCss = css`
  .sp-toast {
    display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: start; column-gap: var(--sp-space-2);
    margin: var(--sp-space-4) 0; padding: var(--sp-space-3) var(--sp-space-2) var(--sp-space-4) var(--sp-space-4);
    /* Transparent sides: invisible here, drawn in the system colour under forced colours, which drop the shadow. */
    border: 1px solid transparent; border-inline-start: 0.375rem solid var(--sp-color-primary); border-radius: var(--sp-radius);
    background: var(--sp-color-surface); color: var(--sp-color-text); box-shadow: var(--sp-shadow);
    overflow-wrap: anywhere;
  }
  .sp-toast__heading { grid-area: 1 / 1; align-self: center; margin: 0; font-size: var(--sp-font-size-h3); }
  .sp-toast__close { grid-area: 1 / 2; }
  .sp-toast__body, .sp-toast__action { grid-column: 1 / -1; justify-self: start; margin-inline-end: var(--sp-space-1); }
  .sp-toast__body { margin: var(--sp-space-2) 0 0; }
  .sp-toast__action { margin-top: var(--sp-space-3); }
  .sp-toast__close {
    display: inline-grid; place-items: center; min-width: 2.75rem; min-height: 2.75rem;
    margin-top: calc(-1 * var(--sp-space-1));
    border: 0; border-radius: var(--sp-radius); background: none; color: inherit;
  }
  .sp-toast__close:hover { background: var(--sp-color-surface-alt); }
  .sp-toast__close-mark { font-size: 1.75em; line-height: 1; }
  a.sp-button--secondary:hover { background: var(--sp-color-surface-alt); }
  @media (min-height: 40em) {
    .sp-toast {
      position: fixed; z-index: var(--sp-toast-z-index, 1000); inset-inline-end: var(--sp-space-4);
      width: min(26rem, calc(100vw - 2 * var(--sp-space-4))); max-height: 50dvh; margin: 0;
      overflow-y: auto; overscroll-behavior: contain;
    }
    .sp-toast--bottom { inset-block-end: var(--sp-space-4); }
    .sp-toast--top { inset-block-start: var(--sp-space-4); }
  }
  @media (min-height: 40em) and (max-width: 30em) {
    .sp-toast { inset-inline-end: var(--sp-space-2); width: calc(100vw - 2 * var(--sp-space-2)); }
    .sp-toast--bottom { inset-block-end: var(--sp-space-2); }
    .sp-toast--top { inset-block-start: var(--sp-space-2); }
  }
  @media print { .sp-toast { display: none; } }
`;
