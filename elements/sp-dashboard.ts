import { Dashboard } from '../src/components/dashboard/Dashboard';
import { defineElement, type ElementOptions } from './define';
import { SECTION_HEADING_LEVEL } from './attributes';
import { OPEN_ADD_YOUR_INFO, PLAN_REMOVED } from '../src/state/hostEvents';

/**
 * The overview page (spec §2.6), its sections stacked in this order, each
 * shown by its rule: the 'Service outage' banner (Close hides it here for
 * good); the account-setup banner (signed in with saved items, until
 * closed); 'Your active plan' (member-enrolled plans, unless the
 * disableActivePlans flag is on); 'Your applications' with their statuses
 * and buttons (denied ones show the plan's contact); 'Your recommended plan'
 * with its 'Why this plan?' pop-up and the results link (?year=); the saved
 * plan cards; the start-recommendation prompt (no recommendation and no
 * applications); a small-screen block; and the saved-item tiles. Guests see
 * the tiles and a find-a-plan prompt. Enroll and application buttons are off
 * in cloaked sessions. A Medicare Supplement top plan adds the
 * recommendation widget script (/medsupp/recommendation-widget.js) to the
 * page head once; starting it raises the window event `open-add-your-info`
 * (detail: entryPoint, planName, planCode, zipCode, clickedElement,
 * planYear, stateCode, legalEntity, marketingPlanCode) when the widget can
 * take it, else goes to the plan's details page.
 * @summary Account overview: applications, recommendation, saved plans and items.
 * @example <sp-dashboard heading-level="3"></sp-dashboard>
 * @demo member - Margaret Hill, a member: her enrolled plan, applications, recommended plan, saved plans and the saved-item tiles.
 * @csspart dashboard - The whole overview.
 * @csspart section - A section without its own part name (active plan).
 * @csspart applications - The applications section.
 * @csspart recommendation - The recommended-plan section.
 * @csspart saved-plans - The saved plans section.
 * @csspart prompt - The start-recommendation or find-a-plan prompt.
 * @csspart mobile - The small-screen block.
 * @csspart tiles - The saved-item tiles section.
 * @csspart tile - One tile.
 * @csspart card - A card (active plan, application, recommendation).
 * @csspart banner - A banner.
 * @cssprop --sp-color-primary - Brand colour of buttons and tile icons.
 * @cssprop --sp-color-border - Card and tile borders.
 */
export const contract = {
  attributes: {
    /** Level of the section headings; cards use the next level. */
    headingLevel: SECTION_HEADING_LEVEL,
  },
  events: [PLAN_REMOVED, OPEN_ADD_YOUR_INFO],
} as const satisfies ElementOptions;

defineElement('dashboard', Dashboard, contract);

