import type * as z from 'zod';

/** Field name → first message, in the order the fields were checked. */
export type FieldErrors<T> = Partial<Record<Extract<keyof T, string>, string>>;

export type ValidationResult<T> =
  | { success: true; data: T; errors: FieldErrors<T> }
  | { success: false; data?: undefined; errors: FieldErrors<T> };

/**
 * Validates a form's values with a zod object schema and returns the first message of each invalid
 * field, keyed by field name, in the schema's field order (so a form can focus the first one).
 */
export function validateForm<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  values: unknown,
): ValidationResult<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return { success: false, errors: errors as FieldErrors<z.output<S>> };
}
