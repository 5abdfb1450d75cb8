/**
 * Hooks every element's root component uses to join the page's one startup
 * and to read CMS copy. Components never fetch; these call state actions.
 */
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import type { ContentFragment } from '../../api/content';
import type { ContentFragmentName } from '../../api/contentPaths';
import { contentVariantsAtom, requestContent } from '../../state/content';
import { profileStatusAtom, type ProfileStatus } from '../../state/profile';
import { ensureStarted } from '../../state/startup';
import { useLocale } from '../i18n/useMessages';

/** Starts the page once (shared by all elements) and returns the profile status. */
export function useStartup(): ProfileStatus {
  // The store this component reads, not whichever is the page's now: a root that renders late (a transition
  // finishing after its element left) must not start another page's store.
  const store = useStore();
  useEffect(() => {
    void ensureStarted(store);
  }, [store]);
  return useAtomValue(profileStatusAtom);
}

/** A content fragment in the element's language, requested on first use; undefined while it loads or if it failed. */
export function useContent<N extends ContentFragmentName>(name: N): ContentFragment<N> | undefined {
  const locale = useLocale();
  useEffect(() => requestContent(name, locale), [name, locale]);
  return useAtomValue(contentVariantsAtom(name))[locale];
}
