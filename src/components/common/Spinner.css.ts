import { css } from '../../styles/sheet';

export const spinnerCss = css`
  .sp-spinner { display: inline-flex; align-items: center; gap: var(--sp-space-2); }
  .sp-spinner__ring {
    flex: none; width: 2.5rem; height: 2.5rem; border-radius: 50%;
    border: 0.3rem solid var(--sp-color-surface-alt); border-top-color: var(--sp-color-primary);
    animation: sp-spin 0.9s linear infinite;
  }
  @keyframes sp-spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) {
    /* A slow pulse instead of spinning: still says "working". */
    .sp-spinner__ring { animation: sp-pulse 2s ease-in-out infinite !important; animation-duration: 2s !important; }
  }
  @keyframes sp-pulse { 50% { opacity: 0.4; } }
  .sp-loading__body { display: flex; flex-direction: column; align-items: center; gap: var(--sp-space-3); text-align: center; }
  .sp-loading__info { color: var(--sp-color-text-muted); }
`;
