/**
 * What a journey asks of the page, run inside it (bundled by
 * scripts/journeys.mjs into `window.__spJourney`): find what a person
 * perceives, through shadow roots, with the same role and name rules as the
 * element tests (test/helpers/queries.ts).
 */
import { allElements, deepActiveElement, nameOf, queryAllByRole, queryByText } from '../helpers/queries';
import { announcements, focusReport, forgetVisits, listenForAnnouncements, reflowProblems, undersizedTargets, unnamedControls, visitFocused } from '../helpers/wcag';
import type { Target, TextPattern } from './shopper';

const pattern = (text: TextPattern): string | RegExp => (typeof text === 'string' ? text : new RegExp(text.source, text.flags));

function scopeOf(target: Target): Document | ShadowRoot | HTMLElement | null {
  const host: Document | ShadowRoot | null = target.inside ? document.querySelector(target.inside)?.shadowRoot ?? null : document;
  if (!host || !target.within) return host;
  return queryAllByRole(host, target.within.role, pattern(target.within.name))[0] ?? null;
}

/** The visible element the target names, or null; for a field named by its label, `label` gives the label (what a person clicks on a styled radio or checkbox). */
function find(target: Target): HTMLElement | null {
  const scope = scopeOf(target);
  if (!scope) return null;
  const found = target.role
    ? queryAllByRole(scope, target.role, target.name === undefined ? undefined : pattern(target.name))[target.nth ?? 0] ?? null
    : target.text === undefined ? null : queryByText(scope, pattern(target.text));
  if (target.label && found instanceof HTMLInputElement) return found.labels?.[0] ?? found;
  return found;
}

/** What a person sees at a glance (headings and open pop-ups), for a failed journey's report. */
function outline(): string[] {
  return (['heading', 'dialog', 'alertdialog'] as const).flatMap((role) => queryAllByRole(document, role).map((el) => `${role}: ${nameOf(el)}${role === 'heading' ? '' : ` — ${el.innerText.replace(/\s+/g, ' ').slice(0, 200)}`}`));
}

/** Every sp-* tag on the page is defined. */
function upgraded(): boolean {
  return allElements(document).filter((el) => el.localName.startsWith('sp-')).every((el) => customElements.get(el.localName) !== undefined);
}

function count(target: Target): number {
  const scope = scopeOf(target);
  if (!scope || !target.role) return 0;
  return queryAllByRole(scope, target.role, target.name === undefined ? undefined : pattern(target.name)).length;
}

function focusedName(): string {
  const active = deepActiveElement();
  return active ? nameOf(active) : '';
}

function attribute(target: Target, name: string): string | null {
  return find(target)?.getAttribute(name) ?? null;
}

function texts(target: Target): string[] {
  const scope = scopeOf(target);
  if (!scope || !target.role) return [];
  return queryAllByRole(scope, target.role, target.name === undefined ? undefined : pattern(target.name)).map((el) => el.innerText.trim());
}

/** A text field's value with `|` where its caret is (null when the target is no text field). */
function field(target: Target): string | null {
  const input = find(target);
  if (!(input instanceof HTMLInputElement)) return null;
  const caret = input.selectionStart ?? input.value.length;
  return input.selectionEnd === caret ? `${input.value.slice(0, caret)}|${input.value.slice(caret)}` : `${input.value} (a selection)`;
}

const exists = (target: Target): boolean => find(target) !== null;

/**
 * Picks the option shown as `label` in the select the target names, as Playwright's selectOption does: the value
 * set and input and change sent (a native select's list is the browser's own, which no driver here opens alike).
 * False while there is no such select or option.
 */
function choose(target: Target, label: string): boolean {
  const select = find(target);
  const option = select instanceof HTMLSelectElement ? [...select.options].find((o) => o.label.trim() === label) : undefined;
  if (!select || !option) return false;
  (select as HTMLSelectElement).value = option.value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/** The window's page area, as the engine gave it (MiniBrowser has a smallest window). */
const windowSize = () => ({ width: document.documentElement.clientWidth, height: innerHeight });

/** The session cookie the library keeps while a person is signed in. */
const signedIn = () => document.cookie.includes('sp-user-id=');

const api = {
  find, exists, upgraded, count, focusedName, attribute, texts, outline, field, windowSize, choose, signedIn,
  // WCAG 2.2 beyond axe (test/helpers/wcag.ts), as the Playwright specs ask it in Chromium.
  focusReport, visitFocused, forgetVisits, reflowProblems, undersizedTargets, unnamedControls, listenForAnnouncements, announcements,
};
export type InPage = typeof api;
(window as unknown as { __spJourney: InPage }).__spJourney = api;
