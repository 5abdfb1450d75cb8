/**
 * Renders a React tree the way an element does: into an open shadow root of a
 * host element in the document, with the brand tokens, base styles and the
 * given component styles adopted as constructable sheets, the page's Jotai
 * store and the HostContext. Rendering runs inside React 19's act(), so the
 * DOM is settled when the promise resolves; after that, drive it as a person
 * would (sendKeys, click()) and `waitFor` what they would see.
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
import './readable-failures';
import type { Brand } from '../../src/domain/brand';
import { getStore } from '../../src/state/store';
import { baseCss } from '../../src/styles/base';
import { sheet } from '../../src/styles/sheet';
import { tokensCss } from '../../src/styles/tokens';

const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Runs `work` inside act(), telling React so only for that span: updates
 * from real browser input (sendKeys, clicks) then run as on a page, and the
 * test waits for what a person would see.
 */
export async function inAct(work: () => unknown): Promise<void> {
  actFlag.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      await work();
    });
  } finally {
    actFlag.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

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
  await inAct(() => reactRoot.render(wrap(ui)));

  const rendered: Rendered = {
    host,
    root: shadow,
    rerender: (next) => inAct(() => reactRoot.render(wrap(next))),
    async unmount() {
      if (!mounted.delete(rendered)) return;
      await inAct(() => reactRoot.unmount());
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

if (typeof afterEach === 'function') afterEach(cleanup);
