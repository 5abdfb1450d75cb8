/** Importing an element's module, once per page, for the autoloader and for the profile's nested tags alike. */
import { logger } from '../src/platform/logger';
import { currentPrefix } from '../src/state/config';

export type ElementLoaders = Readonly<Record<string, () => Promise<unknown>>>;

const loads = new Map<string, Promise<unknown>>();

export function hasStarted(name: string): boolean {
  return loads.has(name);
}

export function startedCount(): number {
  return loads.size;
}

/** Imports `<prefix-name>`'s module the first time it is asked for; the same promise after that. A failure is logged. */
export function loadOnce(name: string, loaders: ElementLoaders): Promise<unknown> {
  let load = loads.get(name);
  const loader = loaders[name];
  if (!load && loader) {
    load = loader().catch((error: unknown) => logger.error(`Could not load <${currentPrefix()}${name}>`, error));
    loads.set(name, load);
  }
  return load ?? Promise.resolve(undefined);
}
