/**
 * The agent flow's session value (spec §6): kept in session storage, apart
 * from other users' data, sent as a header on the /landrover/api group and
 * replaced by the value a response returns.
 */
import * as v from 'valibot';
import { removeItem, writeText } from './storage';
import { readStoredText } from './storedValue';

export const AGENT_SESSION_STORAGE_KEY = 'sp.agentSession';

/** Only text a request header can carry is sent; anything else reads as absent (and is logged). */
const HeaderValueSchema = v.pipe(v.string(), v.trim(), v.regex(/^[\x20-\x7e]{1,4096}$/));

export interface AgentSessionStore {
  get(): string | undefined;
  set(value: string): void;
  clear(): void;
}

export const sessionStorageAgentSession: AgentSessionStore = {
  get: () => readStoredText('session', AGENT_SESSION_STORAGE_KEY, HeaderValueSchema),
  set: (value) => {
    writeText('session', AGENT_SESSION_STORAGE_KEY, value);
  },
  clear: () => removeItem('session', AGENT_SESSION_STORAGE_KEY),
};
