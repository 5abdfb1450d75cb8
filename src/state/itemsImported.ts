/**
 * The window event that tells the page drugs or doctors were imported (spec
 * §4.3 "A toast shows when drugs or providers were imported"), dispatched by
 * whoever finishes an import: the import dialog, or the member import at
 * sign-in.
 *
 *   window.addEventListener('sp-items-imported', (e) => e.detail); // { drugs: 2, providers: 1 }
 */
import type { ImportSummaryData } from '../api/schemas/identity';
import { emitOnWindow, ITEMS_IMPORTED, type ItemsImported } from './hostEvents';

/** How many drugs and doctors an import summary added. */
export function importedCounts(summary: ImportSummaryData | undefined): ItemsImported {
  return {
    drugs: summary?.importedDrugsAndPharmacySummary?.drugs.length ?? 0,
    providers: summary?.importedProvidersSummary?.providers.length ?? 0,
  };
}

/** Dispatches the event when anything was imported; returns whether it did. */
export function announceItemsImported(counts: ItemsImported): boolean {
  if (counts.drugs + counts.providers <= 0) return false;
  emitOnWindow(ITEMS_IMPORTED, counts);
  return true;
}
