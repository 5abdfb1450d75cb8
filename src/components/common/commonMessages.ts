/**
 * The common components' own texts (see ../i18n/messages.ts). A
 * text a caller passes in (a heading, a button label) comes from the
 * caller's catalog; these are only the built-in ones. Wording not in the
 * spec is ours, except the plan-type descriptions (spec §3.2).
 */
import { PLAN_TYPE_DESCRIPTIONS, type PlanType } from '../../domain/planTypes';
import { defineMessages } from '../i18n/messages';

export const commonMessages = defineMessages('common', {
  close: 'Close',
  opensInNewTab: '(opens in a new tab)',
  loading: 'Loading',
  loadingPleaseWait: 'Loading, please wait.',
  openFailedHeading: 'This could not be opened',
  openFailedBody: 'Please check your connection and try again.',
  tryAgain: 'Try again',
  importOffer: 'We can find the drugs and doctors from your claim history and add them for you.',
  importAction: 'Import my drugs and doctors',
  /** `savedIn` comes from the caller's catalog: 'your saved drugs'. */
  removed: (name: string, savedIn: string) => `${name} was removed from ${savedIn}.`,
  removeFailed: (name: string) => `${name} could not be removed. Please try again.`,
  planType: (type: PlanType) => PLAN_TYPE_DESCRIPTIONS[type],
});

export type CommonMessages = typeof commonMessages.en;

declare module '../i18n/messages' {
  interface Catalogs {
    common: typeof commonMessages;
  }
}
