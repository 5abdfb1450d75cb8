/**
 * The classic bundle's side files. A classic script cannot import(), so what
 * the module build keeps in a chunk of its own for the pages that need it
 * (the modules marked `@classicPart <name>`: the Spanish texts, the HTML
 * sanitiser) is, in the classic build, a small classic script beside the
 * bundle (rollup.config.mjs, classicParts; scripts/classic-parts-reader.mjs): the
 * bundle adds it to the page on first need and it hands its exports over
 * through a global symbol. An English page, or one without CMS markup, never
 * fetches them, as with the module build.
 */
import { trustedScriptUrl } from '../src/platform/trustedTypes';

const PARTS = Symbol.for('shopper-profile.classicParts');

type Parts = Record<string, unknown>;
const parts = (): Parts => ((globalThis as typeof globalThis & { [PARTS]?: Parts })[PARTS] ??= {});

/** Called by a side file as it runs: its module's exports, under its name. */
export function registerClassicPart(name: string, exports: unknown): void {
  parts()[name] = exports;
}

// Side files sit beside the bundle: their names resolve against the bundle's own address, which a
// classic script knows only while it first runs (document.currentScript is null later).
// Outside a browser (a server importing the bundle) there is no document: nothing is read.
const script = typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null);
const base = script?.src || undefined;

const loading = new Map<string, Promise<unknown>>();

/**
 * A side file's exports, its script added to the page once. A failed load is
 * forgotten (its script taken out), so the next need tries again; the caller
 * logs it and keeps its fallback.
 */
export function loadClassicPart<T>(file: string, name: string): Promise<T> {
  const known = parts()[name];
  if (known) return Promise.resolve(known as T);
  let load = loading.get(name);
  if (!load) {
    load = new Promise<unknown>((resolve, reject) => {
      const tag = document.createElement('script');
      const url = new URL(file, base ?? document.baseURI);
      // On this origin through the library's Trusted Types policy, so a page enforcing them still loads it.
      tag.src = url.origin === location.origin ? trustedScriptUrl(`${url.pathname}${url.search}`) : url.href;
      tag.async = true;
      tag.onload = () => (parts()[name] ? resolve(parts()[name]) : reject(new Error(`${file} did not register ${name}`)));
      tag.onerror = () => reject(new Error(`${file} could not be loaded`));
      document.head.append(tag);
    }).catch((error: unknown) => {
      loading.delete(name);
      throw error;
    });
    loading.set(name, load);
  }
  return load as Promise<T>;
}
