/**
 * Profile data (spec §3.1) as the Users API answers and stores it. See the
 * contract at the top of src/api/paths.ts.
 */
import * as v from 'valibot';
import type { UsersType } from '../paths';
import { PlanSchema } from './plan';
import { DrugSchema, PharmacyObjSchema } from './drug';
import { ProviderSchema, ProvidersDetailsSchema } from './provider';
import { EnrollmentSchema, EnrollmentsDetailsSchema } from './enrollment';
import { PreDataSchema } from './recommendation';
import { BooleanLikeSchema, NumberLikeSchema, opt, PlanYearSchema, StringLikeSchema, tolerantList } from './common';

export const ImportHistoryItemSchema = v.looseObject({
  profileType: opt(v.string()),
  agreementName: opt(v.string()),
  agreementText: opt(v.string()),
  agreementDate: opt(v.string()),
  triggeredBy: opt(v.string()),
  attestationText: opt(v.string()),
});

export const UserDetailsSchema = v.looseObject({
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
});
export type UserDetails = v.InferOutput<typeof UserDetailsSchema>;

export const PlansDetailsSchema = v.looseObject({
  zipCode: opt(StringLikeSchema),
  plans: v.optional(v.array(PlanSchema), []),
  /** Comma-separated 'planId planYear type' keys (parsed by the domain). */
  savedPlans: v.optional(v.pipe(v.nullable(v.string()), v.transform((text) => text ?? '')), ''),
});
export type PlansDetails = v.InferOutput<typeof PlansDetailsSchema>;

export const DrugsAndPharmacyDetailsSchema = v.looseObject({
  drugInfoDetails: v.optional(v.array(DrugSchema), []),
  pharmacyObj: opt(PharmacyObjSchema),
});
export type DrugsAndPharmacyDetails = v.InferOutput<typeof DrugsAndPharmacyDetailsSchema>;

export const MedsuppDataSchema = v.looseObject({
  applicantInformation: opt(v.looseObject({ zipCode: opt(StringLikeSchema) })),
  savedPlanInformation: opt(
    v.looseObject({
      favoritedPlans: v.optional(
        v.array(v.looseObject({ planCode: v.string(), planYear: opt(PlanYearSchema) })),
        [],
      ),
    }),
  ),
  zipCode: opt(StringLikeSchema),
});
export type MedsuppData = v.InferOutput<typeof MedsuppDataSchema>;

/**
 * The answer of every GET (and POST) of /landrover/api/Users/...: the
 * sections the type selects, the others absent. isServiceOutage marks that
 * the profile service is degraded (spec §2.6 'Service outage' banner).
 */
export const ProfileResponseSchema = v.looseObject({
  uuid: opt(v.string()),
  userDetails: opt(UserDetailsSchema),
  // Answers read saved lists item by item (tolerantList); request bodies stay strict.
  plansDetails: opt(v.looseObject({ ...PlansDetailsSchema.entries, plans: v.optional(tolerantList(PlanSchema, 'saved plan'), []) })),
  memberEnrolledPlans: opt(tolerantList(PlanSchema, 'enrolled plan')),
  drugsAndPharmacyDetails: opt(
    v.looseObject({ ...DrugsAndPharmacyDetailsSchema.entries, drugInfoDetails: v.optional(tolerantList(DrugSchema, 'saved drug'), []) }),
  ),
  providersDetails: opt(v.looseObject({ ...ProvidersDetailsSchema.entries, providerIdList: opt(tolerantList(ProviderSchema, 'saved provider')) })),
  enrollmentsDetails: opt(v.looseObject({ ...EnrollmentsDetailsSchema.entries, enrollments: tolerantList(EnrollmentSchema, 'application') })),
  macraData: opt(v.unknown()),
  medsuppData: opt(MedsuppDataSchema),
  preData: opt(PreDataSchema),
  isServiceOutage: opt(BooleanLikeSchema),
});
export type ProfileResponse = v.InferOutput<typeof ProfileResponseSchema>;

/** The ProfileResponse sections each Users type answers (besides uuid); see paths.ts. */
export const USERS_TYPE_SECTIONS = {
  all: ['userDetails', 'plansDetails', 'memberEnrolledPlans', 'drugsAndPharmacyDetails', 'providersDetails', 'enrollmentsDetails', 'macraData', 'medsuppData', 'preData'],
  full: ['userDetails', 'plansDetails', 'memberEnrolledPlans', 'drugsAndPharmacyDetails', 'providersDetails', 'enrollmentsDetails', 'macraData', 'medsuppData', 'preData'],
  plans: ['plansDetails', 'memberEnrolledPlans'],
  drugs: ['drugsAndPharmacyDetails'],
  providers: ['providersDetails'],
  medsuppPlans: ['medsuppData'],
  medsupp: ['medsuppData', 'plansDetails'],
  demographics: ['userDetails'],
} as const satisfies Record<UsersType, readonly (keyof ProfileResponse)[]>;

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

/** Plan year segment value for the Users API ({x}). */
export const UsersPlanYearSchema = PlanYearSchema;
