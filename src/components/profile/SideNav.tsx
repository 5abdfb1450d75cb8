/**
 * The side column (spec §2.2), in two parts so that on phones the view comes
 * right after the navigation: SideNav (the three views with the saved-drug
 * and saved-provider counts, the browse-plans button with the saved-plan
 * count) and SideExtras (the Extra Help widget, the saved-plans panel on
 * large screens, the need-help block).
 *
 * The view links are real links to '#plans', '#drugs', '#providers' (they
 * open in a new tab too); a plain click switches the view and adds a
 * history entry, so back and forward move between views.
 */
import { useAtomValue } from 'jotai';
import type { MouseEvent } from 'react';
import { LinkButton } from '../common/Button';
import { VisuallyHidden } from '../common/VisuallyHidden';
import type { ProfileView } from '../../domain/profileViews';
import { savedPlansCountAtom } from '../../state/savedPlans';
import { drugsCountAtom, providersCountAtom } from '../../state/savedItems';
import { NeedHelp } from './NeedHelp';
import { NestedElement } from './nestedElements';
import { ORIGIN_PATHS } from '../../domain/pageOrigin';
import { VIEW_TITLES } from './views';
import { useMessages } from '../i18n/useMessages';
import { profileMessages } from './profileMessages';

interface SideNavProps {
  view: ProfileView;
  onSelect: (view: ProfileView) => void;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function ViewLink({ view, current, count, onSelect }: { view: ProfileView; current: boolean; count?: number; onSelect: (view: ProfileView) => void }) {
  const messages = useMessages(profileMessages);
  const select = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onSelect(view);
  };
  return (
    <li>
      <a href={`#${view}`} className="sp-profile__nav-link" aria-current={current ? 'page' : undefined} onClick={select}>
        <span>{messages[VIEW_TITLES[view]]}</span>
        {count !== undefined && (
          <>
            <span className="sp-profile__count" aria-hidden="true">
              {count}
            </span>
            <VisuallyHidden>{messages.savedCount(count)}</VisuallyHidden>
          </>
        )}
      </a>
    </li>
  );
}

export function SideNav({ view, onSelect }: SideNavProps) {
  const drugsCount = useAtomValue(drugsCountAtom);
  const providersCount = useAtomValue(providersCountAtom);
  const savedPlansCount = useAtomValue(savedPlansCountAtom);
  const messages = useMessages(profileMessages);
  return (
    <div className="sp-profile__side sp-no-print">
      <nav aria-label={messages.navLabel} className="sp-profile__nav">
        <ul>
          <ViewLink view="plans" current={view === 'plans'} onSelect={onSelect} />
          <ViewLink view="drugs" current={view === 'drugs'} count={drugsCount} onSelect={onSelect} />
          <ViewLink view="providers" current={view === 'providers'} count={providersCount} onSelect={onSelect} />
        </ul>
      </nav>
      <LinkButton variant="secondary" href={ORIGIN_PATHS.plans} className="sp-profile__browse">
        {messages.browsePlans(savedPlansCount)}
      </LinkButton>
    </div>
  );
}

interface SideExtrasProps {
  showExtraHelp: boolean;
  showSavedPlansPanel: boolean;
}

export function SideExtras({ showExtraHelp, showSavedPlansPanel }: SideExtrasProps) {
  return (
    <div className="sp-profile__extras">
      {showExtraHelp && <NestedElement name="extra-help" className="sp-profile__extra-help sp-no-print" />}
      {showSavedPlansPanel && (
        <NestedElement name="saved-plans" className="sp-profile__panel sp-no-print" attributes={{ variant: 'panel', 'heading-level': '2' }} />
      )}
      <NeedHelp />
    </div>
  );
}
