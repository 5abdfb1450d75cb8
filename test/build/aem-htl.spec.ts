/**
 * Every AEM component's HTL, as the content package ships it, rendered
 * by Adobe's HTL engine (demo/server/aem/htl.ts) with property sets made
 * from each element's contract in the manifest: defaults, edge values and
 * hostile text in every property (a JCR property can hold any text, whatever
 * the dialog offers). The markup is read by the browser's own HTML parser:
 * the tag alone, exactly the attributes set, each value as the author wrote
 * it; nothing that runs. Runs after the build.
 */
import { expect, test, type Page } from '@playwright/test';
import * as v from 'valibot';
import { renderComponent } from '../../demo/server/aem/htl';
import type { ManifestAttribute } from '../../scripts/aem/components.mjs';
import { BRANDS } from '../../src/domain/brand';
import { ConfigSchema, FEATURE_FLAGS } from '../../src/state/config';
import { LOCALES } from '../../src/domain/locale';
import { COMPONENTS_ON_DISK, componentOf, manifestDeclarations } from './aemPackage';

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' autofocus onfocus='alert(1)",
  'javascript:alert(1)',
  '</sp-toast></div><script>alert(1)</script>',
  // Bidi overrides, isolates and marks.
  '\u202Eevil\u202C \u2067x\u2069 \u200Fend',
  // Control characters.
  'a\u0000b\u0007c\u001Bd\u007Fe\u0085f',
  // Template and markup syntax, as text.
  "${properties.lang} {{x}} <!-- &amp; &#x3c; ${'x' @ context='unsafe'}",
];

/** An attribute value comes back as written, except control characters, which the HTML attribute encoder writes as spaces. */
const asParsed = (value: string) => value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, ' ');

type Properties = Record<string, unknown>;
interface Parsed {
  tag: string;
  attributes: [string, string][];
  text: string;
}

/** What the browser's parser makes of each markup: every element, in order, with its attributes (and a script's text). */
function parseAll(page: Page, markups: string[]): Promise<Parsed[][]> {
  return page.evaluate((list) => list.map((markup) => {
    const doc = new DOMParser().parseFromString(`<!doctype html><html><head></head><body>${markup}</body></html>`, 'text/html');
    const all = [...doc.head.querySelectorAll('*'), ...doc.body.querySelectorAll('*')];
    return all.map((el) => ({ tag: el.localName, attributes: [...el.attributes].map((a): [string, string] => [a.name, a.value]), text: el.localName === 'script' ? el.textContent ?? '' : '' }));
  }), markups);
}

/** The attribute as the element should carry it: left out when not set (or false), bare when true, else the value's text. */
function expectedAttribute(attribute: ManifestAttribute, value: unknown): [string, string] | undefined {
  if (value === undefined || value === null || value === '' || value === false) return undefined;
  return [attribute.name, value === true ? '' : asParsed(String(value))];
}

