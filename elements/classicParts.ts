/**
 * The classic bundle's module runtime. The classic build (rollup.config.mjs,
 * classicChunks) keeps apart what the module build loads as a chunk only when
 * needed (every `import()` of the sources: the pop-up bodies, the Spanish
 * texts, the HTML sanitiser, the removals, ...): each such chunk is a small
 * classic script beside the bundle (shopper-profile.iife.<name>-<hash>.js),
 * added to the page on first need, which reads what it shares with the
 * bundle (React, the store, the state) from the bundle itself. So the list of
 * side files is the module graph's, never a hand-kept one.
 *
 * The chunks are rollup's `system` output, with `System.register(deps,
 * declare)` rewritten by the build into `register(<its file name>, deps,
 * declare)`: the bundle runs at once (it has no dependencies), a side file
 * once its own dependencies have run. This file is bundled on its own into
 * the top of the classic bundle, before the bundle's own code.
 */
import { trustedScriptUrl } from '../src/platform/trustedTypes';

type Namespace = Record<string, unknown>;
type Setter = ((ns: Namespace) => void) | null | undefined;
type Exporter = (name: string | Namespace, value?: unknown) => unknown;
interface Declaration {
  setters?: Setter[];
  execute?: () => unknown;
}
type Declare = (exports: Exporter, module: { import(name: string): Promise<Namespace>; meta: { url: string } }) => Declaration;
interface Registration {
  deps: string[];
  declare: Declare;
}
interface Registry {
  registered: Map<string, Registration>;
  register(file: string, deps: string[], declare: Declare): void;
}
interface ModuleRecord {
  ns: Namespace;
  importers: ((ns: Namespace) => void)[];
}

// The key side files register under (rollup.config.mjs writes it into each of them).
declare const __SP_CLASSIC_KEY__: string;
const KEY = Symbol.for(__SP_CLASSIC_KEY__);

// Shared by every copy of the bundle on the page: a side file registers under its own (hashed) name, which
// only the copy that added its script waits for. Made with the first side file, so a bundle that loads none
// (a server importing it, a page needing no side file) adds no global.
const holder = globalThis as typeof globalThis & { [KEY]?: Registry };
const shared = (): Registry =>
  (holder[KEY] ??= {
    registered: new Map(),
    register(file, deps, declare) {
      this.registered.set(file, { deps, declare });
    },
  });

// The bundle's own code, registered by the bundle itself just before main() runs it.
const own = new Map<string, Registration>();

/** Called by the bundle's own code as it runs (its side files call the shared registry's). */
export function register(file: string, deps: string[], declare: Declare): void {
  own.set(file, { deps, declare });
}

// Side files sit beside the bundle: their names resolve against the bundle's own address, which a
// classic script knows only while it first runs (document.currentScript is null later).
// Outside a browser (a server importing the bundle) there is no document: nothing is loaded.
const script = typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null);
const base = script?.src || (typeof document === 'undefined' ? 'file:///' : document.baseURI);

const fileOf = (url: string): string => url.replace(/[?#].*$/, '').replace(/^.*\//, '');

let mainFile = '';
let mainRecord: ModuleRecord | undefined;
const loading = new Map<string, Promise<ModuleRecord>>();

function declared(url: string, { declare }: Registration): { record: ModuleRecord; declaration: Declaration } {
  const record: ModuleRecord = { ns: Object.create(null) as Namespace, importers: [] };
  // A later export (a `let` assigned again) reaches the modules that import it, as a live binding would.
  const exporter: Exporter = (name, value) => {
    if (typeof name === 'string') record.ns[name] = value;
    else Object.assign(record.ns, name);
    for (const setter of record.importers) setter(record.ns);
    return value;
  };
  const declaration = declare(exporter, { import: (name) => importRecord(name, url).then((dep) => dep.ns), meta: { url } });
  return { record, declaration };
}

/** A side file's script, added once; its registration once it has run. */
function fetchRegistration(url: string): Promise<Registration> {
  const file = fileOf(url);
  const registry = shared();
  const known = registry.registered.get(file);
  if (known) return Promise.resolve(known);
  return new Promise((resolve, reject) => {
    const tag = document.createElement('script');
    const parsed = new URL(url);
    // On this origin through the library's Trusted Types policy, so a page enforcing them still loads it.
    tag.src = parsed.origin === location.origin ? trustedScriptUrl(`${parsed.pathname}${parsed.search}`) : parsed.href;
    tag.async = true;
    tag.onload = () => {
      const registration = registry.registered.get(file);
      if (registration) resolve(registration);
      else reject(new Error(`${file} did not register`));
    };
    tag.onerror = () => {
      tag.remove();
      reject(new Error(`${file} could not be loaded`));
    };
    document.head.append(tag);
  });
}

async function load(url: string): Promise<ModuleRecord> {
  const registration = await fetchRegistration(url);
  const { record, declaration } = declared(url, registration);
  const deps = await Promise.all(registration.deps.map((dep) => importRecord(dep, url)));
  deps.forEach((dep, i) => {
    const setter = declaration.setters?.[i];
    if (!setter) return;
    dep.importers.push(setter);
    setter(dep.ns);
  });
  await declaration.execute?.();
  return record;
}

/**
 * A module by the name its importer gives it: the bundle itself, or a side
 * file run once. A failed load is forgotten (its script taken out), so the
 * next need tries again; the caller logs it and keeps its fallback.
 */
function importRecord(name: string, importer: string): Promise<ModuleRecord> {
  if (mainRecord && fileOf(name) === mainFile) return Promise.resolve(mainRecord);
  const url = new URL(name, importer).href;
  let record = loading.get(url);
  if (!record) {
    record = load(url).catch((error: unknown) => {
      loading.delete(url);
      throw error;
    });
    loading.set(url, record);
  }
  return record;
}

/** Runs the bundle's own code (registered just before, with no dependencies) and returns its exports. */
export function main(file: string): Namespace {
  const registration = own.get(file);
  if (!registration) throw new Error(`${file} did not register`);
  own.delete(file);
  const { record, declaration } = declared(base, registration);
  mainFile = file;
  mainRecord = record;
  void declaration.execute?.();
  return record.ns;
}
