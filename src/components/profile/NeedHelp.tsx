/** The need-help block (spec §2.2): the toll-free number (page config) and the hours, as written. */
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { Icon } from '../common/Icon';
import { configAtom } from '../../state/config';

/** The spec's hours text, letter for letter. */
export const NEED_HELP_HOURS = '8 a.m. to p.m.';

export function NeedHelp() {
  const { tollFreeNumber } = useAtomValue(configAtom);
  const headingId = useId();
  return (
    <section className="sp-profile__help" aria-labelledby={headingId}>
      <h2 id={headingId}>Need help?</h2>
      <p>
        <Icon name="phone" /> Call <a href={`tel:${tollFreeNumber.replace(/[^\d+]/g, '')}`}>{tollFreeNumber}</a> (TTY 711)
      </p>
      <p>{NEED_HELP_HOURS}</p>
    </section>
  );
}
