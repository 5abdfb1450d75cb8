import { expect } from '@open-wc/testing';
import { emulateMedia, setViewport } from '../../helpers/browser';
import { Accordion, AccordionItem } from '../../../src/components/common/Accordion';
import { Banner } from '../../../src/components/common/Banner';
import { Button, LinkButton } from '../../../src/components/common/Button';
import { Card } from '../../../src/components/common/Card';
import { Dialog } from '../../../src/components/common/Dialog';
import { ScrollBox } from '../../../src/components/common/ScrollBox';
import { Spinner } from '../../../src/components/common/Spinner';
import { commonStyles } from '../../../src/components/common/styles';
import { Tag } from '../../../src/components/common/Tag';
import { Toggle } from '../../../src/components/common/Toggle';
import { sheet } from '../../../src/styles/sheet';
import { render } from '../../helpers/render';

const longWord = 'Supercalifragilisticexpialidocious-Medicare-Advantage-Prescription-Drug-Plan';

const page = (
  <>
    <Toggle label="Plan year" value="a" onChange={() => undefined} options={[{ value: 'a', label: 'Plans starting in November or December 2025' }, { value: 'b', label: 'January 2026 or later' }]} />
    <Banner heading="Service outage" onClose={() => undefined}>The sign-in service is unavailable. {longWord}</Banner>
    <Card heading={longWord} eyebrow={<Tag planType="MAPD" />} footer={<><Button>Enroll in plan</Button><LinkButton href="/compare">Compare plans</LinkButton></>}>
      <p>Monthly premium $0.00</p>
    </Card>
    <Accordion><AccordionItem heading={`How can I talk to someone? ${longWord}`}>Call us.</AccordionItem></Accordion>
    <ScrollBox label="Disclosures"><p>{longWord}</p></ScrollBox>
  </>
);

describe('common styles', () => {
  afterEach(async () => {
    await emulateMedia({ media: 'screen', reducedMotion: 'reduce' });
    await setViewport({ width: 800, height: 600 });
  });

  it('every common stylesheet parses into a constructable sheet with rules', () => {
    for (const text of commonStyles) expect(sheet(text).cssRules.length).to.be.above(0);
  });

  it('reflows at 320 CSS pixels wide (200% zoom of 640): nothing scrolls sideways', async () => {
    await setViewport({ width: 320, height: 640 });
    const { root } = await render(page, { styles: [...commonStyles] });
    const wide = Array.from(root.querySelectorAll<HTMLElement>('*')).filter((el) => el.getBoundingClientRect().right > 320.5);
    expect(wide.map((el) => el.className || el.tagName)).to.deep.equal([]);
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
  });

  it('a dialog fits a 320 pixel wide screen', async () => {
    await setViewport({ width: 320, height: 640 });
    const { root } = await render(<Dialog open onClose={() => undefined} heading={`Remove ${longWord}?`}><p>{longWord}</p></Dialog>, { styles: [...commonStyles] });
    const box = root.querySelector('dialog')!.getBoundingClientRect();
    expect(box.left).to.be.at.least(0);
    expect(box.right).to.be.at.most(320);
  });

  it('print hides buttons and dialogs and sets text to at least 14px', async () => {
    await emulateMedia({ media: 'print' });
    const { root, host } = await render(page, { styles: [...commonStyles] });
    expect(parseFloat(getComputedStyle(host).fontSize)).to.be.at.least(14);
    const enroll = Array.from(root.querySelectorAll('button')).find((b) => b.textContent === 'Enroll in plan')!;
    expect(getComputedStyle(enroll).display).to.equal('none');
    expect(getComputedStyle(root.querySelector('a.sp-button')!).display).to.equal('none');
  });

  it('print shows FAQ answers and scroll boxes in full', async () => {
    await emulateMedia({ media: 'print' });
    const { root } = await render(page, { styles: [...commonStyles] });
    expect(getComputedStyle(root.querySelector('.sp-accordion__panel')!).display).to.equal('block');
    expect(getComputedStyle(root.querySelector('.sp-scroll-box')!).maxHeight).to.equal('none');
  });

  it('with reduced motion the spinner fades instead of spinning', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { root } = await render(<Spinner />, { styles: [...commonStyles] });
    expect(getComputedStyle(root.querySelector('.sp-spinner__ring')!).animationName).to.equal('sp-pulse');
  });

  it('without a motion preference the spinner spins', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const { root } = await render(<Spinner />, { styles: [...commonStyles] });
    expect(getComputedStyle(root.querySelector('.sp-spinner__ring')!).animationName).to.equal('sp-spin');
  });
});
