import { SavedPlans } from '../src/components/plans/SavedPlans';
import { defineElement, type ElementOptions } from './define';
import { SECTION_HEADING_LEVEL } from './attributes';
import { OPEN_ADD_YOUR_INFO, PLAN_REMOVED } from '../src/state/hostEvents';

/**
 * The saved plans (spec §2.3): the two-year toggle during the annual
 * enrollment period, Medicare Advantage, drug, special needs and Medicare
 * Supplement lists with counts and compare links, plan cards with enroll /
 * learn-more buttons, and the remove-plan, drug-pricing and call-to-enroll
 * pop-ups (each loaded when first opened). With variant="panel" it is the
 * compact saved-plans panel the profile shows on large screens (spec §2.2).
 * Works alone on any page.
 * @summary Saved plans by type, or the compact saved-plans panel.
 * @example <sp-saved-plans heading-level="3"></sp-saved-plans>
 * @demo member - Margaret Hill, a member: her saved plans by type.
 * @csspart plan-card - One plan card.
 * @csspart plan-list - One list of plans of a type.
 * @csspart tag - The plan-type tag.
 * @csspart toggle - The two-year toggle.
 * @csspart empty - The empty state.
 * @csspart panel - The compact panel (variant="panel").
 * @csspart button - Buttons and button-styled links.
 * @csspart dialog - The pop-ups.
 * @cssprop --sp-color-primary - Brand colour of buttons and the toggle.
 * @cssprop --sp-tag-ma - Colour of the Medicare Advantage tag and card edge (also --sp-tag-pdp, --sp-tag-snp, --sp-tag-ms).
 */
export const contract = {
  attributes: {
    /** 'panel' for the compact panel; the full plans view otherwise. */
    variant: { type: 'string', values: ['panel'] },
    /** Level of the element's top heading; plan lists use the next level, their cards the one after (so h5 at most). */
    headingLevel: SECTION_HEADING_LEVEL,
  },
  events: [PLAN_REMOVED, OPEN_ADD_YOUR_INFO],
} as const satisfies ElementOptions;

defineElement('saved-plans', SavedPlans, contract);

