import { ImportDialog } from '../src/components/import/ImportDialog';
import { defineElement, type ElementOptions } from './define';
import { ITEMS_IMPORTED } from '../src/state/hostEvents';
import { listenForImportRequests } from '../src/state/import/importRequest';
import { inBrowser } from '../src/platform/inBrowser';

/**
 * The data import pop-up (spec §4.3, §5.1) for a health-ID member eligible
 * for import: details (form 1; form 2 with the identity-failure banner when
 * the alternate import cannot confirm the member), loading, and the result
 * (no claim history, or the information was added). It opens when the `open`
 * attribute is set, when `show()` is called, or when a `sp-import-requested`
 * event reaches `window`; it removes `open` again when it closes. While an
 * import runs with the pop-up closed, the page-level loading screen shows.
 * For anyone not eligible it renders nothing.
 * @summary Import drugs and doctors from the member's claim history.
 * @example <sp-import-dialog open></sp-import-dialog>
 * @demo member - Margaret Hill, a member eligible for import: the pop-up opens at once (the open attribute) on the details form.
 * @csspart dialog - The pop-up.
 * @csspart input - Each text field.
 * @csspart button - Each button.
 * @csspart banner - The identity-failure banner.
 * @cssprop --sp-color-primary - Brand colour of buttons.
 * @cssprop --sp-color-danger - Colour of field errors.
 */
export const contract = {
  // A pop-up alone: its heading starts its own outline at h2 (the page behind it is inert).
  headingLevel: false,
  /** `open`: present while the pop-up is open; set it (or call show()) to open, remove it (or call close()) to close. */
  reflects: ['open'],
  methods: {
    /** Opens the pop-up (sets `open`). */
    show(this: HTMLElement) { this.setAttribute('open', ''); },
    /** Closes the pop-up (removes `open`). */
    close(this: HTMLElement) { this.removeAttribute('open'); },
  },
  events: [ITEMS_IMPORTED],
} as const satisfies ElementOptions;

defineElement('import-dialog', ImportDialog, contract);

// Before any element can upgrade (upgrades run after this module), so a request sent on load is kept; in a browser only.
if (inBrowser()) listenForImportRequests();
