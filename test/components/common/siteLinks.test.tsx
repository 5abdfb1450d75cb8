import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { LinkButton } from '../../../src/components/common/Button';
import { SiteLink } from '../../../src/components/common/siteLinks';
import { logger } from '../../../src/platform/logger';
import { navigation } from '../../../src/platform/navigation';
import { render } from '../../helpers/render';

describe('site links and navigation: URLs built from data go to this site only', () => {
  afterEach(() => sinon.restore());

  it('a link or link button whose URL is not on this site keeps its text, gets no href, and is logged', async () => {
    const warn = sinon.spy(logger, 'warnOnce');
    const { root } = await render(
      <>
        <SiteLink href="javascript:alert(1)">Plan details</SiteLink>
        <LinkButton href="https://evil.example/enroll">Enroll</LinkButton>
        <SiteLink href="/health-plans/details.html?planId=H1234-001-000">Good</SiteLink>
      </>,
    );
    const anchors = [...root.querySelectorAll('a')];
    expect(anchors.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Plan details', null], ['Enroll', null], ['Good', '/health-plans/details.html?planId=H1234-001-000'],
    ]);
    expect(new Set(warn.getCalls().map((c) => String(c.args[0])))).to.have.property('size', 2);
  });

  it('navigation to a URL that is not on this site is logged and not followed', async () => {
    const error = sinon.stub(logger, 'error');
    // Followed, this would run the script (and the other would leave the test page).
    navigation.assign('javascript:window.__navigated=1');
    navigation.open('//evil.example/ole');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect((window as unknown as { __navigated?: number }).__navigated).to.equal(undefined);
    expect(error.getCalls().map((c) => c.args[0])).to.deep.equal(['Navigation refused: not a URL on this site', 'Navigation refused: not a URL on this site']);
  });
});
