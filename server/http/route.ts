import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { codes } from '../../services/schemas/codes';
import { agentOnly, badRequest, DomainError, invalidField, loginRequired, loungeDeskOnly, operationsOnly } from '../domain/errors';
import type { OrderOwner } from '../repositories/orders';
import { withoutToken, type Caller, type UserRole } from './auth';

export interface RouteContext<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  caller: Caller;
  locale: string;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** 'owner': a logged-in user, or a guest with a token for the order the call names; 'operations', 'agent', 'staff': a logged-in account of that role. */
type Access = 'public' | 'user' | 'owner' | 'operations' | 'agent' | 'staff';

/** The staff accesses: the role they need and the refusal anyone else gets. */
const staffAccess: Partial<Record<Access, { role: UserRole; refusal: () => DomainError }>> = {
  operations: { role: 'OPERATIONS', refusal: operationsOnly },
  agent: { role: 'AGENT', refusal: agentOnly },
  staff: { role: 'STAFF', refusal: loungeDeskOnly },
};
const staffOf = (access: Access | undefined) => (access ? staffAccess[access] : undefined);

interface RouteSpec<B extends z.ZodMiniType, Q extends z.ZodMiniType, P extends z.ZodMiniType> {
  method: 'GET' | 'POST';
  url: string;
  /** 'user' answers U00003 to an anonymous caller or a guest, 'owner' to an anonymous caller; 'operations', 'agent' and 'staff' as 'user', then A0403, Q00003 or G00017 to another role. */
  access?: Access;
  body?: B;
  query?: Q;
  params?: P;
  /** 'raw': the handler answers itself (a redirect, a page) instead of the `{ code, msg, data }` envelope. */
  answer?: 'envelope' | 'raw';
}

/**
 * The shared zod schemas check requests through fastify-type-provider-zod's validator. Its first
 * issue becomes the envelope's message: shared schemas carry locale keys as messages, zod's own
 * defaults are not keys, and instead the field is named in words (`invalidField`), never by its
 * path; a body of the wrong shape altogether names no field. A missing body is checked as an empty one.
 */
export const requestValidator: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const result = validate(data ?? {}) as { value?: unknown; error?: FastifySchemaValidationError[] };
    if (!result.error) return result;
    const issue = result.error[0];
    const field = issue?.instancePath.slice(1).replaceAll('/', '.') ?? '';
    const message = issue?.message ?? '';
    if (message.includes('.') && !message.includes(' ')) return { error: badRequest(message) };
    return { error: field ? invalidField(field) : badRequest() };
  };
};

/**
 * Registers one API path: the shared schemas check the request (and describe it in the API
 * document), and the handler's result is answered in the envelope.
 */
export function route<B extends z.ZodMiniType = z.ZodMiniUnknown, Q extends z.ZodMiniType = z.ZodMiniUnknown, P extends z.ZodMiniType = z.ZodMiniUnknown, R = unknown>(
  app: FastifyInstance,
  spec: RouteSpec<B, Q, P>,
  handler: (ctx: RouteContext<z.infer<B>, z.infer<Q>, z.infer<P>>) => Promise<R> | R,
): void {
  app.route({
    method: spec.method,
    url: spec.url,
    schema: {
      // Only the parts a route has: Fastify warns of a part given as undefined.
      ...Object.fromEntries(Object.entries({ body: spec.body, querystring: spec.query, params: spec.params }).filter(([, schema]) => schema)),
      // For the API document: grouped by service (the path's first part), and which credential the call needs.
      tags: [spec.url.split('/')[1]!],
      ...((spec.access === 'user' || staffOf(spec.access) !== undefined) && { security: [{ user: [] }] }),
      ...(spec.access === 'owner' && { security: [{ user: [] }, { client: [], guest: [] }] }),
      ...(withoutToken.has(spec.url) && { security: [] }),
    },
    // Before the request is checked: an anonymous caller learns that it must log in, nothing about its request.
    ...(spec.access !== undefined &&
      spec.access !== 'public' && {
        preValidation: async (req: FastifyRequest) => {
          const staff = staffOf(spec.access);
          const userOnly = spec.access === 'user' || staff !== undefined;
          if (req.caller.kind === 'anonymous' || (userOnly && req.caller.kind !== 'user')) throw loginRequired();
          if (staff && !(req.caller.kind === 'user' && req.caller.role === staff.role)) throw staff.refusal();
        },
      }),
    handler: async (req, reply) => {
      const data = await handler({
        body: req.body as z.infer<B>,
        query: req.query as z.infer<Q>,
        params: req.params as z.infer<P>,
        caller: req.caller,
        locale: req.locale,
        req,
        reply,
      });
      if (spec.answer === 'raw') return data;
      return { code: codes.success, msg: 'success', data: data ?? null };
    },
  });
}

/** Whose orders the caller may reach: the user's, or the one order of a guest; routes with access 'owner' may call it safely. */
export function ownerOf(caller: Caller): OrderOwner {
  if (caller.kind === 'anonymous') throw loginRequired();
  return caller.kind === 'user' ? caller.userId : { guestOrderId: caller.orderId };
}

/** The logged-in user's id; routes with access 'user' may call it safely. */
export function userIdOf(caller: Caller): number {
  if (caller.kind !== 'user') throw loginRequired();
  return caller.userId;
}

/** What the caller may buy: the staff lounge offer only a staff account. */
export const buyerOf = (caller: Caller) => ({ staff: caller.kind === 'user' && caller.role === 'STAFF', userId: caller.kind === 'user' ? caller.userId : null });
