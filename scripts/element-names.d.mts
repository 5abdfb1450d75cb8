/** Types of element-names.mjs. */
export declare const ELEMENT_NAMES: string[];
