import { css } from '../../styles/sheet';

export const sessionTimeoutCss = css`
  :host { display: contents; }
  .sp-session-timeout__countdown { font-size: var(--sp-font-size-h3); font-variant-numeric: tabular-nums; }
`;
