import { css } from '../../styles/sheet';

/** CMS markup: keep its lists, links and paragraphs readable and wrapping. */
export const safeHtmlCss = css`
  .sp-safe-html { overflow-wrap: anywhere; }
  .sp-safe-html > :last-child { margin-bottom: 0; }
  .sp-safe-html ul, .sp-safe-html ol { margin: 0 0 var(--sp-space-3); padding-inline-start: var(--sp-space-6); }
  .sp-safe-html img { max-width: 100%; height: auto; }
  .sp-safe-html table { border-collapse: collapse; max-width: 100%; }
  .sp-safe-html th, .sp-safe-html td { border: 1px solid var(--sp-color-border); padding: var(--sp-space-1) var(--sp-space-2); text-align: start; }
`;
