/**
 * The one path of an element's attributes: every attribute it observes (its
 * declared attributes, its flags such as `open`, and `lang`) arrives through
 * the element's attributeChangedCallback and is kept here; the element's
 * React tree reads the current values through `useSyncExternalStore`. The
 * tree is told of a change in the page's render batch (batchedRenders.ts),
 * so attributes changed together in one task render once, with every other
 * element's work of that task.
 */
import { inRenderBatch } from './batchedRenders';

/** Observed attributes by name, as the markup holds them (null: absent). */
export type AttributeTexts = Readonly<Record<string, string | null>>;

export class HostAttributes {
  #texts: AttributeTexts;
  #queued = false;
  readonly #listeners = new Set<() => void>();

  /** The attributes `names` as `element` holds them now (an upgraded element already has its markup's). */
  constructor(element: Element, names: readonly string[]) {
    this.#texts = Object.fromEntries(names.map((name) => [name, element.getAttribute(name)]));
  }

  /** One attribute's new text (attributeChangedCallback). */
  set(name: string, text: string | null): void {
    if (this.#texts[name] === text) return;
    this.#texts = { ...this.#texts, [name]: text };
    if (this.#queued || this.#listeners.size === 0) return;
    this.#queued = true;
    inRenderBatch(this.#notify);
  }

  readonly #notify = (): void => {
    this.#queued = false;
    for (const listener of this.#listeners) listener();
  };

  /** For useSyncExternalStore: the current texts (a new object after each change). */
  readonly texts = (): AttributeTexts => this.#texts;

  /** For useSyncExternalStore. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };
}
