/** Counties and the server date (spec §7.2, §7.3). */
import * as v from 'valibot';
import { parseInstantText } from '../../domain/time';
import { CountySchema } from './plan';

const CountyWithStateSchema = v.looseObject({ ...CountySchema.entries, stateCode: v.string() });
export type CountyWithState = v.InferOutput<typeof CountyWithStateSchema>;

/**
 * GET /geolocationinfo/counties/{zip}: counties[] or data.counties; both read
 * as one list. An empty list is valid (the client logs 'No counties found for {zip}').
 */
const CountyListSchema = v.array(CountyWithStateSchema);
export const CountiesResponseSchema = v.union([
  v.pipe(v.looseObject({ counties: CountyListSchema }), v.transform((body) => body.counties)),
  v.pipe(v.looseObject({ data: v.looseObject({ counties: CountyListSchema }) }), v.transform((body) => body.data.counties)),
]);
export type CountiesResponse = v.InferOutput<typeof CountiesResponseSchema>;

/** Server date-time: an ISO date or date-time text, zoneless ones in Central time (read by parseInstantText). */
export const SystemDateResponseSchema = v.looseObject({
  systemDate: v.pipe(
    v.string(),
    v.check((text) => parseInstantText(text) !== null, 'not a date'),
  ),
});
export type SystemDateResponse = v.InferOutput<typeof SystemDateResponseSchema>;
