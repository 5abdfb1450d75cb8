import { css } from '../../styles/sheet';

export const bannerCss = css`
  .sp-banner {
    display: flex; flex-wrap: wrap; align-items: flex-start; gap: var(--sp-space-3);
    padding: var(--sp-space-4); border: 1px solid; border-inline-start-width: 0.375rem;
    border-radius: var(--sp-radius); overflow-wrap: anywhere;
  }
  .sp-banner__content { flex: 1 1 16rem; min-width: 0; }
  .sp-banner__content > :last-child { margin-bottom: 0; }
  .sp-banner__heading { font-size: var(--sp-font-size-h3); margin-bottom: var(--sp-space-2); }
  .sp-banner__icon { width: 1.5rem; height: 1.5rem; margin-top: 0.125rem; }
  .sp-banner__close { margin-inline-start: auto; }
  .sp-banner--info { border-color: var(--sp-color-info); background: var(--sp-color-info-surface); }
  .sp-banner--info .sp-banner__icon { color: var(--sp-color-info); }
  .sp-banner--success { border-color: var(--sp-color-success); background: var(--sp-color-surface-alt); }
  .sp-banner--success .sp-banner__icon { color: var(--sp-color-success); }
  .sp-banner--warning { border-color: var(--sp-color-warning); background: var(--sp-color-warning-surface); }
  .sp-banner--warning .sp-banner__icon { color: var(--sp-color-warning); }
  .sp-banner--error { border-color: var(--sp-color-danger); background: var(--sp-color-error-surface); }
  .sp-banner--error .sp-banner__icon { color: var(--sp-color-danger); }
  @media print { .sp-banner { background: none; border-color: #000; } }
`;
