/**
 * A message banner: info, success, warning or error, with an optional
 * heading and an optional 'Close' action (e.g. the 'Service outage' banner,
 * spec §2.6, whose Close hides it locally).
 *
 * A banner present when the page loads is plain content; pass `announce` when
 * it appears in answer to something the user did (e.g. the identity-failure
 * banner), so it is read out: errors and warnings as alerts, others as status.
 */
import { useId, type MouseEvent, type ReactNode } from 'react';
import { Button } from './Button';
import { Icon } from './Icon';
import type { IconName } from './icons';
import { useSheet } from './useSheet';
import { bannerCss } from './Banner.css';
import { useMessages } from '../i18n/useMessages';
import { commonMessages } from './commonMessages';
import { Heading } from './headings';

export type BannerVariant = 'info' | 'success' | 'warning' | 'error';

const ICONS: Record<BannerVariant, IconName> = { info: 'info', success: 'check', warning: 'warning', error: 'error' };

interface BannerProps {
  variant?: BannerVariant;
  heading?: ReactNode;
  children?: ReactNode;
  /** Shows a 'Close' button that calls this. */
  onClose?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The button's text when not 'Close'. */
  closeLabel?: string;
  announce?: boolean;
  className?: string;
}

function liveRole(variant: BannerVariant, announce: boolean): 'alert' | 'status' | undefined {
  if (!announce) return undefined;
  return variant === 'error' || variant === 'warning' ? 'alert' : 'status';
}

export function Banner({ variant = 'info', heading, children, onClose, closeLabel, announce = false, className, }: BannerProps) {
  useSheet(bannerCss, 'common');
  const messages = useMessages(commonMessages);
  const headingId = useId();
  const classes = ['sp-banner', `sp-banner--${variant}`, className].filter(Boolean).join(' ');
  return (
    <div className={classes} role={liveRole(variant, announce)} part="banner">
      <Icon name={ICONS[variant]} className="sp-banner__icon" />
      <div className="sp-banner__content">
        {heading && (
          <Heading id={headingId} className="sp-banner__heading">
            {heading}
          </Heading>
        )}
        {children}
      </div>
      {onClose && (
        <Button variant="link" className="sp-banner__close" onClick={onClose} aria-describedby={heading ? headingId : undefined}>
          {closeLabel ?? messages.close}
        </Button>
      )}
    </div>
  );
}
