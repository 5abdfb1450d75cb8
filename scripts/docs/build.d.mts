/** Types of build.mjs. */
export declare function buildDocs(options?: { dist?: string }): string[];
