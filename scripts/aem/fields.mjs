/**
 * An element attribute, as the Custom Elements Manifest describes it, made
 * into the author dialog field that sets it (Granite UI, Coral 3): a select
 * for a union of values, a number field with the range for a number, a
 * checkbox for a boolean, a text field for a string, a text area for JSON.
 * A type with no field fails the build, so no attribute goes without one.
 */

const CORAL = 'granite/ui/components/coral/foundation/form';

/** The literal members of a union type: `"panel"` → ['panel']; `'en' | 'es' | string` → ['en', 'es']. */
function literalsOf(typeText) {
  const members = typeText.split('|').map((part) => part.trim());
  const literals = members.filter((part) => /^(["']).*\1$/.test(part)).map((part) => part.slice(1, -1));
  return literals.length > 0 ? literals : undefined;
}

const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const labelOf = (name) => `${name.charAt(0).toUpperCase()}${name.slice(1).replace(/-/g, ' ')}`;

/** The manifest's `default` is the attribute's text; a JSON text (`"panel"`) is read as its value. */
function defaultOf(text) {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The field an attribute gets; `name` is the JCR property the dialog writes and the HTL reads. */
export function fieldOf(attribute) {
  const typeText = attribute.type?.text ?? 'string';
  const base = {
    attribute: attribute.name,
    name: attribute.fieldName ?? camel(attribute.name),
    label: labelOf(attribute.name),
    description: attribute.description ?? '',
    default: defaultOf(attribute.default),
  };
  const values = literalsOf(typeText);
  if (values) return { ...base, kind: 'select', values };
  if (typeText === 'number') return { ...base, kind: 'number', min: attribute.minimum, max: attribute.maximum };
  if (typeText === 'boolean') return { ...base, kind: 'checkbox' };
  if (typeText === 'string') return { ...base, kind: 'text' };
  if (typeText === 'object') return { ...base, kind: 'json' };
  throw new Error(`attribute ${attribute.name}: no dialog field for the type ${typeText}`);
}

const unstructured = (props, children) => ({ props: { 'jcr:primaryType': 'nt:unstructured', ...props }, ...(children ? { children } : {}) });

/** The select's options: "Default" (the element's own choice, the property left empty) first, then each value. */
function options(field) {
  const fallback = field.default === undefined ? 'Default' : `Default (${field.default})`;
  const entries = [['', fallback], ...field.values.map((value) => [value, value])];
  return Object.fromEntries(entries.map(([value, text], i) => [`option${i}`, unstructured({ text, value })]));
}

/** A hidden `@TypeHint` beside a field, so the property is stored as a number or a boolean, not as text. */
const typeHint = (field, type) => unstructured({ 'sling:resourceType': `${CORAL}/hidden`, name: `./${field.name}@TypeHint`, value: type });

/** The dialog nodes of one field (and its type hint), by node name. */
export function fieldNodes(field) {
  const common = { fieldLabel: field.label, fieldDescription: field.description || undefined, name: `./${field.name}` };
  switch (field.kind) {
    case 'select':
      return { [field.name]: unstructured({ 'sling:resourceType': `${CORAL}/select`, ...common }, { items: unstructured({}, options(field)) }) };
    case 'number':
      return {
        [field.name]: unstructured({ 'sling:resourceType': `${CORAL}/numberfield`, ...common, min: field.min, max: field.max, step: 1, value: field.default }),
        [`${field.name}TypeHint`]: typeHint(field, 'Long'),
      };
    case 'checkbox':
      return {
        [field.name]: unstructured({ 'sling:resourceType': `${CORAL}/checkbox`, name: common.name, text: field.label, fieldDescription: common.fieldDescription, value: 'true', uncheckedValue: 'false', checked: field.default === true }),
        [`${field.name}TypeHint`]: typeHint(field, 'Boolean'),
      };
    case 'json':
      return { [field.name]: unstructured({ 'sling:resourceType': `${CORAL}/textarea`, ...common }) };
    default:
      return { [field.name]: unstructured({ 'sling:resourceType': `${CORAL}/textfield`, ...common, value: field.default }) };
  }
}

/** The component's dialog (cq:dialog): its fields in one column. */
export function dialogNode(title, fields) {
  const items = Object.assign({}, ...fields.map(fieldNodes));
  return unstructured({ 'jcr:title': title, 'sling:resourceType': 'cq/gui/components/authoring/dialog' }, {
    content: unstructured({ 'sling:resourceType': 'granite/ui/components/coral/foundation/container' }, { items: unstructured({}, items) }),
  });
}
