import { randomInt } from 'node:crypto';
import { codes } from '../../../services/schemas/codes';
import type { BookingPassenger } from '../../../services/schemas/offer';
import type { CouponStatus } from '../../../services/schemas/order';
import { refundChoiceProblem, refundGroupOf, type FeeMatch, type RefundApplyRequest, type RefundDetail, type RefundPage, type RefundSummary } from '../../../services/schemas/refund';
import type { Page } from '../../repositories/page';
import type { OrderRow } from '../../repositories/orders';
import type { PaymentRow } from '../../repositories/payments';
import type { RefundRow } from '../../repositories/refunds';
import type { Store } from '../../repositories/store';
import { isUniqueViolation } from '../../repositories/unique-violation';
import { translate } from '../../i18n';
import { fareRules } from '../booking/fare-rules';
import { sum, type Currency } from '../booking/fares';
import type { LegPrices } from '../booking/leg-prices';
import { pointsOfPassengers } from '../changes/order-legs';
import { returnRefundedPoints } from '../club/points';
import { heldPassengers, moveCoupons } from '../coupons/coupons';
import { DomainError } from '../errors';
import { returnCardUse } from '../redeem-cards/uses';
import { returnPassUse } from '../travel-pass/uses';
import { discountShares, passengerRefund } from './fees';

const orderNotFound = () => new DomainError(codes.orderNotFound, 'errors.orderNotFound');
const notAllowed = (key: string) => new DomainError(codes.refundNotAllowed, key);
const alreadyRefunded = () => new DomainError(codes.passengerRefunded, 'refund.problems.passengerRefunded');
const checkedIn = () => new DomainError(codes.passengerRefunded, 'refund.problems.passengerCheckedIn');

