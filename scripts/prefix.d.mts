/** Types of prefix.mjs. */
export declare function withPrefix(text: string, prefix: string): string;
export declare function writePrefixed(prefix: string, out?: string, dist?: string): string[];
