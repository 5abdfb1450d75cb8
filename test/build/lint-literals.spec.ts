/**
 * The lint fails when a component writes a text people read
 * instead of taking it from its message catalog (eslint.config.mjs), and
 * lets through what people do not read (class names, types, keys).
 */
import { expect, test } from '@playwright/test';
import { ESLint } from 'eslint';

const eslint = new ESLint();

async function catalogMessages(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'src/components/drugs/Example.tsx' });
  return (result?.messages ?? []).filter((m) => m.message.includes('message catalog')).map((m) => m.message);
}

test('words in JSX text, in a string or template child, or in a perceived attribute fail the lint', async () => {
  for (const code of [
    'export const A = () => <p>Your saved drugs</p>;',
    "export const B = () => <p>{'Your saved drugs'}</p>;",
    'export const C = ({ n }: { n: number }) => <p>{`${n} saved drugs`}</p>;',
    'export const D = () => <button type="button" aria-label="Close">x</button>;',
    "export const E = () => <input placeholder={'Search drugs'} />;",
  ]) {
    expect(await catalogMessages(code), code).toHaveLength(1);
  }
});

test('texts from the catalog, class names, types and symbols pass', async () => {
  const code = [
    "import { useMessages } from '../i18n/useMessages';",
    "import { drugsMessages } from './drugsMessages';",
    'export function F() {',
    '  const messages = useMessages(drugsMessages);',
    '  return <section className="sp-drugs__list" aria-label={messages.heading}><button type="button">×</button><p>{messages.noDrugs}</p></section>;',
    '}',
  ].join('\n');
  expect(await catalogMessages(code)).toEqual([]);
});
