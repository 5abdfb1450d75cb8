import { expect } from '@open-wc/testing';
import { sendKeys } from '../../helpers/browser';
import { useRef, useState } from 'react';
import { Button } from '../../../src/components/common/Button';
import { Dialog, type DialogCloseReason } from '../../../src/components/common/Dialog';
import { commonStyles } from '../../../src/components/common/styles';
import { deepActiveElement, descriptionOf, getByRole, nameOf, queryByRole } from '../../helpers/queries';
import { render } from '../../helpers/render';
import { nextFrame, waitFor } from '../../helpers/wait';

interface HarnessProps {
  closeOnEscape?: boolean;
  variant?: 'modal' | 'alert';
  withInitialFocus?: boolean;
  onClose?: (reason: DialogCloseReason) => void;
}

function RemovePlanHarness({ closeOnEscape, variant, withInitialFocus, onClose }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const close = (reason: DialogCloseReason) => {
    onClose?.(reason);
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Remove</button>
      <Dialog
        open={open}
        onClose={close}
        heading="Remove plan?"
        description="AARP Medicare Advantage Plan 1 will be removed from your saved plans."
        closeOnEscape={closeOnEscape}
        variant={variant}
        initialFocus={withInitialFocus ? keep : undefined}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Remove from saved plans</Button>
            <Button ref={keep} variant="link" onClick={() => setOpen(false)}>Keep plan</Button>
          </>
        }
      >
        <p>Monthly premium $0.00</p>
      </Dialog>
    </>
  );
}

async function openWithKeyboard(root: ShadowRoot): Promise<HTMLDialogElement> {
  getByRole(root, 'button', 'Remove').focus();
  await sendKeys({ press: 'Enter' });
  return waitFor(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 'dialog never opened');
}

const focused = () => deepActiveElement() as HTMLElement | null;

