/**
 * Profile data (spec §3.1) as the Users API answers and stores it. See the
 * contract at the top of src/api/paths.ts.
 */
import * as v from 'valibot';
import { PlanAnswerSchema, PlanSchema } from './plan';
import { DrugAnswerSchema, DrugSchema, PharmacyObjAnswerSchema, PharmacyObjSchema } from './drug';
import { ProviderAnswerSchema, ProvidersDetailsSchema } from './provider';
import { EnrollmentAnswerSchema } from './enrollment';
import { PreDataAnswerSchema, PreDataSchema } from './recommendation';
import { BooleanLikeSchema, NumberLikeSchema, PlanYearSchema } from './common';
import { opt, StringLikeSchema } from './reading';
import { answerObject, lenient, lenientEntries, lenientList, readOr, sectionsOf, tolerantList } from './tolerant';

export const ImportHistoryItemSchema = v.looseObject({
  profileType: opt(v.string()),
  agreementName: opt(v.string()),
  agreementText: opt(v.string()),
  agreementDate: opt(v.string()),
  triggeredBy: opt(v.string()),
  attestationText: opt(v.string()),
});

const userDetailsEntries = {
  uuid: opt(v.string()),
  /** 'hsid' for single-sign-on users. */
  userType: opt(v.string()),
  optumId: opt(v.string()),
  mbi: opt(v.string()),
  email: opt(v.string()),
  firstName: opt(v.string()),
  lastName: opt(v.string()),
  dob: opt(v.string()),
  zipCode: opt(StringLikeSchema),
  isGuestUser: opt(BooleanLikeSchema),
  /** M, P, TPM or TPP (spec §4.1). */
  telesalesProfileType: opt(v.string()),
  createdBy: opt(v.string()),
  salesforceRecordType: opt(v.string()),
  importAgreementData: opt(v.looseObject({ agreementDate: opt(v.string()) })),
  lastModifiedBy: opt(v.string()),
  lastModifiedDate: opt(v.string()),
  /** Agent profile data (spec §3.1). */
  agentFlow: opt(BooleanLikeSchema),
  // The fuller stored profile (type `full`):
  fullName: opt(v.string()),
  nickName: opt(v.string()),
  siteId: opt(v.string()),
  consent: opt(v.unknown()),
  gender: opt(v.string()),
  profileType: opt(v.string()),
  profileStatus: opt(v.string()),
  retryCount: opt(NumberLikeSchema),
  dataRetrievalStatus: opt(v.string()),
  importHistory: opt(v.array(ImportHistoryItemSchema)),
  mergedProfileUuid: opt(v.string()),
  sessionLastAccessed: opt(v.string()),
  secondaryEmail: opt(v.string()),
  hcpData: opt(v.unknown()),
  emailTriggeredAt: opt(v.string()),
  accountLinkIds: opt(v.array(v.unknown())),
};

export const UserDetailsSchema = v.looseObject(userDetailsEntries);
export type UserDetails = v.InferOutput<typeof UserDetailsSchema>;

const plansDetailsEntries = {
  zipCode: opt(StringLikeSchema),
  plans: v.optional(v.array(PlanSchema), []),
  /** Comma-separated 'planId planYear type' keys (parsed by the domain). */
  savedPlans: v.optional(v.pipe(v.nullable(v.string()), v.transform((text) => text ?? '')), ''),
};

export const PlansDetailsSchema = v.looseObject(plansDetailsEntries);
export type PlansDetails = v.InferOutput<typeof PlansDetailsSchema>;

export const DrugsAndPharmacyDetailsSchema = v.looseObject({
  drugInfoDetails: v.optional(v.array(DrugSchema), []),
  pharmacyObj: opt(PharmacyObjSchema),
});
export type DrugsAndPharmacyDetails = v.InferOutput<typeof DrugsAndPharmacyDetailsSchema>;

const favoritedPlanEntries = { planCode: v.string(), planYear: opt(PlanYearSchema) };
const FavoritedPlanSchema = v.looseObject(favoritedPlanEntries);
/** A favourite without its planCode cannot be read; an unreadable planYear reads as absent. */
const FavoritedPlanAnswerSchema = v.looseObject({ ...lenientEntries(favoritedPlanEntries, 'favourited supplement plan'), planCode: favoritedPlanEntries.planCode });

const medsuppDataEntries = {
  applicantInformation: opt(v.looseObject({ zipCode: opt(StringLikeSchema) })),
  savedPlanInformation: opt(v.looseObject({ favoritedPlans: v.optional(v.array(FavoritedPlanSchema), []) })),
  zipCode: opt(StringLikeSchema),
};

