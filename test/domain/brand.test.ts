import { expect } from '@open-wc/testing';
import { brandPath } from '../../src/domain/brand';
import { environmentForHost } from '../../src/domain/environment';

describe('the uhc brand is served under /medicare (spec §1)', () => {
  const cases: [string, string, string][] = [
    ['uhc', '/plans.html?zipcode=10001', '/medicare/plans.html?zipcode=10001'],
    ['uhc', '/medicare-education.html', '/medicare/medicare-education.html'],
    ['uhc', '/medicare/online-enrollment/uhc/mapd/welcome', '/medicare/online-enrollment/uhc/mapd/welcome'],
    ['uhc', '/', '/medicare/'],
    ['uhc', '#plans', '#plans'],
    ['uhc', 'https://example.com/x', 'https://example.com/x'],
    ['uhc', '//cdn.example.com/x', '//cdn.example.com/x'],
    ['uhc', 'tel:18005550100', 'tel:18005550100'],
    ['aarp', '/plans.html', '/plans.html'],
  ];
  for (const [brand, path, expected] of cases) {
    it(`${brand} ${path} -> ${expected}`, () => expect(brandPath(brand, path)).to.equal(expected));
  }
});

describe('local dev hosts label tracking Dev; other hosts Online (spec §2.1, §9)', () => {
  const cases: [string, string][] = [
    ['localhost', 'Dev'],
    ['LOCALHOST', 'Dev'],
    ['127.0.0.1', 'Dev'],
    ['127.1.2.3', 'Dev'],
    ['[::1]', 'Dev'],
    ['shop.localhost', 'Dev'],
    ['my-mac.local', 'Dev'],
    ['www.aarpmedicareplans.com', 'Online'],
    ['localhost.example.com', 'Online'],
    ['127.0.0.1.example.com', 'Online'],
  ];
  for (const [host, label] of cases) {
    it(`${host} -> ${label}`, () => expect(environmentForHost(host)).to.equal(label));
  }
});
