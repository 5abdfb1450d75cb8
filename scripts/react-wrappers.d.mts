export const WRAPPERS_FILE: string;
export function wrappersSource(manifest?: unknown): string;
