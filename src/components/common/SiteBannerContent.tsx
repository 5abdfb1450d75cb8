/**
 * The CMS announcement itself (the rule is in SiteBanner.tsx). A chunk of its
 * own, loaded only when the flag is on: it brings the HTML sanitiser, which
 * the dashboard does not otherwise load.
 */
import { useState } from 'react';
import { writeText } from '../../platform/storage';
import { readStoredText } from '../../platform/storedValue';
import { Banner } from './Banner';
import { SafeHtml } from './SafeHtml';
import { useContent } from './useStartupAndContent';

export const SITE_BANNER_CLOSED_KEY = 'sp.siteBannerClosed';

export default function SiteBannerContent() {
  const banner = useContent('profile')?.banner;
  const [closedId, setClosedId] = useState(() => readStoredText('session', SITE_BANNER_CLOSED_KEY));
  if (!banner || closedId === String(banner.id)) return null;
  const close = () => {
    writeText('session', SITE_BANNER_CLOSED_KEY, String(banner.id));
    setClosedId(String(banner.id));
  };
  return (
    <Banner variant={banner.variant ?? 'info'} heading={banner.heading} onClose={close} className="sp-site-banner sp-no-print">
      <SafeHtml html={banner.body} />
    </Banner>
  );
}
