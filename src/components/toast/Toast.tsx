/**
 * <sp-toast> (spec §2.7, §4.3): a short notice at the foot of the page.
 *
 * - Welcome: shown once per variant (guest or signed in), then hidden for
 *   good through a stored flag (toastFlag.ts). Texts from the 'profile'
 *   content fragment's toast, built-in fallbacks while it loads; the guest
 *   variant has a 'Sign in' button to the fragment's sign-in URL.
 * - Imported: after the `sp-items-imported` window event (itemsImported.ts
 *   holds the contract), says which drugs and doctors were added.
 *
 * It stays until closed (no auto-hide: people read at their own pace, WCAG
 * 2.2.1) and never takes focus. Screen readers hear it through a live region
 * that is on the page before any message.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { contentFailedAtom, contentVariantsAtom, requestContent } from '../../state/content';
import { isAuthenticatedAtom, sessionKnownAtom } from '../../state/session';
import { ensureSessionKnown } from '../../state/session/sessionKnown';
import { useEmit } from '../common/host';
import { tryFocus } from '../common/focus';
import { LiveRegion, useAnnouncer } from '../common/LiveRegion';
import { ITEMS_IMPORTED, TOAST_CLOSED, type ItemsImported } from '../../state/hostEvents';
import { readItemsImported } from './readItemsImported';
import { markToastShown, wasToastShown } from './toastFlag';
import { fallbackToastTexts, FALLBACK_SIGN_IN_URL, toastMessages, type ToastMessages, type ToastTexts, type ToastVariant } from './toastMessages';
import { useLocale, useMessages } from '../i18n/useMessages';
import { allowedSiteUrlOr, useSitePath } from '../common/sitePath';
import { toastCss } from './Toast.css';
import { useSheet } from '../common/useSheet';
import { useClearOfFocus } from './useClearOfFocus';
import { Heading } from '../common/headings';

/** How long a welcome waits for content's words before it is said in the built-in ones: it is on screen already. */
const CONTENT_WAIT_MS = 2000;

type ToastView = { kind: 'welcome'; variant: ToastVariant } | ({ kind: 'imported' } & ItemsImported);

/** The toast's heading takes the element's heading level. */
export function Toast() {
  useSheet(toastCss);
  const [view, setView] = useState<ToastView | null>(null);
  const welcome = useWelcomeToast();
  useEffect(() => {
    if (welcome) setView((current) => current ?? { kind: 'welcome', variant: welcome });
  }, [welcome]);
  useImportedToast(setView);

  const messages = useMessages(toastMessages);
  const { fragment, settled } = useProfileContent();
  const content = fragment?.toast;
  const texts = view ? textsFor(messages, view, view.kind === 'welcome' ? content?.[view.variant] : undefined) : null;
  // A welcome is said once its texts are final (content's, or the built-in ones should content fail or be slow),
  // not first in the built-in words the eyes see while content loads and then again in content's.
  const slow = useWaited(view?.kind === 'welcome' && !settled, CONTENT_WAIT_MS);
  const final = view?.kind === 'imported' || settled || slow;
  const message = useSaidOnce(view, texts && final ? `${texts.heading}. ${texts.body}` : '');

  const emit = useEmit();
  const close = () => {
    setView(null);
    emit(TOAST_CLOSED);
  };
  // A sign-in URL from content that is not on this site is refused for the built-in one.
  const signInUrl = allowedSiteUrlOr(content?.signInUrl, FALLBACK_SIGN_IN_URL);
  return (
    <>
      <LiveRegion message={message} />
      {view && texts && (
        <ToastBox
          texts={texts}
          messages={messages}
          signInUrl={view.kind === 'welcome' && view.variant === 'guest' ? signInUrl : undefined}
          onClose={close}
        />
      )}
    </>
  );
}

function textsFor(messages: ToastMessages, view: ToastView, fromContent: ToastTexts | null | undefined): ToastTexts {
  if (view.kind === 'imported') return { heading: messages.importedHeading, body: messages.importedBody(view.drugs, view.providers) };
  return fromContent ?? fallbackToastTexts(messages, view.variant);
}

interface ToastBoxProps {
  texts: ToastTexts;
  messages: ToastMessages;
  signInUrl: string | undefined;
  onClose: () => void;
}

