/**
 * The whole api client on its own Http, as a test builds it from settings
 * (the app shares one Http between its families: src/state/api.ts).
 */
import { apiOn } from '../../src/api/api';
import { createHttp, type ApiSettings } from '../../src/api/http';

export function createApi(settings: ApiSettings) {
  return apiOn(createHttp(settings));
}
