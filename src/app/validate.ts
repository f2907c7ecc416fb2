import type * as z from 'zod/mini';

/** Field errors as locale keys, from the same zod schema the server checks with. */
export type FieldErrors = Record<string, string>;

export function validate<S extends z.ZodMiniType>(schema: S, values: unknown): { data: z.infer<S> } | { errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message.startsWith('validation.') ? issue.message : 'validation.required';
  }
  return { errors };
}
