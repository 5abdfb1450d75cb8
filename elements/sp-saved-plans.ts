import { commonStyles } from '../src/components/common/styles';
import { planCardCss } from '../src/components/plans/PlanCard.css';
import { SavedPlans } from '../src/components/plans/SavedPlans';
import { savedPlansCss } from '../src/components/plans/SavedPlans.css';
import { defineElement } from './define';
import { ensureStarted } from '../src/state/startup';

/**
 * The saved plans (spec §2.3): the two-year toggle during the annual
 * enrollment period, Medicare Advantage, drug, special needs and Medicare
 * Supplement lists with counts and compare links, plan cards with enroll /
 * learn-more buttons, and the remove-plan, drug-pricing and call-to-enroll
 * pop-ups (each loaded when first opened). With variant="panel" it is the
 * compact saved-plans panel the profile shows on large screens (spec §2.2).
 * Works alone on any page.
 * @summary Saved plans by type, or the compact saved-plans panel.
 * @attr variant - 'panel' for the compact panel; the full plans view otherwise.
 * @attr heading-level - Level of the element's top heading (2 by default).
 * @event sp-plan-removed - A saved plan was removed (after the server agreed); detail: { plan }.
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
defineElement('saved-plans', SavedPlans, {
  start: ensureStarted,
  props: { variant: 'string', headingLevel: 'number' },
  styles: [...commonStyles, planCardCss, savedPlansCss],
});
