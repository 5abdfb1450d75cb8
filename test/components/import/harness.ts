/** What the import and identity element tests share on top of test/helpers/page.ts: their config, pop-ups, fields and items. */
import { sendKeys } from '../../helpers/browser';
import { shadow } from '../../helpers/page';
import { getByRole, queryByRole } from '../../helpers/queries';
import { waitFor } from '../../helpers/wait';

export const USER_UUID = 'u-import-1';

/** The import and identity pages' config: the toll-free number the locked forms give. */
export const IMPORT_CONFIG = { tollFreeNumber: '1-800-555-0100' } as const;

export function openDialog(el: HTMLElement, name?: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => queryByRole(shadow(el), 'dialog', name), `dialog ${String(name)} never opened`, { timeout: 4000 });
}

export function textbox(el: HTMLElement, name: string | RegExp): HTMLInputElement {
  return getByRole(shadow(el), 'textbox', name) as HTMLInputElement;
}

export function drug(drugId: string, drugName: string) {
  return { drugId, drugName, drugDosage: `${drugName} 10 mg tablet`, drugQuantity: 30, drugFrequency: 'Month', drugSupplyLength: '30' };
}

export function provider(providerId: string, providerName: string) {
  return { providerId, providerName, providerCoverageType: 'medical' };
}

/** Selects the field's text and types over it, as a person replaces what a form prefilled. */
export async function replaceText(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  input.select();
  if (text === '') await sendKeys({ press: 'Backspace' });
  else await sendKeys({ type: text });
}
