import { css } from '../../styles/sheet';

/** Dialog's own rules on top of the frame every modal shares (ModalFrame.css.ts): the alert variant and the entrance. */
export const dialogCss = css`
  .sp-dialog--alert .sp-dialog__heading { color: var(--sp-color-text); }
  @media (prefers-reduced-motion: no-preference) {
    .sp-dialog[open] { animation: sp-dialog-in var(--sp-duration) ease-out; }
    .sp-dialog[open]::backdrop { animation: sp-backdrop-in var(--sp-duration) ease-out; }
  }
  @keyframes sp-dialog-in { from { opacity: 0; transform: translateY(1rem); } }
  @keyframes sp-backdrop-in { from { opacity: 0; } }
`;
