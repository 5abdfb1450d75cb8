import { expect } from '@open-wc/testing';
import { useEffect } from 'react';
import { LiveRegion, useAnnouncer } from '../../../src/components/common/LiveRegion';
import { commonStyles } from '../../../src/components/common/styles';
import { getByRole } from '../../helpers/queries';
import { render } from '../../helpers/render';
import { waitFor } from '../../helpers/wait';

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
