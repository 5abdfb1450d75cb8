/** Types of node-line.mjs. */
export declare function supportedLines(): number[];
export declare function nodeBinary(major: number): string;
