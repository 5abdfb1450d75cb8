import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState, type ComponentType } from 'react';
import { lazyDialog, type LazyDialogProps } from '../../../src/components/common/lazyDialog';
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
  it('loads nothing until the dialog first opens', async () => {
    const loader = gatedLoader();
    const Lazy = lazyDialog(loader.load, 'remove drug');
    await render(<Opener Dialog={Lazy} />, { styles: [...commonStyles] });
    expect(loader.calls()).to.equal(0);
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

  it('a module that fails to load is logged and shows nothing', async () => {
    const entries: LogEntry[] = [];
    const unsubscribe = logger.subscribe((entry) => entries.push(entry));
    const originalError = console.error;
    console.error = () => undefined;
    try {
      const Lazy = lazyDialog<LazyDialogProps>(() => Promise.reject(new Error('chunk failed')), 'remove drug');
      const { root } = await render(<Opener Dialog={Lazy as ComponentType<RemoveDrugProps>} />, { styles: [...commonStyles] });
      await openIt(root);
      await waitFor(() => entries.some((e) => e.level === 'error' && e.message.includes('lazy remove drug')), 'failure not logged');
      expect(root.querySelector('dialog')).to.equal(null);
      expect(document.documentElement.style.overflow).to.equal('');
    } finally {
      console.error = originalError;
      unsubscribe();
    }
  });
});
