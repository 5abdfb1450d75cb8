/** Plan card and plan pop-up styles; a PlanCard and the plan pop-ups adopt them themselves, wherever they render. */
import { css } from '../../styles/sheet';

export const planCardCss = css`
  .sp-plan-card { height: 100%; border-top: 0.375rem solid var(--sp-tag-ma); }
  .sp-plan-card--pdp { border-top-color: var(--sp-tag-pdp); }
  .sp-plan-card--snp { border-top-color: var(--sp-tag-snp); }
  .sp-plan-card--ms { border-top-color: var(--sp-tag-ms); }
  .sp-plan-card__tags { display: flex; flex-wrap: wrap; gap: var(--sp-space-2); }
  .sp-plan-card__snp-tag {
    display: inline-block; padding: var(--sp-space-1) var(--sp-space-2); border: 1px solid var(--sp-tag-snp);
    border-radius: var(--sp-radius); color: var(--sp-tag-snp); font-size: var(--sp-font-size-small); font-weight: 600;
  }
  .sp-plan-card__name { font-size: var(--sp-font-size-h3); }
  .sp-plan-card__marker { font-size: 0.7em; margin-inline-start: 0.15em; }
  .sp-plan-card__snp-message, .sp-plan-card__notice {
    margin: 0; padding: var(--sp-space-2) var(--sp-space-3); border-inline-start: 0.25rem solid var(--sp-color-info);
    background: var(--sp-color-info-surface);
  }
  .sp-plan-card__premium, .sp-plan-card__benefits { display: grid; gap: var(--sp-space-2); margin: 0; }
  .sp-plan-card__figure, .sp-plan-card__benefit {
    display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--sp-space-1) var(--sp-space-3);
  }
  .sp-plan-card__figure dt, .sp-plan-card__benefit dt { font-weight: 600; }
  .sp-plan-card__figure dd, .sp-plan-card__benefit dd { margin: 0; }
  .sp-plan-card__figure dd { font-size: var(--sp-font-size-h3); font-weight: 700; }
  .sp-plan-card__figure--replaced dd { font-size: var(--sp-font-size); font-weight: 400; text-decoration: line-through; }
  .sp-plan-card__benefits { padding-block: var(--sp-space-2); border-block: 1px solid var(--sp-color-border); }
  .sp-plan-card__riders, .sp-plan-card__bullets { margin: 0; padding-inline-start: var(--sp-space-6); }
  .sp-plan-card__bullets li + li { margin-top: var(--sp-space-1); }
  /* A v2 bullet's icon takes the place of the list marker (hangs in the list's indent). */
  .sp-plan-card__bullets li:has(> .sp-plan-card__bullet-icon) { list-style: none; }
  .sp-plan-card__bullet-icon { margin-inline: calc(-1 * var(--sp-space-6)) calc(var(--sp-space-6) - 1.25em); }
  .sp-plan-card__expand { align-self: flex-start; }
  .sp-plan-card__drug-cost { display: grid; gap: var(--sp-space-2); }
  .sp-plan-card__notes { display: grid; gap: var(--sp-space-2); font-size: var(--sp-font-size-small); color: var(--sp-color-text-muted); }
  .sp-plan-card__notes p, .sp-plan-card__footnotes { margin: 0; }
  .sp-plan-card__footnotes { padding-inline-start: var(--sp-space-6); }
  .sp-plan-card__actions { padding-top: var(--sp-space-2); }
  .sp-plan-card__remove { margin-inline-start: auto; }
  .sp-remove-plan__plan { display: grid; gap: var(--sp-space-2); padding: var(--sp-space-4); border: 1px solid var(--sp-color-border); border-radius: var(--sp-radius); }
  .sp-remove-plan__plan p { margin: 0; }
  .sp-remove-plan__name { font-weight: 700; font-size: var(--sp-font-size-h3); }
  .sp-drug-pricing__table { width: 100%; border-collapse: collapse; }
  .sp-drug-pricing__table th, .sp-drug-pricing__table td { padding: var(--sp-space-2); border-bottom: 1px solid var(--sp-color-border); text-align: start; vertical-align: top; }
  .sp-drug-pricing__coverage { display: inline-flex; align-items: center; gap: var(--sp-space-1); }
  .sp-drug-pricing__deductible { margin-top: var(--sp-space-4); font-weight: 600; }
  .sp-learn-more__phone { font-size: var(--sp-font-size-h3); font-weight: 700; }
  @media print {
    .sp-plan-card { border-top-color: #000; min-height: 0 !important; }
    .sp-plan-card__snp-message, .sp-plan-card__notice { background: none; }
  }
`;
