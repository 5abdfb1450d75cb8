/**
 * Plan cards are aligned in groups of 3 (spec §2.3, §9): 500 ms after the
 * cards render, and again 500 ms after each resize, every card in a group
 * gets the group's tallest height as its minimum. Timers are plain
 * setTimeout, so tests drive them with fake timers.
 */
import { useEffect, type RefObject } from 'react';

export const CARD_RESIZE_DELAY_MS = 500;
export const CARD_GROUP_SIZE = 3;

/** Splits items into consecutive groups of `size`. */
export function groupsOf<T>(items: readonly T[], size = CARD_GROUP_SIZE): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

export function equalizeCardHeights(container: ParentNode): void {
  const cards = Array.from(container.querySelectorAll<HTMLElement>('[data-plan-card]'));
  for (const card of cards) card.style.minHeight = '';
  for (const group of groupsOf(cards)) {
    const tallest = Math.max(...group.map((card) => card.getBoundingClientRect().height));
    for (const card of group) card.style.minHeight = `${tallest}px`;
  }
}

/** Equalizes the cards inside `ref` whenever `key` changes (the list of plans) and on resize. */
export function useEqualHeightRows(ref: RefObject<HTMLElement | null>, key: string): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (ref.current) equalizeCardHeights(ref.current);
      }, CARD_RESIZE_DELAY_MS);
    };
    schedule();
    window.addEventListener('resize', schedule);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', schedule);
    };
  }, [ref, key]);
}
