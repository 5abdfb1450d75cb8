/** Keyboard checks of a dialog that holds focus (spec: pop-ups hold and return focus). */
import { expect } from '@open-wc/testing';
import { sendKeys } from './browser';
import { deepActiveElement } from './queries';

/** Presses `key` `times` times; after each press focus must still be inside `container`. */
export async function expectFocusHeldIn(container: Element, times: number, key = 'Tab'): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    await sendKeys({ press: key });
    expect(container.contains(deepActiveElement()), `${key} ${i + 1} left the dialog`).to.equal(true);
  }
}
