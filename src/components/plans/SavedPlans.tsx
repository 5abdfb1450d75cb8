/**
 * <sp-saved-plans>: the plans view of the profile (spec §2.3), or with
 * variant="panel" the compact saved-plans panel (spec §2.2). Works alone on
 * any page: it starts the page's one profile load itself.
 */
import { Spinner } from '../common/Spinner';
import type { HeadingLevel } from '../common/headings';
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
  /** Level of the element's top heading (the element reads the attribute: 2 to 5, 2 by default). */
  headingLevel?: HeadingLevel;
}

export function SavedPlans({ variant, headingLevel: level = 2 }: SavedPlansProps) {
  useSheet(savedPlansCss);
  const status = useStartup();
  useMedsuppFavouritesRefresh();
  const messages = useMessages(plansMessages);
  if (status === 'notLoaded' || status === 'loading') return <Spinner label={messages.loadingPlans} />;
  // Spec §8: a failed load is logged only; the element stays quiet.
  if (status === 'error') return null;
  return variant === 'panel' ? <SavedPlansPanel headingLevel={level} /> : <SavedPlansView headingLevel={level} />;
}
