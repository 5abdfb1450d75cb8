/**
 * Spanish pages: what a person perceives in an element, read
 * whole (text, accessible names, titles, placeholders, in nested shadow
 * roots too), and the English left in it. Names, numbers and the brand come
 * from the data and may stay as they are: a test lists them in `allow`.
 */
import { holdsEnglish } from './englishWords';
import { allElements } from './queries';

const NAMED_BY = ['aria-label', 'title', 'alt', 'placeholder', 'aria-description', 'aria-roledescription', 'aria-valuetext'];

function textsOf(el: Element): string[] {
  const texts = NAMED_BY.map((name) => el.getAttribute(name) ?? '');
  if (el instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(el.type)) texts.push(el.value);
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE && !['STYLE', 'SCRIPT'].includes(el.tagName)) texts.push(node.textContent ?? '');
  }
  return texts;
}

/** Every text a person can perceive under `root`, one per node or attribute, trimmed, empty ones left out. */
export function perceivedTexts(root: ShadowRoot | Element): string[] {
  return allElements(root).flatMap(textsOf).map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** The texts under `root` that still hold an English word, once the allowed names are taken out. */
export function englishLeft(root: ShadowRoot | Element, allow: readonly string[] = []): string[] {
  return perceivedTexts(root).filter((text) => {
    const rest = allow.reduce((left, name) => left.split(name).join(' '), text);
    return holdsEnglish(rest);
  });
}
