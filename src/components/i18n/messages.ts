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
export interface Catalog<A extends string = string, M extends Messages = Messages> {
  readonly area: A;
  readonly en: M;
}

/** Declares an area's English catalog; `MessagesOf<typeof catalog>` is the type its Spanish catalog must meet. */
export function defineMessages<const A extends string, M extends Messages>(area: A, en: M): Catalog<A, M> {
  return { area, en };
}

export type MessagesOf<C> = C extends Catalog<string, infer M> ? M : never;

/**
 * Every area's catalog, each added by its own file, as the DOM's tag maps are:
 * `declare module '../i18n/messages' { interface Catalogs { toast: typeof toastMessages } }`.
 * Only a catalog listed here reaches a component (useMessages), and the
 * Spanish bundle is typed over all of them, so an area whose Spanish is
 * missing from the Spanish chunk, or short of a key, fails the type check.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one area per file
export interface Catalogs {}

/** A catalog some area declared in `Catalogs`. */
export type DeclaredCatalog = Catalogs[keyof Catalogs];

/** The Spanish chunk's shape: each declared area's Spanish catalog, under the area's name. */
export type SpanishBundle = { readonly [K in keyof Catalogs as Catalogs[K]['area']]: MessagesOf<Catalogs[K]> };
