/**
 * Typed message catalogs. Each area of the UI declares its English
 * texts once, next to its components (`fooMessages.ts`, with the spec's texts
 * letter for letter); its Spanish texts sit beside them (`fooMessages.es.ts`),
 * typed by the English catalog, so a missing or extra key fails the type
 * check. English ships in the area's own chunk; Spanish loads only for a
 * Spanish page or element (spanish.ts, loaded by LocaleScope).
 */

/** A text, or a function of the values it names (counts, dates, names). */
export type Message = string | ((...values: never[]) => string);

export type Messages = Readonly<Record<string, Message>>;

/** One area's catalog: its name in the Spanish bundle and its English texts. */
export interface Catalog<M extends Messages> {
  readonly area: string;
  readonly en: M;
}

/** Declares an area's English catalog; `MessagesOf<typeof catalog>` is the type its Spanish catalog must meet. */
export function defineMessages<M extends Messages>(area: string, en: M): Catalog<M> {
  return { area, en };
}

export type MessagesOf<C> = C extends Catalog<infer M> ? M : never;
