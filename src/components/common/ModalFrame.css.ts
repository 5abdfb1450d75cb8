import { css } from '../../styles/sheet';

/** The frame of every modal pop-up (Dialog, and the stand-ins of ModalFrame.tsx): box, backdrop, header, content, footer. */
export const modalFrameCss = css`
  .sp-dialog {
    width: min(var(--sp-dialog-width), calc(100vw - 2rem)); max-height: calc(100dvh - 2rem);
    margin: auto; padding: 0; border: 0; border-radius: var(--sp-radius);
    background: var(--sp-color-surface); color: var(--sp-color-text); box-shadow: var(--sp-shadow);
    overflow: auto; overscroll-behavior: contain; overflow-wrap: anywhere;
  }
  /* ::backdrop inherits from its dialog, so the tokens reach it inside the shadow root. */
  .sp-dialog::backdrop { background: var(--sp-backdrop, rgb(0 0 0 / 0.55)); }
  .sp-dialog:focus-visible { outline: 3px solid var(--sp-color-focus); outline-offset: -3px; }
  .sp-dialog__header {
    display: flex; align-items: flex-start; gap: var(--sp-space-3);
    padding: var(--sp-space-4) var(--sp-space-4) 0 var(--sp-space-6);
  }
  .sp-dialog__heading { flex: 1 1 auto; min-width: 0; margin: var(--sp-space-2) 0 0; font-size: var(--sp-font-size-h2); }
  .sp-dialog__close {
    flex: none; display: inline-grid; place-items: center; min-width: 2.75rem; min-height: 2.75rem;
    margin-inline-start: auto; border: 0; border-radius: var(--sp-radius); background: none; color: inherit;
  }
  .sp-dialog__close:hover { background: var(--sp-color-surface-alt); }
  .sp-dialog__content { padding: var(--sp-space-3) var(--sp-space-6) var(--sp-space-6); }
  .sp-dialog__description { margin-bottom: var(--sp-space-4); }
  .sp-dialog__footer {
    display: flex; flex-wrap: wrap; align-items: center; gap: var(--sp-space-4);
    margin-top: var(--sp-space-6);
  }
  /* Forced colours drop the shadow that sets the pop-up apart from the page: a border does it. */
  @media (forced-colors: active) { .sp-dialog { border: 2px solid; } }
  @media print { .sp-dialog, .sp-dialog::backdrop { display: none !important; } }
`;
