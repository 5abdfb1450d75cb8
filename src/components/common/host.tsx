/**
 * The custom element that hosts a component, and the one way components tell
 * the host page what happened: bubbling, composed `sp-<noun>-<verb>` events.
 */
import { createContext, useCallback, useContext } from 'react';

export const HostContext = createContext<HTMLElement | null>(null);

export function useHost(): HTMLElement | null {
  return useContext(HostContext);
}

/** Dispatches a bubbling, composed CustomEvent from `target`. */
export function emit<D>(target: EventTarget, type: `sp-${string}`, detail?: D): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }));
}

/** Returns a function that emits from this component's host element (or the document when alone). */
export function useEmit(): <D>(type: `sp-${string}`, detail?: D) => boolean {
  const host = useHost();
  return useCallback((type, detail) => emit(host ?? document, type, detail), [host]);
}
