/**
 * Code-splits a part of an element that shows nothing when the page opens
 * (the session time-out's idle watch, whose pop-up opens minutes later):
 * its module is not part of the page's first load. It is fetched once the
 * page has settled after its first render (whenPageSettled), as the pop-ups'
 * code is fetched ahead, and the part renders from then on; an element placed
 * after that renders it at once. A module that fails to load is logged and
 * the part stays absent, as it was (nothing of it was showing); the next
 * element placed fetches it again.
 *
 * The module default-exports the part's component:
 *
 *   const SessionTimeoutWatch = lazyWhenSettled(() => import('./SessionTimeoutWatch'), 'session time-out');
 */
import { useEffect, useReducer, type ComponentType } from 'react';
import { logger } from '../../platform/logger';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyDefault } from './lazyDefault';
import { whenPageSettled } from './whenPageSettled';

export function lazyWhenSettled<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, name: string): ComponentType<P> {
  // A failed fetch is forgotten, so the next element placed fetches again.
  const code = lazyDefault(load);

  function LazyWhenSettled(props: P) {
    const [, showLoaded] = useReducer((n: number) => n + 1, 0);
    const Part = code.current();
    // Asks whether this render drew the part: code that arrived after an element placed later was drawn (its
    // effects run a task after) must still show it there.
    useEffect(() => {
      if (Part) return undefined;
      let live = true;
      const cancel = whenPageSettled(() => {
        code.load().then(
          () => live && showLoaded(),
          (error: unknown) => logger.error(`The ${name} code could not be loaded; it is not shown`, error),
        );
      });
      return () => {
        live = false;
        cancel();
      };
    }, [Part]);
    if (!Part) return null;
    return (
      <ErrorBoundary name={`lazy ${name}`}>
        <Part {...props} />
      </ErrorBoundary>
    );
  }
  LazyWhenSettled.displayName = `lazyWhenSettled(${name})`;
  return LazyWhenSettled;
}
