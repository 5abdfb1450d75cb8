import { expect } from '@open-wc/testing';
import { sendKeys } from '../../helpers/browser';
import { ScrollBox } from '../../../src/components/common/ScrollBox';
import { commonStyles } from '../../../src/components/common/styles';
import { deepActiveElement, getByRole } from '../../helpers/queries';
import { render } from '../../helpers/render';
import { nextFrame } from '../../helpers/wait';

const disclosure = Array.from({ length: 30 }, (_, i) => <p key={i}>Disclosure paragraph {i + 1}.</p>);

describe('ScrollBox', () => {
  it('is a labelled region that a keyboard user can Tab to and scroll with the arrow keys', async () => {
    const { root, host } = await render(
      <>
        <button type="button">Before</button>
        <ScrollBox label="Medicare Supplement disclosures">{disclosure}</ScrollBox>
      </>,
      { styles: [...commonStyles] },
    );
    const box = getByRole(root, 'region', 'Medicare Supplement disclosures');
    expect(box.scrollHeight).to.be.above(box.clientHeight);
    await expect(host).to.be.accessible();
    getByRole(root, 'button', 'Before').focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(box);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await nextFrame();
    expect(box.scrollTop).to.be.above(0);
  });

  it('takes its height in rem, so it grows with the reader’s text size', async () => {
    const { root } = await render(<ScrollBox label="Disclosures" maxHeight="10rem">{disclosure}</ScrollBox>, { styles: [...commonStyles] });
    const rootFont = parseFloat(getComputedStyle(document.documentElement).fontSize);
    expect(getByRole(root, 'region', 'Disclosures').getBoundingClientRect().height).to.equal(10 * rootFont);
  });
});
