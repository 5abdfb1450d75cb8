import { css } from '../../styles/sheet';

export const tagCss = css`
  .sp-tag {
    display: inline-block; max-width: 100%; padding: var(--sp-space-1) var(--sp-space-2);
    border-radius: var(--sp-radius); color: var(--sp-tag-text);
    font-size: var(--sp-font-size-small); font-weight: 600; line-height: 1.3; overflow-wrap: anywhere;
  }
  .sp-tag--ma { background: var(--sp-tag-ma); }
  .sp-tag--pdp { background: var(--sp-tag-pdp); }
  .sp-tag--snp { background: var(--sp-tag-snp); }
  .sp-tag--ms { background: var(--sp-tag-ms); }
  /* Forced colours paint every background alike: a border keeps the tag a tag. */
  @media (forced-colors: active) { .sp-tag { border: 1px solid; } }
  @media print { .sp-tag { background: none; color: #000; border: 1px solid #000; } }
`;
