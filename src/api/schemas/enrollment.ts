/** Enrollments (spec §3.5), wizard form data (§3.6, §3.7) and application status (§3.9). */
import * as v from 'valibot';
import { CountySchema } from './plan';
import { AmountSchema, BooleanLikeSchema, listOf, NumberLikeSchema, PlanYearSchema, ValueObjectSchema } from './common';
import { opt, StringLikeSchema } from './reading';
import { lenientEntries } from './tolerant';

export const KeyLableSchema = v.looseObject({
  questionKey: opt(v.string()),
  questionLabel: opt(v.string()),
  userInput: opt(v.unknown()),
  dynamic: opt(BooleanLikeSchema),
  subQuestionLablesArray: opt(
    v.array(v.looseObject({ key: opt(v.string()), label: opt(v.string()), dynamic: opt(BooleanLikeSchema) })),
  ),
});

export const FormStepSchema = v.looseObject({
  /** The wizard route, e.g. '/steps/personal-information'. */
  view: opt(v.string()),
  /** Answers grouped by question. */
  data: opt(v.record(v.string(), v.unknown())),
  keyLables: opt(v.array(KeyLableSchema)),
  formValid: opt(BooleanLikeSchema),
  nextPageUrl: opt(v.string()),
});
export type FormStep = v.InferOutput<typeof FormStepSchema>;

/**
 * formData arrives as JSON text of the step list (or, from some services,
 * already parsed). Text that is not such a list reads as absent: one bad
 * application must not hide the whole profile; the domain then reports
 * insufficient data for it.
 */
export const FormDataSchema = v.fallback(
  v.optional(v.union([v.array(FormStepSchema), v.pipe(v.string(), v.parseJson(), v.array(FormStepSchema))])),
  undefined,
);

const enrollmentEntries = {
  planId: v.string(),
  planName: opt(v.string()),
  planYear: PlanYearSchema,
  planType: opt(v.string()),
  zipCode: opt(StringLikeSchema),
  county: opt(v.union([v.string(), CountySchema])),
  status: opt(v.string()),
  isSubmitted: opt(BooleanLikeSchema),
  /** null while in progress. */
  confirmationNo: opt(StringLikeSchema),
  /** 'saved {date} CST', 12-hour form. */
  lastSaved: opt(v.string()),
  createDateTime: opt(v.string()),
  updateDateTime: opt(v.string()),
  snpType: opt(v.string()),
  monthlyPremium: opt(AmountSchema),
  outofPocketMaximum: opt(v.union([AmountSchema, ValueObjectSchema])),
  tier1PreferredGeneric: opt(AmountSchema),
  lisMonthlyPremiumFormatted: opt(v.string()),
  origin: opt(v.string()),
  tty: opt(StringLikeSchema),
  phoneNumber: opt(v.string()),
  hoursOfOperation: opt(v.string()),
  formData: opt(FormDataSchema),
};

export const EnrollmentSchema = v.looseObject(enrollmentEntries);
export type Enrollment = v.InferOutput<typeof EnrollmentSchema>;

/** An application as a profile answer carries it: plan id and year are required, any other unreadable field reads as absent. */
export const EnrollmentAnswerSchema = v.looseObject({
  ...lenientEntries(enrollmentEntries, 'application'),
  planId: enrollmentEntries.planId,
  planYear: enrollmentEntries.planYear,
});

/** Medicare Supplement enrollment, kept apart from the others (spec §3.5). */
export const MedsuppEnrollmentSchema = v.looseObject({
  applicationStatus: v.looseObject({
    applicationStatus: opt(v.string()),
    adjudicationStatus: opt(v.string()),
    applicationId: opt(StringLikeSchema),
    savedTimestamp: opt(StringLikeSchema),
    statusDate: opt(StringLikeSchema),
    plans: opt(
      v.array(
        v.looseObject({
          planName: opt(v.string()),
          planDescriptor: opt(v.string()),
          planCode: opt(v.string()),
          legalEntity: opt(v.string()),
        }),
      ),
    ),
  }),
  applicantDemographics: opt(v.looseObject({ zipCode: opt(StringLikeSchema) })),
  planType: opt(v.string()),
  outofPocketMaximum: opt(v.union([AmountSchema, ValueObjectSchema])),
});
export type MedsuppEnrollment = v.InferOutput<typeof MedsuppEnrollmentSchema>;

