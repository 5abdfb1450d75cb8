/** The address bar: read a query parameter and strip it without a reload (spec §2.1 auth code). */

export function readQueryParam(name: string, href: string = window.location.href): string | undefined {
  try {
    return new URL(href).searchParams.get(name) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Removes the parameter from the address bar with history.replaceState; keeps path, other parameters and hash. */
export function stripQueryParam(name: string): void {
  try {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(name)) return;
    url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  } catch {
    // A sandboxed frame may refuse replaceState; the parameter then stays.
  }
}