function ToastBox({ texts, messages, signInUrl, onClose }: ToastBoxProps) {
  const headingId = useId();
  const sitePath = useSitePath();
  const box = useRef<HTMLElement>(null);
  const [edge, before] = useClearOfFocus(box);
  // Back to what had focus before the toast; when that is gone, focus is left where the browser puts it (the
  // page's body): the toast, apart from the page's other elements, knows no better place in them.
  const close = () => {
    tryFocus(before.current);
    onClose();
  };
  // Not itself live: the live region above says it once; this box is for the eyes and the controls.
  // Close comes last for Tab and screen readers, and sits beside the heading for the eyes (Toast.css.ts).
  return (
    <section ref={box} className={`sp-toast sp-toast--${edge}`} aria-labelledby={headingId} part="toast">
      <Heading id={headingId} className="sp-toast__heading">
        {texts.heading}
      </Heading>
      <p className="sp-toast__body">{texts.body}</p>
      {signInUrl && (
        // What LinkButton variant="secondary" renders (the base sheet styles
        // .sp-button for plain markup), and a plain site path, not a
        // SiteLink: sign-in is never a plan-browsing page. The toast alone
        // then loads neither Button nor the plan-browsing links, which
        // keeps a toast-only page within its 90 KB budget.
        <a href={sitePath(signInUrl)} className="sp-button sp-button--secondary sp-toast__action" part="button">
          {messages.signIn}
        </a>
      )}
      <button type="button" className="sp-toast__close" aria-label={messages.close} onClick={close}>
        {/* A text mark, not the icon set: the toast is on every CMS page, and the set would weigh on each (90 KB budget). */}
        <span className="sp-toast__close-mark" aria-hidden="true">
          ×
        </span>
      </button>
    </section>
  );
}

/**
 * The 'profile' fragment (as useContent gives it), and whether it has settled
 * (arrived, or failed for good). The toast needs only this and the session,
 * never the profile: it does not join the page's startup (useStartup), so a
 * page holding only the toast loads no profile and none of the profile code.
 */
function useProfileContent() {
  const locale = useLocale();
  useEffect(() => requestContent('profile', locale), [locale]);
  const fragment = useAtomValue(contentVariantsAtom('profile'))[locale];
  const failed = useAtomValue(contentFailedAtom('profile', locale));
  return { fragment, settled: fragment !== undefined || failed };
}

/**
 * The live region's message: each toast said once, as `spoken` first names it. Not again when the page
 * switches language (its box shows the new words; a screen reader would hear the whole toast again for a
 * press that was about something else), and not when its texts change while it stays up.
 */
function useSaidOnce(view: ToastView | null, spoken: string): string {
  const { message, announce } = useAnnouncer();
  const said = useRef<ToastView | null>(null);
  useEffect(() => {
    if (!view || !spoken || said.current === view) return;
    said.current = view;
    announce(spoken);
  }, [view, spoken, announce]);
  return message;
}

/** Whether `waiting` has once held for `ms` on end (and stays so). */
function useWaited(waiting: boolean, ms: number): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setWaited(true), ms);
    return () => clearTimeout(timer);
  }, [waiting, ms]);
  return waited;
}

/** The welcome variant to show now, once the session is known and only if never shown before. */
function useWelcomeToast(): ToastVariant | null {
  useEffect(() => ensureSessionKnown(), []);
  const known = useAtomValue(sessionKnownAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const decided = useRef<ToastVariant | null | undefined>(undefined);
  if (known && decided.current === undefined) {
    const variant: ToastVariant = authenticated ? 'authenticated' : 'guest';
    decided.current = wasToastShown(variant) ? null : variant;
  }
  const variant = decided.current ?? null;
  useEffect(() => {
    if (variant) markToastShown(variant);
  }, [variant]);
  return variant;
}

function useImportedToast(setView: (view: ToastView) => void): void {
  useEffect(() => {
    const onImported = (event: Event) => {
      const imported = readItemsImported(event);
      if (imported) setView({ kind: 'imported', ...imported });
    };
    window.addEventListener(ITEMS_IMPORTED, onImported);
    return () => window.removeEventListener(ITEMS_IMPORTED, onImported);
  }, [setView]);
}
