/**
 * The environment label of tracking events (spec §9: Online, Offline, Stage,
 * Dev) by host (spec §2.1: local dev hosts are recognised; the production,
 * offline, staging, QA and preview host groups are not reproduced, so every
 * other host counts as Online unless the page config names its environment).
 */
export type EnvironmentLabel = 'Online' | 'Offline' | 'Stage' | 'Dev';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '0.0.0.0', '::1', '[::1]']);

/** localhost, *.localhost, *.local, the loopback addresses. */
export function isLocalDevHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase();
  return LOCAL_HOSTS.has(host) || host.endsWith('.localhost') || host.endsWith('.local') || /^127(\.\d{1,3}){3}$/.test(host);
}

export function environmentForHost(hostname: string): EnvironmentLabel {
  return isLocalDevHost(hostname) ? 'Dev' : 'Online';
}
