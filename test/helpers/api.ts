/**
 * Every call of src/api on one Http, as a test builds it from settings: each
 * family's functions with the Http given (`api.users.getProfile(query)`), as
 * the product calls them with the page's one (`usersApi.getProfile(getHttp(store), query)`).
 */
import * as content from '../../src/api/content';
import * as drugPricing from '../../src/api/drugPricing';
import * as drugs from '../../src/api/drugs';
import * as enrollments from '../../src/api/enrollments';
import * as geolocation from '../../src/api/geolocation';
import { createHttp, type ApiSettings, type Http } from '../../src/api/http';
import * as identity from '../../src/api/identity';
import * as pharmacy from '../../src/api/pharmacy';
import * as planContact from '../../src/api/planContact';
import * as planInfo from '../../src/api/planInfo';
import * as providers from '../../src/api/providers';
import * as session from '../../src/api/session';
import * as tracking from '../../src/api/tracking';
import * as users from '../../src/api/users';

/** A family's calls (its functions taking the Http first), the Http given. */
type Bound<M> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any call's own arguments
  [K in keyof M as M[K] extends (http: Http, ...args: any[]) => unknown ? K : never]: M[K] extends (http: Http, ...args: infer A) => infer R ? (...args: A) => R : never;
};

function bound<M extends object>(http: Http, family: M): Bound<M> {
  const calls = Object.entries(family).filter((entry): entry is [string, (http: Http, ...args: unknown[]) => unknown] => typeof entry[1] === 'function');
  return Object.fromEntries(calls.map(([name, call]) => [name, (...args: unknown[]) => call(http, ...args)])) as Bound<M>;
}

export function createApi(settings: ApiSettings) {
  const http = createHttp(settings);
  return {
    content: bound(http, content),
    users: bound(http, users),
    session: bound(http, session),
    enrollments: bound(http, enrollments),
    identity: bound(http, identity),
    planInfo: bound(http, { ...planInfo, ...planContact }),
    geolocation: bound(http, geolocation),
    pharmacy: bound(http, pharmacy),
    drugs: bound(http, { ...drugs, ...drugPricing }),
    providers: bound(http, providers),
    tracking: bound(http, tracking),
  };
}

export type Api = ReturnType<typeof createApi>;
