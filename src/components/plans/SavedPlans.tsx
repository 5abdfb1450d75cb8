/**
 * <sp-saved-plans>: the plans view of the profile (spec §2.3), or with
 * variant="panel" the compact saved-plans panel (spec §2.2). Works alone on
 * any page: it starts the page's one profile load itself.
 */
import { Spinner } from '../common/Spinner';
import { useStartup } from '../common/useStartupAndContent';
import { useMedsuppFavouritesRefresh } from './useMedsuppFavourites';
import { SavedPlansPanel } from './SavedPlansPanel';
import { SavedPlansView } from './SavedPlansView';
import { savedPlansCss } from './SavedPlans.css';
import { useSheet } from '../common/useSheet';
import { useMessages } from '../i18n/useMessages';
import { plansMessages } from './plansMessages';

export interface SavedPlansProps {
  variant?: 'panel';
}

/** Its top heading takes the element's heading level (2 to 5, so the cards two below reach h6 at most). */
export function SavedPlans({ variant }: SavedPlansProps) {
  useSheet(savedPlansCss);
  const status = useStartup();
  useMedsuppFavouritesRefresh();
  const messages = useMessages(plansMessages);
  if (status === 'notLoaded' || status === 'loading') return <Spinner label={messages.loadingPlans} />;
  // Spec §8: a failed load is logged only; the element stays quiet.
  if (status === 'error') return null;
  return variant === 'panel' ? <SavedPlansPanel /> : <SavedPlansView />;
}
