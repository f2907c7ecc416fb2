import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { codes } from '../../services/schemas/codes';
import {
  gotoPayRequestSchema,
  paymentIdQuerySchema,
  paymentNotifySchema,
  paymentParamsSchema,
  paymentProviders,
  prepaymentRequestSchema,
  providerParamsSchema,
  type PaymentChannel,
  type PaymentProvider,
} from '../../services/schemas/payment';
import type { AppDeps } from '../deps';
import type { Db } from '../db/client';
import { orders, paymentCallbacks, payments } from '../db/schema';
import { issueOrder } from '../domain/ticketing';
import { ApiError, badRequest } from '../http/api-error';
import { route, userIdOf } from '../http/route';

export const PAYMENT = '/dsb-order/api/v1/payment';
/** A callback signed further than this from the server clock is refused. */
export const NOTIFY_MAX_SKEW_MS = 5 * 60_000;
export const RESULT_PAGE = '/pagesBook/pages/payment/result';

export const payUrlOf = (paymentId: string) => `/sandbox-pay/${paymentId}`;
export const frontCallbackUrl = (provider: string, paymentId: string) =>
  `${PAYMENT}/${provider}/front/callback?paymentId=${encodeURIComponent(paymentId)}`;

/** Hex HMAC-SHA256 over `${timestamp}.${rawBody}`, as the provider signs its callbacks. */
export function signNotify(secret: string, timestamp: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const newPaymentId = (now: Date) =>
  'PAY' + now.toISOString().slice(0, 10).replaceAll('-', '') + Array.from({ length: 12 }, () => ID_ALPHABET[randomInt(36)]).join('');

const toCents = (amount: string) => (/^\d+(\.\d{1,2})?$/.test(amount) ? Math.round(Number(amount) * 100) : NaN);

const prepaymentPaths: Record<PaymentChannel, string> = { card: 'prepayment', h5: 'prepayment/h5', wap: 'prepayment/wap', qrcode: 'prepayment/qrcode' };

const orderNotFound = () => new ApiError(codes.orderNotFound, 'errors.orderNotFound');
const orderNotPayable = () => new ApiError(codes.orderNotPayable, 'errors.orderNotPayable');
const paymentNotFound = () => new ApiError(codes.paymentNotFound, 'errors.paymentNotFound');

/** A payment of one of the caller's orders, or none. */
async function ownPayment(db: Db, userId: number, provider: PaymentProvider, paymentId: string) {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, paymentId), eq(payments.provider, provider), eq(orders.userId, userId)));
  return row;
}

