import type { Handler } from './types';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route {
  method: Method;
  /** Path with `:name` segments, e.g. /landrover/api/Users/:id/:type. */
  pattern: string;
  /** The call's name: QA fault `<call>-fail` answers 500 for it. */
  call: string;
  handler: Handler;
  /** API routes are slowed by the `slow` fault; pages and QA routes are not. */
  api?: boolean;
  /** A delete of a saved item: the `remove-fail` fault answers 500. */
  removal?: boolean;
  /** A QA route: there only while QA is on (SP_QA, SP_MODE). */
  qa?: boolean;
  /** Answers only a client on this machine (loopback socket, loopback Host). */
  loopbackOnly?: boolean;
}

export interface Match {
  route: Route;
  params: Record<string, string>;
}

function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      if (g === '') return undefined;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return undefined;
      }
    } else if (w !== g) {
      return undefined;
    }
  }
  return params;
}

export class Router {
  private readonly routes: Route[] = [];

  add(...routes: Route[]): this {
    this.routes.push(...routes);
    return this;
  }

  match(method: string, path: string): Match | 'method-not-allowed' | undefined {
    let pathKnown = false;
    for (const route of this.routes) {
      const params = matchPattern(route.pattern, path);
      if (!params) continue;
      if (route.method === method) return { route, params };
      pathKnown = true;
    }
    return pathKnown ? 'method-not-allowed' : undefined;
  }
}
