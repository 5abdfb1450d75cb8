/**
 * The reference backend's rules for Users POST bodies, by type (see
 * rules.ts for why they are its own). A section names what the server
 * stores and reads back; a saved item the server could not show again (a
 * drug with no name, a plan with no id or year) is refused, and so is any
 * field the section does not have.
 */
import { drugsList, optionalZip, pharmacyObj, plansList, PROFILE_LIMITS, providersList, savedPlanKeys, planYear } from './items';
import { anyValue, booleanLike, fields, filledText, list, looseFields, optional, textUpTo, year, type Rule } from './rules';

const plansDetails = fields({
  zipCode: optionalZip,
  plans: optional(plansList),
  /** Comma-separated 'planId planYear type' keys, each held to the plan rules. */
  savedPlans: optional(savedPlanKeys),
});

const drugsAndPharmacyDetails = fields({
  drugInfoDetails: optional(drugsList),
  pharmacyObj: optional(pharmacyObj),
});

const providersDetails = fields({
  zipCode: optionalZip,
  planYear: optional(year),
  providerIdList: optional(providersList),
  /** The provider service's own records, kept as they come. */
  millimanProviders: optional(list(looseFields({}), { max: PROFILE_LIMITS.providers, what: 'provider' })),
});

const medsuppData = fields({
  savedPlanInformation: optional(fields({
    favoritedPlans: optional(list(fields({ planCode: filledText, planYear: optional(planYear) }), { max: PROFILE_LIMITS.favoritedPlans, what: 'plan' })),
  })),
  applicantInformation: optional(fields({ zipCode: optionalZip })),
  zipCode: optionalZip,
});

/**
 * Identity is the server's: the Medicare number, e-mail, date of birth and
 * gender come from the sign-in record and the identity flows (merge,
 * import); what names the account, its type and its history are the
 * server's too. A save naming any of them is refused, whatever the value.
 */
const SERVER_OWNED = [
  'mbi', 'email', 'dob', 'gender', 'uuid', 'userType', 'optumId', 'telesalesProfileType', 'createdBy', 'salesforceRecordType',
  'importAgreementData', 'importHistory', 'retryCount', 'mergedProfileUuid', 'agentFlow', 'profileType', 'profileStatus',
  'isGuestUser', 'lastModifiedBy', 'lastModifiedDate', 'siteId', 'dataRetrievalStatus', 'accountLinkIds', 'sessionLastAccessed',
];
const serverOwned: Rule<undefined> = (value, path, issues) => {
  if (value !== undefined) issues.push({ path, message: 'is kept by the server: it comes from sign-in or a confirmed identity, not from a save' });
  return undefined;
};

const name = optional(textUpTo(100));
const userDetails = fields({
  firstName: name,
  lastName: name,
  fullName: optional(textUpTo(200)),
  nickName: name,
  zipCode: optionalZip,
  ...Object.fromEntries(SERVER_OWNED.map((key) => [key, serverOwned])),
});

/** The recommendation's answers (spec §3.8), kept as the questionnaire wrote them. */
const preData = fields({
  planYear: optional(planYear),
  ...Object.fromEntries([
    'planRecommendationObj', 'preferences', 'showAllPlans', 'planMonth', 'isResultPage', 'comparedPlans', 'medsuppUserInfo',
    'drugs', 'mlmaRanking', 'mlpdpRanking', 'pdpPlanStage',
  ].map((key) => [key, anyValue])),
});
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

