import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { validateForm, validateFormByPath } from './formErrors';

const schema = z
  .object({
    first: z.string().min(1, 'first required'),
    second: z.string(),
    third: z.string().min(1, 'third required'),
  })
  .superRefine((values, ctx) => {
    if (values.second !== values.first) {
      ctx.addIssue({ code: 'custom', path: ['second'], message: 'second must match' });
    }
  });

describe('form errors in form order (DESIGN: focus the first invalid field)', () => {
  it('puts a cross-field message in its field’s place', () => {
    const result = validateForm(schema, { first: 'a', second: 'b', third: '' });
    expect(result.success).toBe(false);
    expect(Object.entries(result.errors)).toEqual([
      ['second', 'second must match'],
      ['third', 'third required'],
    ]);
  });

  it('keeps the first message of a field', () => {
    const result = validateForm(schema, { first: '', second: 'b', third: 'c' });
    expect(result.errors).toEqual({ first: 'first required', second: 'second must match' });
  });

  it('returns the data when valid', () => {
    expect(validateForm(schema, { first: 'a', second: 'a', third: 'c' })).toEqual({
      success: true,
      data: { first: 'a', second: 'a', third: 'c' },
      errors: {},
    });
  });

  it('keys messages by path for lists', () => {
    const list = z.object({
      name: z.string().min(1, 'name required'),
      rows: z.array(z.object({ value: z.string().min(1, 'value required') })),
    });
    expect(validateFormByPath(list, { name: '', rows: [{ value: 'x' }, { value: '' }] })).toEqual({
      success: false,
      errors: { name: 'name required', 'rows.1.value': 'value required' },
    });
    expect(validateFormByPath(list, { name: 'n', rows: [] })).toEqual({
      success: true,
      data: { name: 'n', rows: [] },
      errors: {},
    });
  });

  it('leaves messages of a schema that is not an object in their order', () => {
    const piped = z.string().min(3, 'short');
    const result = validateForm(piped as unknown as z.ZodType<Record<string, unknown>>, 'ab');
    expect(result.errors).toEqual({ '': 'short' });
  });
});
