/**
 * The code a click on an application's button runs, not part of a page's
 * first load: the supplement application (a saved supplement plan's card, the
 * dashboard's recommended supplement plan), the online enrollment a saved
 * plan's Enroll button starts, and the opening of an application (the
 * dashboard's application cards). A page showing such a button fetches
 * the code once it has settled (`prefetch`, with whenPageSettled), so the
 * click acts at once, even offline later. Code that cannot be fetched is
 * logged and nothing opens.
 */
import { logger } from '../../platform/logger';

interface CodeOnDemand<Code> {
  /** Fetches the code ahead; a failed fetch is tried again on the click. */
  prefetch: () => void;
  /** Runs `use` with the code, once fetched. */
  run: (use: (code: Code) => unknown) => void;
}

function onDemand<Code>(load: () => Promise<Code>, what: string): CodeOnDemand<Code> {
  return {
    prefetch: () => void load().catch(() => undefined),
    run: (use) => {
      load()
        .then(use)
        .catch((error: unknown) => logger.error(`${what} could not be opened`, error));
    },
  };
}

export const supplementApplication = onDemand(() => import('./supplementApplication'), 'The supplement application');
export const onlineEnrollment = onDemand(() => import('./enrollment'), 'The online enrollment');
export const applicationNavigation = onDemand(() => import('./applicationNavigation'), 'The application');
