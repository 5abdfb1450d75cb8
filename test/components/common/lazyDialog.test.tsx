import { expect } from '@open-wc/testing';
import { sendKeys } from '../../helpers/browser';
import { useLayoutEffect, useState, type ComponentType } from 'react';
import { lazyDialog } from '../../../src/components/common/lazyDialog';
import { commonStyles } from '../../../src/components/common/styles';
import { logger, type LogEntry } from '../../../src/platform/logger';
import { deepActiveElement, getByRole, queryByRole } from '../../helpers/queries';
import { render } from '../../helpers/render';
import { waitFor } from '../../helpers/wait';
import RemoveDrugDialog, { type RemoveDrugProps } from './fixtures/RemoveDrugDialog';

type Loader = () => Promise<{ default: ComponentType<RemoveDrugProps> }>;

function gatedLoader() {
  let calls = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const load: Loader = () => {
    calls += 1;
    return gate.then(() => ({ default: RemoveDrugDialog }));
  };
  return { load, release: () => release(), calls: () => calls };
}

function Opener({ Dialog }: { Dialog: ComponentType<RemoveDrugProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Remove Atorvastatin</button>
      <Dialog open={open} onClose={() => setOpen(false)} drugName="Atorvastatin 10 mg" />
    </>
  );
}

async function openIt(root: ShadowRoot) {
  getByRole(root, 'button', 'Remove Atorvastatin').focus();
  await sendKeys({ press: 'Enter' });
}

