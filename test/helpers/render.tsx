/**
 * Renders a React tree the way an element does: into an open shadow root of a
 * host element in the document, with the brand tokens, base styles and the
 * given component styles adopted as constructable sheets, the page's Jotai
 * store and the HostContext. Rendering runs inside React 19's act(), so the
 * DOM is settled when the promise resolves.
 *
 *   const { root, host } = await render(<Button>Save</Button>, { styles: [buttonCss] });
 *   expect(getByRole(root, 'button', 'Save')).to.exist;
 *
 * Every mounted tree is unmounted and its host removed after each test.
 */
import { Provider } from 'jotai';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { HostContext } from '../../src/components/common/host';
import type { Brand } from '../../src/state/config';
import { getStore } from '../../src/state/store';
import { baseCss } from '../../src/styles/base';
import { sheet } from '../../src/styles/sheet';
import { tokensCss } from '../../src/styles/tokens';

// Tells React that updates are wrapped in act() on purpose.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Store = ReturnType<typeof getStore>;

export interface RenderOptions {
  /** Component CSS texts, adopted after tokens and base (as elements' `styles`). */
  styles?: string[];
  brand?: Brand;
  /** The Jotai store; the page's singleton by default, as in production. */
  store?: Store;
  /** Host tag name; any custom-element-shaped name works. */
  tag?: string;
}

export interface Rendered {
  host: HTMLElement;
  root: ShadowRoot;
  rerender(ui: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

const mounted = new Set<Rendered>();

export async function render(ui: ReactNode, options: RenderOptions = {}): Promise<Rendered> {
  const host = document.createElement(options.tag ?? 'sp-test-host');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [tokensCss(options.brand ?? 'aarp'), baseCss, ...(options.styles ?? [])].map(sheet);
  const container = document.createElement('div');
  shadow.append(container);
  const store = options.store ?? getStore();
  const reactRoot: Root = createRoot(container);
  const wrap = (tree: ReactNode) => (
    <Provider store={store}>
      <HostContext.Provider value={host}>{tree}</HostContext.Provider>
    </Provider>
  );
  await act(async () => reactRoot.render(wrap(ui)));

  const rendered: Rendered = {
    host,
    root: shadow,
    rerender: (next) => act(async () => reactRoot.render(wrap(next))),
    async unmount() {
      if (!mounted.delete(rendered)) return;
      await act(async () => reactRoot.unmount());
      host.remove();
    },
  };
  mounted.add(rendered);
  return rendered;
}

/** Unmounts every tree render() mounted; runs after each test automatically. */
export async function cleanup(): Promise<void> {
  for (const rendered of [...mounted]) await rendered.unmount();
}

/** Runs a user action (click, key) inside act() so React's updates are flushed. */
export async function userAct(action: () => unknown): Promise<void> {
  await act(async () => {
    await action();
  });
}

if (typeof afterEach === 'function') afterEach(cleanup);
