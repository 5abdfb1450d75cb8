import { css } from '../../styles/sheet';

export const iconCss = css`
  .sp-icon {
    display: inline-block; flex: none; width: 1.25em; height: 1.25em;
    vertical-align: -0.25em;
  }
  .sp-icon--covered { color: var(--sp-color-success); }
  .sp-icon--not-covered { color: var(--sp-color-danger); }
`;
