/**
 * document.cookie read/write/delete. Values are URI-encoded; every cookie is
 * written with path=/ (and SameSite=Lax). Without maxAgeDays a cookie lasts
 * the browser session (signed-in identity, spec §7.3); the guest identity
 * cookie uses GUEST_COOKIE_DAYS. Never throws. Values are read through
 * src/platform/storedValue.ts, the one reader.
 */

export const GUEST_COOKIE_DAYS = 90;
const SECONDS_PER_DAY = 24 * 60 * 60;

export interface CookieOptions {
  /** Lifetime in days; omitted means a session cookie. */
  maxAgeDays?: number;
}

function allCookies(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The cookie's decoded raw text, or undefined when there is none (or it
 * cannot be decoded). Read values through src/platform/storedValue.ts.
 */
export function cookieText(name: string): string | undefined {
  for (const pair of allCookies().split(';')) {
    const index = pair.indexOf('=');
    if (index < 0 || pair.slice(0, index).trim() !== name) continue;
    return decode(pair.slice(index + 1).trim());
  }
  return undefined;
}

function setCookie(text: string): boolean {
  try {
    document.cookie = text;
    return true;
  } catch {
    return false;
  }
}

/**
 * The most a browser keeps of one cookie, in bytes: its name, value and
 * attributes together (RFC 6265bis counts name and value; each attribute is
 * capped too, so the whole text is the safe measure). A larger cookie is
 * dropped without a word.
 */
export const COOKIE_SIZE_LIMIT = 4096;

/** The text written to document.cookie (all ASCII once encoded), or undefined when the value cannot be encoded. */
function cookieLine(name: string, value: string, options: CookieOptions): string | undefined {
  const maxAge = options.maxAgeDays === undefined ? '' : `; max-age=${Math.round(options.maxAgeDays * SECONDS_PER_DAY)}`;
  try {
    return `${name}=${encodeURIComponent(value)}${maxAge}; path=/; SameSite=Lax`;
  } catch {
    // A lone surrogate cannot be URI-encoded.
    return undefined;
  }
}

/** The bytes a cookie would take as writeJsonCookie writes it (Infinity when it cannot be written). */
export function jsonCookieSize(name: string, value: unknown, options: CookieOptions = {}): number {
  const line = cookieLine(name, JSON.stringify(value), options);
  return line === undefined ? Infinity : line.length;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  const line = cookieLine(name, value, options);
  return line !== undefined && setCookie(line);
}

export function writeJsonCookie(name: string, value: unknown, options: CookieOptions = {}): boolean {
  return writeCookie(name, JSON.stringify(value), options);
}

export function deleteCookie(name: string): boolean {
  return setCookie(`${name}=; max-age=0; path=/; SameSite=Lax`);
}
