/**
 * The profile shell's layout: one column on phones; from 64em (so at 200%
 * zoom a laptop gets the one-column layout too) the side column beside the
 * view. Print: one column, the saved plans and disclosures only, text at
 * least 14px (the base sheet hides buttons and dialogs).
 */
import { css } from '../../styles/sheet';

export const profileCss = css`
  .sp-profile { display: flex; flex-direction: column; gap: var(--sp-space-6); overflow-wrap: anywhere; }
  .sp-profile__loading { padding: var(--sp-space-6); }
  .sp-profile__header { display: flex; flex-direction: column; gap: var(--sp-space-3); }
  .sp-profile__title { margin: 0; }
  .sp-profile__topbar {
    display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between;
    gap: var(--sp-space-3) var(--sp-space-6);
  }
  .sp-profile__back { font-weight: 600; }
  /* Decorative arrow: the empty alternative keeps it out of the link's spoken name. */
  .sp-profile__back::before { content: "\\2039" / ""; margin-inline-end: var(--sp-space-1); }
  .sp-profile__tools { display: flex; flex-wrap: wrap; gap: var(--sp-space-6); margin-inline-start: auto; }
  .sp-profile__banner-actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--sp-space-3) var(--sp-space-6); }

  .sp-profile__layout {
    display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--sp-space-6);
    grid-template-areas: "nav" "main" "extras";
  }
  .sp-profile__side { grid-area: nav; display: flex; flex-direction: column; gap: var(--sp-space-4); }
  /* The current view holds a screen before it loads and renders (its element loads on demand), so the need-help
     block and the FAQ below it start below the fold and do not jump when the view arrives. */
  .sp-profile__main { grid-area: main; min-width: 0; min-height: 100vh; }
  .sp-profile__extras { grid-area: extras; display: flex; flex-direction: column; gap: var(--sp-space-6); min-width: 0; }
  .sp-profile__view { display: block; }
  .sp-profile__panel { display: none; }

  .sp-profile__nav ul { list-style: none; margin: 0; padding: 0; border: 1px solid var(--sp-color-border); border-radius: var(--sp-radius); }
  .sp-profile__nav li + li { border-top: 1px solid var(--sp-color-border); }
  .sp-profile__nav-link {
    display: flex; align-items: center; justify-content: space-between; gap: var(--sp-space-3);
    min-height: 2.75rem; padding: var(--sp-space-2) var(--sp-space-4);
    color: var(--sp-color-text); text-decoration: none; font-weight: 600;
  }
  .sp-profile__nav-link:hover { background: var(--sp-color-surface-alt); text-decoration: underline; }
  .sp-profile__nav-link[aria-current="page"] {
    border-inline-start: 0.375rem solid var(--sp-color-primary); background: var(--sp-color-surface-alt);
  }
  .sp-profile__count {
    min-width: 2em; padding: 0 var(--sp-space-2); border-radius: 1em; text-align: center;
    background: var(--sp-color-primary); color: var(--sp-color-primary-text);
  }
  .sp-profile__browse { width: 100%; }
  .sp-profile__help { padding: var(--sp-space-4); border: 1px solid var(--sp-color-border); border-radius: var(--sp-radius); }
  .sp-profile__help h2 { font-size: var(--sp-font-size-h3); }
  .sp-profile__help p:last-child { margin-bottom: 0; }
  .sp-profile__footer { display: flex; flex-direction: column; gap: var(--sp-space-6); }

  .sp-field { display: flex; flex-direction: column; gap: var(--sp-space-2); margin-bottom: var(--sp-space-4); }
  .sp-field__label { font-weight: 600; }
  .sp-field__required { font-weight: 400; color: var(--sp-color-text-muted); }
  .sp-field__error { margin: 0; color: var(--sp-color-danger); font-weight: 600; }
  .sp-field__input {
    min-height: 2.75rem; padding: var(--sp-space-2) var(--sp-space-3); font: inherit;
    border: 1px solid var(--sp-color-border); border-radius: var(--sp-radius);
  }
  .sp-field__input[aria-invalid="true"] { border: 2px solid var(--sp-color-danger); }
  .sp-email-dialog__consent { color: var(--sp-color-text-muted); font-size: var(--sp-font-size-small); }

  @media (min-width: 64em) {
    .sp-profile__layout {
      grid-template-columns: minmax(14rem, 20rem) minmax(0, 1fr);
      grid-template-areas: "nav main" "extras main";
      grid-template-rows: auto 1fr;
      align-items: start;
    }
    .sp-profile__panel { display: block; }
  }

  /* Forced colours paint every background alike: the count keeps a border, the current view the system's selection colours. */
  @media (forced-colors: active) {
    .sp-profile__count { border: 1px solid; }
    .sp-profile__nav-link[aria-current="page"] { background: SelectedItem; color: SelectedItemText; }
  }

  @media print {
    .sp-profile { font-size: max(1em, 14px); gap: var(--sp-space-4); }
    .sp-profile__layout { display: block; }
    .sp-no-print, .sp-profile__faq, .sp-profile__help { display: none !important; }
    .sp-profile__nav-link, a { color: #000; }
  }
`;
