/** Types of registry-reader.mjs. */
export interface RegisteredElement {
  /** Without prefix: 'drug-list'. */
  name: string;
  /** With the default prefix: 'sp-drug-list'. */
  tag: string;
  /** Its module, relative to the repository: 'elements/sp-drug-list.ts'. */
  file: string;
}
export declare const REGISTRY_FILE: string;
export declare function readRegistry(file?: string): RegisteredElement[];
export declare const ELEMENTS: RegisteredElement[];
export declare const ELEMENT_NAMES: string[];
