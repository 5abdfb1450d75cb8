/**
 * WCAG 2.2 checks beyond axe, run inside the page, through open shadow roots.
 * One implementation for every runner: the Playwright specs bundle it into
 * each page (test/e2e/wcag.ts), the journeys in Firefox and WebKit ask it
 * through test/journeys/inPage.ts. Each check answers with what a person
 * would meet, naming the control, so a failure reads as a finding.
 */
import { allElements, deepActiveElement, nameOf, roleOf } from './queries';

interface Box { left: number; top: number; right: number; bottom: number }

/** The composed parent: a shadow root's children go up to its host. */
function parentOf(node: Node): Node | null {
  return node instanceof ShadowRoot ? node.host : node.parentNode;
}

function composedContains(outer: Node, inner: Node | null): boolean {
  for (let node = inner; node; node = parentOf(node)) if (node === outer) return true;
  return false;
}

/** `sp-profile › button "Sign out"`: the tag that holds it and what a person calls it. */
export function describe(el: Element): string {
  const hosts: string[] = [];
  for (let root = el.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) hosts.unshift(root.host.localName);
  const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : '';
  const name = nameOf(el).slice(0, 60);
  return [...hosts, `${el.localName}${classes}${name ? ` "${name}"` : ''}`].join(' › ');
}

function isVisuallyHiddenBox(el: Element): boolean {
  const box = el.getBoundingClientRect();
  return box.width <= 1 && box.height <= 1;
}

/** Painted on the page (icons hidden from screen readers included). */
function isPainted(el: Element): boolean {
  return el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
}

/** Painted and offered to screen readers too. */
function isShown(el: Element): boolean {
  return isPainted(el) && !el.closest('[aria-hidden="true"]');
}

/** The open modal pop-up, if any: while it is open nothing else on the page can be used. */
function openModal(): Element | null {
  return allElements(document).find((el) => el instanceof HTMLDialogElement && el.open && el.matches(':modal')) ?? null;
}

const CONTROLS = [
  'a[href]', 'button', 'input:not([type="hidden"])', 'select', 'textarea', 'summary',
  '[role="button"]', '[role="link"]', '[role="checkbox"]', '[role="radio"]', '[role="tab"]', '[role="switch"]', '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Every control a person can point at or Tab to now: shown, enabled, and in the open pop-up when one is open. */
export function controls(): HTMLElement[] {
  const modal = openModal();
  return allElements(modal ?? document).filter((el): el is HTMLElement => el instanceof HTMLElement
    && el.matches(CONTROLS) && !(el as HTMLButtonElement).disabled && !el.closest('[inert]') && isShown(el));
}

/**
 * What a person sees of a control: its box, or for a native radio or
 * checkbox drawn small beside its text, the box of its label too (a click
 * there checks it).
 */
function targetBox(el: HTMLElement): Box {
  const own = el.getBoundingClientRect();
  const labels = el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type) ? Array.from(el.labels ?? []) : [];
  return labels.reduce<Box>((box, label) => {
    const r = label.getBoundingClientRect();
    return { left: Math.min(box.left, r.left), top: Math.min(box.top, r.top), right: Math.max(box.right, r.right), bottom: Math.max(box.bottom, r.bottom) };
  }, { left: own.left, top: own.top, right: own.right, bottom: own.bottom });
}

