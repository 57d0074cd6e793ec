import * as z from 'zod/mini';
import type { DateInput } from './dates';
import { ensureEnglishIssueMessages } from './issueLocale';

ensureEnglishIssueMessages();

/**
 * A text field of a form. Its value may be missing (a field never touched): it then reads as "" so
 * that the field's own "required" message is reported instead of a type error, and the form's
 * cross-field rules still run.
 */
export function formText() {
  return z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ''),
  );
}

/** A checkbox of a form: missing reads as unticked. */
export function formCheckbox() {
  return z.pipe(
    z.nullish(z.boolean()),
    z.transform((value) => value ?? false),
  );
}

/**
 * A date field of a form: any `DateInput`, or nothing. Anything else is let through to the rules,
 * which read it with `toDayNumber` and report a date they cannot read with their own message.
 */
export function formDate() {
  return z.optional(z.custom<DateInput | null | undefined>(() => true));
}

/** A rule of one field: the message for a value, or `undefined` when the value is valid. */
export type FieldCheck<T> = (value: T) => string | undefined;

/**
 * A text field checked by a rule that returns its first message. With `trim`, spaces around the
 * value are removed before the rule and in the output; `normalize` rewrites the value the same way
 * (e.g. an email address lowercased).
 */
export function textField(
  check: FieldCheck<string>,
  { trim = false, normalize }: { trim?: boolean; normalize?: (value: string) => string } = {},
) {
  return z
    .pipe(
      formText(),
      z.transform((value) => {
        const trimmed = trim ? value.trim() : value;
        return normalize ? normalize(trimmed) : trimmed;
      }),
    )
    .check(
      z.superRefine((value, ctx) => {
        const message = check(value);
        if (message !== undefined) ctx.addIssue({ code: 'custom', message });
      }),
    );
}

/** Adds a cross-field message on a field of a form (for rules that compare fields). */
export function addFieldIssue(
  ctx: { addIssue: (issue: { code: 'custom'; path: PropertyKey[]; message: string }) => void },
  path: PropertyKey[],
  message: string | undefined,
): void {
  if (message !== undefined) ctx.addIssue({ code: 'custom', path, message });
}

/** A choice field (select or radio) whose value is a string or a number id; "" or missing is none. */
export function choiceField(requiredMessage: string) {
  return z
    .pipe(
      z.nullish(z.union([z.string(), z.number()])),
      z.transform((value) => value ?? null),
    )
    .check(
      z.superRefine((value, ctx) => {
        if (value === null || (typeof value === 'string' && value.trim() === '')) {
          ctx.addIssue({ code: 'custom', message: requiredMessage });
        }
      }),
    );
}
