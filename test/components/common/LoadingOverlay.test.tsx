import { expect } from '@open-wc/testing';
import { sendKeys } from '../../helpers/browser';
import { LoadingOverlay } from '../../../src/components/common/LoadingOverlay';
import { commonStyles } from '../../../src/components/common/styles';
import { deepActiveElement, getByRole, getByText, queryByRole } from '../../helpers/queries';
import { render } from '../../helpers/render';
import { nextFrame, waitFor } from '../../helpers/wait';

describe('LoadingOverlay', () => {
  it('shows heading, message and info in a busy modal that waits when it has no close', async () => {
    const { root, host } = await render(
      <LoadingOverlay open heading="Loading" message="We are finding your drugs & doctors." info="This may take up to 1 minute. The page will automatically refresh once we have your information." />,
      { styles: [...commonStyles] },
    );
    const dialog = getByRole(root, 'dialog', 'Loading');
    expect(dialog.getAttribute('aria-busy')).to.equal('true');
    getByText(dialog, 'We are finding your drugs & doctors.');
    getByText(dialog, 'This may take up to 1 minute. The page will automatically refresh once we have your information.');
    expect(queryByRole(root, 'button', 'Close')).to.equal(null);
    await expect(host).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await nextFrame();
    expect((dialog as HTMLDialogElement).open).to.equal(true);
  });

  it('with onClose offers a Close button and Escape', async () => {
    let closed = 0;
    const { root, host } = await render(<LoadingOverlay open heading="Loading" message="Please wait." onClose={() => (closed += 1)} />, { styles: [...commonStyles] });
    const close = getByRole(root, 'button', 'Close');
    expect(deepActiveElement()).to.equal(close);
    await expect(host).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => closed === 1);
  });
});
