/**
 * Finds what a person perceives inside a shadow root (and any open shadow
 * roots nested in it): elements by role and accessible name, or by text.
 * The role and name rules are a small, readable subset of ARIA's, enough for
 * our components; hidden elements (display none, `hidden`, aria-hidden,
 * closed dialogs) are never found.
 *
 *   getByRole(root, 'button', 'Close')
 *   getByRole(root, 'heading', /saved plans/i)
 */
type Root = Document | ShadowRoot | Element;
type Name = string | RegExp;

const IMPLICIT: Array<[string, string]> = [
  ['button', 'button, input[type="button"], input[type="submit"], input[type="reset"]'],
  ['link', 'a[href]'],
  ['heading', 'h1, h2, h3, h4, h5, h6'],
  ['dialog', 'dialog'],
  ['img', 'img[alt]:not([alt=""])'],
  ['group', 'fieldset'],
  ['list', 'ul, ol'],
  ['listitem', 'li'],
  ['textbox', 'textarea, input:not([type]), input[type="text"], input[type="email"], input[type="tel"]'],
  ['searchbox', 'input[type="search"]'],
  ['spinbutton', 'input[type="number"]'],
  ['combobox', 'select:not([multiple]):not([size])'],
  ['checkbox', 'input[type="checkbox"]'],
  ['radio', 'input[type="radio"]'],
  ['region', 'section[aria-label], section[aria-labelledby]'],
  ['article', 'article'],
  ['navigation', 'nav'],
  ['main', 'main'],
  ['complementary', 'aside'],
  ['table', 'table'],
];

export function roleOf(el: Element): string | null {
  const explicit = el.getAttribute('role');
  if (explicit) return explicit.split(/\s+/)[0] ?? null;
  return IMPLICIT.find(([, selector]) => el.matches(selector))?.[0] ?? null;
}

/** Every element under `root`, descending into open shadow roots. */
export function allElements(root: Root): Element[] {
  const out: Element[] = [];
  const visit = (node: Root) => {
    for (const el of Array.from(node.querySelectorAll('*'))) {
      out.push(el);
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(root);
  return out;
}

export function isHidden(el: Element): boolean {
  if (el.closest('[hidden], [aria-hidden="true"]')) return true;
  const dialog = el.closest('dialog');
  if (dialog && !dialog.open) return true;
  // visibility:hidden too: such an element is out of the accessibility tree and cannot be clicked.
  return !el.checkVisibility({ visibilityProperty: true });
}

function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
  const own = node.getAttribute('aria-label');
  if (own) return own;
  return Array.from(node.childNodes).map(textOf).join('');
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Accessible name: aria-labelledby, aria-label, a <label>, alt, then the content. */
export function nameOf(el: Element): string {
  const rootNode = el.getRootNode() as Document | ShadowRoot;
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    return squash(labelledBy.split(/\s+/).map((id) => { const ref = rootNode.getElementById(id); return ref ? textOf(ref) : ''; }).join(' '));
  }
  const label = el.getAttribute('aria-label');
  if (label) return squash(label);
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
    return squash(Array.from(el.labels ?? []).map(textOf).join(' '));
  }
  if (el instanceof HTMLImageElement) return squash(el.alt);
  return squash(textOf(el));
}

/** Text of the element's accessible description (aria-describedby). */
export function descriptionOf(el: Element): string {
  const rootNode = el.getRootNode() as Document | ShadowRoot;
  const ids = el.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return squash(ids.map((id) => { const ref = rootNode.getElementById(id); return ref ? textOf(ref) : ''; }).join(' '));
}

const matches = (actual: string, expected: Name | undefined) =>
  expected === undefined || (typeof expected === 'string' ? actual === expected : expected.test(actual));

export function queryAllByRole(root: Root, role: string, name?: Name): HTMLElement[] {
  return allElements(root).filter((el): el is HTMLElement => roleOf(el) === role && !isHidden(el) && matches(nameOf(el), name));
}

export function queryByRole(root: Root, role: string, name?: Name): HTMLElement | null {
  return queryAllByRole(root, role, name)[0] ?? null;
}

export function getByRole(root: Root, role: string, name?: Name): HTMLElement {
  const found = queryAllByRole(root, role, name);
  if (found.length !== 1) {
    const seen = allElements(root).filter((el) => roleOf(el) === role).map((el) => `"${nameOf(el)}"${isHidden(el) ? ' (hidden)' : ''}`);
    throw new Error(`Expected one ${role} named ${String(name)}, found ${found.length}. ${role}s present: ${seen.join(', ') || 'none'}`);
  }
  return found[0] as HTMLElement;
}

/**
 * The innermost element whose rendered text (innerText: what is on screen,
 * plus visually-hidden text for screen readers) contains `text`.
 */
export function queryByText(root: Root, text: Name): HTMLElement | null {
  const pattern = typeof text === 'string' ? new RegExp(escapeRegExp(text)) : text;
  const candidates = allElements(root).filter((el): el is HTMLElement => el instanceof HTMLElement && !isHidden(el) && pattern.test(squash(el.innerText)));
  return candidates.find((el) => !candidates.some((other) => other !== el && el.contains(other))) ?? null;
}

export function getByText(root: Root, text: Name): HTMLElement {
  const found = queryByText(root, text);
  if (!found) throw new Error(`No visible element with text ${String(text)}`);
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The focused element, followed through shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
