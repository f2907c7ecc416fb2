import type * as z from 'zod/mini';

/** Field errors as locale keys, from the same zod schema the server checks with. */
export type FieldErrors = Record<string, string>;

const valueAt = (values: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), values);
const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The message of one failed check: an empty field is "required" (or its own "please enter ..."),
 * never the format it has not yet been given a chance to get wrong.
 */
function messageOf(issue: z.core.$ZodIssue, values: unknown): string {
  // A locale key (a flow's own section may hold its messages), not one of zod's sentences.
  const own = issue.message.includes('.') && !issue.message.includes(' ') ? issue.message : 'validation.required';
  if (isEmpty(valueAt(values, issue.path)) && !own.endsWith('Required')) return 'validation.required';
  return own;
}

export function validate<S extends z.ZodMiniType>(schema: S, values: unknown): { data: z.infer<S> } | { errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= messageOf(issue, values);
  return { errors };
}
