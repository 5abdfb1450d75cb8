/**
 * Reading the window event that tells the toast drugs or doctors were imported
 * (spec §4.3 "A toast shows when drugs or providers were imported").
 *
 * Contract (dispatched by whoever finishes an import, e.g. <sp-import-dialog>
 * or the startup's member import):
 *
 *   window.dispatchEvent(new CustomEvent('sp-items-imported', {
 *     detail: { drugs: 2, providers: 1 },   // how many of each were added
 *   }));
 *
 * A detail with no positive count shows nothing.
 */
import type { ItemsImported } from '../../state/hostEvents';

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The counts an event carries, or null when it carries nothing imported. */
export function readItemsImported(event: Event): ItemsImported | null {
  const detail = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const { drugs, providers } = detail as Record<string, unknown>;
  const imported = { drugs: count(drugs), providers: count(providers) };
  return imported.drugs + imported.providers > 0 ? imported : null;
}
