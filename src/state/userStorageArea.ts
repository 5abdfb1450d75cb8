/**
 * Where this user's browser-kept data lives: local storage, except in the
 * agent flow, whose data stays in session storage apart from other users'
 * (spec §1, §6). A cloaked session (customer service viewing a profile)
 * keeps its data under keys of its own, and the agent name the sign-in
 * answered (authValidate's agentUserName) is recorded for the tab.
 */
import { writeText, type StorageArea } from '../platform/storage';
import { readStoredText } from '../platform/storedValue';

const AGENT_FLOW_KEY = 'sp.agentFlow';
const CLOAKED_SESSION_KEY = 'sp.cloakedSession';
const AGENT_USER_NAME_KEY = 'sp.agentUserName';

export function isAgentFlow(): boolean {
  return readStoredText('session', AGENT_FLOW_KEY) === 'true';
}

export function markAgentFlow(): void {
  writeText('session', AGENT_FLOW_KEY, 'true');
}

/** Set whenever the page learns who is using it (state/session.ts setSession). */
export function markCloakedSession(cloaked: boolean): void {
  writeText('session', CLOAKED_SESSION_KEY, String(cloaked));
}

function isCloakedSession(): boolean {
  return readStoredText('session', CLOAKED_SESSION_KEY) === 'true';
}

export function recordAgentUserName(name: string): void {
  writeText('session', AGENT_USER_NAME_KEY, name);
}

export function readAgentUserName(): string | undefined {
  return readStoredText('session', AGENT_USER_NAME_KEY);
}

export function userStorageArea(): StorageArea {
  return isAgentFlow() ? 'session' : 'local';
}

/** Storage keys, in one place. Agent-flow and cloaked copies get their own prefix. */
export function storageKey(name: 'guestProfile' | 'planYear' | 'authCode' | 'removedPlans' | 'outageClosed'): string {
  if (isAgentFlow()) return `sp.agent.${name}`;
  return isCloakedSession() ? `sp.cloaked.${name}` : `sp.${name}`;
}

/** The profile this tab last showed, kept for the next page of the visit (profileSnapshot.ts); session storage only. */
export const PROFILE_SNAPSHOT_KEY = 'sp.profileSnapshot';
