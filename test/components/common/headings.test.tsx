import { expect } from '@open-wc/testing';
import { Heading, HeadingLevelProvider, Section } from '../../../src/components/common/headings';
import { cleanup, render } from '../../helpers/render';

/** Every heading's level and text, in order. */
function outline(root: ShadowRoot): string[] {
  return Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => `${h.tagName.toLowerCase()} ${h.textContent ?? ''}`);
}

/** Three headings, each nested one section deeper than the one before. */
function Nested() {
  return (
    <>
      <Heading>Top</Heading>
      <Section>
        <Heading>Below</Heading>
        <Section>
          <Heading>Two below</Heading>
        </Section>
      </Section>
      <Heading>Top again</Heading>
    </>
  );
}

describe('headings by context: the element sets the top level, each section adds one, h2..h6 held in one place', () => {
  afterEach(() => cleanup());

  it('without a provider a heading is h2, the host page holding the h1', async () => {
    const { root } = await render(<Nested />);
    expect(outline(root)).to.deep.equal(['h2 Top', 'h3 Below', 'h4 Two below', 'h2 Top again']);
  });

  const cases: [number | undefined, string[]][] = [
    [undefined, ['h2', 'h3', 'h4']],
    [2, ['h2', 'h3', 'h4']],
    [4, ['h4', 'h5', 'h6']],
    [5, ['h5', 'h6', 'h6']],
    [6, ['h6', 'h6', 'h6']],
    [1, ['h2', 'h3', 'h4']],
    [-3, ['h2', 'h3', 'h4']],
    [3.6, ['h4', 'h5', 'h6']],
    [99, ['h6', 'h6', 'h6']],
  ];
  for (const [level, [top, below, twoBelow]] of cases) {
    it(`a root at ${String(level)} outlines as ${top} > ${below} > ${twoBelow}, never below h6`, async () => {
      const { root } = await render(
        <HeadingLevelProvider level={level}>
          <Nested />
        </HeadingLevelProvider>,
      );
      expect(outline(root)).to.deep.equal([`${top} Top`, `${below} Below`, `${twoBelow} Two below`, `${top} Top again`]);
    });
  }
});
