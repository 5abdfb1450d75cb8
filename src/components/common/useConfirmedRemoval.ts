/**
 * What follows "Remove" in a confirm-removal pop-up, the same for plans, drugs
 * and doctors: the item leaves at once (the state's removal is optimistic), a
 * screen reader is told how it went, and the host page hears of a removal that
 * held (the state sends the event, from this element). The pop-up's open item
 * belongs to this element: the removal's answer closes the pop-up only while
 * it still asks about that same item, so a second pop-up opened meanwhile stays
 * as it is. The spec restores the item on failure and says nothing more; the
 * announcements are our wording.
 */
import { useAtom, useStore, type PrimitiveAtom } from 'jotai';
import type { Store } from '../../state/store';
import { useMessages } from '../i18n/useMessages';
import { commonMessages } from './commonMessages';
import { useHost } from './host';
import { useAnnouncer } from './LiveRegion';

export interface ConfirmedRemovalOptions<T> {
  /** The state's removal: resolves false when the server refused it and the item is back. */
  remove: (item: T, store: Store, from?: EventTarget) => Promise<boolean>;
  /** This element's atom of the item its remove pop-up asks about (null: closed). */
  popup: PrimitiveAtom<T | null>;
  /** What the item is called in the announcement (a plan's name, a drug's dosage text). */
  nameOf: (item: T) => string;
  /** Where it was saved, as the announcement says it, from the caller's catalog: 'your saved drugs'. */
  savedIn: string;
  /** Drugs and doctors close their pop-up as the removal starts; plans keep it, busy, until the answer. */
  closeAtStart?: boolean;
  /** Runs a close of the pop-up (drugs and doctors pass a transition, so the row's removal paints first). */
  closing?: (close: () => void) => void;
}

export interface ConfirmedRemoval<T> {
  message: string;
  /** The item the pop-up asks about, or null when it is closed. */
  item: T | null;
  open: (item: T) => void;
  close: () => void;
  confirm: (item: T) => Promise<void>;
}

export function useConfirmedRemoval<T>({ remove, popup, nameOf, savedIn, closeAtStart = false, closing = (close) => close() }: ConfirmedRemovalOptions<T>): ConfirmedRemoval<T> {
  const { message, announce } = useAnnouncer();
  const messages = useMessages(commonMessages);
  const store = useStore();
  const host = useHost();
  const [item, setItem] = useAtom(popup);
  /** Closes the pop-up if it still asks about `removed`. */
  const closeFor = (removed: T) => closing(() => setItem((shown) => (shown === removed ? null : shown)));
  const confirm = async (target: T) => {
    const removal = remove(target, store, host ?? undefined);
    if (closeAtStart) closeFor(target);
    const held = await removal;
    if (!closeAtStart) closeFor(target);
    announce(held ? messages.removed(nameOf(target), savedIn) : messages.removeFailed(nameOf(target)));
  };
  return { message, item, open: setItem, close: () => setItem(null), confirm };
}
