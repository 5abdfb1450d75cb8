import { css } from '../../styles/sheet';

// Never display:none when empty: the region must stay in the accessibility
// tree so the next message is announced.
export const liveRegionCss = css`
  .sp-live-region:not(:empty) { margin: var(--sp-space-2) 0; }
`;
