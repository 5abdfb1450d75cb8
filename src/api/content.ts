/** Content fragments (spec §7.1). */
import type * as v from 'valibot';
import type { Http } from './http';
import { contentFragment, medsuppStateContent, type ContentFragmentName } from './contentPaths';
import type { ApiResult } from './result';
import { ContentFragmentSchemas, MedsuppStateContentSchema, type MedsuppStateContent } from './schemas/content';

export type ContentFragment<N extends ContentFragmentName> = v.InferOutput<(typeof ContentFragmentSchemas)[N]>;

export function createContentApi(http: Http) {
  return {
    fragment<N extends ContentFragmentName>(name: N): Promise<ApiResult<ContentFragment<N>>> {
      return http.send(`content.${name}`, ContentFragmentSchemas[name], 'get', contentFragment(name));
    },
    /** Supplement text and exclusions of one state. */
    medsuppState(stateCode: string): Promise<ApiResult<MedsuppStateContent>> {
      return http.send('content.medsuppState', MedsuppStateContentSchema, 'get', medsuppStateContent(stateCode));
    },
  };
}
