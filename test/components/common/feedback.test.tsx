import { expect } from '@open-wc/testing';
import { sendKeys } from '../../helpers/browser';
import { useEffect } from 'react';
import { Banner } from '../../../src/components/common/Banner';
import { LiveRegion, useAnnouncer } from '../../../src/components/common/LiveRegion';
import { LoadingOverlay } from '../../../src/components/common/LoadingOverlay';
import { Spinner } from '../../../src/components/common/Spinner';
import { commonStyles } from '../../../src/components/common/styles';
import { deepActiveElement, getByRole, getByText, queryByRole } from '../../helpers/queries';
import { render } from '../../helpers/render';
import { nextFrame, waitFor } from '../../helpers/wait';

describe('LiveRegion', () => {
  it('is in the page, empty, before the message arrives; then holds it', async () => {
    const { root, rerender, host } = await render(<LiveRegion message="" />, { styles: [...commonStyles] });
    const region = getByRole(root, 'status');
    expect(region.textContent).to.equal('');
    expect(region.getAttribute('aria-live')).to.equal('polite');
    await expect(host).to.be.accessible();
    await rerender(<LiveRegion message="Plan removed from saved plans." />);
    expect(getByRole(root, 'status')).to.equal(region);
    expect(region.textContent).to.equal('Plan removed from saved plans.');
  });

  it('assertive messages are alerts', async () => {
    const { root } = await render(<LiveRegion politeness="assertive" message="Your session will end soon." />, { styles: [...commonStyles] });
    expect(getByRole(root, 'alert').getAttribute('aria-live')).to.equal('assertive');
  });

  it('the same message said twice is cleared first so it is read again', async () => {
    const seen: string[] = [];
    function Announcer({ times }: { times: number }) {
      const { message, announce } = useAnnouncer();
      useEffect(() => {
        if (times > 0) announce('Drug removed.');
      }, [times, announce]);
      seen.push(message);
      return <LiveRegion message={message} />;
    }
    const { root, rerender } = await render(<Announcer times={1} />, { styles: [...commonStyles] });
    await waitFor(() => getByRole(root, 'status').textContent === 'Drug removed.');
    seen.length = 0;
    await rerender(<Announcer times={2} />);
    await waitFor(() => getByRole(root, 'status').textContent === 'Drug removed.');
    expect(seen.slice(0, 2)).to.deep.equal(['Drug removed.', '']);
  });
});

describe('Spinner', () => {
  it('is a status named Loading by default, or decorative', async () => {
    const { root, host } = await render(<><Spinner /><Spinner decorative /></>, { styles: [...commonStyles] });
    expect(getByRole(root, 'status', 'Loading')).to.exist;
    expect(root.querySelectorAll('[role="status"]').length).to.equal(1);
    await expect(host).to.be.accessible();
  });
});

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

describe('Banner', () => {
  it('shows heading and text; Close hides it through the caller', async () => {
    let closed = 0;
    const { root, host } = await render(
      <Banner variant="warning" heading="Service outage" onClose={() => (closed += 1)}>
        The sign-in service is unavailable.
      </Banner>,
      { styles: [...commonStyles] },
    );
    getByRole(root, 'heading', 'Service outage');
    getByText(root, 'The sign-in service is unavailable.');
    expect(queryByRole(root, 'alert'), 'a banner present at load is not announced').to.equal(null);
    await expect(host).to.be.accessible();
    getByRole(root, 'button', 'Close').focus();
    await sendKeys({ press: 'Enter' });
    expect(closed).to.equal(1);
  });

  it('announces itself when asked: errors as alerts, info as status', async () => {
    const { root, host } = await render(
      <>
        <Banner variant="error" announce>We were unable to confirm your identity.</Banner>
        <Banner variant="info" announce>Your drugs were added.</Banner>
      </>,
      { styles: [...commonStyles] },
    );
    getByRole(root, 'alert', 'We were unable to confirm your identity.');
    getByRole(root, 'status', 'Your drugs were added.');
    await expect(host).to.be.accessible();
  });

  it('has a distinct look for each variant', async () => {
    const { root } = await render(<>{(['info', 'success', 'warning', 'error'] as const).map((v) => <Banner key={v} variant={v}>{v}</Banner>)}</>, { styles: [...commonStyles] });
    const borders = Array.from(root.querySelectorAll('.sp-banner')).map((el) => getComputedStyle(el).borderInlineStartColor);
    expect(new Set(borders).size).to.equal(4);
  });
});
