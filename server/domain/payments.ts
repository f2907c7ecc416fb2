import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { codes } from '../../services/schemas/codes';
import { paymentNotifySchema, type PaymentChannel, type ProviderReason, type PaymentProvider, type PaymentStatusResult } from '../../services/schemas/payment';
import type { Config } from '../config';
import type { OrderOwner, OrderRow } from '../repositories/orders';
import type { Store } from '../repositories/store';
import { badRequest, DomainError } from './errors';
import { issueOrder } from './ticketing';
import { amountDueCents, fromCents } from './vouchers';
import { queueNotice } from './notices';
import { unpayableReason } from './booking/payable';

/** A callback signed further than this from the server clock is refused. */
export const NOTIFY_MAX_SKEW_MS = 5 * 60_000;

/** Hex HMAC-SHA256 over `${timestamp}.${rawBody}`, as the provider signs its callbacks. */
export function signNotify(secret: string, timestamp: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const newPaymentId = (now: Date) =>
  'PAY' + now.toISOString().slice(0, 10).replaceAll('-', '') + Array.from({ length: 12 }, () => ID_ALPHABET[randomInt(36)]).join('');

const toCents = (amount: string) => (/^\d+(\.\d{1,2})?$/.test(amount) ? Math.round(Number(amount) * 100) : NaN);

const orderNotFound = () => new DomainError(codes.orderNotFound, 'errors.orderNotFound');
const orderNotPayable = () => new DomainError(codes.orderNotPayable, 'errors.orderNotPayable');
const paymentNotFound = () => new DomainError(codes.paymentNotFound, 'errors.paymentNotFound');

/** Payments of orders through the providers the configuration switches on. */
export function payments(store: Store, config: Config) {
  const ensureEnabled = (provider: PaymentProvider) => {
    if (!config.paymentProviders[provider]) throw badRequest('errors.paymentProviderOff');
  };
  // The one rule verify and submit ask too: a flight cancelled or gone, or a seat no longer held, is not paid for.
  const ensurePayable = async (order: OrderRow, now: Date) => {
    if ((await unpayableReason(store, order, now)) !== null) throw orderNotPayable();
  };

  return {
    /** A new pending payment of the whole of one of the owner's unpaid orders, up to the currency's online limit. */
    async start(owner: OrderOwner, provider: PaymentProvider, channel: PaymentChannel, orderId: number, now: Date) {
      ensureEnabled(provider);
      const order = await store.orders.findOwn(orderId, owner);
      if (!order) throw orderNotFound();
      await ensurePayable(order, now);
      // What the order's vouchers do not pay.
      const amount = fromCents(await amountDueCents(store, order));
      const limit = config.payLimit[order.currency];
      if (limit !== undefined && Number(amount) > limit) {
        throw new DomainError(codes.orderNotPayable, 'errors.paymentOverLimit', { currency: order.currency, limit });
      }
      const payment = await store.payments.create({
        id: newPaymentId(now),
        orderId: order.id,
        provider,
        channel,
        amount,
        currency: order.currency,
        status: 'PENDING',
        createdAt: now,
      });
      return { paymentId: payment.id, amount: payment.amount, currency: payment.currency, paymentDeadline: order.paymentDeadline.toISOString() };
    },

    /** A pending payment of a still payable order may be taken up again; answers its id and channel. */
    async resume(owner: OrderOwner, provider: PaymentProvider, paymentId: string, now: Date) {
      ensureEnabled(provider);
      const row = await store.payments.findOwn(owner, provider, paymentId);
      if (!row) throw paymentNotFound();
      await ensurePayable(row.order, now);
      if (row.payment.status !== 'PENDING') throw new DomainError(codes.invalidState, 'errors.paymentNotPending');
      return { paymentId: row.payment.id, channel: row.payment.channel as PaymentChannel };
    },

    async status(owner: OrderOwner, provider: PaymentProvider, paymentId: string): Promise<PaymentStatusResult> {
      const row = await store.payments.findOwn(owner, provider, paymentId);
      if (!row) throw paymentNotFound();
      const { payment, order } = row;
      return {
        paymentId: payment.id,
        status: payment.status as PaymentStatusResult['status'],
        orderId: order.id,
        orderStatus: order.status,
        failureReason: payment.failureReason,
      };
    },

    /**
     * The provider's signed callback. The signature covers the timestamp and the raw body; a
     * callback is applied once, and money is never kept without a ticket: an order that expired or
     * was paid meanwhile gets it back.
     */
    async settle(provider: PaymentProvider, callback: { timestamp: string; signature: string; body: Buffer }, now: Date) {
      const { timestamp, body } = callback;
      const signature = callback.signature.toLowerCase();
      const expected = Buffer.from(signNotify(config.paymentSecret, timestamp, body), 'hex');
      const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
      if (!/^\d{1,15}$/.test(timestamp) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new DomainError(codes.paymentSignatureInvalid, 'errors.paymentSignatureInvalid');
      }
      if (Math.abs(now.getTime() - Number(timestamp)) > NOTIFY_MAX_SKEW_MS) throw new DomainError(codes.paymentStale, 'errors.paymentStale');

      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        throw badRequest();
      }
      const parsed = paymentNotifySchema.safeParse(json);
      if (!parsed.success) throw badRequest();
      const notify = parsed.data;
      const row = await store.payments.findWithOrderNo(notify.paymentId, provider);
      if (!row || row.orderNo !== notify.orderNo) throw paymentNotFound();
      const { payment } = row;
      if (toCents(notify.amount) !== toCents(payment.amount) || notify.currency !== payment.currency) {
        throw new DomainError(codes.paymentAmountMismatch, 'errors.paymentAmountMismatch');
      }

      return store.transaction(async (tx) => {
        // The signature's unique insert lets exactly one of many identical callbacks through. A
        // provider retries until it hears success, so a copy already taken gets the same answer.
        const fresh = await tx.payments.recordCallback(signature, payment.id, now);
        const card = { cardLast4: notify.cardLast4 ?? null, completedAt: now };
        // The order is locked first, so vouchers spent on it meanwhile are seen: a payment of what is no longer due is refunded.
        const order = (await tx.vouchers.lockOrder(payment.orderId))!;
        if (fresh && notify.status === 'DECLINED') {
          // A failed payment gives the order's vouchers back.
          if ((await tx.payments.settle(payment.id, 'DECLINED', { ...card, failureReason: notify.reason || 'declined' })) && order.status === 'UNPAID') {
            await tx.vouchers.release(order.id, now);
            await queueNotice(tx, 'paymentFailed', order, `declined:${payment.id}`, {}, now);
          }
        } else if (fresh && (await tx.payments.settle(payment.id, 'SUCCEEDED', card))) {
          const paysWhatIsDue = toCents(payment.amount) === (await amountDueCents(tx, order));
          if (!paysWhatIsDue || !(await issueOrder(tx, payment.orderId, now))) await tx.payments.refund(payment.id, 'order could no longer be ticketed' satisfies ProviderReason);
        }
        return { paymentId: payment.id, status: await tx.payments.statusOf(payment.id) };
      });
    },

    /** Where the browser lands back in the app: the ids it came with, and the order's (and its kind) when the payment is known. */
    async returnPageQuery(paymentId: string, provider: PaymentProvider): Promise<{ query: URLSearchParams; kind: string | null }> {
      const orderId = await store.payments.orderIdOf(paymentId);
      if (orderId === undefined) return { query: new URLSearchParams({ paymentId, provider }), kind: null };
      const order = await store.orders.byId(orderId);
      return { query: new URLSearchParams({ orderId: String(orderId), paymentId, provider }), kind: order?.kind ?? null };
    },
  };
}
