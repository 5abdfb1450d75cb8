/**
 * The reference backend's rules for Users POST bodies, by type (see
 * rules.ts for why they are its own). A section names what the server
 * stores and reads back; a saved item the server could not show again (a
 * drug with no name, a plan with no id or year) is refused.
 */
import { booleanLike, fields, filledText, filledTextLike, list, matching, numberLike, optional, text, textLike, year, type Rule } from './rules';

const savedPlan = fields({
  planId: filledText,
  planYear: year,
  planType: optional(matching(/^(MA|MAPD|PDP|SNP|MS)$/i, 'must be MA, MAPD, PDP, SNP or MS')),
  planName: optional(text),
  zipCode: optional(textLike),
});

const plansDetails = fields({
  zipCode: optional(textLike),
  plans: optional(list(savedPlan)),
  /** Comma-separated 'planId planYear type' keys. */
  savedPlans: optional(text),
});

const savedDrug = fields({
  /** Shown on the drug card: a drug with no name could never be read back. */
  drugName: filledText,
  drugId: optional(textLike),
  nationalDrugCode: optional(textLike),
  drugQuantity: optional(numberLike),
  drugFrequency: optional(textLike),
  drugSupplyLength: optional(textLike),
});

const drugsAndPharmacyDetails = fields({
  drugInfoDetails: optional(list(savedDrug)),
  pharmacyObj: optional(fields({ pharmacyNumber: optional(textLike), pharmacyName: optional(text), mailOrder: optional(booleanLike), pharmacySaver: optional(booleanLike) })),
});

const providersDetails = fields({
  zipCode: optional(textLike),
  planYear: optional(year),
  providerIdList: optional(list(fields({ providerId: filledTextLike, providerName: text }))),
  millimanProviders: optional(list(fields({}))),
});

const medsuppData = fields({
  savedPlanInformation: optional(fields({ favoritedPlans: optional(list(fields({ planCode: filledText, planYear: optional(year) }))) })),
  applicantInformation: optional(fields({ zipCode: optional(textLike) })),
  zipCode: optional(textLike),
});

const userDetails = fields({
  firstName: optional(text),
  lastName: optional(text),
  email: optional(text),
  dob: optional(text),
  zipCode: optional(textLike),
});

const preData = fields({ planYear: optional(year) });
const isGuest = optional(booleanLike);

/** Each Users type that takes a POST and the body it takes; `full` is read-only. */
export const USERS_UPDATE_BODIES = {
  plans: fields({ plansDetails, isGuest }),
  drugs: fields({ drugsAndPharmacyDetails, isGuest }),
  providers: fields({ providersDetails, isGuest }),
  medsuppPlans: fields({ medsuppData, isGuest }),
  medsupp: fields({ medsuppData, isGuest }),
  demographics: fields({ userDetails, isGuest }),
  all: fields({
    plansDetails: optional(plansDetails),
    drugsAndPharmacyDetails: optional(drugsAndPharmacyDetails),
    providersDetails: optional(providersDetails),
    medsuppData: optional(medsuppData),
    userDetails: optional(userDetails),
    preData: optional(preData),
    isGuest,
  }),
} satisfies Record<string, Rule<Record<string, unknown>>>;
