import { css } from '../../styles/sheet';

export const scrollBoxCss = css`
  .sp-scroll-box {
    max-height: var(--sp-scroll-box-height); overflow-y: auto; overscroll-behavior: contain;
    padding: var(--sp-space-3) var(--sp-space-4); border: 1px solid var(--sp-color-border);
    border-radius: var(--sp-radius); background: var(--sp-color-surface); overflow-wrap: anywhere;
  }
  @media print { .sp-scroll-box { max-height: none; overflow: visible; } }
`;
