import { expect } from '@open-wc/testing';
import { sendKeys } from '../../helpers/browser';
import { useState } from 'react';
import { defineElement } from '../../../elements/define';
import { Button } from '../../../src/components/common/Button';
import { Dialog } from '../../../src/components/common/Dialog';
import { buttonCss } from '../../../src/components/common/Button.css';
import { dialogCss } from '../../../src/components/common/Dialog.css';
import { iconCss } from '../../../src/components/common/Icon.css';
import { sheet } from '../../../src/styles/sheet';
import { deepActiveElement, getByRole, queryByRole } from '../../helpers/queries';
import { waitFor } from '../../helpers/wait';

function SignOut() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)}>Sign out</Button>
      <Dialog open={open} onClose={() => setOpen(false)} heading="Are you sure you want to sign out?" variant="alert"
        footer={<><Button>Sign out</Button><Button variant="link" onClick={() => setOpen(false)}>Cancel</Button></>} />
    </>
  );
}

describe('common components inside a real custom element', () => {
  it('adopt the sheets they render with, listed nowhere by hand, and the dialog holds and returns focus across the shadow boundary', async () => {
    const tag = defineElement(`common-probe-${Math.random().toString(36).slice(2, 7)}`, SignOut);
    const el = document.createElement(tag);
    const before = document.createElement('button');
    before.textContent = 'Page button';
    document.body.append(before, el);
    try {
      const root = await waitFor(() => el.shadowRoot?.querySelector('button') && el.shadowRoot);
      // Booleans, not sheets, in assertions: a failing one would print whole style sheets.
      const adopted = (css: string) => root.adoptedStyleSheets.includes(sheet(css));
      // Brand tokens and base, then what the first render holds (the closed pop-up renders its shell).
      expect(adopted(buttonCss) && adopted(dialogCss), 'button and dialog sheets').to.equal(true);
      getByRole(root, 'button', 'Sign out').focus();
      await sendKeys({ press: 'Enter' });
      const dialog = await waitFor(() => queryByRole(root, 'alertdialog', 'Are you sure you want to sign out?'));
      // Open, it shows its close icon, whose sheet joins; each sheet once.
      expect(adopted(iconCss), 'icon sheet').to.equal(true);
      expect(new Set(root.adoptedStyleSheets).size).to.equal(root.adoptedStyleSheets.length);
      for (let i = 0; i < 4; i += 1) {
        await sendKeys({ press: 'Tab' });
        expect(dialog.contains(deepActiveElement()), 'focus left the dialog').to.equal(true);
      }
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !root.querySelector('dialog'));
      expect(document.activeElement).to.equal(el);
      expect(deepActiveElement()).to.equal(getByRole(root, 'button', 'Sign out'));
    } finally {
      el.remove();
      before.remove();
    }
  });
});
