/**
 * The inline SVG icon set: 24x24 outline drawings in `currentColor`, so an
 * icon takes its colour from the text around it and prints in black.
 * Several names share a drawing where the spec names the same idea twice
 * (dental/tooth, check/covered, cross/not-covered/close).
 */
const tooth = 'M7 3C4.5 3 3 5 3 7.5c0 2.5 1 4 1.5 6.5.5 3 1 7 2.5 7s1.5-4 3-6c.5-.7 1.5-.7 2 0 1.5 2 1.5 6 3 6s2-4 2.5-7c.5-2.5 1.5-4 1.5-6.5C20 5 18.5 3 16 3c-1.7 0-2.5 1-4 1S8.7 3 7 3z';
const check = 'M4 12.5l5 5L20 6.5';
const cross = 'M6 6l12 12M18 6L6 18';

export const ICON_PATHS = {
  dental: tooth,
  tooth,
  medical: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  behavioral: 'M12 3a7 7 0 0 0-7 7c0 2.1.8 3.6 2 4.8V21h7v-3h2.5a1.5 1.5 0 0 0 1.5-1.5V13l2-.6-2-3.6A7 7 0 0 0 12 3zM10.5 8.2c-.8-.8-2.3-.3-2.3 1 0 1.4 2.3 2.8 2.3 2.8s2.3-1.4 2.3-2.8c0-1.3-1.5-1.8-2.3-1z',
  facility: 'M4 21V6l8-3 8 3v15M2 21h20M10 21v-4h4v4M12 7v4M10 9h4',
  pill: 'M10.5 3.5a5 5 0 0 1 7 7l-7 7a5 5 0 0 1-7-7zM7 7l7 7',
  dollar: 'M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
  glasses: 'M2 14a4 4 0 1 0 8 0a4 4 0 1 0-8 0M14 14a4 4 0 1 0 8 0a4 4 0 1 0-8 0M10 14c1-1 3-1 4 0M2 14l2-7h2M22 14l-2-7h-2',
  // The other benefit icons the spec's catalogue names (§9): a plan's v2 bullets name them by these words.
  gift: 'M3 9h18v4H3zM5 13v8h14v-8M12 9v12M12 9S10.5 4 8 4a2 2 0 0 0 0 5M12 9s1.5-5 4-5a2 2 0 0 1 0 5',
  meal: 'M5 3v8a2 2 0 0 0 4 0V3M7 3v18M17 21V3c-2 1-3 4-3 8h3',
  virtual_care: 'M3 5h18v11H3zM8 20h8M12 16v4M12 7.5v6M9 10.5h6',
  home: 'M3 11l9-7 9 7M5 9.5V21h5v-6h4v6h5V9.5',
  check,
  covered: check,
  cross,
  'not-covered': cross,
  close: cross,
  info: 'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20zM12 11v6M12 7.5v.01',
  warning: 'M12 3L2 21h20zM12 10v5M12 18v.01',
  error: 'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20zM15 9l-6 6M9 9l6 6',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  print: 'M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v7H6z',
  email: 'M3 5h18v14H3zM3 5l9 8 9-8',
  'external-link': 'M14 3h7v7M21 3l-9 9M19 14v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h5',
  'chevron-down': 'M6 9l6 6 6-6',
} as const;

export type IconName = keyof typeof ICON_PATHS;

export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];
