import { css } from '../../styles/sheet';

export const toggleCss = css`
  .sp-toggle {
    display: flex; width: 100%;
    border: 2px solid var(--sp-color-primary); border-radius: var(--sp-radius); overflow: hidden;
  }
  .sp-toggle__option {
    flex: 0 0 50%; min-width: 0; min-height: 2.75rem;
    padding: var(--sp-space-2) var(--sp-space-3); border: 0;
    background: var(--sp-color-surface); color: var(--sp-color-primary);
    font-weight: 600; overflow-wrap: anywhere;
  }
  .sp-toggle__option + .sp-toggle__option { border-inline-start: 2px solid var(--sp-color-primary); }
  .sp-toggle__option[aria-pressed="true"] { background: var(--sp-color-primary); color: var(--sp-color-primary-text); }
  .sp-toggle__option:focus-visible { outline-offset: -5px; outline-color: var(--sp-color-focus); }
  .sp-toggle__option[aria-pressed="true"]:focus-visible { outline-color: var(--sp-color-primary-text); }
  /* Forced colours paint both halves alike: the chosen one takes the system's selection colours. */
  @media (forced-colors: active) {
    .sp-toggle__option[aria-pressed="true"] { background: SelectedItem; color: SelectedItemText; }
    .sp-toggle__option[aria-pressed="true"]:focus-visible { outline-color: SelectedItemText; }
  }
`;
