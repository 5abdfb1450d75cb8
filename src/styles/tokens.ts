/**
 * Design tokens as CSS custom properties, one set per brand. Components read
 * only these; hosts restyle by setting them on the element (they inherit
 * through the shadow boundary) or through ::part.
 *
 * Sizes are in rem so text grows with the reader's zoom and font settings.
 */
import type { Brand } from '../state/config';
import { css } from './sheet';

const shared = css`
  --sp-font-family: var(--sp-host-font-family, "Helvetica Neue", Arial, sans-serif);
  --sp-font-size: 1rem;
  --sp-font-size-small: 0.9375rem;
  --sp-font-size-h1: 2rem;
  --sp-font-size-h2: 1.5rem;
  --sp-font-size-h3: 1.25rem;
  --sp-line-height: 1.5;
  --sp-space-1: 0.25rem;
  --sp-space-2: 0.5rem;
  --sp-space-3: 0.75rem;
  --sp-space-4: 1rem;
  --sp-space-6: 1.5rem;
  --sp-space-8: 2rem;
  --sp-radius: 0.375rem;
  --sp-color-text: #1f2933;
  --sp-color-text-muted: #4b5563;
  --sp-color-surface: #ffffff;
  --sp-color-surface-alt: #f3f5f7;
  --sp-color-border: #8a94a0;
  --sp-color-danger: #b00020;
  --sp-color-success: #166534;
  --sp-color-focus: #1d4ed8;
  --sp-tag-ma: #005b82;
  --sp-tag-pdp: #6b2c91;
  --sp-tag-snp: #8a4b00;
  --sp-tag-ms: #1a6b3c;
  --sp-tag-text: #ffffff;
  --sp-color-info: #005288;
  --sp-color-info-surface: #eef5fb;
  --sp-color-warning: #8a4b00;
  --sp-color-warning-surface: #fff6e5;
  --sp-color-error-surface: #fdeeee;
  --sp-shadow: 0 0.25rem 1rem rgb(0 0 0 / 0.2);
  --sp-backdrop: rgb(0 0 0 / 0.55);
  --sp-dialog-width: 40rem;
  --sp-scroll-box-height: 16rem;
  --sp-duration: 150ms;
`;

const brands: Record<Brand, string> = {
  aarp: css`
    --sp-color-primary: #c8102e;
    --sp-color-primary-text: #ffffff;
    --sp-color-link: #005288;
    --sp-color-accent: #002677;
  `,
  uhc: css`
    --sp-color-primary: #002677;
    --sp-color-primary-text: #ffffff;
    --sp-color-link: #196ecf;
    --sp-color-accent: #ff612b;
  `,
};

export function tokensCss(brand: Brand): string {
  return `:host { ${shared} ${brands[brand]} }`;
}
