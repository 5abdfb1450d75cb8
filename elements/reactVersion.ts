/**
 * The elements are written for React 19 (function components take `ref` as
 * a prop, as the library's buttons do for focus return). The bundler build
 * (package.json's "module" condition) renders them with the host's React; a
 * React 18 app that imports it gets a clear log and no half-working tags,
 * rather than elements whose focus and dialogs quietly fail.
 */
import { version } from 'react';
import { logger } from '../src/platform/logger';

/** Whether the elements can render with the React they were given; logs once when not. */
export function runsOnThisReact(reactVersion: string = version): boolean {
  if (Number.parseInt(reactVersion, 10) >= 19) return true;
  logger.warnOnce(
    `shopper-profile-elements needs React 19, and this page's bundle gives it React ${reactVersion}: no tag is defined. ` +
      "A React 18 app imports 'shopper-profile-elements/standalone' (the elements with a React of their own) and renders them with the components of 'shopper-profile-elements/react' (docs/react.md)",
  );
  return false;
}
