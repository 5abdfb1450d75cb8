/** The profile page's three views (spec §2.2) and when the side navigation's saved-plans panel shows. Pure. */

export const PROFILE_VIEWS = ['plans', 'drugs', 'providers'] as const;
export type ProfileView = (typeof PROFILE_VIEWS)[number];

export interface SavedPlansPanelInputs {
  view: ProfileView;
  isApplicationsExists: boolean;
  isPlansExists: boolean;
}

/**
 * On large screens (phones show no side column) the panel shows when the
 * plans view is not current, or when no applications exist and plans exist.
 */
export function isSavedPlansPanelShown({ view, isApplicationsExists, isPlansExists }: SavedPlansPanelInputs): boolean {
  return view !== 'plans' || (!isApplicationsExists && isPlansExists);
}
