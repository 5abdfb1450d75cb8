/**
 * The supplement application as the cards call it (a saved supplement plan's
 * card, the dashboard's recommended supplement plan), its code
 * (supplementApplication.ts) not part of a page's first load: a page showing
 * such a card fetches it once it has settled (`prefetchSupplementApplication`),
 * so a click opens the application at once, even offline later. Code that
 * cannot be fetched is logged and nothing opens.
 */
import { logger } from '../../platform/logger';
import type * as Supplement from './supplementApplication';

type SupplementCode = typeof Supplement;

const load = (): Promise<SupplementCode> => import('./supplementApplication');

/** Fetches the application's code ahead; a failed fetch is tried again on the click. */
export function prefetchSupplementApplication(): void {
  load().catch(() => undefined);
}

/** Opens (or continues) the application for the target `targetOf` makes with the loaded code. */
export function applyForSupplement(targetOf: (code: SupplementCode) => Supplement.SupplementApplicationTarget): void {
  load()
    .then((code) => code.applyForSupplementPlan(targetOf(code)))
    .catch((error: unknown) => logger.error('The supplement application could not be opened', error));
}
