import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { codes } from '../../services/schemas/codes';
import type { RouteDeps } from '../deps';
import { flashSaleCurrencies } from '../domain/booking/fares';
import { issueVoucher } from '../domain/flash-sale';
import { runAllJobs } from '../jobs';
import { translate } from '../i18n';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const isLoopback = (ip: string | undefined) => /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(ip ?? '');
/**
 * A caller on this machine itself: the connection comes from a loopback address and carries no
 * header any proxy adds (Forwarded, Via, X-Forwarded-*, X-Real-IP and the like). A forwarded
 * request is refused whatever address it names, since a proxy on this machine (or
 * TRUST_PROXY=true) would otherwise make every caller look local.
 */
const proxyHeader = /^(forwarded|via|x-forwarded-.+|x-real-ip|x-client-ip|true-client-ip|cf-connecting-ip|x-cluster-client-ip)$/;
const isOnThisMachine = (req: FastifyRequest) => isLoopback(req.socket.remoteAddress) && !Object.keys(req.headers).some((h) => proxyHeader.test(h));

/** A voucher for a user named by mobile number or e-mail, as the airline gives one. */
const voucherGiftSchema = z.object({
  username: z.string(),
  areaCode: z.optional(z.string()),
  currency: z.enum(flashSaleCurrencies),
  amount: z.number().check(z.gt(0), z.lte(100_000)),
});

const clockMoveSchema = z.object({ advanceMs: z.optional(z.number().check(z.gte(-1e12), z.lte(1e12))), reset: z.optional(z.boolean()) });

/** These pages are not the API: a refusal says its HTTP status too. */
const refuse = (req: FastifyRequest, reply: FastifyReply, status: 400 | 404) =>
  reply.status(status).send(status === 404 ? { code: codes.notFound, msg: translate(req.locale, 'errors.notFound'), data: null } : { code: codes.badRequest, msg: translate(req.locale, 'errors.badRequest'), data: null });

/**
 * Development tools: the outbox of SMS and e-mail, and the server clock. Off in production, and
 * answering only callers on this machine: to anyone else they do not exist.
 */
export function registerDevRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.register(async (dev) => {
    dev.addHook('onRequest', async (req, reply) => {
      if (!isOnThisMachine(req)) return refuse(req, reply, 404);
    });
    registerTools(dev, deps);
  });
}

function registerTools(app: FastifyInstance, deps: RouteDeps): void {
  const { store, clock } = deps;
  const latest = () => store.outbox.latest(100);

  app.get('/dev/outbox.json', async () => latest());

  // The design-system page is a page of the app: the app's HTML, here and only here.
  app.get('/dev/ui', async (_req, reply) => reply.sendFile('index.html'));

  app.get('/dev/outbox', { config: { securityPolicy: 'developmentPage' } }, async (_req, reply) => {
    const rows = (await latest())
      .map((m) => `<tr><td>${m.createdAt.toISOString()}</td><td>${m.channel}</td><td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.subject)}</td><td>${escapeHtml(m.body)}</td></tr>`)
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Outbox</title>
<style>body{font:14px system-ui;margin:12px}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:4px;text-align:left;vertical-align:top}</style>
<h1>Outbox</h1><p>SMS and e-mail the server has sent, newest first.</p>
<table><thead><tr><th>Time</th><th>Channel</th><th>To</th><th>Subject</th><th>Message</th></tr></thead><tbody>${rows}</tbody></table>`;
  });

  app.post('/dev/vouchers', async (req, reply) => {
    const parsed = voucherGiftSchema.safeParse(req.body ?? {});
    const user = parsed.success ? await store.users.findByLogin(parsed.data.username, parsed.data.areaCode) : undefined;
    if (!parsed.success || !user) return refuse(req, reply, 400);
    const voucher = await issueVoucher(store, { userId: user.id, currency: parsed.data.currency, amount: parsed.data.amount, source: 'GIFT' }, clock.now());
    return { voucherNo: voucher.voucherNo };
  });

  app.get('/dev/clock', async () => ({ now: clock.now().toISOString() }));
  app.post('/dev/clock', async (req, reply) => {
    const parsed = clockMoveSchema.safeParse(req.body ?? {});
    if (!parsed.success) return refuse(req, reply, 400);
    const body = parsed.data;
    if (body.reset) clock.reset();
    if (body.advanceMs) clock.advance(body.advanceMs);
    // What the new time makes due (an unpaid order's deadline, say) is done at once, not at the next run.
    return { now: clock.now().toISOString(), jobs: await runAllJobs(deps) };
  });
}
