import * as z from 'zod/mini';
import { ensureEnglishIssueMessages } from './shared/issueLocale';

ensureEnglishIssueMessages();

/** Field name → first message, in the order the fields were checked. */
export type FieldErrors<T> = Partial<Record<Extract<keyof T, string>, string>>;

export type ValidationResult<T> =
  | { success: true; data: T; errors: FieldErrors<T> }
  | { success: false; data?: undefined; errors: FieldErrors<T> };

/** Dotted field path ("phones.1.phoneNumber") → first message. */
export type PathErrors = Record<string, string>;

export type PathValidationResult<T> =
  | { success: true; data: T; errors: PathErrors }
  | { success: false; data?: undefined; errors: PathErrors };

/**
 * The field order of an object schema (also when refined or transformed), or none. Read from the
 * schema's definition, so zod/mini and classic schemas alike; a run-time `z.core.$ZodObject` would
 * make a bundler keep all of zod core.
 */
function fieldOrder(schema: z.core.$ZodType): string[] {
  const def = schema._zod.def;
  if (def.type === 'object') return Object.keys((def as z.core.$ZodObjectDef).shape);
  if (def.type === 'pipe') return fieldOrder((def as z.core.$ZodPipeDef).in);
  return [];
}

/** Puts keys in the form's field order; keys the form does not list keep their place after them. */
function inFieldOrder(errors: Record<string, string>, order: readonly string[]) {
  const rank = (key: string) => {
    const field = key.split('.')[0] ?? key;
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  const keys = Object.keys(errors);
  const sorted = keys
    .map((key, position) => ({ key, position }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.position - b.position);
  return Object.fromEntries(sorted.map(({ key }) => [key, errors[key] as string]));
}

/**
 * Validates a form's values with a zod object schema and returns the first message of each invalid
 * field, keyed by field name, in the schema's field order (so a form can focus the first one).
 * Rules that compare fields (confirmations) are reported on their field in that same order.
 */
export function validateForm<S extends z.core.$ZodType<Record<string, unknown>>>(
  schema: S,
  values: unknown,
): ValidationResult<z.output<S>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { success: true, data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return {
    success: false,
    errors: inFieldOrder(errors, fieldOrder(schema)) as FieldErrors<z.output<S>>,
  };
}

/**
 * Like `validateForm`, for forms with lists (phones, accounts, round-up rows): messages are keyed by
 * their full dotted path, e.g. `phones.1.phoneNumber`; a rule about the whole list uses the list's
 * name (`accounts`).
 */
export function validateFormByPath<S extends z.core.$ZodType<Record<string, unknown>>>(
  schema: S,
  values: unknown,
): PathValidationResult<z.output<S>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { success: true, data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return { success: false, errors: inFieldOrder(errors, fieldOrder(schema)) };
}
