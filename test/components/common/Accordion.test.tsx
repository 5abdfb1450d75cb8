import { expect } from '@open-wc/testing';
import { sendKeys } from '../../helpers/browser';
import { Accordion, AccordionItem } from '../../../src/components/common/Accordion';
import { Section } from '../../../src/components/common/headings';
import { commonStyles } from '../../../src/components/common/styles';
import { getByRole, queryByRole, queryByText } from '../../helpers/queries';
import { render } from '../../helpers/render';
import { waitFor } from '../../helpers/wait';

// As the profile places it: in a section under the FAQ's own h2 heading.
const faq = (
  <Section>
    <Accordion>
      <AccordionItem heading="How can I talk to someone?">Call us toll free.</AccordionItem>
      <AccordionItem heading="How do I save my progress?">Create an account.</AccordionItem>
    </Accordion>
  </Section>
);

describe('Accordion', () => {
  it('starts closed: each question is a button in a heading at its place in the outline, answers hidden', async () => {
    const { root, host } = await render(faq, { styles: [...commonStyles] });
    const button = getByRole(root, 'button', 'How can I talk to someone?');
    expect(button.parentElement?.tagName).to.equal('H3');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(queryByText(root, 'Call us toll free.')).to.equal(null);
    await expect(host).to.be.accessible();
  });

  it('Enter opens the answer region it controls; Space closes it again', async () => {
    const { root, host } = await render(faq, { styles: [...commonStyles] });
    const button = getByRole(root, 'button', 'How can I talk to someone?');
    button.focus();
    await sendKeys({ press: 'Enter' });
    const region = await waitFor(() => queryByRole(root, 'region', 'How can I talk to someone?'));
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(button.getAttribute('aria-controls')).to.equal(region.id);
    expect(region.textContent).to.equal('Call us toll free.');
    expect(queryByText(root, 'Create an account.'), 'other answers stay closed').to.equal(null);
    await expect(host).to.be.accessible();
    await sendKeys({ press: 'Space' });
    await waitFor(() => button.getAttribute('aria-expanded') === 'false');
    expect(queryByRole(root, 'region')).to.equal(null);
  });

  it('can start open, and can be controlled by the caller', async () => {
    const toggles: boolean[] = [];
    const { root } = await render(
      <Accordion>
        <AccordionItem heading="What happens with my information?" defaultOpen>We keep it private.</AccordionItem>
        <AccordionItem heading="How do I see all plans?" open={false} onToggle={(open) => toggles.push(open)}>Use Browse plans.</AccordionItem>
      </Accordion>,
      { styles: [...commonStyles] },
    );
    expect(queryByText(root, 'We keep it private.')).to.not.equal(null);
    getByRole(root, 'button', 'How do I see all plans?').click();
    await waitFor(() => toggles.length === 1);
    expect(toggles).to.deep.equal([true]);
    expect(queryByText(root, 'Use Browse plans.'), 'controlled item stays as the caller says').to.equal(null);
  });
});
