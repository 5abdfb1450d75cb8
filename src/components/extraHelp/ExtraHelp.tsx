/**
 * <sp-extra-help> (spec §2.2, §4.13): 'I receive Extra Help' / 'I don't
 * receive Extra Help'. Yes sets the LIS level '1' and, the first time on the
 * page, opens the explanatory pop-up; No clears the level. Every plan card
 * on the page reads the same level atom, so their LIS figures change at once.
 *
 * Shown when the LIS-changes feature is on, the session is not cloaked and
 * the member is not a known non-subsidised one (level '0'). Nothing shows
 * until the session is known, so a cloaked session never sees it flash.
 */
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { isExtraHelpWidgetShown, type ExtraHelpAnswer } from '../../domain/extraHelp';
import { isMemberProfile } from '../../domain/profileType';
import { configAtom, isFlagOn } from '../../state/config';
import { answerExtraHelp, extraHelpAnswerAtom, lisSubsidyLevelAtom, loadExtraHelp } from '../../state/plans/extraHelp';
import { activeYearAtom } from '../../state/planYear';
import { userDetailsAtom } from '../../state/profile';
import { isCloakedAtom } from '../../state/session';
import { useEmit } from '../common/host';
import { EXTRA_HELP_CHANGED } from '../../state/hostEvents';
import { lazyDialog } from '../common/lazyDialog';
import { Toggle } from '../common/Toggle';
import { useStartup } from '../common/useStartupAndContent';
import { extraHelpCss } from './ExtraHelp.css';
import { useSheet } from '../common/useSheet';
import { useMessages } from '../i18n/useMessages';
import { extraHelpMessages } from './extraHelpMessages';
import { Heading } from '../common/headings';

const ExtraHelpDialog = lazyDialog(() => import('./ExtraHelpDialog'), 'extra help');

type ToggleValue = ExtraHelpAnswer | 'unanswered';

/** The widget's heading and its pop-up's take the element's heading level. */
export function ExtraHelp() {
  useSheet(extraHelpCss);
  const shown = useExtraHelpShown();
  const store = useStore();
  const answer = useAtomValue(extraHelpAnswerAtom);
  const planYear = useAtomValue(activeYearAtom);
  const [popupOpen, setPopupOpen] = useState(false);
  const emit = useEmit();
  const headingId = useId();
  const messages = useMessages(extraHelpMessages);

  useEffect(() => {
    void loadExtraHelp(store);
  }, [store]);

  const choose = (value: ToggleValue) => {
    if (value === 'unanswered') return;
    if (answerExtraHelp(value, store)) setPopupOpen(true);
    emit(EXTRA_HELP_CHANGED, { lisSubsidyLevel: store.get(lisSubsidyLevelAtom) ?? null });
  };

  if (!shown && !popupOpen) return null;
  return (
    <>
      {shown && (
        <section className="sp-extra-help" aria-labelledby={headingId} part="widget">
          <Heading id={headingId} className="sp-extra-help__heading">
            {messages.heading}
          </Heading>
          <p>{messages.intro}</p>
          <Toggle<ToggleValue>
            label={messages.groupLabel}
            className="sp-extra-help__answers"
            value={answer ?? 'unanswered'}
            onChange={choose}
            options={[
              { value: 'receive', label: messages.answer('receive') },
              { value: 'doNotReceive', label: messages.answer('doNotReceive') },
            ]}
          />
        </section>
      )}
      <ExtraHelpDialog open={popupOpen} onClose={() => setPopupOpen(false)} planYear={planYear} />
    </>
  );
}

/** §2.2's rule, once the session and the profile are known. */
function useExtraHelpShown(): boolean {
  const status = useStartup();
  const config = useAtomValue(configAtom);
  const cloaked = useAtomValue(isCloakedAtom);
  const user = useAtomValue(userDetailsAtom);
  const lisSubsidyLevel = useAtomValue(lisSubsidyLevelAtom);
  const known = status === 'ready' || status === 'error' || user !== undefined;
  return known && isExtraHelpWidgetShown({ featureOn: isFlagOn(config, 'lisChanges'), cloaked, isMember: user ? isMemberProfile(user) : false, lisSubsidyLevel });
}
