/**
 * The agent flow's session value (spec §6): kept in session storage, apart
 * from other users' data, sent as a header on the /landrover/api group and
 * replaced by the value a response returns.
 */
import { readText, removeItem, writeText } from './storage';

export const AGENT_SESSION_STORAGE_KEY = 'sp.agentSession';

export interface AgentSessionStore {
  get(): string | undefined;
  set(value: string): void;
  clear(): void;
}

export const sessionStorageAgentSession: AgentSessionStore = {
  get: () => readText('session', AGENT_SESSION_STORAGE_KEY),
  set: (value) => {
    writeText('session', AGENT_SESSION_STORAGE_KEY, value);
  },
  clear: () => removeItem('session', AGENT_SESSION_STORAGE_KEY),
};
