/**
 * Buttons. `Button` is a <button> for actions, styled primary, secondary or
 * as a link ('Keep plan', 'Edit', 'Remove'). `LinkButton` is an <a> for
 * navigation styled as a button ('Browse all plans', 'Create account').
 *
 * `disabled` keeps the control focusable and in the tab order
 * (aria-disabled="true") so screen-reader users find it and hear why it is
 * off: `disabledReason` becomes its description, e.g. the enroll buttons in a
 * cloaked session. Clicks on a disabled control do nothing.
 */
import { useId, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { Icon } from './Icon';
import { useSiteLinkClick } from './siteLinks';
import { useSitePath } from './sitePath';
import type { IconName } from './icons';
import { VisuallyHidden } from './VisuallyHidden';
import { useSheet } from './useSheet';
import { buttonCss } from './Button.css';
import { useMessages } from '../i18n/useMessages';
import { commonMessages } from './commonMessages';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

function classesFor(variant: ButtonVariant, className?: string): string {
  const base = variant === 'link' ? 'sp-link-button' : `sp-button sp-button--${variant}`;
  return className ? `${base} ${className}` : base;
}

function DisabledReason({ id, reason }: { id: string; reason: string | undefined }) {
  return reason ? (
    <span id={id} hidden>
      {reason}
    </span>
  ) : null;
}

function describedBy(own: string | undefined, reasonId: string | undefined): string | undefined {
  return [own, reasonId].filter(Boolean).join(' ') || undefined;
}

interface CommonProps {
  /** Off, but still focusable and announced as unavailable. */
  disabled?: boolean;
  /** Why it is off; read as the control's description and shown on hover. */
  disabledReason?: string;
  /** An icon before the text (decorative). */
  icon?: IconName;
  children: ReactNode;
}

export interface ButtonProps extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'children'> {
  variant?: ButtonVariant;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', disabled, disabledReason, icon, children, className, type = 'button', onClick, ...rest }: ButtonProps) {
  useSheet(buttonCss, 'common');
  const reasonId = useId();
  const hasReason = Boolean(disabled && disabledReason);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <>
      <button
        {...rest}
        type={type}
        className={classesFor(variant, className)}
        aria-disabled={disabled || undefined}
        aria-describedby={describedBy(rest['aria-describedby'], hasReason ? reasonId : undefined)}
        title={hasReason ? disabledReason : rest.title}
        onClick={handleClick}
        part="button"
      >
        {icon && <Icon name={icon} />}
        {children}
      </button>
      <DisabledReason id={reasonId} reason={hasReason ? disabledReason : undefined} />
    </>
  );
}

export interface LinkButtonProps extends CommonProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  variant?: Exclude<ButtonVariant, 'link'>;
  /** Opens in a new tab, says so to screen readers and shows the external-link icon. */
  newTab?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function LinkButton({ variant = 'primary', disabled, disabledReason, icon, children, className, newTab, href, ...rest }: LinkButtonProps) {
  useSheet(buttonCss, 'common');
  const reasonId = useId();
  const hasReason = Boolean(disabled && disabledReason);
  const sitePath = useSitePath();
  const messages = useMessages(commonMessages);
  const click = useSiteLinkClick(disabled ? undefined : href, rest.onClick);
  // A disabled link has no href (nothing to follow) but keeps role and focus.
  const target = disabled ? { role: 'link', tabIndex: 0, 'aria-disabled': true as const } : { href: href === undefined ? undefined : sitePath(href) };
  const opensTab = newTab && !disabled ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <>
      <a
        {...rest}
        {...target}
        {...opensTab}
        onClick={click}
        className={classesFor(variant, className)}
        aria-describedby={describedBy(rest['aria-describedby'], hasReason ? reasonId : undefined)}
        title={hasReason ? disabledReason : rest.title}
        part="button"
      >
        {icon && <Icon name={icon} />}
        {children}
        {newTab && (
          <>
            <Icon name="external-link" />
            <VisuallyHidden>{` ${messages.opensInNewTab}`}</VisuallyHidden>
          </>
        )}
      </a>
      <DisabledReason id={reasonId} reason={hasReason ? disabledReason : undefined} />
    </>
  );
}
