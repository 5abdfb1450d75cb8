import { expect } from '@open-wc/testing';
import { Spinner } from '../../../src/components/common/Spinner';
import { commonStyles } from '../../../src/components/common/styles';
import { getByRole } from '../../helpers/queries';
import { render } from '../../helpers/render';

describe('Spinner', () => {
  it('is a status named Loading by default, or decorative', async () => {
    const { root, host } = await render(<><Spinner /><Spinner decorative /></>, { styles: [...commonStyles] });
    expect(getByRole(root, 'status', 'Loading')).to.exist;
    expect(root.querySelectorAll('[role="status"]').length).to.equal(1);
    await expect(host).to.be.accessible();
  });
});
