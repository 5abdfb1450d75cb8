import { css } from '../../styles/sheet';

export const importDialogCss = css`
  .sp-import-dialog__view:focus { outline: none; }
  .sp-import-dialog__view:focus-visible { outline: 3px solid var(--sp-color-focus); outline-offset: 2px; }
  .sp-import-dialog .sp-banner p { margin-bottom: var(--sp-space-2); }
`;
