/**
 * Starts the supplement plan search for the favourited supplement plans
 * (state/medsuppFavourites.ts) once the profile names any. Used by each
 * element that shows saved plans or their count, so the count agrees with
 * the cards wherever it shows; kept apart from usePlanCardContext.ts so a
 * page that shows only the count does not load the cards' code for it. The
 * search is part of the follow-up code: it runs as the cards beside it fetch
 * that code once they have painted, or once the page has settled where no
 * card shows (useFollowUpCalls.ts).
 */
import { medsuppFavouritesKeyAtom } from '../../state/medsuppFavourites';
import { useFollowUpRefresh } from './useFollowUpCalls';

export function useMedsuppFavouritesRefresh(): void {
  useFollowUpRefresh((code) => [medsuppFavouritesKeyAtom, code.refreshMedsuppFavourites], 'settled');
}
