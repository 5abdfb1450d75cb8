import { expect } from '@open-wc/testing';
import { SafeHtml } from '../../../src/components/common/SafeHtml';
import { trustedHtml } from '../../../src/platform/trustedHtml';
import { commonStyles } from '../../../src/components/common/styles';
import { getByRole, getByText, queryByText } from '../../helpers/queries';
import { render } from '../../helpers/render';
import { waitFor } from '../../helpers/wait';

const sanitizeHtml = (html: string) => String(trustedHtml(html));

describe('SafeHtml', () => {
  it('renders the CMS fragment’s markup', async () => {
    const { root, host } = await render(<SafeHtml html="<p>Call <strong>1-800-555-0100</strong> (TTY 711).</p><ul><li>Plan F</li></ul>" />, { styles: [...commonStyles] });
    expect((await waitFor(() => queryByText(root, '1-800-555-0100'))).tagName).to.equal('STRONG');
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
    await waitFor(() => root.querySelector('.sp-safe-html--pending') === null, 'the sanitiser never loaded');
    expect(root.querySelectorAll('.sp-safe-html').length).to.equal(0);
  });

  it('shows text without markup at once, as text', async () => {
    const { root } = await render(<SafeHtml html="Plans are insured by UnitedHealthcare. No tags here." />);
    getByText(root, /Plans are insured/);
  });

  it('a fragment below the fold gets the sanitiser once it comes into view, and shows then', async () => {
    const { root } = await render(
      <>
        <div style={{ height: '300vh' }} />
        <SafeHtml html="<p>Disclosure <em>text</em></p>" when="in-view" />
      </>,
    );
    const pending = await waitFor(() => root.querySelector('.sp-safe-html--pending') ?? root.querySelector('em'));
    pending.scrollIntoView();
    expect((await waitFor(() => root.querySelector('em'), 'not shown once in view')).textContent).to.equal('text');
  });
});
