/** Page set-up shared by the import and identity element tests: a signed-in user, a fresh store, a stubbed backend. */
import { configure } from '../../../src/state/config';
import { stopCrossTabSync } from '../../../src/state/crossTab';
import { getStore, resetStore } from '../../../src/state/store';
import { getByRole, queryByRole } from '../../helpers/queries';
import { waitFor } from '../../helpers/wait';

export const USER_UUID = 'u-import-1';

export function signIn(uuid = USER_UUID): void {
  document.cookie = `sp-user-id=${uuid}; path=/`;
  document.cookie = `sp-identity=${encodeURIComponent(JSON.stringify({ uuid, isGuest: false, isCSRLogin: false }))}; path=/`;
}

export function clearCookies(): void {
  for (const name of ['sp-user-id', 'sp-identity']) document.cookie = `${name}=; max-age=0; path=/`;
}

/** A fresh page: new store, no storage, the given system date. */
export function freshPage(systemDate = '2026-03-10'): void {
  resetStore();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  configure({ systemDate, tollFreeNumber: '1-800-555-0100' });
}

export function leavePage(): void {
  stopCrossTabSync(getStore());
  document.body.replaceChildren();
  clearCookies();
}

export function place(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

export function shadow(el: HTMLElement): ShadowRoot {
  if (!el.shadowRoot) throw new Error('element has no shadow root');
  return el.shadowRoot;
}

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