/** GET /landrover/api/enrollments/medsupp/v1; the client reads applications[0].response. */
export const MedsuppApplicationResponseSchema = v.looseObject({
  applications: v.array(v.looseObject({ response: opt(MedsuppEnrollmentSchema) })),
});
export type MedsuppApplicationResponse = v.InferOutput<typeof MedsuppApplicationResponseSchema>;

export const APPLICATION_STATUS_PAGE_SIZE = 100;

export const ApplicationStatusSearchRequestSchema = v.object({
  mbi: v.pipe(v.string(), v.nonEmpty()),
  pageSize: v.literal(APPLICATION_STATUS_PAGE_SIZE),
});
export type ApplicationStatusSearchRequest = v.InferInput<typeof ApplicationStatusSearchRequestSchema>;

/** Body of the status lookup by confirmation numbers (path not shown, see paths.ts). */
export const ApplicationStatusLookupRequestSchema = v.object({
  confirmationNumbers: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.minLength(1)),
});
export type ApplicationStatusLookupRequest = v.InferInput<typeof ApplicationStatusLookupRequestSchema>;

/**
 * One application-system record (spec §3.9). Field names chosen: imageId is
 * the image identifier (valid ones start with 'WS'), stateCode the
 * application-system state code 1–24 (§4.7); confirmationNo ties it to an
 * enrollment.
 */
export const ApplicationStatusItemSchema = v.looseObject({
  imageId: opt(v.string()),
  stateCode: opt(NumberLikeSchema),
  confirmationNo: opt(StringLikeSchema),
  planId: opt(v.string()),
  planYear: opt(PlanYearSchema),
});
export type ApplicationStatusItem = v.InferOutput<typeof ApplicationStatusItemSchema>;

/** Both status calls answer data.applications. */
export const ApplicationStatusResponseSchema = v.looseObject({
  data: v.looseObject({ applications: v.array(ApplicationStatusItemSchema) }),
});
export type ApplicationStatusResponse = v.InferOutput<typeof ApplicationStatusResponseSchema>;

export const PendingEnrollmentsRequestSchema = v.object({ emailId: v.pipe(v.string(), v.email()) });
export type PendingEnrollmentsRequest = v.InferInput<typeof PendingEnrollmentsRequestSchema>;

/**
 * A pending external enrollment found by e-mail (data.formData). Building an
 * enrollment from it needs the applicant zipCode and plan id, name, year and
 * type (spec §3.5); those are optional here so the domain can log
 * 'Insufficient data found to show Jarvis enrollment' instead of failing all.
 */
export const PendingEnrollmentFormSchema = v.looseObject({
  applicant: opt(v.looseObject({ zipCode: opt(StringLikeSchema) })),
  planId: opt(v.string()),
  planName: opt(v.string()),
  planYear: opt(PlanYearSchema),
  planType: opt(v.string()),
  zipCode: opt(StringLikeSchema),
  isSubmitted: opt(BooleanLikeSchema),
  confirmationNo: opt(StringLikeSchema),
  lastSaved: opt(v.string()),
  updateDateTime: opt(v.string()),
  formData: opt(FormDataSchema),
});
export type PendingEnrollmentForm = v.InferOutput<typeof PendingEnrollmentFormSchema>;

export const PendingEnrollmentsResponseSchema = v.looseObject({
  data: opt(v.looseObject({ formData: opt(listOf(PendingEnrollmentFormSchema)) })),
});
export type PendingEnrollmentsResponse = v.InferOutput<typeof PendingEnrollmentsResponseSchema>;
