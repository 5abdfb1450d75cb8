/** Startup decision (spec §4.2). */
import { isPresent } from './storedValue';

export type StartupAction =
  /** A new auth code: store it, validate it with the server, then import member items. */
  | { kind: 'validate-code'; code: string }
  /** Signed in (same code, or a user-id cookie): load the profile, cloaked for a support-agent login. */
  | { kind: 'load-profile'; cloaked: boolean }
  /** No cookie: a guest, loaded with no id. */
  | { kind: 'load-guest' };

export interface StartupInputs {
  /** The code query parameter of the URL. */
  codeParam?: string | null;
  /** The code stored by an earlier startup. */
  storedCode?: string | null;
  hasUserIdCookie: boolean;
  /** The identity cookie marks a support-agent login. */
  isCSRLogin: boolean;
}

export function startupAction(inputs: StartupInputs): StartupAction {
  const code = isPresent(inputs.codeParam) ? inputs.codeParam.trim() : null;
  if (code !== null && code !== (inputs.storedCode ?? '').trim()) return { kind: 'validate-code', code };
  if (code !== null || inputs.hasUserIdCookie) return { kind: 'load-profile', cloaked: code === null && inputs.isCSRLogin };
  return { kind: 'load-guest' };
}

