/** Types of components.mjs, for the tests. */
export interface ManifestAttribute {
  name: string;
  fieldName?: string;
  type?: { text: string };
  default?: string;
  minimum?: number;
  maximum?: number;
  description?: string;
}
export interface ManifestDeclaration {
  tagName: string;
  customElement?: boolean;
  summary?: string;
  description?: string;
  attributes?: ManifestAttribute[];
}
export interface Component {
  name: string;
  files: Record<string, string>;
}
export declare const COMPONENT_GROUP: string;
export declare function elementComponent(declaration: ManifestDeclaration): Component;
