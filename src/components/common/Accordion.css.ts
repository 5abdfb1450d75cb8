import { css } from '../../styles/sheet';

export const accordionCss = css`
  .sp-accordion { border-top: 1px solid var(--sp-color-border); }
  .sp-accordion__item { border-bottom: 1px solid var(--sp-color-border); }
  .sp-accordion__heading { margin: 0; font-size: var(--sp-font-size-h3); }
  .sp-accordion__button {
    display: flex; width: 100%; align-items: center; justify-content: space-between; gap: var(--sp-space-3);
    padding: var(--sp-space-4) var(--sp-space-2); border: 0; background: none;
    color: inherit; font-weight: 600; text-align: start;
  }
  .sp-accordion__button:hover { background: var(--sp-color-surface-alt); }
  .sp-accordion__title { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
  .sp-accordion__chevron { transition: transform var(--sp-duration); }
  .sp-accordion__button[aria-expanded="true"] .sp-accordion__chevron { transform: rotate(180deg); }
  .sp-accordion__panel { padding: 0 var(--sp-space-2) var(--sp-space-4); }
  @media print {
    /* Printed FAQs show every answer: the reader cannot click paper. */
    .sp-accordion__panel[hidden] { display: block !important; }
    .sp-accordion__heading .sp-accordion__button { display: block !important; padding: var(--sp-space-2) 0; }
    .sp-accordion__chevron { display: none; }
  }
`;
