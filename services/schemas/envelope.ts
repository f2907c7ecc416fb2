import * as z from 'zod/mini';

/** Every API response: `{ code, msg, data }`; `00000` is success. */
export const envelopeSchema = z.object({
  code: z.string(),
  msg: z._default(z.string(), ''),
  data: z.optional(z.unknown()),
  s_code: z.optional(z.string()),
});

export type Envelope<T = unknown> = { code: string; msg: string; data: T; s_code?: string };