export function registerPaymentRoutes(app: FastifyInstance, { db, clock, config }: AppDeps): void {
  const ensureEnabled = (provider: PaymentProvider) => {
    if (!config.paymentProviders[provider]) throw badRequest('errors.paymentProviderOff');
  };
  const ensurePayable = (order: typeof orders.$inferSelect) => {
    if (order.status !== 'UNPAID' || order.paymentDeadline <= clock.now()) throw orderNotPayable();
  };

  for (const [channel, path] of Object.entries(prepaymentPaths) as [PaymentChannel, string][]) {
    route(
      app,
      { method: 'POST', url: `${PAYMENT}/:provider/${path}`, access: 'user', params: providerParamsSchema, body: prepaymentRequestSchema },
      async ({ caller, params, body, req }) => {
        ensureEnabled(params.provider);
        const [order] = await db.select().from(orders).where(and(eq(orders.id, body.orderId), eq(orders.userId, userIdOf(caller))));
        if (!order) throw orderNotFound();
        ensurePayable(order);
        const limit = config.payLimit[order.currency];
        if (limit !== undefined && Number(order.totalAmount) > limit) {
          throw new ApiError(codes.orderNotPayable, 'errors.paymentOverLimit', { currency: order.currency, limit });
        }
        const now = clock.now();
        const [payment] = await db
          .insert(payments)
          .values({
            id: newPaymentId(now),
            orderId: order.id,
            provider: params.provider,
            channel,
            amount: order.totalAmount,
            currency: order.currency,
            status: 'PENDING',
            createdAt: now,
          })
          .returning();
        const payUrl = payUrlOf(payment!.id);
        const result = { paymentId: payment!.id, payUrl, amount: payment!.amount, currency: payment!.currency, paymentDeadline: order.paymentDeadline.toISOString() };
        if (channel !== 'qrcode') return result;
        // Scanned with another phone, so the code carries the absolute address.
        const svg = await QRCode.toString(`${req.protocol}://${req.host}${payUrl}`, { type: 'svg', margin: 2 });
        return { ...result, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
      },
    );
  }

  route(
    app,
    { method: 'POST', url: `${PAYMENT}/:provider/gotoPay`, access: 'user', params: providerParamsSchema, body: gotoPayRequestSchema },
    async ({ caller, params, body }) => {
      ensureEnabled(params.provider);
      const row = await ownPayment(db, userIdOf(caller), params.provider, body.paymentId);
      if (!row) throw paymentNotFound();
      ensurePayable(row.order);
      if (row.payment.status !== 'PENDING') throw new ApiError(codes.invalidState, 'errors.paymentNotPending');
      return { payUrl: payUrlOf(row.payment.id) };
    },
  );

  route(
    app,
    { method: 'GET', url: `${PAYMENT}/:provider/prepayment/status/:paymentId`, access: 'user', params: paymentParamsSchema },
    async ({ caller, params }) => {
      const row = await ownPayment(db, userIdOf(caller), params.provider, params.paymentId);
      if (!row) throw paymentNotFound();
      const { payment, order } = row;
      return { paymentId: payment.id, status: payment.status, orderId: order.id, orderStatus: order.status, failureReason: payment.failureReason };
    },
  );

  route(app, { method: 'GET', url: `${PAYMENT}/pay/limit` }, async () =>
    Object.entries(config.payLimit).map(([currency, maxAmount]) => ({ currency, maxAmount })),
  );
  route(app, { method: 'GET', url: `${PAYMENT}/switch` }, async () => ({ ...config.paymentProviders }));

  for (const provider of paymentProviders) {
    // Where the browser comes back from the provider: no token, so it reveals no more than the ids it was given.
    app.get(`${PAYMENT}/${provider}/front/callback`, async (req, reply) => {
      const query = paymentIdQuerySchema.safeParse(req.query);
      if (!query.success) throw badRequest('errors.invalidField', { field: 'paymentId' });
      const [payment] = await db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, query.data.paymentId));
      const search = new URLSearchParams(payment ? { orderId: String(payment.orderId), paymentId: query.data.paymentId } : { paymentId: query.data.paymentId });
      return reply.redirect(`${RESULT_PAGE}?${search}`, 302);
    });
  }

  // The signature covers the raw bytes, so this scope keeps the body as a Buffer.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    for (const provider of paymentProviders) {
      route(scope, { method: 'POST', url: `${PAYMENT}/${provider}/notify` }, async ({ req, body }) => {
        const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        const timestamp = String(req.headers['x-sandbox-timestamp'] ?? '');
        const signature = String(req.headers['x-sandbox-signature'] ?? '').toLowerCase();
        const expected = Buffer.from(signNotify(config.paymentSecret, timestamp, raw), 'hex');
        const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
        if (!/^\d{1,15}$/.test(timestamp) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
          throw new ApiError(codes.paymentSignatureInvalid, 'errors.paymentSignatureInvalid', {}, 401);
        }
        const now = clock.now();
        if (Math.abs(now.getTime() - Number(timestamp)) > NOTIFY_MAX_SKEW_MS) throw new ApiError(codes.paymentStale, 'errors.paymentStale');

        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          throw badRequest();
        }
        const parsed = paymentNotifySchema.safeParse(json);
        if (!parsed.success) throw badRequest();
        const notify = parsed.data;
        const [row] = await db
          .select({ payment: payments, orderNo: orders.orderNo })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(and(eq(payments.id, notify.paymentId), eq(payments.provider, provider)));
        if (!row || row.orderNo !== notify.orderNo) throw paymentNotFound();
        const { payment } = row;
        if (toCents(notify.amount) !== toCents(payment.amount) || notify.currency !== payment.currency) {
          throw new ApiError(codes.paymentAmountMismatch, 'errors.paymentAmountMismatch');
        }

        return db.transaction(async (tx) => {
          // The signature's unique insert lets exactly one of many identical callbacks through.
          const [fresh] = await tx.insert(paymentCallbacks).values({ signature, paymentId: payment.id, receivedAt: now }).onConflictDoNothing().returning();
          if (!fresh) throw new ApiError(codes.paymentReplayed, 'errors.paymentReplayed');
          const pending = and(eq(payments.id, payment.id), eq(payments.status, 'PENDING'));
          const card = { cardLast4: notify.cardLast4 ?? null, completedAt: now };
          if (notify.status === 'DECLINED') {
            await tx.update(payments).set({ ...card, status: 'DECLINED', failureReason: notify.reason || 'declined' }).where(pending);
          } else {
            const [paid] = await tx.update(payments).set({ ...card, status: 'SUCCEEDED' }).where(pending).returning();
            // Money is never kept without a ticket: an order that expired or was paid meanwhile gets it back.
            if (paid && !(await issueOrder(tx, payment.orderId, now))) {
              await tx.update(payments).set({ status: 'REFUNDED', failureReason: 'order could no longer be ticketed' }).where(eq(payments.id, payment.id));
            }
          }
          const [after] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
          return { paymentId: payment.id, status: after!.status };
        });
      });
    }
  });
}
