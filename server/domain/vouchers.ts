import { codes } from '../../services/schemas/codes';
import { MAX_VOUCHERS_PER_ORDER, type UseVouchersRequest, type Voucher, type VoucherDetail, type VoucherEvent, type VoucherPayment } from '../../services/schemas/voucher';
import { translate } from '../i18n';
import type { OrderRow } from '../repositories/orders';
import type { Store } from '../repositories/store';
import type { VoucherRow } from '../repositories/vouchers';
import { DomainError } from './errors';
import { issueOrder } from './ticketing';

/** Amounts are kept as decimal strings; sums are made in cents. */
export const cents = (amount: string | number) => Math.round(Number(amount) * 100);
export const fromCents = (value: number) => (value / 100).toFixed(2);

const orderNotFound = () => new DomainError(codes.orderNotFound, 'errors.orderNotFound');
const orderNotPayable = () => new DomainError(codes.orderNotPayable, 'errors.orderNotPayable');

export function voucherStatus(v: VoucherRow, now: Date): Voucher['status'] {
  if (v.status === 'USED') return 'USED';
  return v.validUntil <= now ? 'EXPIRED' : 'ACTIVE';
}

const toVoucher = (v: VoucherRow, now: Date, locale: string): Voucher => ({
  voucherNo: v.voucherNo,
  currency: v.currency,
  faceValue: Number(v.faceValue),
  balance: Number(v.balance),
  validFrom: v.validFrom.toISOString(),
  validUntil: v.validUntil.toISOString(),
  source: v.source as Voucher['source'],
  status: voucherStatus(v, now),
  rules: translate(locale, 'voucher.rules', { currency: v.currency, max: MAX_VOUCHERS_PER_ORDER }),
});

interface Allocation {
  voucher: VoucherRow;
  amount: number;
}

/**
 * What each chosen voucher pays of an order that has `dueCents` left to pay and `appliedCount`
 * vouchers on it already, in the order chosen. Refuses the lot if any one of them cannot pay: it
 * is not the caller's (as if it did not exist), expired, spent, in another currency, a fourth on
 * the order, or not needed because the vouchers before it already pay everything.
 */
function allocate(order: OrderRow, dueCents: number, appliedCount: number, voucherNos: string[], owned: VoucherRow[], now: Date): Allocation[] {
  if (appliedCount + voucherNos.length > MAX_VOUCHERS_PER_ORDER) throw new DomainError(codes.voucherLimit, 'errors.voucherLimit', { max: MAX_VOUCHERS_PER_ORDER });
  let left = dueCents;
  return voucherNos.map((no) => {
    const voucher = owned.find((v) => v.voucherNo === no);
    if (!voucher) throw new DomainError(codes.voucherNotFound, 'errors.voucherNotFound');
    if (voucher.validFrom > now || voucher.validUntil <= now) throw new DomainError(codes.voucherExpired, 'errors.voucherExpired', { voucherNo: no });
    if (voucher.status === 'USED' || cents(voucher.balance) === 0) throw new DomainError(codes.voucherSpent, 'errors.voucherSpent', { voucherNo: no });
    if (voucher.currency !== order.currency) {
      throw new DomainError(codes.voucherCurrency, 'errors.voucherCurrency', { voucherNo: no, currency: voucher.currency, orderCurrency: order.currency });
    }
    if (left === 0) throw new DomainError(codes.voucherNotNeeded, 'errors.voucherNotNeeded', { voucherNo: no });
    const amount = Math.min(cents(voucher.balance), left);
    left -= amount;
    return { voucher, amount };
  });
}

function ensurePayable(order: OrderRow | undefined, now: Date): OrderRow {
  if (!order) throw orderNotFound();
  if (order.status !== 'UNPAID' || order.paymentDeadline <= now) throw orderNotPayable();
  return order;
}

/** The order's vouchers and what is left to pay, with `chosen` added. */
async function summary(store: Store, order: OrderRow, chosen: Allocation[], status: string): Promise<VoucherPayment> {
  const vouchers = [
    ...(await store.vouchers.appliedTo(order.id)).map((a) => ({ voucherNo: a.voucherNo, amount: cents(a.amount) })),
    ...chosen.map((c) => ({ voucherNo: c.voucher.voucherNo, amount: c.amount })),
  ];
  const paid = vouchers.reduce((s, v) => s + v.amount, 0);
  return {
    orderId: order.id,
    currency: order.currency,
    totalAmount: Number(order.totalAmount),
    vouchers: vouchers.map((v) => ({ voucherNo: v.voucherNo, amount: v.amount / 100 })),
    voucherAmount: paid / 100,
    amountDue: (cents(order.totalAmount) - paid) / 100,
    orderStatus: status,
  };
}

