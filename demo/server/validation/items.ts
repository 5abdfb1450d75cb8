/**
 * The saved items of a profile as the server takes them in a Users POST
 * (spec §3.2 to §3.4): the fields each may carry (any other is refused),
 * the identity fields checked so every stored item can be shown and deleted
 * again, and the limits on how many one profile keeps.
 */
import { normalizeFrequency, normalizeSupplyLength } from '../../../src/domain/drugs';
import {
  anyValue, booleanLike, fields, filledTextLike, list, looseFields, matching, numberIn, optional, positiveUpTo, shortText, siteUrl, text, textLike, textUpTo,
  type Checked, type Rule,
} from './rules';

/** How many of each item one profile keeps (a request cannot carry more either). The `large` persona holds 300 plans, 200 drugs, 200 providers. */
export const PROFILE_LIMITS = { plans: 500, drugs: 300, providers: 300, favoritedPlans: 50 } as const;

/**
 * A plan id: letters and digits in up to four hyphenated parts (H3387-003-000,
 * G01), so it can always be named again in a DELETE path.
 */
export const planId = matching(/^[A-Za-z0-9]{1,12}(-[A-Za-z0-9]{1,12}){0,3}$/, 'must be a plan id such as H1234-001-000');
/** The plan years a profile can hold (the catalog covers 2023 to 2027). */
export const planYear = numberIn(2000, 2099);
export const planType = matching(/^(MA|MAPD|PDP|SNP|MS)$/i, 'must be MA, MAPD, PDP, SNP or MS');
/** Empty when the page knows none yet. */
const zip = matching(/^(\d{5})?$/, 'must be a five-digit ZIP code');
const zipLike: Rule<string> = (value, path, issues) => zip(typeof value === 'number' ? String(value).padStart(5, '0') : value, path, issues);
export const optionalZip = optional(zipLike);

/** Fields a plan may carry (spec §3.2, the service plan's included); the server keeps its own catalog figures for plans it knows. */
export const savedPlan = fields({
  planId,
  planYear,
  planType: optional(planType),
  planName: optional(textUpTo(300)),
  zipCode: optionalZip,
  planProductType: optional(shortText),
  /** Epoch ms. */
  savedOn: optional(numberIn(0, 8.64e15)),
  county: optional(looseFields({})),
  oleLaunchData: optional(fields({ cookieInfo: optional(looseFields({})), reloadUrl: optional(siteUrl()) })),
  ...Object.fromEntries([
    'isEnrolled', 'effectiveDate', 'terminationDate', 'enrollmentStatus', 'snpType', 'preferredNetwork', 'pharmacySaver',
    'monthlyPremium', 'monthlyPremiumFormatted', 'lisMonthlyPremiumFormatted', 'annualDrugCost', 'lisAnnualDrugCost',
    'estimatedAnnualDrugCost', 'averageMonthlyDrugCost', 'outofPocketMaximum', 'partDDeductible', 'tier1PreferredGeneric',
    'benefits', 'rider', 'medicalPremium', 'marketingBulletsV2', 'marketingInformation', 'isShowDrugPricing',
    'isShowPharmacyMessage', 'isPharmacyCovered', 'inNetwork', 'coveredDrugs', 'coveredDrugsCount',
    'costsDuringInitialCoveragePeriod', 'drugTier', 'msLegalEntity', 'msPlanPositioningStatement', 'hash', 'token',
    'compositePlanId', 'mapsPlanType', 'businessSegment', 'networkTypes', 'benefitNames', 'benefitDescriptions',
  ].map((key) => [key, anyValue])),
});

/** One 'planId planYear type' key of plansDetails.savedPlans (spec §3.1), held to the same rules as a plan. */
export interface SavedPlanKey { planId: string; planYear: number; planType: string }

/** plansDetails.savedPlans: a comma-separated list of keys, each checked as a saved plan's id, year and type. */
export const savedPlanKeys: Rule<SavedPlanKey[]> = (value, path, issues) => {
  const keys = text(value, path, issues);
  if (typeof keys !== 'string' || keys.trim() === '') return [];
  const parts = keys.split(',');
  if (parts.length > PROFILE_LIMITS.plans) {
    issues.push({ path, message: `must list at most ${PROFILE_LIMITS.plans} keys`, limit: true });
    return [];
  }
  return parts.flatMap((part, i) => {
    const words = part.trim().split(/\s+/);
    const at = `${path}.${i}`;
    if (words.length !== 3) {
      issues.push({ path: at, message: "must be a key 'planId planYear type'" });
      return [];
    }
    const [id, year, type] = words;
    return [{ planId: planId(id, at, issues), planYear: planYear(year, at, issues), planType: String(planType(type, at, issues) ?? '').toUpperCase() }];
  });
};

/** Quantity of a drug: above 0 and no more than a person could take. */
export const drugQuantity = positiveUpTo(10_000);

/** Frequency must be a known one, else it is dropped (spec §5.5); supply length '30' or '90', else '30'. */
const frequency: Rule<string | undefined> = (value, path, issues) => {
  const checked = textLike(value, path, issues);
  return checked === undefined ? undefined : normalizeFrequency(checked);
};
const supplyLength: Rule<string> = (value, path, issues) => normalizeSupplyLength(textLike(value, path, issues));

export const savedDrug = fields({
  /** Shown on the drug card: a drug with no name could never be read back. */
  drugName: matching(/^.{1,200}$/, 'must be non-empty text of at most 200 characters'),
  drugId: optional(filledTextLike),
  isGeneric: optional(booleanLike),
  drugDosage: optional(textUpTo(300)),
  drugQuantity: optional(drugQuantity),
  drugFrequency: optional(frequency),
  drugSupplyLength: optional(supplyLength),
  nationalDrugCode: optional(filledTextLike),
  drugPackageName: optional(textUpTo(300)),
  drugPackageSize: optional(textLike),
  drugPackageQuantity: optional(textLike),
  refillText: optional(textUpTo(300)),
  legacyRefillText: optional(textUpTo(300)),
});

export const pharmacyObj = fields({
  pharmacyNumber: optional(filledTextLike),
  pharmacyName: optional(textUpTo(300)),
  pharmacyAddress: optional(anyValue),
  mailOrder: optional(booleanLike),
  pharmacySaver: optional(booleanLike),
  preferredNetwork: optional(booleanLike),
});

/** Fields a provider may carry (spec §3.4). */
export const savedProvider = fields({
  providerId: filledTextLike,
  providerName: textUpTo(300),
  ...Object.fromEntries([
    'providerAddressId', 'providerAddress', 'providerUniqueId', 'providerType', 'type', 'directoryType', 'providerCoverageType',
    'speciality', 'specialities', 'gender', 'plansList', 'nationalProviderId', 'providerSearchCode', 'languages',
    'networkIdsMedical', 'providerAddressObj', 'PCPId', 'pcpId', 'isPcpQualifiedId', 'isAddedByOLE',
  ].map((key) => [key, anyValue])),
});

export const plansList = list(savedPlan, { max: PROFILE_LIMITS.plans, what: 'plan' });
export const drugsList = list(savedDrug, { max: PROFILE_LIMITS.drugs, what: 'drug' });
export const providersList = list(savedProvider, { max: PROFILE_LIMITS.providers, what: 'provider' });
export type SavedPlan = Checked<typeof savedPlan>;
