import { css } from '../../styles/sheet';

export const toastCss = css`
  .sp-toast {
    position: fixed; z-index: var(--sp-toast-z-index, 1000);
    inset-inline-end: var(--sp-space-4); inset-block-end: var(--sp-space-4);
    display: flex; align-items: flex-start; gap: var(--sp-space-3);
    width: min(26rem, calc(100vw - 2rem)); padding: var(--sp-space-4);
    border-inline-start: 0.375rem solid var(--sp-color-primary); border-radius: var(--sp-radius);
    background: var(--sp-color-surface); color: var(--sp-color-text); box-shadow: var(--sp-shadow);
  }
  .sp-toast__text { flex: 1 1 auto; min-width: 0; }
  .sp-toast__heading { margin: 0 0 var(--sp-space-2); font-size: var(--sp-font-size-h3); }
  .sp-toast__body { margin: 0 0 var(--sp-space-3); }
  .sp-toast__body:last-child { margin-bottom: 0; }
  .sp-toast__close {
    flex: none; display: inline-grid; place-items: center; min-width: 2.75rem; min-height: 2.75rem;
    border: 0; border-radius: var(--sp-radius); background: none; color: inherit;
  }
  .sp-toast__close:hover { background: var(--sp-color-surface-alt); }
  .sp-toast__close-mark { font-size: 1.75em; line-height: 1; }
  a.sp-button--secondary:hover { background: var(--sp-color-surface-alt); }
  @media print { .sp-toast { display: none; } }
`;
