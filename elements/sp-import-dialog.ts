import { ImportDialog } from '../src/components/import/ImportDialog';
import { importDialogCss } from '../src/components/import/ImportDialog.css';
import { formFieldsCss } from '../src/components/import/formFields.css';
import { commonStyles } from '../src/components/common/styles';
import { currentPrefix } from '../src/state/config';
import { defineElement } from './define';
import { ensureStarted } from '../src/state/startup';
import { listenForImportRequests } from '../src/state/importRequest';

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
 * @attr open - Present while the pop-up is open; set it (or call show()) to open, remove it (or call close()) to close.
 * @event sp-items-imported - Sent on window when drugs or doctors were imported; detail: { drugs: number, providers: number }.
 * @csspart dialog - The pop-up.
 * @csspart input - Each text field.
 * @csspart button - Each button.
 * @csspart banner - The identity-failure banner.
 * @cssprop --sp-color-primary - Brand colour of buttons.
 * @cssprop --sp-color-danger - Colour of field errors.
 */
defineElement('import-dialog', ImportDialog, { start: ensureStarted, styles: [...commonStyles, formFieldsCss, importDialogCss] });
// Before any element can upgrade (upgrades run after this module), so a request sent on load is kept.
listenForImportRequests();

interface OpenableElement extends HTMLElement {
  open: boolean;
  show(): void;
  close(): void;
}

// show()/close() and the `open` property reflect the attribute the component watches.
const ctor = customElements.get(`${currentPrefix()}import-dialog`);
if (ctor && Symbol.for('shopper-profile.element') in ctor && !('show' in ctor.prototype)) {
  Object.defineProperties(ctor.prototype, {
    open: {
      configurable: true,
      get(this: HTMLElement) { return this.hasAttribute('open'); },
      set(this: HTMLElement, value: unknown) { this.toggleAttribute('open', Boolean(value)); },
    },
    show: { configurable: true, value(this: OpenableElement) { this.open = true; } },
    close: { configurable: true, value(this: OpenableElement) { this.open = false; } },
  });
}

declare global {
  interface HTMLElementTagNameMap {
    'sp-import-dialog': OpenableElement;
  }
}
