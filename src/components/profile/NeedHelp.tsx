/** The need-help block (spec §2.2): the toll-free number (page config) and the hours, as written. */
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { Icon } from '../common/Icon';
import { configAtom } from '../../state/config';
import { useMessages } from '../i18n/useMessages';
import { profileMessages } from './profileMessages';

export function NeedHelp() {
  const { tollFreeNumber } = useAtomValue(configAtom);
  const headingId = useId();
  const messages = useMessages(profileMessages);
  return (
    <section className="sp-profile__help" aria-labelledby={headingId}>
      <h2 id={headingId}>{messages.needHelpHeading}</h2>
      <p>
        <Icon name="phone" /> {messages.callBefore} <a href={`tel:${tollFreeNumber.replace(/[^\d+]/g, '')}`}>{tollFreeNumber}</a> {messages.callAfter}
      </p>
      <p>{messages.needHelpHours}</p>
    </section>
  );
}
