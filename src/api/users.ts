/** Profile and users (spec §7.2): the Users API, sign-in validation, logout, server date. */
import type { Http } from './http';
import { paths, GUEST_USER_ID, type UsersItemType, type UsersType } from './paths';
import { mapResult, type ApiResult } from './result';
import { AuthValidateResponseSchema, type AuthValidateRequest, type AuthValidateResponse } from './schemas/identity';
import {
  ProfileResponseSchema,
  UsersDeleteResponseSchema,
  type ProfileResponse,
  type UsersDeleteResponse,
  type UsersUpdateBody,
  type UsersUpdateType,
} from './schemas/profile';
import { SystemDateResponseSchema } from './schemas/geo';
import { IgnoredBodySchema } from './schemas/common';

export interface ProfileQuery {
  /** Profile uuid; undefined for a guest without one. */
  id: string | undefined;
  type: UsersType;
  planYear?: number;
  /** True when the read follows a successful identity merge. */
  merged?: boolean;
}

const userId = (id: string | undefined) => id || GUEST_USER_ID;

/**
 * Browsers allow 64 KiB of keepalive bodies in flight per page and refuse a request past that: a quarter each
 * leaves room for the writes one removal sends side by side and a tracking call. A larger write is sent plainly.
 */
const KEEPALIVE_BODY_LIMIT = 16 * 1024;

const mayKeepAlive = (body: unknown) => new TextEncoder().encode(JSON.stringify(body)).byteLength <= KEEPALIVE_BODY_LIMIT;

/** GET /landrover/api/Users/{id}/{type}[/{x}][/{flag}], no-cache. */
export function getProfile(http: Http, query: ProfileQuery): Promise<ApiResult<ProfileResponse>> {
  const path = paths.usersGet(userId(query.id), query.type, query.planYear, query.merged);
  return http.send(`users.get.${query.type}`, ProfileResponseSchema, 'get', path);
}

const asText = (flag: unknown) => (typeof flag === 'boolean' ? String(flag) : flag);

/** The body as the profile stores it: a pharmacy's flags go back as the text 'true'/'false' they came as (spec §3.1). */
function storedForm<B>(body: B): B {
  const details = (body as { drugsAndPharmacyDetails?: { pharmacyObj?: Record<string, unknown> } }).drugsAndPharmacyDetails;
  const pharmacy = details?.pharmacyObj;
  if (!pharmacy) return body;
  const pharmacyObj = { ...pharmacy, mailOrder: asText(pharmacy.mailOrder), pharmacySaver: asText(pharmacy.pharmacySaver) };
  return { ...body, drugsAndPharmacyDetails: { ...details, pharmacyObj } };
}

/**
 * POST /landrover/api/Users/{id}/{type}[/{x}]; answers the profile after the write. Writes (this and the deletes)
 * are sent keepalive: the list changes at once, so the person may leave the page before the server has answered.
 */
export function updateProfile<T extends UsersUpdateType>(
  http: Http,
  id: string | undefined,
  type: T,
  body: UsersUpdateBody<T>,
  planYear?: number,
): Promise<ApiResult<ProfileResponse>> {
  const json = storedForm(body);
  return http.send(`users.update.${type}`, ProfileResponseSchema, 'post', paths.usersUpdate(userId(id), type, planYear), { json, keepalive: mayKeepAlive(json) });
}

/** DELETE /landrover/api/Users/{id}/{type}/{item}/{x}. */
export function deleteItem(http: Http, id: string | undefined, type: UsersItemType, item: string, planYear: number): Promise<ApiResult<UsersDeleteResponse>> {
  return http.send(`users.delete.${type}`, UsersDeleteResponseSchema, 'delete', paths.usersDeleteItem(userId(id), type, item, planYear), { keepalive: true });
}

/** Delete saved plan (spec §7.2, path not shown): the Users DELETE with type plans. */
export function deleteSavedPlan(http: Http, id: string | undefined, planYear: number, planId: string): Promise<ApiResult<UsersDeleteResponse>> {
  return http.send('users.deleteSavedPlan', UsersDeleteResponseSchema, 'delete', paths.usersDeleteItem(userId(id), 'plans', planId, planYear), { keepalive: true });
}

export function authValidate(http: Http, body: AuthValidateRequest): Promise<ApiResult<AuthValidateResponse>> {
  return http.send('users.authValidate', AuthValidateResponseSchema, 'post', paths.authValidate(), { json: body });
}

/** DELETE /landrover/api/logout, with credentials so the session cookies go and get cleared. */
export async function logout(http: Http): Promise<ApiResult<true>> {
  const result = await http.send('users.logout', IgnoredBodySchema, 'delete', paths.logout(), { credentials: 'include' });
  return mapResult(result, () => true as const);
}

/** The server's date-time text (spec §7.2 "response systemDate"). */
export async function systemDate(http: Http): Promise<ApiResult<string>> {
  return mapResult(await http.send('users.systemDate', SystemDateResponseSchema, 'get', paths.systemDate()), (body) => body.systemDate);
}
