import { expect } from '@open-wc/testing';
import { Card } from '../../../src/components/common/Card';
import { commonStyles } from '../../../src/components/common/styles';
import { Tag } from '../../../src/components/common/Tag';
import { getByRole, getByText } from '../../helpers/queries';
import { render } from '../../helpers/render';

describe('Card', () => {
  it('is an article named by its heading, with its tag, body and footer', async () => {
    const { root, host } = await render(
      <Card heading="AARP Medicare Advantage Plan 1" eyebrow={<Tag planType="MAPD" />} footer={<a href="/compare">Compare</a>}>
        <p>Monthly premium $0.00</p>
      </Card>,
      { styles: [...commonStyles] },
    );
    const card = getByRole(root, 'article');
    expect(card.getAttribute('aria-labelledby')).to.equal(getByRole(root, 'heading', 'AARP Medicare Advantage Plan 1').id);
    getByText(card, 'Monthly premium $0.00');
    getByRole(card, 'link', 'Compare');
    await expect(host).to.be.accessible();
  });
});
