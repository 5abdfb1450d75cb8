/**
 * Leaving the page. One indirection so tests (and hosts with a router) can
 * see or take over navigation instead of the browser leaving the page.
 */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  open(url: string): void {
    window.open(url, '_blank', 'noopener');
  },
};
