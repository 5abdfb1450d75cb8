import { expect } from '@open-wc/testing';
import { sendKeys } from '../../helpers/browser';
import { useState } from 'react';
import { defineElement } from '../../../elements/define';
import { Button } from '../../../src/components/common/Button';
import { Dialog } from '../../../src/components/common/Dialog';
import { commonStyles } from '../../../src/components/common/styles';
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
  it('adopt the shared sheets, and the dialog holds and returns focus across the shadow boundary', async () => {
    const tag = defineElement(`common-probe-${Math.random().toString(36).slice(2, 7)}`, SignOut, { styles: [...commonStyles] });
    const el = document.createElement(tag);
    const before = document.createElement('button');
    before.textContent = 'Page button';
    document.body.append(before, el);
    try {
      const root = await waitFor(() => el.shadowRoot?.querySelector('button') && el.shadowRoot);
      expect(root.adoptedStyleSheets.length).to.equal(2 + commonStyles.length);
      getByRole(root, 'button', 'Sign out').focus();
      await sendKeys({ press: 'Enter' });
      const dialog = await waitFor(() => queryByRole(root, 'alertdialog', 'Are you sure you want to sign out?'));
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
