import { expect } from '@open-wc/testing';
import { tabbableWithin } from '../../src/components/common/focus';
import { isRendered } from '../../src/platform/visibility';

/** Runs `body` as in Safari 16.4–17.3, which has no Element.checkVisibility. */
async function withoutCheckVisibility(body: () => void | Promise<void>): Promise<void> {
  const own = Object.getOwnPropertyDescriptor(Element.prototype, 'checkVisibility');
  Reflect.deleteProperty(Element.prototype, 'checkVisibility');
  try {
    expect(typeof (document.body as Partial<Element>).checkVisibility).to.equal('undefined');
    await body();
  } finally {
    if (own) Object.defineProperty(Element.prototype, 'checkVisibility', own);
  }
}

function fixture(): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = `
    <button>Shown</button>
    <button style="display: none">Not displayed</button>
    <div style="display: none"><button>In a hidden section</button></div>
    <button hidden>Hidden attribute</button>
    <div inert><button>Inert</button></div>
    <a href="/plans">Link</a>`;
  document.body.append(box);
  return box;
}

describe('platform: visibility on the browser baseline', () => {
  afterEach(() => document.body.replaceChildren());

  for (const [name, run] of [['with checkVisibility', (body: () => void) => body()], ['without checkVisibility (Safari before 17.4)', withoutCheckVisibility]] as const) {
    it(`${name}: an element is rendered unless it or an ancestor is display: none`, async () => {
      await run(() => {
        const box = fixture();
        const [shown, notDisplayed, inHidden] = Array.from(box.querySelectorAll('button'));
        expect(isRendered(shown!)).to.equal(true);
        expect(isRendered(notDisplayed!)).to.equal(false);
        expect(isRendered(inHidden!)).to.equal(false);
      });
    });

    it(`${name}: a dialog's Tab order holds only what a person can reach`, async () => {
      await run(() => {
        const box = fixture();
        expect(tabbableWithin(box).map((el) => el.textContent)).to.deep.equal(['Shown', 'Link']);
      });
    });
  }
});
