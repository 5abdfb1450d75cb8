/** The reference backend's rules for each POST body besides the Users API (see rules.ts for why they are its own). */
import { drugQuantity, planId, PROFILE_LIMITS, savedProvider } from './items';
import {
  boolean, booleanLike, fields, filledText, filledTextLike, jsonText, list, looseFields, matching, numberLike, oneOf, optional, positiveNumber,
  shortText, siteUrl, textLike, textUpTo, year, type Issue,
} from './rules';

/** The most items one lookup or estimate names (plans compared, drugs priced, confirmation numbers). */
const MAX_ASKED = 100;

export const authValidateBody = fields({
  code: matching(/^[A-Za-z0-9_-]{1,100}$/, 'must be a sign-in code'),
  isHsidLogin: oneOf([true]),
  requestHost: shortText,
  dcClientCookie: optional(textUpTo(4096)),
  isMultiProfileCloakInEnabled: boolean,
});

/** Month/day/year as the confirm-identity form joins it; empty when the form sends none (a skip). */
const dob = matching(/^(\d{2}\/\d{2}\/\d{4})?$/, 'must be a date as MM/DD/YYYY');

const name = textUpTo(100);

export const mergeBody = fields({
  firstName: name,
  lastName: name,
  email: textUpTo(254),
  dob,
  mbi: optional(textUpTo(13)),
  gender: optional(textUpTo(1)),
  zipCode: optional(textUpTo(5)),
  /** m: merge, s: save the skip preference. */
  action: oneOf(['m', 's']),
});

export const importBody = fields({ uuid: filledText, isAuthUser: boolean, triggeredBy: shortText });

/** The reminder e-mail stop; its deeplink goes into an e-mail, so it must lead back to this site (`isSiteOrigin`: this server or an allowed origin). */
export const reminderEmailBody = (isSiteOrigin: (origin: string) => boolean) => fields({
  emailAddress: textUpTo(254), firstName: name, lastName: name, siteId: shortText, deeplink: siteUrl(isSiteOrigin),
  mbi: optional(textUpTo(13)), gender: optional(textUpTo(1)), dob: optional(shortText), zip: optional(textUpTo(5)), uhcstatus: optional(shortText), profileStatus: optional(shortText),
});

/** The application-status service pages by at most 100 applications. */
const pageSize = (value: unknown, path: string, issues: Issue[]): number => {
  const n = positiveNumber(value, path, issues);
  if (n !== undefined && (!Number.isInteger(n) || n > 100)) issues.push({ path, message: 'must be a whole number up to 100' });
  return n;
};

export const applicationSearchBody = fields({ mbi: textUpTo(13), pageSize });
export const applicationLookupBody = fields({ confirmationNumbers: list(matching(/^[A-Za-z0-9-]{1,40}$/, 'must be a confirmation number'), { min: 1, max: MAX_ASKED, what: 'confirmation number' }) });

/** Something@something: the service looks the address up, it does not police its form. */
export const pendingEnrollmentsBody = fields({ emailId: matching(/^[^\s@]{1,64}@[^\s@]{1,189}$/, 'must be an e-mail address') });

export const federalPlansBody = fields({ planYear: year, planIds: list(planId, { max: MAX_ASKED, what: 'plan' }) });

export const drugSearchBody = fields({
  isDCProfileDrugsFlow: boolean,
  drugs: list(fields({ ndc: shortText, drugName: textUpTo(300), drugGenericNameAndDosage: optional(textUpTo(300)) }), { max: MAX_ASKED, what: 'drug' }),
});

export const estimatePlanCostBody = fields({
  zip: matching(/^\d{5}$/, 'must be a five-digit ZIP code'),
  county: filledText,
  pharmacy: fields({ pharmacyNumber: shortText, mailOrder: optional(booleanLike) }),
  drugs: list(fields({
    nationalDrugCode: filledText,
    /** A drug taken 0 or fewer times cannot be priced, nor one taken beyond reason. */
    drugQuantity,
    drugSupplyLength: optional(textLike),
    drugFrequency: optional(shortText),
    packageQuantity: optional(textLike),
    packageSize: optional(textLike),
  }), { max: PROFILE_LIMITS.drugs, what: 'drug' }),
  plans: list(fields({ contractId: filledText, pbpNumber: filledTextLike, segmentId: filledTextLike, planYear: year }), { max: MAX_ASKED, what: 'plan' }),
});

export const providerCoverageBody = fields({
  partnerCode: oneOf(['uhc.mnr']),
  clientPortalCode: oneOf(['UHCMS1']),
  providers: list(savedProvider, { max: PROFILE_LIMITS.providers, what: 'provider' }),
});

export const trackingBody = fields({
  message: jsonText(fields({
    eventType: filledText,
    name: matching(/^[\s\S]{1,100}$/, 'must be 1 to 100 characters'),
    timestamp: numberLike,
    uuid: textUpTo(100),
    appName: shortText,
    /** The event's own data: its keys are the caller's. */
    data: looseFields({}),
  })),
  producerCn: shortText,
  topic: shortText,
});

export const domoBody = fields({ uuid: textUpTo(100), eventType: matching(/^.{1,100}$/, 'must be 1 to 100 characters'), eventTimestamp: shortText });
