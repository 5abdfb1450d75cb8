import { css } from '../../styles/sheet';

export const providerListCss = css`
  .sp-providers__heading:focus { outline: none; }
  .sp-providers__heading:focus-visible { outline: 3px solid var(--sp-color-focus); outline-offset: 2px; }
  .sp-providers__bar {
    display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between;
    gap: var(--sp-space-2) var(--sp-space-4); margin-bottom: var(--sp-space-4);
  }
  .sp-providers__list-heading { margin: 0; font-size: var(--sp-font-size-h3); }
  .sp-providers__list { list-style: none; margin: 0; padding: 0; border-top: 1px solid var(--sp-color-border); }
  .sp-providers__row {
    display: grid; grid-template-columns: auto minmax(0, 1fr) auto; gap: var(--sp-space-2) var(--sp-space-4);
    align-items: start; padding: var(--sp-space-3) var(--sp-space-4); border-bottom: 1px solid var(--sp-color-border);
  }
  .sp-providers__icon { width: 2rem; height: 2rem; color: var(--sp-color-primary); }
  .sp-providers__name { margin: 0 0 var(--sp-space-1); font-size: var(--sp-font-size-h3); }
  .sp-providers__speciality, .sp-providers__address { margin: 0; }
  .sp-providers__address { color: var(--sp-color-text-muted); }
  .sp-providers__row-actions { display: flex; gap: var(--sp-space-4); }
  .sp-providers__empty, .sp-providers__import { display: flex; flex-direction: column; align-items: flex-start; gap: var(--sp-space-2); }
  .sp-providers__import { margin-top: var(--sp-space-4); }
  .sp-providers__empty p { margin: 0; }
  @media (max-width: 40rem) {
    .sp-providers__row { grid-template-columns: auto minmax(0, 1fr); }
    .sp-providers__row-actions { grid-column: 2; }
  }
  @media print {
    .sp-providers__row-actions, .sp-providers__bar .sp-button { display: none; }
  }
`;
