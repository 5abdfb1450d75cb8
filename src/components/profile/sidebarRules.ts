/** When the side navigation's saved-plans panel shows (spec §2.2). Pure. */
import type { ProfileView } from '../../state/profileView';

export interface SavedPlansPanelInputs {
  view: ProfileView;
  isApplicationsExists: boolean;
  isPlansExists: boolean;
}

/**
 * On large screens (the stylesheet hides it on smaller ones) the panel
 * shows when the plans view is not current, or when no applications exist
 * and plans exist.
 */
export function isSavedPlansPanelShown({ view, isApplicationsExists, isPlansExists }: SavedPlansPanelInputs): boolean {
  return view !== 'plans' || (!isApplicationsExists && isPlansExists);
}
