/** Keyboard checks of a dialog that holds focus (spec: pop-ups hold and return focus). */
import { expect } from '@open-wc/testing';
import { sendKeys } from './browser';
import { deepActiveElement, queryByRole } from './queries';
import { waitFor } from './wait';

/** Presses `key` `times` times; after each press focus must still be inside `container`. */
export async function expectFocusHeldIn(container: Element, times: number, key = 'Tab'): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    await sendKeys({ press: key });
    expect(container.contains(deepActiveElement()), `${key} ${i + 1} left the dialog`).to.equal(true);
  }
}

/** Escape closes the pop-up found in `root`, and focus goes back to the control that opened it. */
export async function expectEscapeClosesAndReturnsFocus(root: ShadowRoot, opener: Element): Promise<void> {
  await sendKeys({ press: 'Escape' });
  await waitFor(() => !queryByRole(root, 'dialog'), 'the pop-up stayed open after Escape');
  expect(deepActiveElement(), 'focus did not return to the opener').to.equal(opener);
}