/** The element at a point, followed into shadow roots (document.elementFromPoint stops at the outer host). */
function deepElementFromPoint(x: number, y: number): Element | null {
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/** The fixed or sticky box a point's element sits in: what hides a control. */
function pinnedAncestor(el: Element): Element | null {
  for (let node: Node | null = el; node; node = parentOf(node)) {
    if (node instanceof Element && ['fixed', 'sticky'].includes(getComputedStyle(node).position)) return node;
  }
  return null;
}

export interface FocusReport {
  /** The focused control, described. */
  target: string;
  /** Share of the points spread over the control (25 a box) that a person sees (0: wholly hidden). */
  seen: number;
  /** What covers the points not seen (a fixed or sticky box when that is what covers them). */
  coveredBy: string[];
  /**
   * The page's :focus styles apply. WebKit under WebDriver here never matches
   * :focus (its window is never the active one), so a skip link that shows
   * itself on focus stays off-screen there.
   */
  focusStyled: boolean;
}

/**
 * How much of the focused control is on screen and not covered (WCAG 2.4.11):
 * points spread across it, each asked what the page shows there.
 */
export function focusReport(): FocusReport | null {
  const el = deepActiveElement();
  if (!(el instanceof HTMLElement) || el === document.body) return null;
  // A link that wraps is two boxes, one per line: the space between them is not the link.
  const boxes = getComputedStyle(el).display === 'inline' ? Array.from(el.getClientRects()) : [targetBox(el)];
  const areas = boxes.filter((box) => box.right - box.left >= 1 && box.bottom - box.top >= 1);
  if (areas.length === 0) return null;
  const inputLabels = el instanceof HTMLInputElement ? Array.from(el.labels ?? []) : [];
  const reaches = (hit: Element | null) => composedContains(el, hit) || inputLabels.some((label) => composedContains(label, hit));
  let seen = 0;
  const coveredBy = new Set<string>();
  const points = areas.flatMap((box) => Array.from({ length: 25 }, (_, k) => ({
    x: box.left + (((k % 5) + 0.5) * (box.right - box.left)) / 5,
    y: box.top + ((Math.floor(k / 5) + 0.5) * (box.bottom - box.top)) / 5,
  })));
  for (const { x, y } of points) {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
      coveredBy.add('the edge of the window');
      continue;
    }
    const hit = deepElementFromPoint(x, y);
    if (reaches(hit)) seen += 1;
    else if (hit) coveredBy.add(describe(pinnedAncestor(hit) ?? hit));
  }
  return { target: describe(el), seen: seen / points.length, coveredBy: [...coveredBy], focusStyled: el.matches(':focus') };
}

/**
 * What the checks remember between calls lives on the window: the journeys'
 * drivers evaluate this module afresh with every question they ask.
 */
interface Memory {
  visitedByTab: WeakSet<Element>;
  announced: Announcement[];
  lastText: WeakMap<Element, string>;
  watchedRoots: WeakSet<Node>;
}
const memory: Memory = ((window as unknown as { __spWcagMemory?: Memory }).__spWcagMemory ??= {
  visitedByTab: new WeakSet(), announced: [], lastText: new WeakMap(), watchedRoots: new WeakSet(),
});

/** Starts a new Tab walk: every control counts as not yet visited. */
export function forgetVisits(): void {
  memory.visitedByTab = new WeakSet<Element>();
}

/** The focused control's report, and whether Tab has been here before (the walk has gone round). */
export function visitFocused(): { report: FocusReport | null; again: boolean } {
  const el = deepActiveElement();
  const again = el ? memory.visitedByTab.has(el) : false;
  if (el) memory.visitedByTab.add(el);
  return { report: focusReport(), again };
}

/** Resolves after the page has painted twice: what a focus change sets off (scrolling, a pop-up moving) is done. */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

const MIN_TARGET = 24;

/**
 * A link inside a sentence (WCAG 2.5.8's inline exception): laid out inline
 * with text of its block around it.
 */
function isInSentence(el: HTMLElement): boolean {
  if (getComputedStyle(el).display !== 'inline') return false;
  let block: Node | null = parentOf(el);
  while (block instanceof Element && getComputedStyle(block).display.startsWith('inline')) block = parentOf(block);
  const text = block instanceof HTMLElement ? block.innerText : '';
  return text.replace(el.innerText, '').replace(/[\s·|,.]/g, '').length > 0;
}

/**
 * Controls smaller than 24 by 24 CSS pixels that the spacing exception does
 * not save either (WCAG 2.5.8): a 24-pixel circle on an undersized target's
 * centre crosses another target or another undersized target's circle.
 * Links inside a sentence are exempt.
 */
export function undersizedTargets(): string[] {
  const targets = controls().filter((el) => !isVisuallyHiddenBox(el) || el.matches('input'))
    .map((el) => ({ el, box: targetBox(el) }))
    .filter(({ box }) => box.right > 0 && box.bottom > 0);
  const small = targets.filter(({ box }) => box.right - box.left < MIN_TARGET - 0.5 || box.bottom - box.top < MIN_TARGET - 0.5);
  const centre = (box: Box) => ({ x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 });
  const distanceToBox = (p: { x: number; y: number }, box: Box) => Math.hypot(Math.max(box.left - p.x, 0, p.x - box.right), Math.max(box.top - p.y, 0, p.y - box.bottom));
  return small.filter(({ el, box }) => {
    if (isInSentence(el)) return false;
    const c = centre(box);
    const crossesTarget = targets.some((other) => other.el !== el && !composedContains(other.el, el) && !composedContains(el, other.el) && distanceToBox(c, other.box) < MIN_TARGET / 2);
    const crossesCircle = small.some((other) => other.el !== el && Math.hypot(centre(other.box).x - c.x, centre(other.box).y - c.y) < MIN_TARGET);
    return crossesTarget || crossesCircle;
  }).map(({ el, box }) => `${describe(el)} is ${Math.round(box.right - box.left)}x${Math.round(box.bottom - box.top)}`);
}

