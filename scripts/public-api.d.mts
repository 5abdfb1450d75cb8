/** Types of public-api.mjs. */
export declare const SNAPSHOT: string;
export declare function publicApi(options?: { dist?: string }): Record<string, string>;
export declare function parseChangeNote(text: string): { bump: 'major' | 'minor' | 'patch' | undefined; summary: string };
export declare function pendingChangeNotes(folder?: string): string[];
export declare function unannouncedRemovals(previous: Record<string, string>, current: Record<string, string>, notes: string[]): string[];
