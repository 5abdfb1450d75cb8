import { css } from '../../styles/sheet';

export const extraHelpCss = css`
  .sp-extra-help {
    padding: var(--sp-space-4); border: 1px solid var(--sp-color-border); border-radius: var(--sp-radius);
    background: var(--sp-color-surface);
  }
  .sp-extra-help__heading { font-size: var(--sp-font-size-h3); }
  .sp-extra-help-dialog__premiums { display: grid; gap: var(--sp-space-2); margin: 0 0 var(--sp-space-4); }
  .sp-extra-help-dialog__premiums > div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--sp-space-2); }
  .sp-extra-help-dialog__premiums dt { font-weight: 600; }
  .sp-extra-help-dialog__premiums dd { margin: 0; font-size: var(--sp-font-size-h3); font-weight: 600; }
  .sp-extra-help-dialog__table { width: 100%; border-collapse: collapse; margin-top: var(--sp-space-4); }
  .sp-extra-help-dialog__table caption { text-align: start; font-weight: 600; margin-bottom: var(--sp-space-2); }
  .sp-extra-help-dialog__table th, .sp-extra-help-dialog__table td {
    padding: var(--sp-space-2) var(--sp-space-3); border-bottom: 1px solid var(--sp-color-border); text-align: start;
  }
`;
