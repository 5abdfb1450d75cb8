/**
 * Leaving the page. One indirection so tests (and hosts with a router) can
 * see or take over navigation instead of the browser leaving the page.
 * Every URL is checked against the site allow-list first (domain/siteUrl.ts):
 * a URL built from data that is not on this site is logged and not followed.
 */
import { isAllowedSiteUrl } from '../domain/siteUrl';
import { logger } from './logger';

function allowed(url: string): boolean {
  if (isAllowedSiteUrl(url, window.location.origin)) return true;
  logger.error('Navigation refused: not a URL on this site', { url });
  return false;
}

export const navigation = {
  assign(url: string): void {
    if (allowed(url)) window.location.assign(url);
  },
  open(url: string): void {
    if (allowed(url)) window.open(url, '_blank', 'noopener');
  },
};
