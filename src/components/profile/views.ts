/** The three views' titles (spec §2.2) and the element each view shows. */
import type { ProfileView } from '../../domain/profileViews';

export const VIEW_TITLES: Record<ProfileView, string> = {
  plans: 'Your plans',
  drugs: 'Your drugs',
  providers: 'Your doctors and dentists',
};

/** The element (name without prefix) that renders each view. */
export const VIEW_ELEMENTS: Record<ProfileView, string> = {
  plans: 'saved-plans',
  drugs: 'drug-list',
  providers: 'provider-list',
};
