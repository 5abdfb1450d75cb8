/**
 * The CMS announcement banner (feature flag `bannering`, spec §6).
 *
 * The spec names the flag and nothing more. Our reading: authors post a
 * site-wide announcement (an enrollment-period notice, a planned outage) in
 * the 'profile' content fragment's `banner`, and the flag switches it on for
 * the profile and dashboard pages. It shows at the top, above the page's own
 * banners; Close hides that announcement for the rest of the browser session,
 * and a new announcement (a new `id`) shows again. Flag off, no banner or
 * content not loaded: nothing is shown.
 */
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { configAtom, isFlagOn } from '../../state/config';
import { ErrorBoundary } from './ErrorBoundary';

const SiteBannerContent = lazy(() => import('./SiteBannerContent'));

export function SiteBanner() {
  const on = isFlagOn(useAtomValue(configAtom), 'bannering');
  if (!on) return null;
  return (
    <ErrorBoundary name="site banner">
      <Suspense fallback={null}>
        <SiteBannerContent />
      </Suspense>
    </ErrorBoundary>
  );
}
