/**
 * The checks every request body passes before any route reads it, whatever
 * its shape: nesting depth (on the text, before it is parsed), and then in
 * every key and value, text that is plain and not too long, numbers in a
 * range a profile can hold, and no key that names an object's machinery
 * (`__proto__` and its kin). Route rules (rules.ts) then check each field.
 */
import type { Issue } from './rules';

export const BODY_LIMITS = {
  /** Bytes of one request body. */
  bytes: 1_000_000,
  /** Objects and lists inside one another. */
  depth: 32,
  /** Characters of any one text. */
  text: 5_000,
  /** Characters of any one key. */
  key: 100,
  /** Largest magnitude of any one number (epoch milliseconds fit; 1e308 does not). */
  number: 1e15,
  /** Issues listed in one answer. */
  issues: 20,
};

/**
 * C0 and C1 controls and DEL (NUL, ESC, CR, LF, TAB included: no field of a
 * profile holds a line break), the bidirectional embeddings, overrides and
 * isolates that make text read other than it is, and unpaired surrogates.
 */
const UNSAFE_TEXT = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MACHINERY_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const UNSAFE_TEXT_MESSAGE = 'must not contain control characters, bidirectional overrides or unpaired surrogates';

export function isPlainText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

/** True when `text`, read as JSON, nests objects and lists deeper than `max`. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (escaped) escaped = false;
      else if (c === 0x5c) escaped = true;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/** A key as it may be shown back in an issue path. */
const shown = (key: string): string => key.replace(new RegExp(UNSAFE_TEXT.source, 'g'), '?').slice(0, BODY_LIMITS.key);

function keyIssue(key: string): string | undefined {
  if (MACHINERY_KEYS.has(key)) return 'is not an allowed field name';
  if (key.length > BODY_LIMITS.key || !isPlainText(key)) return `field names must be plain text of at most ${BODY_LIMITS.key} characters`;
  return undefined;
}

function valueIssue(value: unknown): string | undefined {
  if (typeof value === 'string') {
    if (value.length > BODY_LIMITS.text) return `must be at most ${BODY_LIMITS.text} characters`;
    return isPlainText(value) ? undefined : UNSAFE_TEXT_MESSAGE;
  }
  if (typeof value === 'number' && Math.abs(value) > BODY_LIMITS.number) return 'is out of range';
  return undefined;
}

/**
 * What is wrong anywhere in a parsed body (at most BODY_LIMITS.issues). The
 * path is kept as a stack and written out only for an issue, so a valid
 * body of many items costs one look at each value and nothing more.
 */
export function edgeIssues(value: unknown, path = ''): Issue[] {
  const issues: Issue[] = [];
  const trail: (string | number)[] = path ? [path] : [];
  const add = (message: string, last?: string) => {
    if (issues.length < BODY_LIMITS.issues) issues.push({ path: (last === undefined ? trail : [...trail, last]).join('.'), message });
  };
  const visit = (node: unknown): void => {
    if (issues.length >= BODY_LIMITS.issues) return;
    if (typeof node !== 'object' || node === null) {
      const problem = valueIssue(node);
      if (problem) add(problem);
      return;
    }
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        trail.push(i);
        visit(node[i]);
        trail.pop();
      }
      return;
    }
    for (const key of Object.keys(node)) {
      const bad = keyIssue(key);
      if (bad) {
        add(bad, shown(key));
        continue;
      }
      trail.push(key);
      visit((node as Record<string, unknown>)[key]);
      trail.pop();
    }
  };
  visit(value);
  return issues;
}
