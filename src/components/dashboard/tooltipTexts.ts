/** The recommendation card tooltip's four texts, by the top plan's type (spec §2.7; wording not shown, written here). */
import type { RecommendationTooltipVariant } from '../../domain/recommendation';

export const TOOLTIP_HEADING = 'Why we recommend this plan';

export const TOOLTIP_TEXTS: Record<RecommendationTooltipVariant, string> = {
  medicareSupplement:
    'This Medicare Supplement Insurance plan best matches your answers. It helps pay costs Original Medicare does not, and you can see any doctor who accepts Medicare.',
  standAloneDrugPlan:
    'This Medicare Prescription Drug Plan best matches your answers. It covers your drugs at the lowest estimated yearly cost at your pharmacy, and works alongside Original Medicare.',
  specialNeedsPlan:
    'This Medicare Special Needs Plan best matches your answers. It is built for people with certain health needs or coverage, such as Medicaid or a chronic condition.',
  medicareAdvantage:
    'This Medicare Advantage plan best matches your answers about your doctors, drugs and costs. It combines hospital and medical coverage, and often drug coverage, in one plan.',
};
