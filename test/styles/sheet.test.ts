import { expect } from '@open-wc/testing';
import { adoptPageSheets, adoptSheet, sheet } from '../../src/styles/sheet';

function shadowWith(html: string): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = html;
  return root;
}

const COMMON = '.sp-probe { color: rgb(200, 0, 0); }';
const VIEW = '.sp-probe { color: rgb(0, 0, 200); }';

describe('adoptSheet: component sheets in their layers', () => {
  afterEach(() => document.body.replaceChildren());

  it("a view's rules win over a common component's, even when the common one mounts later (a pop-up opened after the view)", () => {
    const root = shadowWith('<p class="sp-probe">text</p>');
    adoptSheet(root, VIEW, 'view');
    adoptSheet(root, COMMON, 'common');
    expect(getComputedStyle(root.querySelector('p')!).color).to.equal('rgb(0, 0, 200)');
    expect(root.adoptedStyleSheets.indexOf(sheet(COMMON)) < root.adoptedStyleSheets.indexOf(sheet(VIEW))).to.equal(true);
  });

  it('adopts a sheet once however many components ask for it', () => {
    const root = shadowWith('');
    for (let i = 0; i < 3; i += 1) adoptSheet(root, COMMON, 'common');
    expect(root.adoptedStyleSheets.length).to.equal(1);
  });

  it("a brand change replaces the page sheets and keeps the components' own in order", () => {
    const root = shadowWith('');
    adoptPageSheets(root, [sheet(':host { --a: 1; }'), sheet('p { margin: 0; }')]);
    adoptSheet(root, COMMON, 'common');
    adoptSheet(root, VIEW, 'view');
    const uhcTokens = sheet(':host { --a: 2; }');
    adoptPageSheets(root, [uhcTokens, sheet('p { margin: 0; }')]);
    const order = root.adoptedStyleSheets;
    expect(order.length).to.equal(4);
    expect(order[0] === uhcTokens && order[2] === sheet(COMMON) && order[3] === sheet(VIEW)).to.equal(true);
  });
});
