import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { AppDeps } from '../app';
import { outbox } from '../db/schema';
import { expireOrders } from '../domain/booking/orders';
import { codes } from '../../services/schemas/codes';
import { ApiError } from '../http/api-error';
import { developmentPageHelmet } from '../plugins/security-headers';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The caller's address (as the server sees it, through a trusted proxy only) is this machine's. */
const isLoopback = (ip: string) => /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(ip);

const clockMoveSchema = z.object({ advanceMs: z.optional(z.number().check(z.gte(-1e12), z.lte(1e12))), reset: z.optional(z.boolean()) });

/**
 * Development tools: the outbox of SMS and e-mail, and the server clock. Off in production, and
 * answering only callers on this machine: to anyone else they do not exist.
 */
export function registerDevRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.register(async (dev) => {
    dev.addHook('onRequest', async (req) => {
      if (!isLoopback(req.ip)) throw new ApiError(codes.notFound, 'errors.notFound', {}, 404);
    });
    registerTools(dev, deps);
  });
}

function registerTools(app: FastifyInstance, { db, clock }: AppDeps): void {
  const latest = () => db.select().from(outbox).orderBy(desc(outbox.id)).limit(100);

  app.get('/dev/outbox.json', async () => latest());

  app.get('/dev/outbox', { helmet: developmentPageHelmet }, async (_req, reply) => {
    const rows = (await latest())
      .map((m) => `<tr><td>${m.createdAt.toISOString()}</td><td>${m.channel}</td><td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.subject)}</td><td>${escapeHtml(m.body)}</td></tr>`)
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Outbox</title>
<style>body{font:14px system-ui;margin:12px}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:4px;text-align:left;vertical-align:top}</style>
<h1>Outbox</h1><p>SMS and e-mail the server has sent, newest first.</p>
<table><thead><tr><th>Time</th><th>Channel</th><th>To</th><th>Subject</th><th>Message</th></tr></thead><tbody>${rows}</tbody></table>`;
  });

  app.get('/dev/clock', async () => ({ now: clock.now().toISOString() }));
  app.post('/dev/clock', async (req) => {
    const parsed = clockMoveSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw new ApiError(codes.badRequest, 'errors.badRequest', {}, 400);
    const body = parsed.data;
    if (body.reset) clock.reset();
    if (body.advanceMs) clock.advance(body.advanceMs);
    // Orders whose deadline the new time has passed expire at once, not at the next sweep.
    const expired = await expireOrders(db, clock.now());
    return { now: clock.now().toISOString(), expired };
  });
}
