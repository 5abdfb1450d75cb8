import { expect } from '@open-wc/testing';
import { atom, createStore, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { batchStoreNotifications, subscribeNow } from '../../elements/batchedRenders';
import { defineElement } from '../../elements/define';
import { getStore } from '../../src/state/store';
import { waitFor } from '../helpers/wait';

const uniqueName = () => `test-batch-${Math.random().toString(36).slice(2, 9)}`;
/** Lets the microtasks queued so far run; a React scheduler task (a macrotask) cannot run in between. */
const microtasks = () => Promise.resolve();

function place(tag: string, count: number): HTMLElement[] {
  const els = Array.from({ length: count }, () => document.createElement(tag));
  document.body.append(...els);
  return els;
}

describe('render batches: every element renders in one go', () => {
  afterEach(() => document.body.replaceChildren());

  it('elements placed in the same task have all rendered once the microtasks of that task ran', async () => {
    const name = uniqueName();
    const tag = defineElement(name, () => <p>ready</p>);
    const els = place(tag, 3);
    await microtasks();
    expect(els.map((el) => el.shadowRoot?.textContent)).to.deep.equal(['ready', 'ready', 'ready']);
  });

  it('a store change read by several elements re-renders all of them in the same task', async () => {
    const name = uniqueName();
    const count = atom(0);
    let subscribed = 0;
    const tag = defineElement(name, () => {
      const value = useAtomValue(count);
      // Jotai's hook subscribes in an effect declared before this one, so it has once this runs.
      useEffect(() => {
        subscribed += 1;
      }, []);
      return <p>{value}</p>;
    });
    const els = place(tag, 3);
    await waitFor(() => subscribed === 3, 'the elements never subscribed');
    getStore().set(count, 7);
    await microtasks();
    expect(els.map((el) => el.shadowRoot?.textContent)).to.deep.equal(['7', '7', '7']);
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
