import { Profile } from '../src/components/profile/Profile';
import { withElementLoader } from '../src/components/profile/nestedElements';
import { defineElement, type ElementOptions } from './define';
import { DRUG_REMOVED, EXTRA_HELP_CHANGED, IMPORT_REQUESTED, PLAN_REMOVED, PROVIDER_REMOVED, VIEW_CHANGED } from '../src/state/hostEvents';
import { loadOnce } from './loadOnce';

/**
 * The elements the profile renders in its shadow root, out of the
 * autoloader's sight: their modules, each its own chunk, loaded as a view or
 * side block first shows (once per page, shared with the autoloader through
 * loadOnce). Named here as any module names what it imports, not from the
 * registry: the registry loads this module, and this module does not load the
 * registry, so the two do not import each other.
 */
const NESTED = {
  'saved-plans': () => import('./sp-saved-plans'),
  'drug-list': () => import('./sp-drug-list'),
  'provider-list': () => import('./sp-provider-list'),
  'extra-help': () => import('./sp-extra-help'),
} as const;

function loadElement(name: string): void {
  void loadOnce(name, NESTED);
}

/**
 * The whole profile page (spec §2.2): the title ('Your account' or 'Your
 * guest account'), the top bar (back link by origin, Email, Print), the guest
 * or signed-in banner with the sign-out confirmation, the side navigation
 * between the three views (plans, drugs, doctors and dentists) with counts,
 * the Extra Help widget, the saved-plans panel, the need-help block, the FAQ
 * and the Medicare Supplement disclosures.
 *
 * The view follows the URL hash (`#plans`, `#drugs`, `#providers`), so back
 * and forward move between views. Without one, the page opens on plans, or on
 * drugs when the user returns from the drug cost estimator or pharmacy search
 * (document.referrer, or the query flag `?from=dce|pharmacy|recommendation`
 * when the referrer is not sent). The views are the elements
 * `<sp-saved-plans>`, `<sp-drug-list>`, `<sp-provider-list>` (and
 * `<sp-extra-help>`, `<sp-saved-plans variant="panel">`), rendered inside and
 * loaded when first shown.
 * @summary The profile page: views by hash, top bar, banners, side navigation, FAQ.
 * @example <sp-profile></sp-profile>
 * @demo member - Margaret Hill, a member: the whole profile page with her saved plans, drugs and doctors.
 * @csspart profile - The page's outer box.
 * @csspart main - The current view's region.
 * @csspart banner - The guest or signed-in banner.
 * @csspart button - Buttons and button-styled links.
 * @cssprop --sp-color-primary - Brand colour of buttons, the current view's marker and the saved counts.
 */
export const contract = {
  // The whole page, its title the h1: its outline is its own, not placed in a host's.
  headingLevel: false,
  // Its own, then those of the elements it renders as its views and side blocks (they leave those elements' shadow
  // roots and then the profile's, so a listener on <sp-profile> hears them).
  events: [VIEW_CHANGED, PLAN_REMOVED, DRUG_REMOVED, PROVIDER_REMOVED, IMPORT_REQUESTED, EXTRA_HELP_CHANGED],
} as const satisfies ElementOptions;

defineElement('profile', withElementLoader(Profile, loadElement), contract);

