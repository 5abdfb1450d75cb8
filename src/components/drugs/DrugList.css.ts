import { css } from '../../styles/sheet';

export const drugListCss = css`
  .sp-drugs__heading:focus { outline: none; }
  .sp-drugs__heading:focus-visible { outline: 3px solid var(--sp-color-focus); outline-offset: 2px; }
  .sp-drugs__pharmacy, .sp-drugs__actions {
    display: flex; flex-wrap: wrap; align-items: baseline; gap: var(--sp-space-2) var(--sp-space-4);
    margin-bottom: var(--sp-space-4);
  }
  .sp-drugs__pharmacy-text, .sp-drugs__pharmacy-coverage { margin: 0; }
  .sp-drugs__pharmacy-coverage { font-weight: 600; }
  /* A row of its own, at least two lines (the answer's usual length on a phone), held from before the answer
     arrives (PharmacyLine): the row does not rewrap and the list below does not move when it comes. */
  .sp-drugs__pharmacy-coverage, .sp-drugs__coverage-pending { flex-basis: 100%; min-height: 3em; margin: 0; }
  .sp-drugs__list { list-style: none; margin: 0; padding: 0; border-top: 1px solid var(--sp-color-border); }
  .sp-drugs__row {
    display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: var(--sp-space-2) var(--sp-space-4);
    padding: var(--sp-space-3) var(--sp-space-4); border-bottom: 1px solid var(--sp-color-border);
    background: var(--sp-color-surface);
  }
  /* Alternating shading (spec §2.4). */
  .sp-drugs__row:nth-child(even) { background: var(--sp-color-surface-alt); }
  .sp-drugs__title { grid-column: 1 / -1; margin: 0; font-size: var(--sp-font-size-h3); }
  .sp-drugs__title .sp-link-button { font-weight: 600; }
  .sp-drugs__facts { display: flex; flex-wrap: wrap; gap: var(--sp-space-1) var(--sp-space-6); margin: 0; }
  .sp-drugs__facts dt { font-weight: 600; }
  .sp-drugs__facts dd { margin: 0; }
  .sp-drugs__row-actions { display: flex; gap: var(--sp-space-4); align-items: start; }
  .sp-drugs__empty, .sp-drugs__import { display: flex; flex-direction: column; align-items: flex-start; gap: var(--sp-space-2); }
  .sp-drugs__import { margin-top: var(--sp-space-4); }
  .sp-drugs__empty p { margin: 0; }
  @media (max-width: 40rem) {
    .sp-drugs__row { grid-template-columns: minmax(0, 1fr); }
  }
  @media print {
    .sp-drugs__row:nth-child(even) { background: none; }
    .sp-drugs__row-actions, .sp-drugs__actions, .sp-drugs__pharmacy .sp-link-button { display: none; }
  }
`;
