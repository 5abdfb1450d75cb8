/**
 * A part fetched once the page has settled (the session time-out's idle
 * watch) shows in every element that carries it, including one placed while
 * its code was still on the way.
 */
import { expect } from '@open-wc/testing';
import { useLayoutEffect, useState, type ComponentType } from 'react';
import { lazyWhenSettled } from '../../../src/components/common/lazyWhenSettled';
import { getByRole, queryByText } from '../../helpers/queries';
import { render } from '../../helpers/render';
import { waitFor } from '../../helpers/wait';

type Watch = ComponentType<{ label: string }>;

function gatedLoader() {
  let calls = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const load = () => {
    calls += 1;
    return gate.then(() => ({ default: ({ label }: { label: string }) => <p>{label} watching</p> }));
  };
  return { load, release: () => release(), calls: () => calls };
}

describe('lazyWhenSettled', () => {
  it('fetches the part once the page has settled and shows it', async () => {
    const loader = gatedLoader();
    const Part: Watch = lazyWhenSettled(loader.load, 'watch');
    const { root } = await render(<Part label="first" />);
    await waitFor(() => loader.calls() === 1, 'never fetched once settled');
    expect(queryByText(root, 'first watching')).to.equal(null);
    loader.release();
    await waitFor(() => queryByText(root, 'first watching'), 'the part never showed');
  });

  // A host that places an element later (not in a click, so React runs its effects a task after drawing it) while
  // the code is on the way: code arriving in between must still show the part there.
  it('an element placed while the code is on the way shows the part, though the code arrived after it was drawn', async () => {
    const loader = gatedLoader();
    const Part: Watch = lazyWhenSettled(loader.load, 'watch');
    function ReleaseOnDraw() {
      useLayoutEffect(() => loader.release(), []);
      return null;
    }
    function Page() {
      const [second, setSecond] = useState(false);
      return (
        <>
          <Part label="first" />
          <button type="button" onClick={() => void Promise.resolve().then(() => setSecond(true))}>Place another</button>
          {second && <><Part label="second" /><ReleaseOnDraw /></>}
        </>
      );
    }
    const { root } = await render(<Page />);
    await waitFor(() => loader.calls() === 1, 'never fetched once settled');
    getByRole(root, 'button', 'Place another').click();
    await waitFor(() => queryByText(root, 'first watching'), 'the first part never showed');
    await waitFor(() => queryByText(root, 'second watching'), 'the part placed later never showed');
    expect(loader.calls()).to.equal(1);
  });
});
