import { expect } from '@open-wc/testing';
import { commonStyles } from '../../../src/components/common/styles';
import { Tag, type PlanTagType } from '../../../src/components/common/Tag';
import { getByText } from '../../helpers/queries';
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
