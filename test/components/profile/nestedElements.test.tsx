import { expect } from '@open-wc/testing';
import { NestedElement, withElementLoader } from '../../../src/components/profile/nestedElements';
import { configure } from '../../../src/state/config';
import { resetStore } from '../../../src/state/store';
import { render } from '../../helpers/render';

function Views({ names }: { names: string[] }) {
  return (
    <>
      {names.map((name) => (
        <NestedElement key={name} name={name} attributes={{ 'heading-level': '2' }} />
      ))}
    </>
  );
}

describe('nested elements in the profile shell', () => {
  beforeEach(() => {
    resetStore();
  });

  it('renders each tag with the configured prefix and asks the element layer to load it', async () => {
    configure({ prefix: 'acme-' });
    const loaded: string[] = [];
    const Shell = withElementLoader(Views, (name) => loaded.push(name));
    const { root } = await render(<Shell names={['drug-list', 'provider-list']} />);
    const tags = Array.from(root.querySelectorAll('[heading-level]')).map((el) => el.localName);
    expect(tags).to.deep.equal(['acme-drug-list', 'acme-provider-list']);
    expect(loaded).to.deep.equal(['drug-list', 'provider-list']);
  });

  it('does not load a tag that is already defined', async () => {
    customElements.define('sp-already-here', class extends HTMLElement {});
    const loaded: string[] = [];
    const Shell = withElementLoader(Views, (name) => loaded.push(name));
    const { root } = await render(<Shell names={['already-here', 'drug-list']} />);
    expect(root.querySelector('sp-already-here')).to.exist;
    expect(loaded).to.deep.equal(['drug-list']);
  });
});