const refundNo = (now: Date) => `RF${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;

/** Why the order cannot be refunded online, as a message key, or null: an issued order alone is, and not a lounge order. */
export const refundRefusal = (order: OrderRow) => (order.kind === 'VIP' ? 'errors.loungeNotRefundable' : order.status !== 'ISSUED' ? 'errors.orderNotRefundable' : null);

/** One of the user's issued orders, which alone can be refunded. */
async function issuedOrder(store: Store, orderId: number, userId: number): Promise<OrderRow> {
  const order = await store.orders.findOwn(orderId, userId);
  if (!order) throw orderNotFound();
  const refusal = refundRefusal(order);
  if (refusal) throw notAllowed(refusal);
  return order;
}

/** The passengers a refund of the order cannot take, with why: refunded already, or a coupon that cannot make the refund's move. */
async function refundHeld(store: Store, order: OrderRow): Promise<Map<number, CouponStatus>> {
  // A passenger checked in or in a date change cannot be refunded from this order either; one whose flight the airline cancelled can.
  return new Map<number, CouponStatus>([
    ...(await store.refunds.refundedPassengersOf(order.id)).map((psgId): [number, CouponStatus] => [psgId, 'REFUNDED']),
    ...heldPassengers('refundAsked', await store.orders.ticketsOf(order.id)),
  ]);
}

/**
 * Whether a refund may take some of the order's ticketed passengers now, as the refund itself checks a
 * choice: all those not held together, or one of them with those who go with them.
 */
export async function refundPossible(store: Store, order: OrderRow): Promise<boolean> {
  const [held, tickets] = await Promise.all([refundHeld(store, order), store.orders.ticketsOf(order.id)]);
  const passengers = (order.passengers as BookingPassenger[]).map((p, psgId) => ({
    psgId,
    type: p.type,
    guardianId: p.type === 'INF' ? (p.guardianIndex ?? null) : null,
    refunded: held.has(psgId) || !tickets.some((t) => t.passengerIndex === psgId),
  }));
  const free = passengers.filter((p) => !p.refunded).map((p) => p.psgId);
  const choices = free.length === 0 ? [] : [free, ...free.map((psgId) => refundGroupOf(passengers, psgId))];
  return choices.some((chosen) => refundChoiceProblem(passengers, new Set(chosen)) === null);
}

/** Every passenger of the order with what a refund at `now` gives back. */
async function quote(store: Store, order: OrderRow, now: Date) {
  const passengers = order.passengers as BookingPassenger[];
  const legs = (order.itinerary as { legs?: LegPrices[] }).legs ?? [];
  const currency = order.currency as Currency;
  const shares = discountShares(legs, passengers, Number(order.discountAmount), currency);
  const held = await refundHeld(store, order);
  return passengers.map((p, psgId) => ({
    psgId,
    type: p.type,
    lastName: p.lastName,
    firstName: p.firstName,
    guardianId: p.type === 'INF' ? (p.guardianIndex ?? null) : null,
    refunded: held.has(psgId),
    status: held.get(psgId) ?? null,
    ...passengerRefund(legs, p, shares[psgId]!, currency, now),
  }));
}
type Quote = Awaited<ReturnType<typeof quote>>;

/** The fee of refunding the order's passengers now, and the fare brands' rules it follows. */
export async function matchFee(store: Store, orderId: number, userId: number, locale: string, now: Date): Promise<FeeMatch> {
  const order = await issuedOrder(store, orderId, userId);
  const brands = [...new Set(((order.itinerary as { legs?: LegPrices[] }).legs ?? []).map((l) => l.brand))];
  const rules = [...brands.map((b) => translate(locale, 'rules.ofBrand', { brand: translate(locale, `brandName.${b}`), rule: fareRules(b, locale).rules[2] })), translate(locale, 'rules.noShow')];
  return { orderId: order.id, orderNo: order.orderNo, currency: order.currency as FeeMatch['currency'], passengers: await quote(store, order, now), rules };
}

/** The shared rule of which passengers may be refunded together, as the domain's errors, in the refund page's own words. */
function checkChoice(passengers: Quote, chosen: Set<number>): void {
  const problem = refundChoiceProblem(passengers, chosen);
  if (problem === 'passengerRefunded') throw passengers.some((p) => chosen.has(p.psgId) && p.status === 'CHECKED_IN') ? checkedIn() : alreadyRefunded();
  if (problem) throw notAllowed(`refund.problems.${problem}`);
}

/**
 * Submits a refund of some of the order's passengers; it cannot be withdrawn. Their tickets move
 * from ISSUED to REFUNDING in the same transaction, so of two requests for the same ticket (two
 * refunds, or a refund and a date change) exactly one finds them issued.
 */
export async function applyRefund(store: Store, userId: number, request: RefundApplyRequest, now: Date): Promise<RefundSummary> {
  const order = await issuedOrder(store, request.orderId, userId);
  const passengers = await quote(store, order, now);
  const chosen = new Set(request.psgIdList);
  checkChoice(passengers, chosen);
  const leaving = passengers.filter((p) => chosen.has(p.psgId));
  const currency = order.currency as Currency;
  const total = (key: 'paid' | 'fee' | 'amount') => String(sum(leaving.map((p) => p[key]), currency));
  try {
    const refund = await store.transaction(async (tx) => {
      const tickets = (await tx.orders.ticketsOf(order.id)).filter((t) => chosen.has(t.passengerIndex));
      const moved = await moveCoupons(tx, 'refundAsked', { orderId: order.id, passengerIndexes: [...chosen] }, now, { amount: `${currency} ${total('amount')}` });
      if (tickets.length === 0 || moved.length !== tickets.length) throw alreadyRefunded();
      return tx.refunds.create(
        {
          refundNo: refundNo(now),
          orderId: order.id,
          userId,
          refundType: request.refundType,
          reason: request.refundReason.trim(),
          status: 'IN_PROGRESS',
          currency,
          paidAmount: total('paid'),
          feeAmount: total('fee'),
          amount: total('amount'),
          createdAt: now,
        },
        leaving.map((p) => ({ passengerIndex: p.psgId, paidAmount: String(p.paid), feeAmount: String(p.fee), amount: String(p.amount) })),
      );
    });
    return summaryOf(refund, order.orderNo);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRefunded();
    throw error;
  }
}

function summaryOf(refund: RefundRow, orderNo: string): RefundSummary {
  return {
    refundId: refund.id,
    refundNo: refund.refundNo,
    orderId: refund.orderId,
    orderNo,
    status: refund.status as RefundSummary['status'],
    refundType: refund.refundType as RefundSummary['refundType'],
    currency: refund.currency as RefundSummary['currency'],
    amount: Number(refund.amount),
    createdAt: refund.createdAt.toISOString(),
  };
}

export async function refundPage(store: Store, userId: number, page: Page): Promise<RefundPage> {
  const { rows, total } = await store.refunds.page(userId, page);
  return { records: rows.map((r) => summaryOf(r.refund, r.orderNo)), total, pageNum: page.pageNum, pageSize: page.pageSize };
}

/** One of the user's refunds: its passengers, amounts and, once completed, the money given back to cards and to vouchers. */
export async function refundDetail(store: Store, userId: number, refundId: number): Promise<RefundDetail> {
  const row = await store.refunds.findOwn(refundId, userId);
  if (!row) throw new DomainError(codes.refundNotFound, 'errors.refundNotFound');
  const { refund } = row;
  const order = (await store.orders.findOwn(refund.orderId, userId))!;
  const names = order.passengers as BookingPassenger[];
  const [passengers, returned, toVouchers] = await Promise.all([store.refunds.passengersOf(refund.id), store.refunds.paymentsOf(refund.id), store.refunds.vouchersOf(refund.id)]);
  return {
    ...summaryOf(refund, row.orderNo),
    points: pointsOfPassengers(order, passengers.map((p) => p.passengerIndex)),
    reason: refund.reason,
    paidAmount: Number(refund.paidAmount),
    feeAmount: Number(refund.feeAmount),
    completedAt: refund.completedAt?.toISOString() ?? null,
    passengers: passengers.map((p) => {
      const { type, lastName, firstName } = names[p.passengerIndex]!;
      return { psgId: p.passengerIndex, type, lastName, firstName, paid: Number(p.paidAmount), fee: Number(p.feeAmount), amount: Number(p.amount) };
    }),
    payments: returned.map(({ payment, cardLast4 }) => ({ id: payment.id, provider: payment.provider, cardLast4, amount: Number(payment.amount), createdAt: payment.createdAt.toISOString() })),
    vouchers: toVouchers.map((v) => ({ voucherNo: v.voucherNo, amount: Number(v.amount), createdAt: v.createdAt.toISOString() })),
  };
}

/** A refund in progress is completed this long after it was submitted. */
export const REFUND_PROCESSING_MS = 24 * 3_600_000;
const PROGRESS_BATCH = 100;

/**
 * Completes the refunds whose processing time is over: each in one transaction, the money goes back
 * exactly once to where it came from (the cards and wallets that paid for the tickets, then the
 * vouchers), the passengers' tickets become REFUNDED, and the order too once none of its tickets is
 * left. A refund another run completed is skipped.
 */
export async function progressRefunds(store: Store, now: Date): Promise<number> {
  const due = await store.refunds.dueForCompletion(new Date(now.getTime() - REFUND_PROCESSING_MS), PROGRESS_BATCH);
  let completed = 0;
  for (const id of due) {
    const done = await store.transaction(async (tx) => {
      const refund = await tx.refunds.complete(id, now);
      if (!refund) return false;
      const back = await shareRefund(tx, await paidBy(tx, refund.orderId), Number(refund.amount));
      for (const { payment, amount } of back.payments) {
        await tx.refunds.recordPayment({ id: refundPaymentId(now), refundId: refund.id, paymentId: payment.id, provider: payment.provider, amount: String(amount), currency: refund.currency, createdAt: now });
      }
      for (const { voucher, amount } of back.vouchers) {
        await tx.vouchers.returnForRefund({ refundId: refund.id, orderVoucherId: voucher.orderVoucherId, voucherId: voucher.voucherId, amount: String(amount), currency: refund.currency, createdAt: now });
      }
      const passengerIndexes = (await tx.refunds.passengersOf(refund.id)).map((p) => p.passengerIndex);
      await returnRefundedPoints(tx, refund, pointsOfPassengers((await tx.orders.byId(refund.orderId))!, passengerIndexes), now);
      await moveCoupons(tx, 'refundPaid', { orderId: refund.orderId, passengerIndexes }, now, { amount: `${refund.currency} ${Number(refund.amount)}` });
      await tx.orders.closeOnceNoTicketOpen(refund.orderId, now);
      // A redeem-card or Travel Pass flight has one passenger: refunding them refunds its use.
      await returnCardUse(tx, refund.orderId, now);
      await returnPassUse(tx, refund.orderId, now);
      return true;
    });
    if (done) completed++;
  }
  return completed;
}

type VoucherPaid = Awaited<ReturnType<Store['vouchers']['paidOf']>>[number];

/** What paid for an order's tickets: its card and wallet payments and the vouchers' parts, each newest order first. */
interface PaidBy {
  payments: PaymentRow[];
  vouchers: VoucherPaid[];
}

/**
 * What paid for an order's tickets, newest order first: its own payment (a date change's difference,
 * none when the change cost nothing or vouchers paid it all) and vouchers, then those of the order it
 * was changed from, and so on back. Each order is locked first (newest, so highest id, first: every
 * completion locks in the same order), so two refunds completing at once cannot both see the same room.
 */
async function paidBy(tx: Store, orderId: number): Promise<PaidBy> {
  await tx.vouchers.lockOrder(orderId);
  const payment = await tx.payments.succeededOf(orderId);
  const vouchers = await tx.vouchers.paidOf(orderId);
  const made = await tx.changes.madeOrder(orderId);
  const earlier = made ? await paidBy(tx, made.change.orderId) : { payments: [], vouchers: [] };
  return { payments: payment ? [payment, ...earlier.payments] : earlier.payments, vouchers: [...vouchers, ...earlier.vouchers] };
}

/**
 * Shares a refund's amount over what paid for the tickets, each up to what it paid and has not had
 * back yet: first the card and wallet payments in order, then the vouchers in the order they paid.
 * Cards come first: the spec (section 9) sends a refund "to the original account" without ranking
 * the two, and money back on a card is worth more to the traveller than a voucher balance, which
 * pays only flights and lapses; so the refund fee a partly voucher-paid order keeps falls on the
 * vouchers' part. A voucher gets its part back even past its validity (its own expiry still stops
 * it being spent); it is ACTIVE again.
 * Whatever is left beyond all of them (never for an order whose refunds stay within what it was
 * paid) goes to the first card payment of all (the original booking's); an order without any card
 * payment has nowhere honest to send it, and no voucher ever gets back more than it paid.
 */
async function shareRefund(tx: Store, paid: PaidBy, amount: number) {
  const payments: { payment: PaymentRow; amount: number }[] = [];
  const vouchers: { voucher: VoucherPaid; amount: number }[] = [];
  let leftCents = Math.round(amount * 100);
  const take = (roomCents: number) => {
    const cents = Math.min(leftCents, Math.max(roomCents, 0));
    leftCents -= cents;
    return cents;
  };
  for (const payment of paid.payments) {
    const cents = take(Math.round((Number(payment.amount) - (await tx.refunds.returnedThrough(payment.id))) * 100));
    if (cents > 0) payments.push({ payment, amount: cents / 100 });
  }
  for (const voucher of paid.vouchers) {
    const cents = take(Math.round((Number(voucher.amount) - Number(voucher.returned)) * 100));
    if (cents > 0) vouchers.push({ voucher, amount: cents / 100 });
  }
  const original = paid.payments.at(-1);
  if (leftCents > 0 && original) {
    const part = payments.find((p) => p.payment.id === original.id);
    if (part) part.amount = (Math.round(part.amount * 100) + leftCents) / 100;
    else payments.push({ payment: original, amount: leftCents / 100 });
  }
  return { payments, vouchers };
}

const refundPaymentId = (now: Date) => `RFP${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 1_000_000_000_000)).padStart(12, '0')}`;
