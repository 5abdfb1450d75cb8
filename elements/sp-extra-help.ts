import { ExtraHelp } from '../src/components/extraHelp/ExtraHelp';
import { defineElement, type ElementOptions } from './define';
import { EXTRA_HELP_CHANGED } from '../src/state/hostEvents';

/**
 * The Extra Help (low-income subsidy) widget (spec §4.13): 'I receive Extra
 * Help' / 'I don't receive Extra Help'. Yes sets the LIS level '1' (plan
 * costs on the page switch to their Extra Help figures at once) and, the
 * first time, opens a pop-up explaining the premiums; No clears the level.
 * The level is kept through `window.personalizationService.getExtraHelp()` /
 * `setExtraHelp('1' | null)` when the page provides them, else in browser
 * storage. Shown only with the `lisChanges` feature flag on, outside
 * cloaked sessions, and not for a member known not to receive Extra Help.
 * @summary Extra Help widget and its pop-up.
 * @example <sp-extra-help heading-level="3"></sp-extra-help>
 * @demo member flags=lisChanges - Margaret Hill, a member, with the lisChanges feature flag on (the widget shows only with it).
 * @csspart widget - The widget box.
 * @csspart toggle - The two answers.
 * @csspart dialog - The pop-up.
 * @csspart button - The pop-up's 'Continue' button.
 * @cssprop --sp-color-primary - Brand colour of the chosen answer and buttons.
 */
export const contract = {
  events: [EXTRA_HELP_CHANGED],
} as const satisfies ElementOptions;

defineElement('extra-help', ExtraHelp, contract);

