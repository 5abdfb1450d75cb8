/**
 * The need-help block (spec §2.2): the toll-free number (page config), the hours as written, and the site's
 * Medicare education page. The spec lists the education path (§2.1) without the screen that links it; a shopper
 * who is unsure turns to this block, so it links there, as plan-shopping sites do beside their phone line.
 */
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { Heading } from '../common/headings';
import { Icon } from '../common/Icon';
import { SiteLink } from '../common/siteLinks';
import { configAtom } from '../../state/config';
import { useMessages } from '../i18n/useMessages';
import { profileMessages } from './profileMessages';

export const EDUCATION_PATH = '/medicare-education.html';

export function NeedHelp() {
  const { tollFreeNumber } = useAtomValue(configAtom);
  const headingId = useId();
  const messages = useMessages(profileMessages);
  return (
    <section className="sp-profile__help" aria-labelledby={headingId}>
      <Heading id={headingId}>{messages.needHelpHeading}</Heading>
      <p>
        <Icon name="phone" /> {messages.callBefore} <a href={`tel:${tollFreeNumber.replace(/[^\d+]/g, '')}`}>{tollFreeNumber}</a> {messages.callAfter}
      </p>
      <p>{messages.needHelpHours}</p>
      <p>
        <SiteLink className="sp-link-standalone" href={EDUCATION_PATH}>{messages.learnAboutMedicare}</SiteLink>
      </p>
    </section>
  );
}
