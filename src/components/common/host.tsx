/**
 * The custom element that hosts a component, and the one way components tell
 * the host page what happened: bubbling, composed `sp-<noun>-<verb>` events
 * (names and details in src/state/hostEvents.ts).
 */
import { createContext, useCallback, useContext } from 'react';
import { emit, type DetailArgs, type HostEventName } from '../../state/hostEvents';

export const HostContext = createContext<HTMLElement | null>(null);

export function useHost(): HTMLElement | null {
  return useContext(HostContext);
}

/** Returns a function that emits from this component's host element (or the document when alone). */
export function useEmit(): <K extends HostEventName>(type: K, ...detail: DetailArgs<K>) => boolean {
  const host = useHost();
  return useCallback((type, ...detail) => emit(host ?? document, type, ...detail), [host]);
}