describe('lazyDialog', () => {
  it('fetches the code once the page is idle, before any opening, once for every instance', async () => {
    const loader = gatedLoader();
    const Lazy = lazyDialog(loader.load, 'remove drug');
    const { root } = await render(<><Opener Dialog={Lazy} /><Opener Dialog={Lazy} /></>, { styles: [...commonStyles] });
    await waitFor(() => loader.calls() === 1, 'not fetched when idle');
    loader.release();
    expect(root.querySelector('dialog')).to.equal(null);
    expect(loader.calls()).to.equal(1);
  });

  it('shows an accessible loading modal while the code loads, then the dialog with focus inside', async () => {
    const loader = gatedLoader();
    const Lazy = lazyDialog(loader.load, 'remove drug');
    const { root, host } = await render(<Opener Dialog={Lazy} />, { styles: [...commonStyles] });
    await openIt(root);
    const loading = await waitFor(() => queryByRole(root, 'dialog', 'Loading'));
    expect(loading.getAttribute('aria-busy')).to.equal('true');
    getByRole(loading, 'status', 'Loading, please wait.');
    await expect(host).to.be.accessible();
    loader.release();
    const dialog = await waitFor(() => queryByRole(root, 'alertdialog', 'Remove drug?'));
    expect(queryByRole(root, 'dialog', 'Loading')).to.equal(null);
    expect(dialog.contains(deepActiveElement())).to.equal(true);
    expect(document.documentElement.style.overflow).to.equal('hidden');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root.querySelector('dialog'));
    expect(deepActiveElement()).to.equal(getByRole(root, 'button', 'Remove Atorvastatin'));
    expect(document.documentElement.style.overflow).to.equal('');
    expect(loader.calls()).to.equal(1);
  });

  it('preload() fetches the code ahead, once, so opening shows the dialog at once', async () => {
    const loader = gatedLoader();
    const Lazy = lazyDialog(loader.load, 'remove drug');
    loader.release();
    await Lazy.preload();
    await Lazy.preload();
    const { root } = await render(<Opener Dialog={Lazy} />, { styles: [...commonStyles] });
    await openIt(root);
    await waitFor(() => queryByRole(root, 'alertdialog', 'Remove drug?'));
    expect(loader.calls()).to.equal(1);
  });

  // A pop-up opened by a timer or an answer (the session time-out warning), not a click: React renders it, then runs
  // its effects a task later. Code that a prefetch delivers in that gap must still replace the stand-in.
  it('a pop-up opened outside a click shows once its code arrives, though it arrived after the stand-in was drawn', async () => {
    const loader = gatedLoader();
    const Lazy = lazyDialog(loader.load, 'remove drug');
    void Lazy.preload();
    function OpenedLater() {
      const [open, setOpen] = useState(false);
      useLayoutEffect(() => {
        if (open) loader.release();
      }, [open]);
      return (
        <>
          <button type="button" onClick={() => void Promise.resolve().then(() => setOpen(true))}>Remove Atorvastatin</button>
          <Lazy open={open} onClose={() => setOpen(false)} drugName="Atorvastatin 10 mg" />
        </>
      );
    }
    const { root } = await render(<OpenedLater />, { styles: [...commonStyles] });
    await openIt(root);
    await waitFor(() => queryByRole(root, 'alertdialog', 'Remove drug?'), 'the loading stand-in stayed');
    expect(queryByRole(root, 'dialog', 'Loading')).to.equal(null);
  });

  it('Escape while loading calls the dialog’s onClose', async () => {
    const loader = gatedLoader();
    const Lazy = lazyDialog(loader.load, 'remove drug');
    const { root } = await render(<Opener Dialog={Lazy} />, { styles: [...commonStyles] });
    await openIt(root);
    await waitFor(() => queryByRole(root, 'dialog', 'Loading'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root.querySelector('dialog'), 'loading modal stayed open');
    expect(deepActiveElement()).to.equal(getByRole(root, 'button', 'Remove Atorvastatin'));
  });

  /** A loader that fails while `online` is false, as a chunk request does when the connection is down. */
  function flakyLoader() {
    const state = { online: false, calls: 0 };
    const load: Loader = () => {
      state.calls += 1;
      return state.online ? Promise.resolve({ default: RemoveDrugDialog }) : Promise.reject(new Error('chunk failed'));
    };
    return { load, state };
  }

  async function withWarnings(run: (warnings: LogEntry[]) => Promise<void>) {
    const warnings: LogEntry[] = [];
    const unsubscribe = logger.subscribe((entry) => { if (entry.level === 'warn') warnings.push(entry); });
    const originalWarn = console.warn;
    console.warn = () => undefined;
    try {
      await run(warnings);
    } finally {
      console.warn = originalWarn;
      unsubscribe();
    }
  }

  it('a module that fails to load is logged, the pop-up says so, and Try again fetches it again and opens it', async () => {
    await withWarnings(async (warnings) => {
      const loader = flakyLoader();
      const Lazy = lazyDialog(loader.load, 'remove drug');
      const { root, host } = await render(<Opener Dialog={Lazy} />, { styles: [...commonStyles] });
      await openIt(root);
      const notice = await waitFor(() => queryByRole(root, 'dialog', 'This could not be opened'));
      expect(notice.textContent).to.contain('Please check your connection and try again.');
      expect(warnings.some((w) => w.message.includes("remove drug pop-up's code could not be loaded"))).to.equal(true);
      await expect(host).to.be.accessible();
      loader.state.online = true;
      getByRole(notice, 'button', 'Try again').click();
      const dialog = await waitFor(() => queryByRole(root, 'alertdialog', 'Remove drug?'));
      expect(dialog.contains(deepActiveElement())).to.equal(true);
    });
  });

  it('after a failed load, closing the notice returns focus and the next opening fetches again and opens', async () => {
    await withWarnings(async () => {
      const loader = flakyLoader();
      const Lazy = lazyDialog(loader.load, 'remove drug');
      const { root } = await render(<Opener Dialog={Lazy} />, { styles: [...commonStyles] });
      await openIt(root);
      await waitFor(() => queryByRole(root, 'dialog', 'This could not be opened'));
      const failedCalls = loader.state.calls;
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !root.querySelector('dialog'), 'notice stayed open');
      expect(deepActiveElement()).to.equal(getByRole(root, 'button', 'Remove Atorvastatin'));
      loader.state.online = true;
      await openIt(root);
      await waitFor(() => queryByRole(root, 'alertdialog', 'Remove drug?'));
      expect(loader.state.calls).to.be.greaterThan(failedCalls);
    });
  });

  it('the notice holds focus: Tab goes round its Close and Try again buttons, and Close returns focus to the opener', async () => {
    await withWarnings(async () => {
      const Lazy = lazyDialog(flakyLoader().load, 'remove drug');
      const { root } = await render(<Opener Dialog={Lazy} />, { styles: [...commonStyles] });
      await openIt(root);
      const notice = await waitFor(() => queryByRole(root, 'dialog', 'This could not be opened'));
      const close = getByRole(notice, 'button', 'Close');
      const retry = getByRole(notice, 'button', 'Try again');
      retry.focus();
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(close);
      await sendKeys({ press: 'Shift+Tab' });
      expect(deepActiveElement()).to.equal(retry);
      close.click();
      await waitFor(() => !root.querySelector('dialog'), 'notice stayed open');
      expect(deepActiveElement()).to.equal(getByRole(root, 'button', 'Remove Atorvastatin'));
    });
  });
});
