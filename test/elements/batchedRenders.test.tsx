import { expect } from '@open-wc/testing';
import { atom, createStore, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { batchStoreNotifications, subscribeNow } from '../../elements/batchedRenders';
import { defineElement } from '../../elements/define';
import { getStore } from '../../src/state/store';
import { nextFrame, waitFor } from '../helpers/wait';

const uniqueName = () => `test-batch-${Math.random().toString(36).slice(2, 9)}`;
/** Lets the microtasks queued so far run; a React scheduler task (a macrotask) cannot run in between. */
const microtasks = () => Promise.resolve();

function place(tag: string, count: number): HTMLElement[] {
  const els = Array.from({ length: count }, () => document.createElement(tag));
  document.body.append(...els);
  return els;
}

/** An element showing a count atom, and how many of its copies have subscribed to the store. */
function countElement() {
  const count = atom(0);
  let subscribed = 0;
  const tag = defineElement(uniqueName(), () => {
    const value = useAtomValue(count);
    // Jotai's hook subscribes in an effect declared before this one, so it has once this runs.
    useEffect(() => {
      subscribed += 1;
    }, []);
    return <p>{value}</p>;
  });
  return { tag, count, subscribed: () => subscribed };
}

describe('render batches: the elements render together, yielding to the page', () => {
  afterEach(() => document.body.replaceChildren());

  it('elements placed in the same task all render, none of them before the task and its microtasks are done', async () => {
    const name = uniqueName();
    const tag = defineElement(name, () => <p>ready</p>);
    const els = place(tag, 3);
    await microtasks();
    expect(els.map((el) => el.shadowRoot?.textContent), 'rendered in the placing task').to.deep.equal(['', '', '']);
    await waitFor(() => els.every((el) => el.shadowRoot?.textContent === 'ready'), 'the elements never rendered');
  });

  it('first renders give the main thread back: the page paints while many heavy elements are still rendering', async () => {
    const name = uniqueName();
    // Each element's render is heavy (a few milliseconds of work), as a large profile's is on a slow computer.
    const tag = defineElement(name, () => {
      const until = performance.now() + 4;
      while (performance.now() < until) { /* busy, as a heavy render is */ }
      return <p>ready</p>;
    });
    // A page load, not the frame of an earlier test's click (that frame's changes answer the click, at once).
    await nextFrame();
    const els = place(tag, 40);
    const shownAtFrames: number[] = [];
    let framing = true;
    const onFrame = () => {
      shownAtFrames.push(els.filter((el) => el.shadowRoot?.textContent === 'ready').length);
      if (framing) requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
    await waitFor(() => els.every((el) => el.shadowRoot?.textContent === 'ready'), 'the elements never rendered', { timeout: 20000 });
    framing = false;
    expect(shownAtFrames.some((count) => count > 0 && count < els.length), `frames saw ${shownAtFrames.join(', ')} of ${els.length} rendered`).to.equal(true);
  });

  it('a store change read by several elements, not made by the user\'s input, re-renders all of them', async () => {
    const { tag, count, subscribed } = countElement();
    const els = place(tag, 3);
    await waitFor(() => subscribed() === 3, 'the elements never subscribed');
    getStore().set(count, 7);
    await waitFor(() => els.every((el) => el.shadowRoot?.textContent === '7'), 'not every element re-rendered');
  });

  it('a change that follows the user\'s click in its frame (after an await) renders at once, before the page paints', async () => {
    const { tag, count, subscribed } = countElement();
    const [el] = place(tag, 1);
    await waitFor(() => subscribed() === 1, 'the element never subscribed');
    const button = document.createElement('button');
    document.body.append(button);
    button.addEventListener('click', () => {
      void Promise.resolve().then(() => getStore().set(count, 5));
    });
    button.click();
    // The click's continuation, then the render batch: two turns of the microtask queue, no task in between.
    await microtasks();
    await microtasks();
    expect(el?.shadowRoot?.textContent).to.equal('5');
  });

  it('a subscriber that unsubscribed before the batch ran is not called', async () => {
    const store = createStore();
    batchStoreNotifications(store);
    const value = atom(0);
    const calls: number[] = [];
    const unsubscribe = store.sub(value, () => calls.push(store.get(value)));
    store.set(value, 1);
    unsubscribe();
    await microtasks();
    expect(calls).to.deep.equal([]);
  });

  it('subscribers are told once the task that changed the store is done, every one of them, in order', async () => {
    const store = createStore();
    batchStoreNotifications(store);
    batchStoreNotifications(store); // a second library copy: still one wrapper
    const value = atom(0);
    const calls: string[] = [];
    store.sub(value, () => calls.push(`a${store.get(value)}`));
    store.sub(value, () => calls.push(`b${store.get(value)}`));
    store.set(value, 1);
    expect(calls, 'told at once').to.deep.equal([]);
    await microtasks();
    expect(calls).to.deep.equal(['a1', 'b1']);
  });

  it('a change made while the user\'s click is dispatched is told at once, inside a shadow root too', () => {
    const store = createStore();
    batchStoreNotifications(store);
    const value = atom(0);
    const calls: number[] = [];
    store.sub(value, () => calls.push(store.get(value)));
    const host = document.createElement('div');
    document.body.append(host);
    const button = document.createElement('button');
    host.attachShadow({ mode: 'open' }).append(button);
    button.addEventListener('click', () => store.set(value, 3));
    button.click();
    expect(calls).to.deep.equal([3]);
  });

  it('subscribeNow tells its listener at once, outside the batches', () => {
    const store = createStore();
    batchStoreNotifications(store);
    const value = atom(0);
    const calls: number[] = [];
    subscribeNow(store, value, () => calls.push(store.get(value)));
    store.set(value, 2);
    expect(calls).to.deep.equal([2]);
  });
});
