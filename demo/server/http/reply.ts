import type { Reply } from './types';

export function json(data: unknown, status = 200): Reply {
  return { status, body: JSON.stringify(data), headers: { 'content-type': 'application/json; charset=utf-8' } };
}

export function html(text: string, status = 200): Reply {
  return { status, body: text, headers: { 'content-type': 'text/html; charset=utf-8' } };
}

export function redirect(location: string): Reply {
  return { status: 302, headers: { location } };
}

export function notFound(message = 'Not found'): Reply {
  return json({ error: message }, 404);
}

export function noContent(): Reply {
  return { status: 204 };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
