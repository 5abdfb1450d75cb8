/**
 * A loading spinner. With `label` alone it is a status for screen readers
 * ('Loading', in the element's language, by default); `decorative` hides it
 * when nearby text already says what is happening (as in the loading overlay).
 */
import { spinnerCss } from './Spinner.css';
import { useSheet } from './useSheet';
import { useMessages } from '../i18n/useMessages';
import { commonMessages } from './commonMessages';

interface SpinnerProps {
  label?: string;
  /** Shows the label next to the spinner. */
  labelVisible?: boolean;
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label, labelVisible = false, decorative = false, className }: SpinnerProps) {
  useSheet(spinnerCss, 'common');
  const messages = useMessages(commonMessages);
  const classes = className ? `sp-spinner ${className}` : 'sp-spinner';
  const ring = <span className="sp-spinner__ring" aria-hidden="true" />;
  if (decorative) return <span className={classes} aria-hidden="true">{ring}</span>;
  return (
    <span className={classes} role="status">
      {ring}
      <span className={labelVisible ? 'sp-spinner__label' : 'sp-visually-hidden'}>{label ?? messages.loading}</span>
    </span>
  );
}
