/** The session call's answer: who the session cookie names, in the identity cookie's fields (spec §3.1). */
import * as v from 'valibot';
import { BooleanLikeSchema } from './common';
import { opt } from './reading';

/** `isGuest` must be said: an answer that does not say whether the user is a guest tells the page nothing. */
export const SessionAnswerSchema = v.looseObject({
  uuid: v.string(),
  isGuest: BooleanLikeSchema,
  isCSRLogin: opt(BooleanLikeSchema),
});
export type SessionAnswer = v.InferOutput<typeof SessionAnswerSchema>;
