import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { codes } from '../../services/schemas/codes';
import { ApiError, loginRequired } from './api-error';
import type { Caller } from './auth';

export interface RouteContext<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  caller: Caller;
  locale: string;
  req: FastifyRequest;
  reply: FastifyReply;
}

type Access = 'public' | 'user';

interface RouteSpec<B extends z.ZodMiniType, Q extends z.ZodMiniType, P extends z.ZodMiniType> {
  method: 'GET' | 'POST';
  url: string;
  /** 'user' answers U00003 to an anonymous caller. */
  access?: Access;
  body?: B;
  query?: Q;
  params?: P;
}

function parse<T extends z.ZodMiniType>(schema: T | undefined, value: unknown): z.infer<T> {
  if (!schema) return value as z.infer<T>;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  // Shared schemas carry locale keys as messages; zod's own defaults are not keys.
  // A body of the wrong shape altogether names no field.
  const key = issue?.message.includes('.') && !issue.message.includes(' ') ? issue.message : field ? 'errors.invalidField' : 'errors.badRequest';
  throw new ApiError(codes.badRequest, key, { field });
}

/** Registers one API path: parses the request with the shared schemas and answers the envelope. */
export function route<B extends z.ZodMiniType = z.ZodMiniUnknown, Q extends z.ZodMiniType = z.ZodMiniUnknown, P extends z.ZodMiniType = z.ZodMiniUnknown, R = unknown>(
  app: FastifyInstance,
  spec: RouteSpec<B, Q, P>,
  handler: (ctx: RouteContext<z.infer<B>, z.infer<Q>, z.infer<P>>) => Promise<R> | R,
): void {
  app.route({
    method: spec.method,
    url: spec.url,
    handler: async (req, reply) => {
      const caller = req.caller;
      if (spec.access === 'user' && caller.kind !== 'user') throw loginRequired();
      const data = await handler({
        body: parse(spec.body, req.body),
        query: parse(spec.query, req.query),
        params: parse(spec.params, req.params),
        caller,
        locale: req.locale,
        req,
        reply,
      });
      return { code: codes.success, msg: 'success', data: data ?? null };
    },
  });
}

/** The logged-in user's id; routes with access 'user' may call it safely. */
export function userIdOf(caller: Caller): number {
  if (caller.kind !== 'user') throw loginRequired();
  return caller.userId;
}
