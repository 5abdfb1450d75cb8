import { css } from '../../styles/sheet';

export const cardCss = css`
  .sp-card {
    display: flex; flex-direction: column; gap: var(--sp-space-3); min-width: 0;
    padding: var(--sp-space-4); border: 1px solid var(--sp-color-border); border-radius: var(--sp-radius);
    background: var(--sp-color-surface); overflow-wrap: anywhere;
  }
  .sp-card__heading { margin: 0; }
  .sp-card__body > :last-child { margin-bottom: 0; }
  .sp-card__footer { display: flex; flex-wrap: wrap; gap: var(--sp-space-3); align-items: center; margin-top: auto; }
  @media print { .sp-card { break-inside: avoid; border-color: #000; } }
`;