/** Property sets from an element's contract: none set, each edge value of each attribute, each hostile text in each property. */
function propertySets(attributes: ManifestAttribute[]): Properties[] {
  const sets: Properties[] = [{}];
  for (const attribute of attributes) {
    const property = attribute.fieldName ?? attribute.name;
    const type = attribute.type?.text ?? '';
    const edges: unknown[] = type === 'number'
      ? [attribute.minimum, attribute.maximum, attribute.minimum! - 1, attribute.maximum! + 1, 0, -1, 2.5]
      : type === 'boolean' ? [true, false] : ['', ...[...type.matchAll(/(["'])(.*?)\1/g)].map((m) => m[2])];
    for (const value of [...edges, ...HOSTILE]) sets.push({ [property]: value });
  }
  // Every property hostile at once.
  for (const text of HOSTILE) sets.push(Object.fromEntries(attributes.map((a) => [a.fieldName ?? a.name, text])));
  return sets;
}

for (const declaration of manifestDeclarations()) {
  const name = componentOf(declaration.tagName);
  const attributes = declaration.attributes ?? [];

  test(`${name}: the HTL writes <${declaration.tagName}> alone with exactly the attributes set, each value escaped and read back as written`, async ({ page }) => {
    const sets = propertySets(attributes);
    const rendered = await Promise.all(sets.map((properties) => renderComponent(COMPONENTS_ON_DISK, name, { properties })));
    const parsed = await parseAll(page, rendered);
    sets.forEach((properties, i) => {
      const expected = attributes.map((a) => expectedAttribute(a, properties[a.fieldName ?? a.name])).filter((a) => a !== undefined);
      expect(parsed[i], JSON.stringify(properties)).toEqual([{ tag: declaration.tagName, attributes: expected, text: '' }]);
    });
  });

  test(`${name}: in the editor a placeholder named after the component stands beside the element; never on a published page`, async ({ page }) => {
    const [edited, published] = await parseAll(page, [
      await renderComponent(COMPONENTS_ON_DISK, name, { properties: {}, edit: true }),
      await renderComponent(COMPONENTS_ON_DISK, name, { properties: {} }),
    ]);
    expect(edited!.map((e) => e.tag)).toEqual(['div', declaration.tagName]);
    expect(Object.fromEntries(edited![0]!.attributes)).toEqual({ class: 'cq-placeholder', 'data-emptytext': expect.stringMatching(/\S/) });
    expect(published!.map((e) => e.tag)).toEqual([declaration.tagName]);
  });
}

const PartialConfig = v.strictObject(v.partial(ConfigSchema).entries);
const NO_FLAGS = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, false]));

/** The page setup rendered and read as the library reads it: the one sp-config script's JSON, which its schema accepts. */
async function pageConfigs(page: Page, sets: Properties[]): Promise<unknown[]> {
  const parsed = await parseAll(page, await Promise.all(sets.map((properties) => renderComponent(COMPONENTS_ON_DISK, 'page-setup', { properties }))));
  return parsed.map((elements, i) => {
    expect(elements.map((e) => [e.tag, Object.fromEntries(e.attributes)]), JSON.stringify(sets[i])).toEqual([['script', { type: 'application/json', id: 'sp-config' }]]);
    const config: unknown = JSON.parse(elements[0]!.text);
    expect(v.safeParse(PartialConfig, config).success, elements[0]!.text).toBe(true);
    return config;
  });
}

test('page setup: with nothing set, the config holds the defaults and no language, so <html lang> tells', async ({ page }) => {
  expect(await pageConfigs(page, [{}])).toEqual([{ apiBaseUrl: '', brand: BRANDS[0], flags: NO_FLAGS }]);
});

test('page setup: each brand, each language, each flag and http(s) or path base URLs reach the config as set', async ({ page }) => {
  const sets: [Properties, unknown][] = [
    ...BRANDS.map((brand): [Properties, unknown] => [{ brand }, { apiBaseUrl: '', brand, flags: NO_FLAGS }]),
    ...LOCALES.map((locale): [Properties, unknown] => [{ locale }, { apiBaseUrl: '', brand: BRANDS[0], flags: NO_FLAGS, locale }]),
    ...FEATURE_FLAGS.map((flag): [Properties, unknown] => [{ [flag]: true }, { apiBaseUrl: '', brand: BRANDS[0], flags: { ...NO_FLAGS, [flag]: true } }]),
    ...['https://api.example.com', 'https://api.example.com:8443/base/', 'http://localhost:8080', '/services'].map((url): [Properties, unknown] => [{ apiBaseUrl: url }, { apiBaseUrl: url, brand: BRANDS[0], flags: NO_FLAGS }]),
  ];
  expect(await pageConfigs(page, sets.map(([properties]) => properties))).toEqual(sets.map(([, config]) => config));
});

test('page setup: hostile text in every property never breaks out of the script, never becomes a javascript: URL, and leaves a config the library accepts', async ({ page }) => {
  const properties = ['apiBaseUrl', 'brand', 'locale', ...FEATURE_FLAGS];
  const sets = [...HOSTILE.flatMap((text) => properties.map((property) => ({ [property]: text }))), ...HOSTILE.map((text) => Object.fromEntries(properties.map((p) => [p, text])))];
  const configs = (await pageConfigs(page, sets)) as { apiBaseUrl: string; brand: string; locale?: string }[];
  configs.forEach((config, i) => {
    const at = JSON.stringify(sets[i]);
    expect(config.apiBaseUrl, at).not.toMatch(/javascript:|[<>"']/i);
    expect(BRANDS, at).toContain(config.brand);
    expect(config.locale, at).toBeUndefined();
  });
});
