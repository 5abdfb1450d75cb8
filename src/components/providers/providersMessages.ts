/**
 * The providers area's English texts (see ../i18n/messages.ts):
 * the doctors view and the remove-provider pop-up (spec §2.5, §2.7). Where
 * the spec shows no wording, the wording is ours.
 */
import { defineMessages } from '../i18n/messages';

export const providersMessages = defineMessages('providers', {
  heading: 'Your doctors and dentists',
  loading: 'Loading your doctors and dentists',
  emptyHeading: 'You have no saved doctors or dentists yet',
  emptyWhy: 'Save your doctors and dentists to see which plans include them.',
  findAndSave: 'Find and save a doctor',
  addOrEdit: 'Add or edit doctors',
  /** Where a removed provider was saved, as the removal announcement says it. */
  savedIn: 'your saved doctors and dentists',

  /**
   * The list's heading (spec §2.5 "doctors accept Medicare versus in network"):
   * a private fee-for-service plan has no network, its members can see any
   * doctor who accepts Medicare and the plan's terms.
   */
  inNetworkHeading: 'Check if your doctors and dentists are in network',
  acceptMedicareHeading: 'Check if your doctors and dentists accept Medicare',

  /** What the row icon says to a screen reader. */
  medicalIcon: 'Medical provider',
  dentalIcon: 'Dental provider',
  behavioralIcon: 'Behavioral health provider',
  facilityIcon: 'Facility',

  edit: 'Edit',
  remove: 'Remove',

  removeHeading: 'Remove provider',
  removeDescription: 'This provider will be removed from your saved doctors and dentists.',
  removeConfirm: 'Remove from saved providers',
  keep: 'Keep provider',
});

export type ProvidersMessages = typeof providersMessages.en;

declare module '../i18n/messages' {
  interface Catalogs {
    providers: typeof providersMessages;
  }
}
