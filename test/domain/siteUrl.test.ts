import { expect } from '@open-wc/testing';
import { isAllowedSiteUrl } from '../../src/domain/siteUrl';

const ORIGIN = 'https://www.aarpmedicareplans.com';

describe('site URL allow-list: URLs built from data go to this site only', () => {
  it('allows paths on this site, fragments, and http(s) URLs on the page origin', () => {
    for (const url of ['/profile.html', '/online-enrollment/mapd/welcome?planId=H1234-001-000', '#drugs', `${ORIGIN}/health-plans.html`, 'http://localhost:8080/x'.replace('http://localhost:8080', ORIGIN)]) {
      expect(isAllowedSiteUrl(url, ORIGIN), url).to.equal(true);
    }
  });

  it('refuses script, data and other schemes, other hosts, protocol-relative and backslash URLs, and hidden characters', () => {
    for (const url of [
      'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)', 'https://evil.example/profile.html', '//evil.example/x', '/\\evil.example', '\\\\evil.example',
      'https://www.aarpmedicareplans.com.evil.example/', 'http://www.aarpmedicareplans.com/', '', 'mailto:a@b.c', 'tel:711', '/path\u0000',
    ]) {
      expect(isAllowedSiteUrl(url, ORIGIN), JSON.stringify(url)).to.equal(false);
    }
  });
});
