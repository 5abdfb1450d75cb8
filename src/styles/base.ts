/** Base styles every element adopts: type, focus, buttons, links, helpers. */
import { css } from './sheet';

export const baseCss = css`
  :host {
    display: block;
    font-family: var(--sp-font-family);
    font-size: var(--sp-font-size);
    line-height: var(--sp-line-height);
    color: var(--sp-color-text);
  }
  :host([hidden]) { display: none; }
  *, *::before, *::after { box-sizing: border-box; }
  h1, h2, h3, h4 { line-height: 1.25; margin: 0 0 var(--sp-space-3); }
  h1 { font-size: var(--sp-font-size-h1); }
  h2 { font-size: var(--sp-font-size-h2); }
  h3 { font-size: var(--sp-font-size-h3); }
  p { margin: 0 0 var(--sp-space-3); }
  a { color: var(--sp-color-link); text-decoration: underline; }
  :focus-visible { outline: 3px solid var(--sp-color-focus); outline-offset: 2px; }
  button { font: inherit; cursor: pointer; }
  button:disabled, .sp-button[aria-disabled="true"] { cursor: not-allowed; opacity: 0.55; }
  .sp-button {
    display: inline-flex; align-items: center; justify-content: center; gap: var(--sp-space-2);
    min-height: 2.75rem; padding: var(--sp-space-2) var(--sp-space-4);
    border: 2px solid var(--sp-color-primary); border-radius: var(--sp-radius);
    background: var(--sp-color-primary); color: var(--sp-color-primary-text);
    font-weight: 600; text-decoration: none;
  }
  .sp-button--secondary { background: var(--sp-color-surface); color: var(--sp-color-primary); }
  .sp-link-button {
    background: none; border: 0; padding: 0; color: var(--sp-color-link);
    text-decoration: underline; min-height: 1.5rem;
  }
  /* A control whose rule still waits on content: its place held, unseen, unreachable and unheard, until it is decided. */
  .sp-undecided { visibility: hidden; }
  /* A link that stands alone, not in a sentence, is a target of its own: at least 24 px tall (WCAG 2.5.8). */
  .sp-link-standalone { display: inline-block; min-height: 1.5rem; padding-block: 0.125rem; }
  /* The wrapper that names an element's language when the page declares another (i18n/LocaleScope). */
  .sp-lang { display: contents; }
  .sp-visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after, ::backdrop {
      animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important; scroll-behavior: auto !important;
    }
  }
  /* Medicare.gov print guidance: readable first (at least 14px), one column,
     no dialogs or buttons, low ink. */
  @media print {
    button, .sp-button, .sp-no-print, dialog { display: none !important; }
    :host { font-size: 14pt; color: #000; background: none; }
    * { box-shadow: none !important; }
  }
`;
