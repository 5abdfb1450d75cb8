import { expect } from '@open-wc/testing';
import { sendKeys } from '../../helpers/browser';
import { Button, LinkButton } from '../../../src/components/common/Button';
import { commonStyles } from '../../../src/components/common/styles';
import { descriptionOf, getByRole } from '../../helpers/queries';
import { render } from '../../helpers/render';

describe('Button', () => {
  it('is a real button that Enter and Space activate', async () => {
    let clicks = 0;
    const { root, host } = await render(<Button onClick={() => (clicks += 1)}>Browse plans</Button>, { styles: [...commonStyles] });
    const button = getByRole(root, 'button', 'Browse plans');
    expect(button.getAttribute('type')).to.equal('button');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    expect(clicks).to.equal(2);
    await expect(host).to.be.accessible();
  });

  it('styles primary, secondary and link variants by class', async () => {
    const { root } = await render(
      <>
        <Button>Enroll in plan</Button>
        <Button variant="secondary">Compare</Button>
        <Button variant="link">Keep plan</Button>
      </>,
      { styles: [...commonStyles] },
    );
    expect(getByRole(root, 'button', 'Enroll in plan').className).to.equal('sp-button sp-button--primary');
    expect(getByRole(root, 'button', 'Compare').className).to.equal('sp-button sp-button--secondary');
    expect(getByRole(root, 'button', 'Keep plan').className).to.equal('sp-link-button');
  });

  it('when disabled stays focusable, is announced unavailable with its reason, and ignores activation', async () => {
    let clicks = 0;
    const { root, host } = await render(
      <Button disabled disabledReason="Not available while viewing a member's profile." onClick={() => (clicks += 1)}>
        Enroll in plan
      </Button>,
      { styles: [...commonStyles] },
    );
    const button = getByRole(root, 'button', 'Enroll in plan');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(descriptionOf(button)).to.equal("Not available while viewing a member's profile.");
    button.focus();
    expect(root.activeElement).to.equal(button);
    await sendKeys({ press: 'Enter' });
    button.click();
    expect(clicks).to.equal(0);
    await expect(host).to.be.accessible();
  });

  it('shows a decorative icon before its text without changing its name', async () => {
    const { root } = await render(<Button variant="link" icon="print">Print</Button>, { styles: [...commonStyles] });
    const button = getByRole(root, 'button', 'Print');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).to.equal('true');
  });
});

describe('LinkButton', () => {
  it('is a link that looks like a button', async () => {
    const { root, host } = await render(<LinkButton href="/shop.html">Browse all plans</LinkButton>, { styles: [...commonStyles] });
    const link = getByRole(root, 'link', 'Browse all plans');
    expect(link.getAttribute('href')).to.equal('/shop.html');
    expect(link.className).to.contain('sp-button');
    await expect(host).to.be.accessible();
  });

  it('opening a new tab says so and cannot reach back to this page', async () => {
    const { root, host } = await render(<LinkButton href="/hsid-member-portal-redirection" newTab variant="secondary">Member benefits</LinkButton>, { styles: [...commonStyles] });
    const link = getByRole(root, 'link', 'Member benefits (opens in a new tab)');
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttribute('rel')).to.equal('noopener noreferrer');
    await expect(host).to.be.accessible();
  });

  it('when disabled has no destination but keeps its role, focus and reason', async () => {
    const { root, host } = await render(<LinkButton href="/enroll" disabled disabledReason="Enrollment is off in this session.">Start application</LinkButton>, { styles: [...commonStyles] });
    const link = getByRole(root, 'link', 'Start application');
    expect(link.hasAttribute('href')).to.equal(false);
    expect(link.getAttribute('aria-disabled')).to.equal('true');
    expect(descriptionOf(link)).to.equal('Enrollment is off in this session.');
    link.focus();
    expect(root.activeElement).to.equal(link);
    await expect(host).to.be.accessible();
  });
});
