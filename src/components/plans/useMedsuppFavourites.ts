/**
 * Starts the supplement plan search for the favourited supplement plans
 * (state/medsuppFavourites.ts) once the profile names any. Used by each
 * element that shows saved plans or their count, so the count agrees with
 * the cards wherever it shows; kept apart from usePlanCardContext.ts so a
 * page that shows only the count does not load the cards' code for it.
 */
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { medsuppFavouritesKeyAtom, refreshMedsuppFavourites } from '../../state/medsuppFavourites';

export function useMedsuppFavouritesRefresh(): void {
  const store = useStore();
  const key = useAtomValue(medsuppFavouritesKeyAtom);
  useEffect(() => {
    if (key) void refreshMedsuppFavourites(store);
  }, [store, key]);
}
