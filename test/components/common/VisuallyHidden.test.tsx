import { expect } from '@open-wc/testing';
import { commonStyles } from '../../../src/components/common/styles';
import { VisuallyHidden } from '../../../src/components/common/VisuallyHidden';
import { getByRole, getByText } from '../../helpers/queries';
import { render } from '../../helpers/render';

describe('VisuallyHidden', () => {
  it('keeps text for screen readers but takes no room on screen', async () => {
    const { root } = await render(<button type="button">3<VisuallyHidden> saved drugs</VisuallyHidden></button>, { styles: [...commonStyles] });
    const hidden = getByText(root, 'saved drugs');
    expect(hidden.getBoundingClientRect().width).to.be.at.most(1);
    getByRole(root, 'button', '3 saved drugs');
  });
});
