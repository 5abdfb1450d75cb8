import { expect, waitUntil } from '@open-wc/testing';
import { useEffect } from 'react';
import { Heading } from '../../src/components/common/headings';
import { defineElement } from '../../elements/define';
import { useSheet } from '../../src/components/common/useSheet';
import { configAtom, configure, DEFAULT_CONFIG } from '../../src/state/config';
import { getStore } from '../../src/state/store';
import { nextFrame } from '../helpers/wait';

let n = 0;
const uniqueName = () => `test-el-${++n}-${Math.random().toString(36).slice(2, 7)}`;

function place(tag: string): HTMLElement {
  const el = document.createElement(tag);
  document.body.append(el);
  return el;
}

describe('defineElement', () => {
  afterEach(() => {
    getStore().set(configAtom, DEFAULT_CONFIG);
    document.body.replaceChildren();
  });

  it('renders the component into an open shadow root', async () => {
    const name = uniqueName();
    defineElement(name, () => <p>Hello</p>);
    const el = place(`sp-${name}`);
    await waitUntil(() => el.shadowRoot?.querySelector('p'));
    expect(el.shadowRoot!.mode).to.equal('open');
    expect(el.shadowRoot!.textContent).to.equal('Hello');
  });

  it('defining an already-defined tag again is a no-op, never an error', () => {
    const name = uniqueName();
    const first = defineElement(name, () => <p>first</p>);
    const ctor = customElements.get(first);
    expect(() => defineElement(name, () => <p>second</p>)).not.to.throw();
    expect(customElements.get(first)).to.equal(ctor);
  });

  it('never overrides a tag another library defined, and warns once', () => {
    const name = uniqueName();
    class Foreign extends HTMLElement {}
    customElements.define(`sp-${name}`, Foreign);
    const warnings: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      defineElement(name, () => <p>ours</p>);
      defineElement(name, () => <p>ours</p>);
    } finally {
      console.warn = original;
    }
    expect(customElements.get(`sp-${name}`)).to.equal(Foreign);
    expect(warnings).to.have.length(1);
    expect(String(warnings[0]![1])).to.contain('already defined by another library');
  });

  it('an element that throws renders nothing and logs, and its sibling keeps working', async () => {
    const broken = uniqueName();
    const healthy = uniqueName();
    defineElement(broken, () => {
      throw new Error('boom');
    });
    defineElement(healthy, () => <p>still here</p>);
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const a = place(`sp-${broken}`);
      const b = place(`sp-${healthy}`);
      await waitUntil(() => b.shadowRoot?.textContent === 'still here');
      await waitUntil(() => errors.some((e) => String(e[1]).includes(`<sp-${broken}> failed to render`)));
      expect(a.shadowRoot!.childElementCount).to.equal(0);
    } finally {
      console.error = original;
    }
  });

  it('config that arrives after the element is placed restyles it (brand tokens)', async () => {
    const name = uniqueName();
    defineElement(name, () => <p>brand</p>);
    const el = place(`sp-${name}`);
    await waitUntil(() => el.shadowRoot?.querySelector('p'));
    expect(el.dataset.brand).to.equal('aarp');
    const before = getComputedStyle(el).getPropertyValue('--sp-color-primary').trim();
    configure({ brand: 'uhc' });
    expect(el.dataset.brand).to.equal('uhc');
    const after = getComputedStyle(el).getPropertyValue('--sp-color-primary').trim();
    expect(after).not.to.equal(before);
    expect(after).to.equal('#002677');
  });

  it('adopts shared constructable stylesheets (one sheet object for every instance)', async () => {
    const name = uniqueName();
    const probeCss = 'p { color: rgb(1, 2, 3); }';
    defineElement(name, function Probe() {
      useSheet(probeCss);
      return <p>x</p>;
    });
    const a = place(`sp-${name}`);
    const b = place(`sp-${name}`);
    await waitUntil(() => a.shadowRoot?.querySelector('p') && b.shadowRoot?.querySelector('p'));
    const sheetsA = a.shadowRoot!.adoptedStyleSheets;
    const sheetsB = b.shadowRoot!.adoptedStyleSheets;
    expect(sheetsA.length).to.equal(sheetsB.length);
    sheetsA.forEach((s, i) => expect(s).to.equal(sheetsB[i]));
    expect(getComputedStyle(a.shadowRoot!.querySelector('p')!).color).to.equal('rgb(1, 2, 3)');
  });

  it('uses the prefix the page config chose before the elements were defined', async () => {
    configure({ prefix: 'acme-' });
    const name = uniqueName();
    const tag = defineElement(name, () => <p>prefixed</p>);
    expect(tag).to.equal(`acme-${name}`);
    const el = place(tag);
    await waitUntil(() => el.shadowRoot?.textContent === 'prefixed');
  });
});

