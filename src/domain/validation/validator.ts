/**
 * The generic form validator of spec §5.3: required, minimum, maximum
 * (length or value), pattern and the email pattern named not_an_email.
 * Validation runs on change (changeField); the whole form is validated
 * before sending (validateForm). Pure: every operation returns a new form.
 * A field is not reset or cleared here: the forms that use it start afresh
 * from their prefilled values each time their pop-up opens (a closed pop-up
 * keeps no form), which is where a person expects a reset.
 */

/** Letters, digits, some symbols, @, a dotted domain, a 2 to 7 letter top level. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,7}$/;

export type RuleName = 'required' | 'minimum' | 'maximum' | 'pattern' | 'not_an_email' | 'invalid';

export interface FieldDefinition {
  name: string;
  required?: boolean;
  minimum?: number;
  maximum?: number;
  /** What minimum and maximum bound: the text length (default) or the numeric value. */
  measure?: 'length' | 'value';
  pattern?: RegExp;
  email?: boolean;
  /** A further check (e.g. a real month); failing it gives 'invalid'. */
  valid?: (value: string) => boolean;
}

export type FieldErrors = Partial<Record<RuleName, true>>;

export interface FieldState {
  value: string;
  initialValue: string;
  errors: FieldErrors;
}

export interface FormState {
  definitions: readonly FieldDefinition[];
  fields: Readonly<Record<string, FieldState>>;
}

export const DUPLICATE_FIELD_NAME_ERROR = 'Cannot have the fields with the same name';

function outOfBounds(definition: FieldDefinition, value: string): { below: boolean; above: boolean } {
  const measured = definition.measure === 'value' ? Number(value) : value.length;
  const below = definition.minimum !== undefined && !(measured >= definition.minimum);
  const above = definition.maximum !== undefined && !(measured <= definition.maximum);
  return { below, above };
}

/** Errors of one value. An empty optional field has none. */
export function validateValue(definition: FieldDefinition, value: string): FieldErrors {
  if (value.trim() === '') return definition.required ? { required: true } : {};
  const errors: FieldErrors = {};
  const { below, above } = outOfBounds(definition, value);
  if (below) errors.minimum = true;
  if (above) errors.maximum = true;
  if (definition.pattern && !definition.pattern.test(value)) errors.pattern = true;
  if (definition.email && !EMAIL_PATTERN.test(value.trim())) errors.not_an_email = true;
  if (definition.valid && !definition.valid(value)) errors.invalid = true;
  return errors;
}

/** A form from its field definitions and initial values. Throws on duplicate field names. */
export function createForm(definitions: readonly FieldDefinition[], initialValues: Readonly<Record<string, string>> = {}): FormState {
  const fields: Record<string, FieldState> = {};
  for (const definition of definitions) {
    if (definition.name in fields) throw new Error(DUPLICATE_FIELD_NAME_ERROR);
    const value = initialValues[definition.name] ?? '';
    fields[definition.name] = { value, initialValue: value, errors: {} };
  }
  return { definitions, fields };
}

function definitionOf(form: FormState, name: string): FieldDefinition {
  const definition = form.definitions.find((candidate) => candidate.name === name);
  if (!definition) throw new Error(`Unknown field: ${name}`);
  return definition;
}

function withField(form: FormState, name: string, field: FieldState): FormState {
  return { ...form, fields: { ...form.fields, [name]: field } };
}

function fieldOf(form: FormState, name: string): FieldState {
  const field = form.fields[name];
  if (!field) throw new Error(`Unknown field: ${name}`);
  return field;
}

/** Sets a value and validates it (validation runs on change). */
export function changeField(form: FormState, name: string, value: string): FormState {
  const errors = validateValue(definitionOf(form, name), value);
  return withField(form, name, { ...fieldOf(form, name), value, errors });
}

/** Validates every field (the whole form before sending). */
export function validateForm(form: FormState): FormState {
  let next = form;
  for (const definition of form.definitions) next = changeField(next, definition.name, fieldOf(form, definition.name).value);
  return next;
}

export function isFormValid(form: FormState): boolean {
  return Object.values(form.fields).every((field) => Object.keys(field.errors).length === 0);
}

export function formValues(form: FormState): Record<string, string> {
  return Object.fromEntries(Object.entries(form.fields).map(([name, field]) => [name, field.value]));
}
