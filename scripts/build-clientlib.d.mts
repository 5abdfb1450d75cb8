/** Types of build-clientlib.mjs. */
export declare function buildClientlib(options?: { dist?: string; out?: string }): Promise<{ version: string }>;
