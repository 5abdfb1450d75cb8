/**
 * An inline SVG icon. Decorative (aria-hidden) unless given a `label`, in
 * which case it is an image with that name, e.g. the covered/not-covered
 * marks in the drug pricing pop-up. Sized in em so it grows with the text.
 */
import { ICON_PATHS, type IconName } from './icons';
import { useSheet } from './useSheet';
import { iconCss } from './Icon.css';

interface IconProps {
  name: IconName;
  /** Accessible name; leave out when nearby text already says the same. */
  label?: string;
  className?: string;
}

export function Icon({ name, label, className }: IconProps) {
  useSheet(iconCss, 'common');
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      className={['sp-icon', `sp-icon--${name}`, className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      part="icon"
      {...a11y}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
