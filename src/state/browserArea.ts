/**
 * Where this user's browser-kept data lives: local storage, except in the
 * agent flow, whose data stays in session storage apart from other users'
 * (spec §1, §6).
 */
import { writeText, type StorageArea } from '../platform/storage';
import { readStoredText } from '../platform/storedValue';

const AGENT_FLOW_KEY = 'sp.agentFlow';

export function isAgentFlow(): boolean {
  return readStoredText('session', AGENT_FLOW_KEY) === 'true';
}

export function markAgentFlow(): void {
  writeText('session', AGENT_FLOW_KEY, 'true');
}

export function browserArea(): StorageArea {
  return isAgentFlow() ? 'session' : 'local';
}

/** Storage keys, in one place. Agent-flow copies get their own prefix. */
export function storageKey(name: 'guestProfile' | 'planYear' | 'authCode' | 'removedPlans' | 'outageClosed'): string {
  return isAgentFlow() ? `sp.agent.${name}` : `sp.${name}`;
}
