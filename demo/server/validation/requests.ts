/** The reference backend's rules for each POST body besides the Users API (see rules.ts for why they are its own). */
import { boolean, booleanLike, fields, filledText, filledTextLike, jsonText, list, matching, numberLike, oneOf, optional, positiveNumber, text, textLike, year, type Issue } from './rules';

export const authValidateBody = fields({
  code: filledText,
  isHsidLogin: oneOf([true]),
  requestHost: text,
  dcClientCookie: optional(text),
  isMultiProfileCloakInEnabled: boolean,
});

/** Month/day/year as the confirm-identity form joins it; empty when the form sends none (a skip). */
const dob = matching(/^(\d{2}\/\d{2}\/\d{4})?$/, 'must be a date as MM/DD/YYYY');

export const mergeBody = fields({
  firstName: text,
  lastName: text,
  email: text,
  dob,
  mbi: optional(text),
  gender: optional(text),
  zipCode: optional(text),
  /** m: merge, s: save the skip preference. */
  action: oneOf(['m', 's']),
});

export const importBody = fields({ uuid: filledText, isAuthUser: boolean, triggeredBy: text });

export const reminderEmailBody = fields({
  emailAddress: text, firstName: text, lastName: text, siteId: text, deeplink: text,
  mbi: optional(text), gender: optional(text), dob: optional(text), zip: optional(text), uhcstatus: optional(text), profileStatus: optional(text),
});

/** The application-status service pages by at most 100 applications. */
const pageSize = (value: unknown, path: string, issues: Issue[]): number => {
  const n = positiveNumber(value, path, issues);
  if (n !== undefined && (!Number.isInteger(n) || n > 100)) issues.push({ path, message: 'must be a whole number up to 100' });
  return n;
};

export const applicationSearchBody = fields({ mbi: filledText, pageSize });
export const applicationLookupBody = fields({ confirmationNumbers: list(filledText, { min: 1, what: 'confirmation number' }) });

/** Something@something: the service looks the address up, it does not police its form. */
export const pendingEnrollmentsBody = fields({ emailId: matching(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address') });

export const federalPlansBody = fields({ planYear: year, planIds: list(text) });

export const drugSearchBody = fields({
  isDCProfileDrugsFlow: boolean,
  drugs: list(fields({ ndc: text, drugName: text, drugGenericNameAndDosage: optional(text) })),
});

export const estimatePlanCostBody = fields({
  zip: matching(/^\d{5}$/, 'must be a five-digit ZIP code'),
  county: filledText,
  pharmacy: fields({ pharmacyNumber: text, mailOrder: optional(booleanLike) }),
  drugs: list(fields({
    nationalDrugCode: filledText,
    /** A drug taken 0 or fewer times cannot be priced. */
    drugQuantity: positiveNumber,
    drugSupplyLength: optional(textLike),
    drugFrequency: optional(text),
    packageQuantity: optional(textLike),
    packageSize: optional(textLike),
  })),
  plans: list(fields({ contractId: filledText, pbpNumber: filledTextLike, segmentId: filledTextLike, planYear: year })),
});

export const providerCoverageBody = fields({
  partnerCode: oneOf(['uhc.mnr']),
  clientPortalCode: oneOf(['UHCMS1']),
  providers: list(fields({ providerId: filledTextLike, providerName: text })),
});

export const trackingBody = fields({
  message: jsonText(fields({
    eventType: filledText,
    name: matching(/^[\s\S]{1,100}$/, 'must be 1 to 100 characters'),
    timestamp: numberLike,
    uuid: text,
    appName: text,
    data: fields({}),
  })),
  producerCn: text,
  topic: text,
});

export const domoBody = fields({ uuid: text, eventType: filledText, eventTimestamp: text });
