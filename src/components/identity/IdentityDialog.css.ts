import { css } from '../../styles/sheet';

export const identityDialogCss = css`
  .sp-identity-dialog__view:focus { outline: none; }
  .sp-identity-dialog__view:focus-visible { outline: 3px solid var(--sp-color-focus); outline-offset: 2px; }
  .sp-identity-dialog .sp-banner p { margin-bottom: var(--sp-space-2); }
`;
