import { expect } from '@open-wc/testing';
import { Icon } from '../../../src/components/common/Icon';
import { ICON_NAMES } from '../../../src/components/common/icons';
import { commonStyles } from '../../../src/components/common/styles';
import { queryAllByRole } from '../../helpers/queries';
import { render } from '../../helpers/render';

describe('Icon', () => {
  it('has every icon the screens need', () => {
    for (const name of ['dental', 'medical', 'behavioral', 'facility', 'pill', 'dollar', 'tooth', 'glasses', 'check', 'covered', 'cross', 'not-covered', 'info', 'close', 'phone', 'print', 'email', 'external-link']) {
      expect(ICON_NAMES, name).to.include(name);
    }
  });

  it('is hidden from screen readers unless labelled, then it is a named image', async () => {
    const { root, host } = await render(
      <p>
        <Icon name="pill" /> Atorvastatin <Icon name="covered" label="Covered" /> <Icon name="not-covered" label="Not covered" />
      </p>,
      { styles: [...commonStyles] },
    );
    const svgs = root.querySelectorAll('svg');
    expect(svgs[0]!.getAttribute('aria-hidden')).to.equal('true');
    expect(queryAllByRole(root, 'img').map((img) => img.getAttribute('aria-label'))).to.deep.equal(['Covered', 'Not covered']);
    await expect(host).to.be.accessible();
  });

  it('scales with the text around it', async () => {
    const { root } = await render(<p style={{ fontSize: '2rem' }}><Icon name="phone" /></p>, { styles: [...commonStyles] });
    expect(root.querySelector('svg')!.getBoundingClientRect().width).to.equal(40);
  });
});
