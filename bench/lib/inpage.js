/**
 * Runs in the page before any of its scripts (page.addInitScript). Records
 * long tasks, counts which elements re-render per React commit (through the
 * React DevTools hook, which production builds of react-dom call), and
 * watches each animation frame for the moment every element shows its data.
 * Plain functions only: Playwright serialises benchInit into the page.
 */
export function benchInit(spec) {
  const bench = { spec, longTasks: [], commits: {}, counting: false, readyAt: null };
  window.__bench = bench;
  // Every script must stay in the resource timing the figures split by first render (the default keeps 250).
  performance.setResourceTimingBufferSize(5000);

  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task timing in this browser: the figure stays empty
  }

  // React fiber tags of components (function, class, forwardRef, memo, simple memo) and the PerformedWork flag.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  function renderedElements(root) {
    const rendered = new Set();
    const container = root.containerInfo;
    const rootName = container instanceof ShadowRoot ? container.host.localName.replace(/^sp-/, '') : null;
    const visit = (fiber, name) => {
      const alternate = fiber.alternate;
      const own = fiber.type && fiber.type.benchElement ? fiber.memoizedProps.name : name;
      if (own && COMPONENT_TAGS.has(fiber.tag) && (!alternate || (fiber.flags & PERFORMED_WORK) !== 0)) rendered.add(own);
      // A subtree React did not touch keeps the previous commit's child fibers.
      if (alternate && fiber.child === alternate.child) return;
      for (let child = fiber.child; child; child = child.sibling) visit(child, own);
    };
    visit(root.current, rootName);
    return rendered;
  }
  const renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers,
    inject(internals) {
      renderers.set(renderers.size + 1, internals);
      return renderers.size;
    },
    onCommitFiberRoot(_id, root) {
      if (!bench.counting) return;
      for (const name of renderedElements(root)) bench.commits[name] = (bench.commits[name] ?? 0) + 1;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    checkDCE() {},
  };

  /** The document and every shadow root of our elements, nested ones included. */
  bench.roots = () => {
    const roots = [document];
    for (let i = 0; i < roots.length; i += 1) {
      for (const el of roots[i].querySelectorAll(spec.hostSelector)) if (el.shadowRoot) roots.push(el.shadowRoot);
    }
    return roots;
  };
  /** Each element on the page: its name and where its content is (shadow root, or the placeholder in plain React). */
  bench.instances = () => {
    if (spec.plain) return [...document.querySelectorAll('[data-sp-plain]')].map((el) => ({ name: el.dataset.spPlain, scope: el }));
    return bench.roots().flatMap((root) => [...root.querySelectorAll(spec.hostSelector)])
      .map((el) => ({ name: el.localName.replace(/^sp-/, ''), scope: el.shadowRoot }));
  };
  bench.count = (selector) => bench.roots().reduce((sum, root) => sum + root.querySelectorAll(selector).length, 0);
  bench.find = (selector, text) => {
    for (const root of bench.roots()) {
      for (const el of root.querySelectorAll(selector)) if (!text || el.textContent.trim() === text) return el;
    }
    return null;
  };
  bench.isReady = () => {
    // Until the parser is done, tags further down the page may still be missing.
    if (document.readyState === 'loading') return false;
    if (bench.roots().some((root) => root.querySelector('.sp-spinner[role="status"]'))) return false;
    const instances = bench.instances();
    if (spec.required.some((name) => !instances.some((i) => i.name === name))) return false;
    return instances.every(({ name, scope }) => !spec.markers[name] || (scope && scope.querySelector(spec.markers[name])));
  };
  const tick = () => {
    if (bench.isReady()) bench.readyAt = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);

  /** Clicks `button` and resolves when fewer `rowSelector` rows are on the page: the time the removal took to show. */
  bench.timeRemoval = (button, rowSelector) => new Promise((resolve, reject) => {
    const before = bench.count(rowSelector);
    const observers = [];
    let started = 0;
    const check = () => {
      if (bench.count(rowSelector) >= before) return false;
      const ms = performance.now() - started;
      for (const o of observers) o.disconnect();
      resolve({ ms, before, after: bench.count(rowSelector) });
      return true;
    };
    for (const root of bench.roots()) {
      const observer = new MutationObserver(check);
      observer.observe(root, { childList: true, subtree: true });
      observers.push(observer);
    }
    setTimeout(() => reject(new Error('the removed row stayed on the page')), 10_000);
    started = performance.now();
    button.click();
    check();
  });

  // The pop-up a page last opened: the interaction check reads it instead of searching every root each frame.
  const showModal = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.showModal = function showModalSeen() {
    bench.lastModal = this;
    return showModal.call(this);
  };

  // The heading keeps its node as the language changes; should it not, the new one is searched for.
  const headingSays = (text) => {
    const heading = bench.headingTarget;
    return heading?.isConnected ? heading.textContent.trim() === text : bench.find('h1', text) !== null;
  };
  const isShown = (el) => el !== null && el.isConnected && el.getClientRects().length > 0;
  const SHOWN = {
    dialog: () => {
      const dialog = bench.lastModal;
      if (!dialog || !dialog.open) return false;
      return isShown([...dialog.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Remove from saved plans') ?? null);
    },
    pressed: () => bench.pressedTarget?.getAttribute('aria-pressed') === 'true',
    spanish: () => headingSays('Su cuenta'),
    english: () => headingSays('Your account'),
  };
  const BEFORE = {
    dialog: () => { bench.lastModal = null; },
    pressed: () => {},
    spanish: () => { bench.headingTarget = bench.find('h1', 'Your account'); },
    english: () => { bench.headingTarget = bench.find('h1', 'Su cuenta'); },
  };
  /**
   * Times one interaction the way a person meets it: from the pointer going down (the event's own time stamp, so
   * any delay before the handlers ran counts) to the paint of the frame that first shows `kind`'s result, found at
   * the start of each frame and closed by a message posted from there (it runs once that frame has painted).
   * Each check costs the same on both pages and next to nothing: it reads an element found before the press (the
   * page heading, the pressed toggle) or the pop-up the page opened, never a search of every root, which would
   * be timed as the page's own work.
   * Call it, then press; it resolves with the milliseconds.
   */
  bench.interaction = (kind) => new Promise((resolve, reject) => {
    BEFORE[kind]();
    let start = null;
    window.addEventListener('pointerdown', (event) => { start = event.timeStamp; }, { capture: true, once: true });
    const deadline = performance.now() + 15_000;
    const frame = () => {
      if (start !== null && SHOWN[kind]()) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(null);
      } else if (performance.now() > deadline) {
        reject(new Error(`nothing showed ${kind} after the click`));
      } else {
        requestAnimationFrame(frame);
      }
    };
    requestAnimationFrame(frame);
  });

  /** Mounts and unmounts the drug list `n` times, each time until its rows show. */
  bench.cycle = async (n) => {
    const stage = document.getElementById('stage');
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    for (let i = 0; i < n; i += 1) {
      let unmount;
      let scope;
      if (spec.plain) {
        scope = document.createElement('div');
        stage.append(scope);
        const unmountRoot = window.__plainCycle.mount(scope);
        unmount = () => { unmountRoot(); scope.remove(); };
      } else {
        const el = document.createElement(`${spec.prefix}drug-list`);
        stage.append(el);
        unmount = () => el.remove();
        while (!el.shadowRoot) await nextTask();
        scope = el.shadowRoot;
      }
      for (let tries = 0; !scope.querySelector('.sp-drugs__row'); tries += 1) {
        if (tries > 5000) throw new Error('the drug list did not render');
        await nextTask();
      }
      unmount();
    }
    await nextTask();
  };
}