function scrollsInline(el: Element): boolean {
  return ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1;
}

/** Text clipped by its box. The page's own scroller is not a box: a pop-up's scroll lock hides its overflow on purpose. */
function clips(el: Element): boolean {
  if (el === document.documentElement || el === document.body) return false;
  const style = getComputedStyle(el);
  const hidden = (value: string) => value === 'hidden' || value === 'clip';
  return (hidden(style.overflowX) && el.scrollWidth > el.clientWidth + 1) || (hidden(style.overflowY) && el.scrollHeight > el.clientHeight + 1);
}

/** Fixed boxes a person cannot see all of: cut by the window's edge and not scrollable inside. */
function cutPinnedBoxes(): string[] {
  return allElements(document).filter((el) => isPainted(el) && getComputedStyle(el).position === 'fixed').flatMap((el) => {
    const box = el.getBoundingClientRect();
    const cut = box.top < -1 || box.bottom > innerHeight + 1;
    const scrollable = ['auto', 'scroll'].includes(getComputedStyle(el).overflowY) && box.top >= -1 && box.bottom <= innerHeight + 1;
    return cut && !scrollable ? [`${describe(el)} is cut by the window (${Math.round(box.top)} to ${Math.round(box.bottom)} in ${innerHeight})`] : [];
  });
}

/**
 * What does not reflow in this window (WCAG 1.4.10): the page scrolling
 * sideways, boxes reaching past the right edge, text clipped by its box,
 * fixed boxes cut by the window. Data tables may scroll inside their own box.
 * Elements moved wholly off the left edge are the skip-link way of hiding.
 */
export function reflowProblems(): string[] {
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  if (document.documentElement.scrollWidth > width + 1) problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
  const reported: Element[] = [];
  for (const el of allElements(document)) {
    if (!isPainted(el) || isVisuallyHiddenBox(el) || reported.some((outer) => composedContains(outer, el))) continue;
    const box = el.getBoundingClientRect();
    const inScroller = (() => {
      for (let node = parentOf(el); node; node = parentOf(node)) if (node instanceof Element && scrollsInline(node)) return true;
      return false;
    })();
    if (inScroller && el.closest('table')) continue;
    if (box.right > width + 1 && box.left < width && box.right > 0 && !inScroller) {
      problems.push(`${describe(el)} reaches ${Math.round(box.right)} px`);
      reported.push(el);
    } else if (scrollsInline(el) && !el.querySelector('table')) {
      problems.push(`${describe(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth})`);
      reported.push(el);
    } else if (clips(el) && (el as HTMLElement).innerText?.trim()) {
      problems.push(`${describe(el)} clips its text (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`);
      reported.push(el);
    }
  }
  return [...problems, ...cutPinnedBoxes()];
}

/** A colour a keyword resolves to here (a system colour under forced colours). */
function resolveColour(keyword: string): string {
  const probe = document.createElement('span');
  probe.style.color = keyword;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

const isClear = (colour: string) => colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);

/** The colour painted behind an element: the first ancestor background that is not transparent. */
function backgroundBehind(el: Element): string {
  for (let node: Node | null = el; node; node = parentOf(node)) {
    if (!(node instanceof Element)) continue;
    const colour = getComputedStyle(node).backgroundColor;
    if (!isClear(colour)) return colour;
  }
  return resolveColour('Canvas');
}

/** WCAG's contrast ratio of two rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Its own background stands out from what is behind it (a white box on an off-white page does not). */
function isFilled(el: Element): boolean {
  const own = getComputedStyle(el).backgroundColor;
  const parent = parentOf(el);
  return !isClear(own) && parent instanceof Element && contrast(own, backgroundBehind(parent)) >= 1.5;
}

