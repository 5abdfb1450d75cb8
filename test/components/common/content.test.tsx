import { expect } from '@open-wc/testing';
import { sendKeys } from '../../helpers/browser';
import { SafeHtml } from '../../../src/components/common/SafeHtml';
import { trustedHtml } from '../../../src/platform/trustedHtml';
import { ScrollBox } from '../../../src/components/common/ScrollBox';
import { commonStyles } from '../../../src/components/common/styles';
import { deepActiveElement, getByRole, getByText } from '../../helpers/queries';
import { render } from '../../helpers/render';
import { nextFrame } from '../../helpers/wait';

const sanitizeHtml = (html: string) => String(trustedHtml(html));

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

describe('SafeHtml', () => {
  it('renders the CMS fragment’s markup', async () => {
    const { root, host } = await render(<SafeHtml html="<p>Call <strong>1-800-555-0100</strong> (TTY 711).</p><ul><li>Plan F</li></ul>" />, { styles: [...commonStyles] });
    expect(getByText(root, '1-800-555-0100').tagName).to.equal('STRONG');
    getByRole(root, 'listitem', 'Plan F');
    await expect(host).to.be.accessible();
  });

  it('removes scripts, event handlers, javascript: links, forms and inline styles', () => {
    const clean = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script></p><a href="javascript:alert(3)">x</a><img src="x" onerror="alert(4)"><form><input name="q"></form>',
    );
    expect(clean).to.not.match(/script|onclick|onerror|javascript:|style=|<form|<input/i);
    expect(clean).to.contain('<p>Hi</p>');
  });

  it('links that open a new tab cannot reach back to this page', () => {
    const clean = sanitizeHtml('<a href="https://www.medicare.gov" target="_blank">Medicare.gov</a>');
    const link = new DOMParser().parseFromString(clean, 'text/html').querySelector('a')!;
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttribute('rel')).to.equal('noopener noreferrer');
  });

  it('renders nothing for missing or empty content', async () => {
    const { root } = await render(<><SafeHtml html={undefined} /><SafeHtml html="" /><SafeHtml html="<script>x()</script>" /></>);
    expect(root.querySelectorAll('.sp-safe-html').length).to.equal(0);
  });
});
