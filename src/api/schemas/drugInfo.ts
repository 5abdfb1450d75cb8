/**
 * The drug info calls (spec §7.3): the generic counterpart of a drug and the
 * drug info search. Apart from drug.ts because only a person's action runs
 * them (opening a drug's information, closing the drug cost estimator), after
 * a page's first render.
 */
import * as v from 'valibot';
import { opt, StringLikeSchema } from './reading';

export const DrugDosageInfoSchema = v.looseObject({
  dosageId: opt(StringLikeSchema),
  dosageName: opt(v.string()),
  nationalDrugCode: opt(StringLikeSchema),
  packages: opt(v.array(v.looseObject({ packageName: opt(v.string()), packageSize: opt(StringLikeSchema), packageQuantity: opt(StringLikeSchema) }))),
});

/** GET /drug-info-api/druginfo/genericdruginfo/... */
export const GenericDrugInfoResponseSchema = v.looseObject({
  data: v.looseObject({
    brandedDrugId: opt(StringLikeSchema),
    brandedDrugDosageId: opt(StringLikeSchema),
    drugId: StringLikeSchema,
    drugName: v.string(),
    drugDosageInfoList: v.array(DrugDosageInfoSchema),
  }),
});
export type GenericDrugInfoResponse = v.InferOutput<typeof GenericDrugInfoResponseSchema>;

export const DrugInfoSearchRequestSchema = v.object({
  isDCProfileDrugsFlow: v.boolean(),
  drugs: v.array(
    v.object({
      ndc: v.string(),
      drugName: v.string(),
      drugGenericNameAndDosage: opt(v.string()),
    }),
  ),
});
export type DrugInfoSearchRequest = v.InferInput<typeof DrugInfoSearchRequestSchema>;

export const DrugInfoSearchResponseSchema = v.looseObject({
  drugs: v.array(
    v.looseObject({
      ndc: StringLikeSchema,
      dosageName: opt(v.string()),
      drugId: opt(StringLikeSchema),
      dosageId: opt(StringLikeSchema),
    }),
  ),
});
export type DrugInfoSearchResponse = v.InferOutput<typeof DrugInfoSearchResponseSchema>;

