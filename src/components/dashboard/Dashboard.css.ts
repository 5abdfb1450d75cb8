import { css } from '../../styles/sheet';

/** The dashboard: stacked sections, a two-column card grid from medium screens up, the small-screen-only block. */
export const dashboardCss = css`
  .sp-dashboard { display: flex; flex-direction: column; gap: var(--sp-space-6); }
  .sp-dashboard--loading { align-items: center; padding: var(--sp-space-6); }
  .sp-dashboard__section { display: flex; flex-direction: column; gap: var(--sp-space-4); min-width: 0; }
  .sp-dashboard__heading { margin: 0; font-size: var(--sp-font-size-h2); }
  .sp-dashboard__grid { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--sp-space-4); }
  .sp-dashboard__actions { display: flex; flex-wrap: wrap; gap: var(--sp-space-3); }
  .sp-dashboard__facts { display: grid; gap: var(--sp-space-2); margin: 0; }
  .sp-dashboard__facts > div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--sp-space-2); }
  .sp-dashboard__facts dt { font-weight: 600; }
  .sp-dashboard__facts dd { margin: 0; }
  .sp-dashboard__saved { color: var(--sp-color-text-muted); margin: var(--sp-space-2) 0 0; }
  .sp-dashboard__contact { margin: var(--sp-space-2) 0 0; }
  .sp-dashboard__card .sp-card__eyebrow { display: flex; flex-wrap: wrap; gap: var(--sp-space-2); align-items: center; }
  .sp-dashboard__rank { font-weight: 700; font-size: var(--sp-font-size-h3); }
  .sp-dashboard__recommendation-links { display: flex; flex-wrap: wrap; gap: var(--sp-space-2) var(--sp-space-4); margin: 0; padding: 0; list-style: none; }
  .sp-dashboard__tile-list { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--sp-space-4); margin: 0; padding: 0; list-style: none; }
  .sp-dashboard__tile {
    display: flex; flex-direction: column; gap: var(--sp-space-2); padding: var(--sp-space-4);
    border: 1px solid var(--sp-color-border); border-radius: var(--sp-radius); background: var(--sp-color-surface);
  }
  .sp-dashboard__tile--add { border-style: dashed; }
  .sp-dashboard__tile-icon { width: 2rem; height: 2rem; color: var(--sp-color-primary); }
  .sp-dashboard__tile-heading { margin: 0; font-size: var(--sp-font-size-h3); }
  .sp-dashboard__tile p { margin: 0; }
  @media (min-width: 48em) {
    .sp-dashboard__grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
    .sp-dashboard__tile-list { grid-template-columns: repeat(3, minmax(0, 1fr)); }
    .sp-dashboard__mobile { display: none; }
  }
  @media print {
    .sp-dashboard__grid, .sp-dashboard__tile-list { grid-template-columns: minmax(0, 1fr); }
    .sp-dashboard__mobile, .sp-dashboard__tiles { display: none; }
  }
`;
