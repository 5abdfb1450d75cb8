/**
 * Button extras; the core `.sp-button` / `.sp-link-button` rules live in the
 * base sheet so plain markup can use them too.
 */
import { css } from '../../styles/sheet';

export const buttonCss = css`
  .sp-button, .sp-link-button {
    text-align: center; overflow-wrap: anywhere;
    transition: background-color var(--sp-duration), color var(--sp-duration);
  }
  .sp-link-button { display: inline-flex; align-items: center; gap: var(--sp-space-1); text-align: start; }
  .sp-button--primary:not([aria-disabled="true"]):hover { filter: brightness(0.9); }
  .sp-button--secondary:not([aria-disabled="true"]):hover { background: var(--sp-color-surface-alt); }
  .sp-link-button:not([aria-disabled="true"]):hover { text-decoration-thickness: 2px; }
  .sp-link-button[aria-disabled="true"], a.sp-button[aria-disabled="true"] { cursor: not-allowed; opacity: 0.55; }
  @media (forced-colors: active) {
    .sp-button[aria-disabled="true"], .sp-link-button[aria-disabled="true"] { color: GrayText; border-color: GrayText; }
  }
`;
