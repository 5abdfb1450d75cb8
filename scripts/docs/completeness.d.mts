/** Types of completeness.mjs. */
export declare function undocumented(manifest: { modules: { declarations?: object[] }[] }, pages: Record<string, string>): string[];
