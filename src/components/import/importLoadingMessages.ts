/**
 * The import's loading texts (see ../i18n/messages.ts): the page-level
 * loading screen an import shows over the profile or dashboard, and the line
 * both loading screens share (spec §4.3). Apart from the import area's catalog
 * (importMessages.ts) because only these show on a page's first render; the
 * pop-up and form texts load with the pop-up bodies.
 */
import { defineMessages } from '../i18n/messages';

export const importLoadingMessages = defineMessages('importLoading', {
  /** Spec §4.3 (both loading screens). */
  loadingInfo: 'This may take up to 1 minute. The page will automatically refresh once we have your information.',
  /** Spec §4.3 (page-level loading screen). */
  pageLoadingHeading: 'We are finding your drugs & doctors.',
});

export type ImportLoadingMessages = typeof importLoadingMessages.en;

declare module '../i18n/messages' {
  interface Catalogs {
    importLoading: typeof importLoadingMessages;
  }
}
