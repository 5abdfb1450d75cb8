import { expect } from '@open-wc/testing';
import { Card } from '../../../src/components/common/Card';
import { Icon } from '../../../src/components/common/Icon';
import { ICON_NAMES } from '../../../src/components/common/icons';
import { commonStyles } from '../../../src/components/common/styles';
import { Tag, type PlanTagType } from '../../../src/components/common/Tag';
import { VisuallyHidden } from '../../../src/components/common/VisuallyHidden';
import { getByRole, getByText, queryAllByRole } from '../../helpers/queries';
import { render } from '../../helpers/render';

const rgbOf = (host: HTMLElement, token: string) => {
  const probe = document.createElement('span');
  probe.style.color = getComputedStyle(host).getPropertyValue(token);
  document.body.append(probe);
  const rgb = getComputedStyle(probe).color;
  probe.remove();
  return rgb;
};

describe('Tag', () => {
  it('colours each plan type from its --sp-tag-* token; MA and MAPD share one', async () => {
    const types: PlanTagType[] = ['MA', 'MAPD', 'PDP', 'SNP', 'MS'];
    const { root, host } = await render(<>{types.map((t) => <Tag key={t} planType={t} />)}</>, { styles: [...commonStyles] });
    const background = (t: PlanTagType) => getComputedStyle(root.querySelectorAll<HTMLElement>('.sp-tag')[types.indexOf(t)]!).backgroundColor;
    expect(background('MA')).to.equal(rgbOf(host, '--sp-tag-ma'));
    expect(background('MAPD')).to.equal(rgbOf(host, '--sp-tag-ma'));
    expect(background('PDP')).to.equal(rgbOf(host, '--sp-tag-pdp'));
    expect(background('SNP')).to.equal(rgbOf(host, '--sp-tag-snp'));
    expect(background('MS')).to.equal(rgbOf(host, '--sp-tag-ms'));
    await expect(host).to.be.accessible();
  });

  it('says the plan-type description unless given its own text', async () => {
    const { root } = await render(<><Tag planType="PDP" /><Tag planType="SNP">Chronic condition SNP</Tag></>, { styles: [...commonStyles] });
    getByText(root, 'Medicare Prescription Drug Plan');
    getByText(root, 'Chronic condition SNP');
  });
});

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

describe('VisuallyHidden', () => {
  it('keeps text for screen readers but takes no room on screen', async () => {
    const { root } = await render(<button type="button">3<VisuallyHidden> saved drugs</VisuallyHidden></button>, { styles: [...commonStyles] });
    const hidden = getByText(root, 'saved drugs');
    expect(hidden.getBoundingClientRect().width).to.be.at.most(1);
    getByRole(root, 'button', '3 saved drugs');
  });
});