describe('defineElement: removal', () => {
  it('removing an element unmounts its tree; moving it keeps the tree', async () => {
    const name = `test-el-move-${Math.random().toString(36).slice(2, 7)}`;
    let mounts = 0;
    let unmounts = 0;
    function Counted() {
      useEffect(() => {
        mounts += 1;
        return () => {
          unmounts += 1;
        };
      }, []);
      return <p>here</p>;
    }
    defineElement(name, Counted);
    const el = document.createElement(`sp-${name}`);
    const a = document.createElement('div');
    const b = document.createElement('div');
    document.body.append(a, b);
    a.append(el);
    await waitUntil(() => mounts === 1);
    b.append(el);
    // A removal unmounts in a microtask (elements/define.tsx); a frame later the moved element has stayed mounted.
    await nextFrame();
    expect([mounts, unmounts]).to.deep.equal([1, 0]);
    el.remove();
    await waitUntil(() => unmounts === 1);
    expect(el.shadowRoot!.childElementCount).to.equal(0);
  });
});

describe('defineElement: the element contract', () => {
  afterEach(() => document.body.replaceChildren());

  function Title({ variant }: { variant?: string }) {
    return <Heading data-variant={variant ?? 'none'}>Your saved plans</Heading>;
  }

  const contract = { attributes: { variant: { type: 'string', values: ['panel'] } } } as const;

  const cases: [string, string][] = [
    ['3', 'H3'],
    ['7', 'H6'],
    ['1', 'H2'],
    ['four', 'H2'],
    ['', 'H2'],
  ];
  for (const [value, tag] of cases) {
    it(`heading-level="${value}" renders an ${tag.toLowerCase()}: attributes are converted and held in range at the element's edge`, async () => {
      const name = uniqueName();
      defineElement(name, Title, contract);
      const el = document.createElement(`sp-${name}`);
      el.setAttribute('heading-level', value);
      document.body.append(el);
      await waitUntil(() => el.shadowRoot?.querySelector('h1, h2, h3, h4, h5, h6, h7'), 'no heading');
      expect(el.shadowRoot!.querySelector('h1, h2, h3, h4, h5, h6, h7')!.tagName).to.equal(tag);
    });
  }

  it('an unknown variant reads as none; a listed one is passed on', async () => {
    const name = uniqueName();
    defineElement(name, Title, contract);
    const odd = document.createElement(`sp-${name}`);
    odd.setAttribute('variant', 'compact');
    const panel = document.createElement(`sp-${name}`);
    panel.setAttribute('variant', 'panel');
    document.body.append(odd, panel);
    await waitUntil(() => odd.shadowRoot?.querySelector('h2') && panel.shadowRoot?.querySelector('h2'));
    expect(odd.shadowRoot!.querySelector('h2')!.dataset.variant).to.equal('none');
    expect(panel.shadowRoot!.querySelector('h2')!.dataset.variant).to.equal('panel');
  });

  it('reflected properties and methods are the class\'s own, before it is defined', () => {
    const name = uniqueName();
    defineElement(name, () => null, { reflects: ['open'], methods: { show(this: HTMLElement) { this.setAttribute('open', ''); } } });
    const el = document.createElement(`sp-${name}`) as HTMLElement & { open: boolean; show(): void };
    expect(Object.hasOwn(customElements.get(`sp-${name}`)!.prototype, 'show')).to.equal(true);
    expect(el.open).to.equal(false);
    el.show();
    expect(el.hasAttribute('open')).to.equal(true);
    el.open = false;
    expect(el.hasAttribute('open')).to.equal(false);
  });
});

describe('defineElement: the class', () => {
  it('is named as the manifest names it, every part of the tag capitalised', () => {
    defineElement('named-2nd-probe', () => null);
    expect(customElements.get('sp-named-2nd-probe')!.name).to.equal('SpNamed2ndProbeElement');
  });
});
