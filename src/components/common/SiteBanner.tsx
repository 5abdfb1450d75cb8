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
import { useState } from 'react';
import { readText, writeText } from '../../platform/storage';
import { configAtom, isFlagOn } from '../../state/config';
import type { HeadingLevel } from './Accordion';
import { Banner } from './Banner';
import { SafeHtml } from './SafeHtml';
import { useContent } from './useProfile';

export const SITE_BANNER_CLOSED_KEY = 'sp.siteBannerClosed';

function SiteBannerContent({ headingLevel }: { headingLevel: HeadingLevel }) {
  const banner = useContent('profile')?.banner;
  const [closedId, setClosedId] = useState(() => readText('session', SITE_BANNER_CLOSED_KEY));
  if (!banner || closedId === String(banner.id)) return null;
  const close = () => {
    writeText('session', SITE_BANNER_CLOSED_KEY, String(banner.id));
    setClosedId(String(banner.id));
  };
  return (
    <Banner variant={banner.variant ?? 'info'} heading={banner.heading} headingLevel={headingLevel} onClose={close} className="sp-site-banner sp-no-print">
      <SafeHtml html={banner.body} />
    </Banner>
  );
}

export function SiteBanner({ headingLevel }: { headingLevel: HeadingLevel }) {
  const on = isFlagOn(useAtomValue(configAtom), 'bannering');
  return on ? <SiteBannerContent headingLevel={headingLevel} /> : null;
}