const hasBorder = (style: CSSStyleDeclaration) => (['Top', 'Right', 'Bottom', 'Left'] as const)
  .some((side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1 && !['none', 'hidden'].includes(style.getPropertyValue(`border-${side.toLowerCase()}-style`)));

const inOurElements = (el: Element) => {
  for (let root = el.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) if (root.host.localName.startsWith('sp-')) return true;
  return false;
};

let boxesDrawnByColour: Element[] = [];

/**
 * Before forced colours: remembers the boxes of our elements that only a
 * background or a shadow outlines (a button, a tag, a count, the toast), as
 * forced colours paint every background the same and drop shadows.
 */
export function rememberColourBoxes(): number {
  boxesDrawnByColour = allElements(document).filter((el) => {
    if (!inOurElements(el) || !isPainted(el) || isVisuallyHiddenBox(el)) return false;
    const style = getComputedStyle(el);
    return !hasBorder(style) && (isFilled(el) || style.boxShadow !== 'none');
  });
  return boxesDrawnByColour.length;
}

/** A pressed, selected or current control of ours and one of its siblings that is not. */
function statePairs(): Array<{ on: Element; off: Element; state: string }> {
  const states = ['aria-pressed', 'aria-selected', 'aria-current', 'aria-checked'];
  return allElements(document).filter(inOurElements).flatMap((el) => states.flatMap((state) => {
    const value = el.getAttribute(state);
    if (!isShown(el) || value === null || value === 'false') return [];
    const off = Array.from(el.parentElement?.parentElement?.querySelectorAll(`[${state}="false"], :scope > * > :not([${state}])`) ?? [])
      .find((other) => other !== el && other.localName === el.localName && isShown(other));
    return off ? [{ on: el, off, state }] : [];
  }));
}

/**
 * Under forced colours (the browser paints with the system colours): what
 * a person can no longer see. Boxes outlined by colour alone must have
 * gained a border or a system colour of their own; every control's text
 * differs from what is behind it; icons are painted in a colour other than
 * the background; a pressed, selected or current control is in the
 * system's selection colours; a disabled one is GrayText; a field in error
 * keeps a thicker border than a valid one.
 */
export function forcedColourProblems(): string[] {
  if (!matchMedia('(forced-colors: active)').matches) return ['forced colours are not active'];
  const problems: string[] = [];
  for (const el of boxesDrawnByColour) {
    if (el.isConnected && isPainted(el) && !hasBorder(getComputedStyle(el)) && !isFilled(el)) problems.push(`${describe(el)} has no border under forced colours`);
  }
  for (const el of controls()) {
    const colour = getComputedStyle(el).color;
    if (colour === backgroundBehind(el)) problems.push(`${describe(el)} is drawn in ${colour} on the same colour`);
  }
  const grayText = resolveColour('GrayText');
  for (const el of allElements(document).filter((e) => isShown(e) && e.matches('button:disabled, [aria-disabled="true"]'))) {
    if (getComputedStyle(el).color !== grayText) problems.push(`${describe(el)} is disabled but not GrayText (${getComputedStyle(el).color})`);
  }
  for (const svg of allElements(document).filter((e) => e instanceof SVGSVGElement && inOurElements(e) && isPainted(e))) {
    const shapes = [svg, ...Array.from(svg.querySelectorAll('path, circle, rect, line, polyline, polygon'))];
    const painted = shapes.flatMap((shape) => {
      const s = getComputedStyle(shape);
      return [s.fill !== 'none' ? s.fill : '', s.stroke !== 'none' ? s.stroke : ''].filter(Boolean);
    });
    const behind = backgroundBehind(svg);
    if (!painted.some((paint) => paint !== behind && !isClear(paint))) problems.push(`${describe(svg)} icon is not painted against ${behind}`);
  }
  const selection = [resolveColour('SelectedItem'), resolveColour('Highlight')];
  for (const { on, off, state } of statePairs()) {
    const [shown, other] = [getComputedStyle(on), getComputedStyle(off)];
    if (shown.color === other.color && shown.backgroundColor === other.backgroundColor) problems.push(`${describe(on)} (${state}) looks the same as ${describe(off)}`);
    else if (!selection.includes(shown.backgroundColor)) problems.push(`${describe(on)} (${state}) is not in the system's selection colours (${shown.backgroundColor})`);
  }
  const fields = allElements(document).filter((e) => isShown(e) && e.matches('input:not([type="checkbox"]):not([type="radio"]), select, textarea'));
  const validWidth = Math.max(0, ...fields.filter((f) => f.getAttribute('aria-invalid') !== 'true').map((f) => parseFloat(getComputedStyle(f).borderTopWidth)));
  for (const field of fields.filter((f) => f.getAttribute('aria-invalid') === 'true')) {
    if (parseFloat(getComputedStyle(field).borderTopWidth) <= validWidth) problems.push(`${describe(field)} is in error but its border is no thicker than a valid field's`);
  }
  return problems;
}

/** The focused control's focus ring under forced colours: drawn, at least 2 px, not in the background's colour. */
export function focusRingProblem(): string | null {
  const el = deepActiveElement();
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  const width = parseFloat(style.outlineWidth);
  if (style.outlineStyle === 'none' || width < 2) return `${describe(el)} shows no focus ring (${style.outlineStyle} ${style.outlineWidth})`;
  if (style.outlineColor === backgroundBehind(el)) return `${describe(el)} draws its focus ring in the background's colour`;
  return null;
}

/**
 * Controls with no role a screen reader knows or no name, by the element
 * tests' role and name rules (test/helpers/queries.ts): what Firefox and
 * WebKit are asked; Chromium's own accessibility tree is read in the
 * Playwright specs.
 */
export function unnamedControls(): string[] {
  return controls().flatMap((el) => {
    const role = roleOf(el) ?? (el.matches('select') ? 'combobox' : el.matches('summary') ? 'button' : null);
    if (!role || ['generic', 'presentation', 'none'].includes(role)) return [`${describe(el)} has no role`];
    return nameOf(el) || el.matches('select, summary') ? [] : [`${role} ${describe(el)} has no name`];
  });
}

export interface Announcement {
  text: string;
  /** polite or assertive; 'dialog' for an alert dialog read as it opens. */
  how: string;
  /** The live region (or dialog) it came through. */
  region: string;
}

const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
const { announced, lastText, watchedRoots } = memory;

const textHeard = (el: Element) => (el instanceof HTMLElement ? el.innerText : el.textContent ?? '').replace(/\s+/g, ' ').trim();

function politeness(region: Element): string {
  const live = region.getAttribute('aria-live');
  if (live) return live;
  return region.getAttribute('role') === 'alert' ? 'assertive' : 'polite';
}

function liveRegionOf(node: Node): Element | null {
  for (let n: Node | null = node; n; n = parentOf(n)) if (n instanceof Element && n.matches(LIVE)) return n;
  return null;
}

/** A live region's new text is read out (an alert's too, when it is inserted with its text). */
function hearRegion(region: Element): void {
  const text = textHeard(region);
  if (text && text !== lastText.get(region)) announced.push({ text, how: politeness(region), region: describe(region) });
  lastText.set(region, text);
}

/** An alert dialog is read out, name and text, as it opens (its text changing later is not). */
function hearAlertDialog(dialog: Element): void {
  const open = !(dialog instanceof HTMLDialogElement) || dialog.open;
  if (!open) {
    lastText.delete(dialog);
    return;
  }
  if (lastText.has(dialog)) return;
  const text = `${nameOf(dialog)}: ${textHeard(dialog)}`;
  announced.push({ text, how: 'dialog', region: describe(dialog) });
  lastText.set(dialog, text);
}

function hear(record: MutationRecord): void {
  const region = liveRegionOf(record.target);
  if (region) hearRegion(region);
  const added = Array.from(record.addedNodes).filter((node): node is Element => node instanceof Element);
  for (const node of added) {
    for (const inner of [node, ...Array.from(node.querySelectorAll(LIVE))].filter((el) => el.matches(LIVE) && liveRegionOf(parentOf(el) ?? el) === null)) hearRegion(inner);
    for (const dialog of [node, ...Array.from(node.querySelectorAll('[role="alertdialog"]'))].filter((el) => el.matches('[role="alertdialog"]'))) hearAlertDialog(dialog);
    node.querySelectorAll('*').forEach((el) => el.shadowRoot && watch(el.shadowRoot));
    if (node.shadowRoot) watch(node.shadowRoot);
  }
  if (record.type === 'attributes' && record.target instanceof Element && record.target.matches('[role="alertdialog"]')) hearAlertDialog(record.target);
}

function watch(root: Document | ShadowRoot): void {
  if (watchedRoots.has(root)) return;
  watchedRoots.add(root);
  for (const el of Array.from(root.querySelectorAll(LIVE))) lastText.set(el, textHeard(el));
  new MutationObserver((records) => records.forEach(hear))
    .observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['open'] });
  for (const el of Array.from(root.querySelectorAll('*'))) if (el.shadowRoot) watch(el.shadowRoot);
}

/**
 * Starts listening as a screen reader does, in the page and every open
 * shadow root (those attached later too). Safe to call more than once.
 */
export function listenForAnnouncements(): void {
  const attach = Element.prototype.attachShadow;
  if (!(attach as { spWatched?: boolean }).spWatched) {
    const patched = function patchedAttachShadow(this: Element, init: ShadowRootInit) {
      const root = attach.call(this, init);
      if (init.mode === 'open') queueMicrotask(() => watch(root));
      return root;
    };
    (patched as { spWatched?: boolean }).spWatched = true;
    Element.prototype.attachShadow = patched;
  }
  watch(document);
}

/** Everything heard since listening began (or since the last `forgetAnnouncements`). */
export function announcements(): Announcement[] {
  return [...announced];
}

export function forgetAnnouncements(): void {
  announced.length = 0;
}
