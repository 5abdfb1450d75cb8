import { expect } from '@open-wc/testing';
import { sendKeys } from '../../helpers/browser';
import { Banner } from '../../../src/components/common/Banner';
import { commonStyles } from '../../../src/components/common/styles';
import { getByRole, getByText, queryByRole } from '../../helpers/queries';
import { render } from '../../helpers/render';

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
