/**
 * What follows "Remove" in a confirm-removal pop-up, the same for plans, drugs
 * and doctors: the item leaves at once (the state's removal is optimistic), a
 * screen reader is told how it went, and the host page hears of a removal that
 * held. The spec restores the item on failure and says nothing more; the
 * announcements are our wording.
 */
import { useMessages } from '../i18n/useMessages';
import { commonMessages } from './commonMessages';
import { useAnnouncer } from './LiveRegion';

export interface ConfirmedRemovalOptions<T> {
  /** The state's removal: resolves false when the server refused it and the item is back. */
  remove: (item: T) => Promise<boolean>;
  /** What the item is called in the announcement (a plan's name, a drug's dosage text). */
  nameOf: (item: T) => string;
  /** Where it was saved, as the announcement says it, from the caller's catalog: 'your saved drugs'. */
  savedIn: string;
  /** Tells the host page of a removal that held. */
  onRemoved: (item: T) => void;
  /** Called right after the removal starts (drugs and doctors close their pop-up at once). */
  onStarted?: () => void;
}

export function useConfirmedRemoval<T>({ remove, nameOf, savedIn, onRemoved, onStarted }: ConfirmedRemovalOptions<T>): { message: string; confirm: (item: T) => Promise<void> } {
  const { message, announce } = useAnnouncer();
  const messages = useMessages(commonMessages);
  const confirm = async (item: T) => {
    const removal = remove(item);
    onStarted?.();
    if (!(await removal)) return announce(messages.removeFailed(nameOf(item)));
    announce(messages.removed(nameOf(item), savedIn));
    onRemoved(item);
  };
  return { message, confirm };
}
