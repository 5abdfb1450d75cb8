/**
 * Design tokens as CSS custom properties, one set per brand. Components read
 * only these; hosts restyle by setting them on the element (they inherit
 * through the shadow boundary) or through ::part.
 *
 * Sizes are in rem so text grows with the reader's zoom and font settings.
 * Each token is written once, with what it styles beside it: the manifest
 * (scripts/manifest.mjs) and the documentation's theming page read these
 * comments and values, so a new token is documented where it is declared.
 */
import type { Brand } from '../domain/brand';

/**
 * The tokens every brand shares.
 * @cssprop --sp-host-font-family - The host page's font, set on the element or any ancestor: every text of the element uses it (through --sp-font-family) instead of the built-in stack.
 */
const shared = {
  /** Font of every text: the host's --sp-host-font-family when set, else a system sans-serif stack. */
  '--sp-font-family': 'var(--sp-host-font-family, "Helvetica Neue", Arial, sans-serif)',
  /** Size of body text. */
  '--sp-font-size': '1rem',
  /** Size of secondary text: hints, notes, footnotes. */
  '--sp-font-size-small': '0.9375rem',
  /** Size of the page title (a level-1 heading: the profile's 'Your account'). */
  '--sp-font-size-h1': '2rem',
  /** Size of section headings. */
  '--sp-font-size-h2': '1.5rem',
  /** Size of card and sub-section headings. */
  '--sp-font-size-h3': '1.25rem',
  /** Line height of text. */
  '--sp-line-height': '1.5',
  /** Spacing step 1: the smallest gap (icon to text). */
  '--sp-space-1': '0.25rem',
  /** Spacing step 2: gaps inside a control or a row. */
  '--sp-space-2': '0.5rem',
  /** Spacing step 3: gaps between related items. */
  '--sp-space-3': '0.75rem',
  /** Spacing step 4: padding of cards and pop-ups, gaps between items. */
  '--sp-space-4': '1rem',
  /** Spacing step 6: gaps between groups. */
  '--sp-space-6': '1.5rem',
  /** Spacing step 8: gaps between sections. */
  '--sp-space-8': '2rem',
  /** Corner radius of cards, buttons, fields and pop-ups. */
  '--sp-radius': '0.375rem',
  /** Colour of body text. */
  '--sp-color-text': '#1f2933',
  /** Colour of secondary text (at least 4.5:1 on the surfaces). */
  '--sp-color-text-muted': '#4b5563',
  /** Background of cards, pop-ups and the element. */
  '--sp-color-surface': '#ffffff',
  /** Background of shaded areas: every other drug row, the current view in the side navigation, hovered buttons and FAQ questions, success banners. */
  '--sp-color-surface-alt': '#f3f5f7',
  /** Borders of cards, fields and tiles (at least 3:1 on the surfaces). */
  '--sp-color-border': '#8a94a0',
  /** Colour of errors: field messages, error banners' edge and icon, the not-covered icon. */
  '--sp-color-danger': '#b00020',
  /** Colour of success: the covered icon, success banners' edge and icon. */
  '--sp-color-success': '#166534',
  /** Colour of the focus ring. */
  '--sp-color-focus': '#1d4ed8',
  /** Colour of the Medicare Advantage (MA, MAPD) plan tag and card edge. */
  '--sp-tag-ma': '#005b82',
  /** Colour of the prescription drug plan (PDP) tag and card edge. */
  '--sp-tag-pdp': '#6b2c91',
  /** Colour of the special needs plan (SNP) tag and card edge. */
  '--sp-tag-snp': '#8a4b00',
  /** Colour of the Medicare Supplement (MS) tag and card edge. */
  '--sp-tag-ms': '#1a6b3c',
  /** Text colour on the plan tags. */
  '--sp-tag-text': '#ffffff',
  /** Colour of information banners' edge and icon, and of plan cards' notices' edge. */
  '--sp-color-info': '#005288',
  /** Background of information banners and plan cards' notices. */
  '--sp-color-info-surface': '#eef5fb',
  /** Colour of warning banners' edge and icon. */
  '--sp-color-warning': '#8a4b00',
  /** Background of warning banners. */
  '--sp-color-warning-surface': '#fff6e5',
  /** Background of error banners and fields in error. */
  '--sp-color-error-surface': '#fdeeee',
  /** Shadow of pop-ups and the toast. */
  '--sp-shadow': '0 0.25rem 1rem rgb(0 0 0 / 0.2)',
  /** Colour behind an open pop-up. */
  '--sp-backdrop': 'rgb(0 0 0 / 0.55)',
  /** Widest a pop-up grows (it narrows with the window). */
  '--sp-dialog-width': '40rem',
  /** Height of scroll boxes (the Medicare Supplement disclosures). */
  '--sp-scroll-box-height': '16rem',
  /** Length of transitions (none when the reader asks for reduced motion). */
  '--sp-duration': '150ms',
} as const;

/** The tokens each brand sets. */
interface BrandTokens {
  /** Brand colour: primary buttons, the current view's marker, saved counts, the chosen toggle answer. */
  '--sp-color-primary': string;
  /** Text colour on the brand colour (primary buttons, the chosen toggle answer). */
  '--sp-color-primary-text': string;
  /** Colour of links. */
  '--sp-color-link': string;
  /** The brand's second colour, set for the brand's palette; no element reads it yet. */
  '--sp-color-accent': string;
}

const brands: Record<Brand, BrandTokens> = {
  aarp: {
    '--sp-color-primary': '#c8102e',
    '--sp-color-primary-text': '#ffffff',
    '--sp-color-link': '#005288',
    '--sp-color-accent': '#002677',
  },
  uhc: {
    '--sp-color-primary': '#002677',
    '--sp-color-primary-text': '#ffffff',
    '--sp-color-link': '#196ecf',
    '--sp-color-accent': '#ff612b',
  },
};

const declarations = (tokens: object): string => Object.entries(tokens).map(([name, value]) => `${name}: ${String(value)};`).join(' ');

export function tokensCss(brand: Brand): string {
  return `:host { ${declarations(shared)} ${declarations(brands[brand])} }`;
}
