import { css } from '../../styles/sheet';

/** Styles of formFields.tsx, shared by the import and confirm-identity forms. */
export const formFieldsCss = css`
  .sp-form { display: grid; gap: var(--sp-space-4); }
  .sp-form fieldset:disabled { opacity: 1; }
  .sp-field { display: grid; gap: var(--sp-space-1); margin: 0; padding: 0; border: 0; min-width: 0; }
  .sp-field__label { font-weight: 600; padding: 0; }
  .sp-field__hint { margin: 0; color: var(--sp-color-text-muted); font-size: var(--sp-font-size-small); }
  .sp-field__input {
    width: 100%; min-height: 2.75rem; padding: var(--sp-space-2) var(--sp-space-3);
    border: 1px solid var(--sp-color-border); border-radius: var(--sp-radius);
    background: var(--sp-color-surface); color: var(--sp-color-text); font: inherit;
  }
  .sp-field__input:disabled { background: var(--sp-color-surface-alt); color: var(--sp-color-text-muted); }
  .sp-field__input[aria-invalid="true"] { border: 2px solid var(--sp-color-danger); }
  .sp-field__parts { display: flex; flex-wrap: wrap; gap: var(--sp-space-3); }
  .sp-field__part { display: grid; gap: var(--sp-space-1); }
  .sp-field__part .sp-field__input { width: auto; }
  .sp-field__part-label { font-size: var(--sp-font-size-small); }
  .sp-field__choices { display: flex; flex-wrap: wrap; gap: var(--sp-space-4); }
  .sp-field__choice { display: inline-flex; align-items: flex-start; gap: var(--sp-space-2); min-height: 2.75rem; }
  .sp-field__choice input { width: 1.25rem; height: 1.25rem; margin-top: 0.2rem; flex: none; }
  .sp-field__error { margin: 0; color: var(--sp-color-danger); font-weight: 600; }
  .sp-form__actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--sp-space-4); }
`;
