/** The three views' titles (spec §2.2, in the profile catalog) and the element each view shows. */
import type { ProfileView } from '../../domain/profileViews';
import type { ProfileMessages } from './profileMessages';

export const VIEW_TITLES: Record<ProfileView, keyof ProfileMessages & `view${string}`> = {
  plans: 'viewPlans',
  drugs: 'viewDrugs',
  providers: 'viewProviders',
};

/** The element (name without prefix) that renders each view. */
export const VIEW_ELEMENTS: Record<ProfileView, string> = {
  plans: 'saved-plans',
  drugs: 'drug-list',
  providers: 'provider-list',
};
