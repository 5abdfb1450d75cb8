/** Types of classic-parts-reader.mjs. */
export declare function readClassicParts(): Record<string, string>;
export declare const CLASSIC_PARTS: Record<string, string>;
