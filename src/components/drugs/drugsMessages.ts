/**
 * The drugs area's English texts (see ../i18n/messages.ts): the
 * drugs view, its pharmacy line and the remove-drug pop-up (spec §2.4,
 * §2.7). Where the spec shows no wording (the pharmacy coverage, the
 * frequency and supply lines), the wording is ours.
 */
import type { SupplyLength } from '../../domain/drugs';
import { defineMessages } from '../i18n/messages';

export const drugsMessages = defineMessages('drugs', {
  heading: 'Your drugs',
  loading: 'Loading your drugs',
  emptyHeading: 'You have no saved drugs yet',
  emptyWhy: 'Save your drugs to see which plans cover them and estimate what you will pay.',
  addDrugs: 'Add drugs',
  addOrEditDrugs: 'Add or edit drugs',
  /** Opens the drawer's LIS extra help view (with the Extra Help feature, lisChanges). */
  getExtraHelp: 'Get Extra Help with drug costs',
  /** Where a removed drug was saved, as the removal announcement says it. */
  savedIn: 'your saved drugs',

  drugInformation: (title: string) => `${title}, drug information`,
  drug: 'Drug',
  quantity: 'Quantity',
  frequency: 'Frequency',
  refill: 'Refill',
  supplyLength: 'Supply length',
  perDay: 'Per day',
  perWeek: 'Per week',
  perMonth: 'Per month',
  /** Refill periods (the refill labels of spec §9). */
  refillThirtyDay: 'Every 1 Month',
  refillNinetyDay: 'Every 3 Months',
  supplyDays: (days: SupplyLength) => `${days}-day supply`,
  edit: 'Edit',
  remove: 'Remove',

  pharmacyLabel: 'Pharmacy: ',
  noPharmacy: 'No pharmacy selected',
  mailOrderPharmacy: 'Mail order pharmacy',
  retailPharmacy: 'Retail pharmacy',
  /** The pharmacy line's status for the drug-eligible plan (spec §5.5 covered rule). */
  pharmacyCovered: (planName: string) => `Covered by ${planName}`,
  pharmacyNotCovered: (planName: string) => `Not covered by ${planName}`,
  changePharmacy: 'Change pharmacy',

  removeHeading: 'Remove drug',
  removeDescription: 'This drug will be removed from your saved drugs.',
  removeConfirm: 'Remove from saved drugs',
  keep: 'Keep drug',
});

export type DrugsMessages = typeof drugsMessages.en;

declare module '../i18n/messages' {
  interface Catalogs {
    drugs: typeof drugsMessages;
  }
}
