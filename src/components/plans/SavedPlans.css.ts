/** The plans view and the compact panel. */
import { css } from '../../styles/sheet';

export const savedPlansCss = css`
  .sp-saved-plans { display: grid; gap: var(--sp-space-6); }
  .sp-saved-plans__heading:focus { outline: none; }
  .sp-saved-plans__heading:focus-visible { outline: 3px solid var(--sp-color-focus); }
  .sp-saved-plans__empty {
    display: flex; flex-direction: column; align-items: flex-start; gap: var(--sp-space-3);
    padding: var(--sp-space-6); border: 1px dashed var(--sp-color-border); border-radius: var(--sp-radius);
  }
  .sp-saved-plans__empty-text { margin: 0; font-size: var(--sp-font-size-h3); font-weight: 600; }
  .sp-plan-list { display: grid; gap: var(--sp-space-3); }
  .sp-plan-list__header { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: var(--sp-space-2) var(--sp-space-4); }
  .sp-plan-list__heading { margin: 0; }
  .sp-plan-list__count { font-weight: 400; }
  .sp-plan-list__cards {
    display: grid; gap: var(--sp-space-4); margin: 0; padding: 0; list-style: none; align-items: start;
    grid-template-columns: 1fr;
  }
  @media (min-width: 48em) { .sp-plan-list__cards { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
  @media (min-width: 64em) { .sp-plan-list__cards { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
  .sp-saved-plans-panel {
    display: grid; gap: var(--sp-space-3); padding: var(--sp-space-4);
    border: 1px solid var(--sp-color-border); border-radius: var(--sp-radius); background: var(--sp-color-surface);
  }
  .sp-saved-plans-panel__heading { margin: 0; font-size: var(--sp-font-size-h3); }
  .sp-saved-plans-panel__list { display: grid; gap: var(--sp-space-3); margin: 0; padding: 0; list-style: none; }
  .sp-saved-plans-panel__item { display: grid; gap: var(--sp-space-1); justify-items: start; padding-bottom: var(--sp-space-3); border-bottom: 1px solid var(--sp-color-border); }
  .sp-saved-plans-panel__premium { color: var(--sp-color-text-muted); font-size: var(--sp-font-size-small); }
  @media print {
    .sp-plan-list__cards { grid-template-columns: 1fr; }
    .sp-saved-plans__toggle, .sp-plan-list__compare { display: none; }
  }
`;
