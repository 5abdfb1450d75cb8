/**
 * One path for every attribute (elements/hostAttributes.ts): a number with a
 * range (heading-level), a string with listed values (variant), a flag
 * (open) and the element's language (lang) all reach the component the same
 * way, whether set in the markup before the tag is defined, set after,
 * removed, changed through the property, or given garbage. Run in all three
 * engines.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { defineElement } from '../../elements/define';
import { useHeadingLevel } from '../../src/components/common/headings';
import { useLocale } from '../../src/components/i18n/useMessages';

let n = 0;
const uniqueName = () => `attr-path-${++n}-${Math.random().toString(36).slice(2, 7)}`;

// heading-level is not declared: every element takes it (DEFAULT_ATTRIBUTES).
const contract = {
  attributes: { variant: { type: 'string', values: ['panel'] } },
  reflects: ['open'],
} as const;

type Probe = HTMLElement & { headingLevel: number; variant: string | undefined; open: boolean };

/** What the component received (its heading level through the outline's context), as a person would not see it but a test can read it. */
function Shown({ variant, open }: { variant?: string; open: boolean }) {
  const locale = useLocale();
  const headingLevel = useHeadingLevel();
  return <output data-level={headingLevel} data-variant={variant ?? 'none'} data-open={String(open)} data-locale={locale} />;
}

function define(): string {
  const name = uniqueName();
  defineElement(name, Shown, contract);
  return `sp-${name}`;
}

const shown = (el: HTMLElement) => el.shadowRoot?.querySelector('output')?.dataset;

async function until(el: HTMLElement, expected: Record<string, string>): Promise<void> {
  await waitUntil(() => {
    const data = shown(el);
    return data !== undefined && Object.entries(expected).every(([key, value]) => data[key] === value);
  }, `expected ${JSON.stringify(expected)}, saw ${JSON.stringify({ ...shown(el) })}`);
}

describe('elements: one path for every attribute', () => {
  afterEach(() => document.body.replaceChildren());

  it('attributes in the markup before the tag is defined reach the component when it upgrades', async () => {
    const name = uniqueName();
    document.body.innerHTML = `<sp-${name} heading-level="4" variant="panel" open lang="es"></sp-${name}>`;
    const el = document.body.firstElementChild as Probe;
    defineElement(name, Shown, contract);
    await until(el, { level: '4', variant: 'panel', open: 'true', locale: 'es' });
  });

  it('a property written as an attribute under its own name (React before the tag is defined) is read as its attribute', async () => {
    const name = uniqueName();
    // What React 19 writes for <sp-x headingLevel={4}> while the tag is undefined, and React 18 always.
    document.body.innerHTML = `<sp-${name} headingLevel="4"></sp-${name}>`;
    const el = document.body.firstElementChild as Probe;
    defineElement(name, Shown, contract);
    await until(el, { level: '4' });
    expect(el.headingLevel).to.equal(4);
    el.setAttribute('headinglevel', '6');
    await until(el, { level: '6' });
    el.setAttribute('headinglevel', 'garbage');
    await until(el, { level: '2' });
  });

  it('attributes set after the element rendered re-render it with the new values', async () => {
    const el = document.createElement(define()) as Probe;
    document.body.append(el);
    await until(el, { level: '2', variant: 'none', open: 'false', locale: 'en' });
    el.setAttribute('heading-level', '5');
    el.setAttribute('variant', 'panel');
    el.setAttribute('open', '');
    el.setAttribute('lang', 'es-US');
    await until(el, { level: '5', variant: 'panel', open: 'true', locale: 'es' });
  });

  it('a removed attribute reads as its default again', async () => {
    const el = document.createElement(define()) as Probe;
    el.setAttribute('heading-level', '5');
    el.setAttribute('variant', 'panel');
    el.setAttribute('open', '');
    el.setAttribute('lang', 'es');
    document.body.append(el);
    await until(el, { level: '5', variant: 'panel', open: 'true', locale: 'es' });
    for (const attribute of ['heading-level', 'variant', 'open', 'lang']) el.removeAttribute(attribute);
    await until(el, { level: '2', variant: 'none', open: 'false', locale: 'en' });
  });

  it('a property set is an attribute change: it is reflected, read back converted, and rendered', async () => {
    const el = document.createElement(define()) as Probe;
    document.body.append(el);
    await until(el, { level: '2' });
    el.headingLevel = 3;
    el.variant = 'panel';
    el.open = true;
    expect([el.getAttribute('heading-level'), el.getAttribute('variant'), el.hasAttribute('open')]).to.deep.equal(['3', 'panel', true]);
    await until(el, { level: '3', variant: 'panel', open: 'true' });
    el.headingLevel = 9;
    expect(el.headingLevel).to.equal(6);
    await until(el, { level: '6' });
    el.variant = undefined;
    el.open = false;
    expect([el.hasAttribute('variant'), el.hasAttribute('open'), el.variant]).to.deep.equal([false, false, undefined]);
    await until(el, { variant: 'none', open: 'false' });
  });

  const garbage: [string, string, Record<string, string>][] = [
    ['heading-level', 'seven', { level: '2' }],
    ['heading-level', '', { level: '2' }],
    ['heading-level', '-4', { level: '2' }],
    ['heading-level', '1e9', { level: '6' }],
    ['heading-level', '3.6', { level: '4' }],
    ['heading-level', 'NaN', { level: '2' }],
    ['variant', 'compact', { variant: 'none' }],
    ['variant', 'PANEL', { variant: 'none' }],
    ['variant', '', { variant: 'none' }],
    ['open', 'false', { open: 'true' }],
    ['lang', 'fr', { locale: 'en' }],
    ['lang', '<script>', { locale: 'en' }],
  ];
  for (const [attribute, value, expected] of garbage) {
    it(`${attribute}="${value}" is read as ${JSON.stringify(expected)}, at the edge`, async () => {
      const el = document.createElement(define()) as Probe;
      el.setAttribute(attribute, value);
      document.body.append(el);
      await until(el, expected);
    });
  }

  it('garbage set through a property is read as the default, never passed on', async () => {
    const el = document.createElement(define()) as HTMLElement & { headingLevel: unknown; variant: unknown };
    document.body.append(el);
    el.headingLevel = { level: 3 };
    el.variant = 42;
    expect(el.headingLevel).to.equal(2);
    expect(el.variant).to.equal(undefined);
    await until(el, { level: '2', variant: 'none' });
  });

  it('attributes changed several times in one task render the last values', async () => {
    const el = document.createElement(define()) as Probe;
    document.body.append(el);
    await until(el, { level: '2' });
    for (const level of ['3', '4', '5']) el.setAttribute('heading-level', level);
    el.removeAttribute('heading-level');
    el.setAttribute('heading-level', '6');
    await until(el, { level: '6' });
  });
});