describe('Dialog', () => {
  it('is closed and takes no place on the page until opened', async () => {
    const { root } = await render(<RemovePlanHarness />, { styles: [...commonStyles] });
    expect(root.querySelector('dialog')).to.equal(null);
    expect(queryByRole(root, 'dialog')).to.equal(null);
  });

  it('opens as a modal labelled by its heading and described by its description', async () => {
    const { root, host } = await render(<RemovePlanHarness />, { styles: [...commonStyles] });
    const dialog = await openWithKeyboard(root);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(getByRole(root, 'dialog', 'Remove plan?')).to.equal(dialog);
    expect(descriptionOf(dialog)).to.equal('AARP Medicare Advantage Plan 1 will be removed from your saved plans.');
    await expect(host).to.be.accessible();
  });

  it('moves focus to the first control of its content on open', async () => {
    const { root } = await render(<RemovePlanHarness />, { styles: [...commonStyles] });
    await openWithKeyboard(root);
    expect(focused()).to.equal(getByRole(root, 'button', 'Remove from saved plans'));
  });

  it('moves focus to the given initial-focus element instead', async () => {
    const { root } = await render(<RemovePlanHarness withInitialFocus />, { styles: [...commonStyles] });
    await openWithKeyboard(root);
    expect(focused()).to.equal(getByRole(root, 'button', 'Keep plan'));
  });

  for (const [withInitialFocus, first] of [[true, 'Keep plan'], [false, 'Remove from saved plans']] as const) {
    it(`moves focus once, straight to ${first}: a screen reader announces no other control on the way`, async () => {
      const { root } = await render(<RemovePlanHarness withInitialFocus={withInitialFocus} />, { styles: [...commonStyles] });
      const landed: string[] = [];
      root.addEventListener('focusin', (event) => landed.push(nameOf(event.target as Element)));
      getByRole(root, 'button', 'Remove').focus();
      landed.length = 0;
      await sendKeys({ press: 'Enter' });
      await waitFor(() => root.querySelector('dialog[open]'), 'dialog never opened');
      await nextFrame();
      expect(landed).to.deep.equal([first]);
    });
  }

  it('keeps Tab and Shift+Tab inside the dialog, wrapping at both ends', async () => {
    const { root } = await render(<RemovePlanHarness />, { styles: [...commonStyles] });
    const dialog = await openWithKeyboard(root);
    const seen: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await sendKeys({ press: 'Tab' });
      const now = focused();
      expect(dialog.contains(now), `Tab ${i + 1} left the dialog`).to.equal(true);
      seen.push(now?.getAttribute('aria-label') ?? now?.textContent ?? '');
    }
    expect(seen).to.deep.equal(['Keep plan', 'Close', 'Remove from saved plans', 'Keep plan']);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Shift+Tab' });
    expect(focused()).to.equal(getByRole(root, 'button', 'Keep plan'));
    getByRole(root, 'button', 'Close').focus();
    await sendKeys({ press: 'Shift+Tab' });
    expect(focused()).to.equal(getByRole(root, 'button', 'Keep plan'));
  });

  it('closes on Escape and returns focus to the opener inside the shadow root', async () => {
    const reasons: DialogCloseReason[] = [];
    const { root } = await render(<RemovePlanHarness onClose={(r) => reasons.push(r)} />, { styles: [...commonStyles] });
    await openWithKeyboard(root);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root.querySelector('dialog'), 'dialog did not close on Escape');
    expect(reasons).to.deep.equal(['escape']);
    expect(focused()).to.equal(getByRole(root, 'button', 'Remove'));
  });

  it('closes from its Close button and returns focus to the opener', async () => {
    const reasons: DialogCloseReason[] = [];
    const { root } = await render(<RemovePlanHarness onClose={(r) => reasons.push(r)} />, { styles: [...commonStyles] });
    await openWithKeyboard(root);
    getByRole(root, 'button', 'Close').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !root.querySelector('dialog'), 'dialog did not close from Close');
    expect(reasons).to.deep.equal(['close-button']);
    expect(focused()).to.equal(getByRole(root, 'button', 'Remove'));
  });

  it('stays open on Escape, even pressed twice, when the caller disallows it', async () => {
    const { root } = await render(<RemovePlanHarness closeOnEscape={false} />, { styles: [...commonStyles] });
    const dialog = await openWithKeyboard(root);
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    await nextFrame();
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
  });

  it('locks page scroll while open and restores the page’s own overflow and scrollbar gutter on close', async () => {
    const { style } = document.documentElement;
    style.overflow = 'scroll';
    style.scrollbarGutter = 'stable both-edges';
    try {
      const { root } = await render(<RemovePlanHarness />, { styles: [...commonStyles] });
      await openWithKeyboard(root);
      expect(style.overflow).to.equal('hidden');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !root.querySelector('dialog'));
      expect([style.overflow, style.scrollbarGutter]).to.deep.equal(['scroll', 'stable both-edges']);
    } finally {
      style.overflow = '';
      style.scrollbarGutter = '';
    }
  });

  it('counts nested dialogs: the page scrolls again only when the last one closes', async () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Dialog open={outer} onClose={() => setOuter(false)} heading="Extra Help">
          <Button onClick={() => setInner(true)}>Learn more</Button>
          <Dialog open={inner} onClose={() => setInner(false)} heading="What is Extra Help?">
            <p>A program that helps pay drug costs.</p>
          </Dialog>
        </Dialog>
      );
    }
    const { root } = await render(<Nested />, { styles: [...commonStyles] });
    const learnMore = getByRole(root, 'button', 'Learn more');
    expect(focused()).to.equal(learnMore);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => queryByRole(root, 'dialog', 'What is Extra Help?'));
    expect(document.documentElement.style.overflow).to.equal('hidden');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !queryByRole(root, 'dialog', 'What is Extra Help?'), 'inner dialog stayed open');
    expect(queryByRole(root, 'dialog', 'Extra Help'), 'Escape closed the outer dialog too').to.not.equal(null);
    expect(document.documentElement.style.overflow).to.equal('hidden');
    expect(focused()).to.equal(learnMore);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root.querySelector('dialog'));
    expect(document.documentElement.style.overflow).to.equal('');
  });

  it('the alert variant is an alertdialog and passes the accessibility check', async () => {
    const { root, host } = await render(<RemovePlanHarness variant="alert" />, { styles: [...commonStyles] });
    await openWithKeyboard(root);
    expect(getByRole(root, 'alertdialog', 'Remove plan?').tagName).to.equal('DIALOG');
    await expect(host).to.be.accessible();
  });

  it('sends focus to returnFocus() when the opener is gone after closing', async () => {
    function RemoveFromList() {
      const [plans, setPlans] = useState(['Plan A', 'Plan B']);
      const [removing, setRemoving] = useState<string | null>(null);
      const heading = useRef<HTMLHeadingElement>(null);
      return (
        <>
          <h2 ref={heading} tabIndex={-1}>Your plans</h2>
          {plans.map((plan) => (
            <button key={plan} type="button" onClick={() => setRemoving(plan)}>Remove {plan}</button>
          ))}
          <Dialog open={removing !== null} onClose={() => setRemoving(null)} heading="Remove plan?" returnFocus={() => heading.current}>
            <Button onClick={() => { setPlans(plans.filter((p) => p !== removing)); setRemoving(null); }}>Remove from saved plans</Button>
          </Dialog>
        </>
      );
    }
    const { root } = await render(<RemoveFromList />, { styles: [...commonStyles] });
    getByRole(root, 'button', 'Remove Plan A').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => root.querySelector('dialog[open]'));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !root.querySelector('dialog'));
    expect(queryByRole(root, 'button', 'Remove Plan A')).to.equal(null);
    expect(focused()).to.equal(getByRole(root, 'heading', 'Your plans'));
  });

  it('dims the page behind with the backdrop token, styled from inside the shadow root', async () => {
    const { root } = await render(<RemovePlanHarness />, { styles: [...commonStyles] });
    const dialog = await openWithKeyboard(root);
    expect(getComputedStyle(dialog, '::backdrop').backgroundColor).to.equal('rgba(0, 0, 0, 0.55)');
  });
});