/** What is left to pay of an order once its vouchers are taken off. */
export async function amountDueCents(store: Store, order: OrderRow): Promise<number> {
  const applied = await store.vouchers.appliedTo(order.id);
  return cents(order.totalAmount) - applied.reduce((s, a) => s + cents(a.amount), 0);
}

/** The vouchers of a user, and spending them on the user's unpaid orders (spec section 7, "Vouchers"). */
export function vouchers(store: Store) {
  return {
    async mine(userId: number, now: Date, locale: string): Promise<Voucher[]> {
      return (await store.vouchers.ofUser(userId)).map((v) => toVoucher(v, now, locale));
    },

    /**
     * One of the user's vouchers with its history: each order it paid part of and how much, the amount
     * given back when that order closed unpaid, and what refunds of it gave back, oldest first. Anyone
     * else's does not exist.
     */
    async detail(userId: number, voucherNo: string, now: Date, locale: string): Promise<VoucherDetail> {
      const [voucher] = await store.vouchers.ownByNumbers(userId, [voucherNo]);
      if (!voucher) throw new DomainError(codes.voucherNotFound, 'errors.voucherNotFound');
      const { spent, refunded } = await store.vouchers.historyOf(voucher.id);
      const event = (kind: VoucherEvent['kind'], h: { orderId: number; orderNo: string; amount: string }, at: Date): VoucherEvent => ({
        kind,
        orderId: h.orderId,
        orderNo: h.orderNo,
        amount: Number(h.amount),
        at: at.toISOString(),
      });
      const history = [
        ...spent.flatMap((h) => [event('SPENT', h, h.appliedAt), ...(h.releasedAt ? [event('RETURNED', h, h.releasedAt)] : [])]),
        ...refunded.map((h) => event('REFUNDED', h, h.at)),
      ];
      return { ...toVoucher(voucher, now, locale), history: history.sort((a, b) => a.at.localeCompare(b.at)) };
    },

    /** The user's vouchers that can pay the order: its currency, valid now, with a balance, not on it already. */
    async usableFor(userId: number, orderId: number, now: Date, locale: string): Promise<Voucher[]> {
      const order = await store.orders.findOwn(orderId, userId);
      if (!order) throw orderNotFound();
      const onOrder = new Set((await store.vouchers.appliedTo(order.id)).map((a) => a.voucherNo));
      return (await store.vouchers.usable(userId, order.currency, now)).filter((v) => !onOrder.has(v.voucherNo)).map((v) => toVoucher(v, now, locale));
    },

    /** What the chosen vouchers would pay of the order and what would be left; changes nothing. */
    async quote(userId: number, request: UseVouchersRequest, now: Date): Promise<VoucherPayment> {
      const order = ensurePayable(await store.orders.findOwn(request.orderId, userId), now);
      const applied = await store.vouchers.appliedTo(order.id);
      const owned = await store.vouchers.ownByNumbers(userId, request.voucherNos);
      const onOrder = new Set(applied.map((a) => a.voucherNo));
      const chosen = allocate(order, await amountDueCents(store, order), applied.length, request.voucherNos, owned.filter((v) => !onOrder.has(v.voucherNo)), now);
      return summary(store, order, chosen, order.status);
    },

    /**
     * Spends the chosen vouchers on the order, in one transaction with the order and the vouchers
     * locked: of two payments spending the same voucher at once, the second sees what the first
     * left. Vouchers that pay all that is left issue the order at once.
     */
    async pay(userId: number, request: UseVouchersRequest, now: Date): Promise<VoucherPayment> {
      return store.transaction(async (tx) => {
        const order = ensurePayable(await tx.vouchers.lockOrder(request.orderId, userId), now);
        const applied = await tx.vouchers.appliedTo(order.id);
        const onOrder = new Set(applied.map((a) => a.voucherNo));
        const owned = (await tx.vouchers.ownByNumbers(userId, request.voucherNos, true)).filter((v) => !onOrder.has(v.voucherNo));
        const due = await amountDueCents(tx, order);
        const chosen = allocate(order, due, applied.length, request.voucherNos, owned, now);
        for (const c of chosen) await tx.vouchers.spend(c.voucher, order.id, fromCents(c.amount), now);
        const covered = chosen.reduce((s, c) => s + c.amount, 0) === due;
        if (covered && !(await issueOrder(tx, order.id, now))) throw orderNotPayable();
        return summary(tx, order, [], covered ? 'ISSUED' : order.status);
      });
    },
  };
}