export const MedsuppDataSchema = v.looseObject(medsuppDataEntries);
export type MedsuppData = v.InferOutput<typeof MedsuppDataSchema>;

/*
 * The sections as answers carry them (request bodies above stay strict):
 * each list read item by item, and inside each item and section a field that
 * cannot be read reads as absent. What was left out is logged once per
 * answer with the call's name (src/api/http.ts).
 */
const answerSections = {
  // User details that cannot be read at all read as details with nothing in them, so a bad answer never
  // signs the shopper out (startup signs out only a profile without user details, spec §4.2).
  userDetails: opt(readOr(answerObject(lenientEntries(userDetailsEntries, 'userDetails')), () => ({}), 'section userDetails')),
  plansDetails: opt(
    answerObject({ ...lenientEntries(plansDetailsEntries, 'plansDetails'), plans: lenientList(PlanAnswerSchema, 'saved plan') }),
  ),
  memberEnrolledPlans: opt(tolerantList(PlanAnswerSchema, 'enrolled plan')),
  drugsAndPharmacyDetails: opt(
    answerObject({
      drugInfoDetails: lenientList(DrugAnswerSchema, 'saved drug'),
      pharmacyObj: lenient(opt(PharmacyObjAnswerSchema), 'pharmacy'),
    }),
  ),
  providersDetails: opt(
    answerObject({
      ...lenientEntries(ProvidersDetailsSchema.entries, 'providersDetails'),
      providerIdList: lenient(opt(tolerantList(ProviderAnswerSchema, 'saved provider')), 'saved provider list'),
    }),
  ),
  enrollmentsDetails: opt(answerObject({ enrollments: lenientList(EnrollmentAnswerSchema, 'application') })),
  macraData: opt(v.unknown()),
  medsuppData: opt(
    answerObject({
      ...lenientEntries(medsuppDataEntries, 'medsuppData'),
      savedPlanInformation: lenient(
        opt(answerObject({ favoritedPlans: lenientList(FavoritedPlanAnswerSchema, 'favourited supplement plan') })),
        'medsuppData savedPlanInformation',
      ),
    }),
  ),
  preData: opt(PreDataAnswerSchema),
  isServiceOutage: opt(BooleanLikeSchema),
};

/**
 * The answer of every GET (and POST) of /landrover/api/Users/...: the
 * sections the type selects, the others absent. isServiceOutage marks that
 * the profile service is degraded (spec §2.6 'Service outage' banner).
 * Each section is read on its own; one that cannot be read at all is left
 * out, as if not sent, so one bad field never blanks the profile.
 */
export const ProfileResponseSchema = sectionsOf({ uuid: opt(StringLikeSchema), ...answerSections });
export type ProfileResponse = v.InferOutput<typeof ProfileResponseSchema>;

const isGuest = v.optional(BooleanLikeSchema, false);

/** POST /landrover/api/Users/{id}/{type}[/{x}] bodies, by type. */
export const UsersUpdateBodySchemas = {
  plans: v.object({ plansDetails: PlansDetailsSchema, isGuest }),
  drugs: v.object({ drugsAndPharmacyDetails: DrugsAndPharmacyDetailsSchema, isGuest }),
  providers: v.object({ providersDetails: ProvidersDetailsSchema, isGuest }),
  medsuppPlans: v.object({ medsuppData: MedsuppDataSchema, isGuest }),
  medsupp: v.object({ medsuppData: MedsuppDataSchema, isGuest }),
  demographics: v.object({ userDetails: UserDetailsSchema, isGuest }),
  all: v.object({
    plansDetails: opt(PlansDetailsSchema),
    drugsAndPharmacyDetails: opt(DrugsAndPharmacyDetailsSchema),
    providersDetails: opt(ProvidersDetailsSchema),
    medsuppData: opt(MedsuppDataSchema),
    userDetails: opt(UserDetailsSchema),
    preData: opt(PreDataSchema),
    isGuest,
  }),
} as const;
/** `full` is read-only; a POST to it is answered 400. */
export type UsersUpdateType = keyof typeof UsersUpdateBodySchemas;
export type UsersUpdateBody<T extends UsersUpdateType> = v.InferInput<(typeof UsersUpdateBodySchemas)[T]>;

/** DELETE /landrover/api/Users/{id}/{type}/{item}/{x}: any 2xx is success; body may be empty. */
export const UsersDeleteResponseSchema = v.optional(v.looseObject({ success: opt(BooleanLikeSchema) }), {});
export type UsersDeleteResponse = v.InferOutput<typeof UsersDeleteResponseSchema>;
