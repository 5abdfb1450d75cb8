import { ProviderList } from '../src/components/providers/ProviderList';
import { defineElement, type ElementOptions } from './define';
import { IMPORT_REQUESTED, PROVIDER_REMOVED } from '../src/state/hostEvents';

/**
 * The saved doctors and dentists (spec §2.5): rows with the coverage-type
 * icon, name, speciality and address, Edit and Remove (with a confirmation
 * pop-up). The list heading reads 'Check if your doctors and dentists accept
 * Medicare' when a saved plan is private fee-for-service, else '... are in
 * network'. Adding and editing happen in the page's provider search tool,
 * reached through `window.providerSearchTool` (contract in
 * src/platform/hostTools.ts); when it closes, the saved providers are synced
 * with what it kept in browser storage (spec §4.10). A page without the tool
 * logs 'Provider search tool not loaded'.
 * @summary Saved doctors and dentists.
 * @example <sp-provider-list heading-level="3"></sp-provider-list>
 * @demo member - Margaret Hill, a member: four saved doctors and dentists.
 * @csspart providers - The whole view.
 * @csspart list - The list of providers.
 * @csspart row - One provider row.
 * @csspart icon - The coverage-type icon of a row.
 * @csspart empty - The empty state.
 * @cssprop --sp-color-primary - Colour of the coverage-type icons and buttons.
 */
export const contract = {
  events: [PROVIDER_REMOVED, IMPORT_REQUESTED],
} as const satisfies ElementOptions;

defineElement('provider-list', ProviderList, contract);

