import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { AppDeps } from '../deps';
import { outbox } from '../db/schema';
import { expireOrders } from '../domain/booking/orders';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Development tools: the outbox of SMS and e-mail, and the server clock. Off in production. */
export function registerDevRoutes(app: FastifyInstance, { db, clock }: AppDeps): void {
  const latest = () => db.select().from(outbox).orderBy(desc(outbox.id)).limit(100);

  app.get('/dev/outbox.json', async () => latest());

  app.get('/dev/outbox', async (_req, reply) => {
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
    const body = z.object({ advanceMs: z.optional(z.number()), reset: z.optional(z.boolean()) }).parse(req.body ?? {});
    if (body.reset) clock.reset();
    if (body.advanceMs) clock.advance(body.advanceMs);
    // Orders whose deadline the new time has passed expire at once, not at the next sweep.
    const expired = await expireOrders(db, clock.now());
    return { now: clock.now().toISOString(), expired };
  });
}
