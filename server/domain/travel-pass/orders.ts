import { codes } from '../../../services/schemas/codes';
import type { BookingContact } from '../../../services/schemas/offer';
import type * as z from 'zod/mini';
import {
  refundReasons,
  type bindRequestSchema,
  type passRefundRequestSchema,
  type PassOrder,
  type PassOrderStatus,
  type PassStatus,
  type TravelPass,
} from '../../../services/schemas/travel-pass';
import { translate, type Language } from '../../i18n';
import type { OrderRow } from '../../repositories/orders';
import type { Page } from '../../repositories/page';
import type { PackageRow, PassRow } from '../../repositories/travel-passes';
import type { Store } from '../../repositories/store';
import { ageOn, infantConfig } from '../booking/passengers';
import { newOrderNo, PAYMENT_WINDOW_MS } from '../booking/orders';
import { hongKongToday } from '../booking/reference';
import { cancelOrder, deleteOrder } from '../booking/my-orders';
import { REFUND_PROCESSING_MS } from '../refunds/refunds';
import { DomainError } from '../errors';
import { boundPassenger } from '../redeem-cards/cards';
import { localeOfLanguage, packageNotFound, packageView, saleStatusOf } from './packages';
import { DAY_MS, extrasOf, type PassOrderExtras } from './uses';

const passOrderNotFound = () => new DomainError(codes.travelPassNotFound, 'errors.travelPassOrderNotFound');
const notRefundable = (key = 'errors.travelPassNotRefundable') => new DomainError(codes.travelPassNotRefundable, key);

function passStatusOf(order: OrderRow, pkg: PackageRow, pass: PassRow, now: Date): PassStatus {
  if (order.status === 'REFUNDED') return 'REFUNDED';
  if (pass.ticketsTaken >= pkg.tickets) return 'FULLY_USED';
  if (pass.validUntil <= now) return 'EXPIRED';
  return pass.boundAt === null ? 'UNBOUND' : 'ACTIVE';
}

export function passView(order: OrderRow, pkg: PackageRow, pass: PassRow, now: Date): TravelPass {
  return {
    id: pass.id,
    passNo: pass.passNo,
    status: passStatusOf(order, pkg, pass, now),
    tickets: pkg.tickets,
    ticketsTaken: pass.ticketsTaken,
    ticketsLeft: Math.max(0, pkg.tickets - pass.ticketsTaken),
    validUntil: pass.validUntil.toISOString(),
    passenger: boundPassenger(pass),
  };
}

const refundCompletesAt = (requestedAt: string) => new Date(Date.parse(requestedAt) + REFUND_PROCESSING_MS);

function orderStatusOf(order: OrderRow, passes: TravelPass[], pendingPayment: boolean, now: Date): PassOrderStatus {
  const { refund } = extrasOf(order);
  switch (order.status) {
    case 'UNPAID':
      if (order.paymentDeadline <= now) return 'EXPIRED';
      return pendingPayment ? 'PENDING_PAYMENT' : 'UNPAID';
    case 'REFUNDED':
      return refundCompletesAt(refund!.requestedAt) > now ? 'REFUND_IN_PROGRESS' : 'REFUND_COMPLETED';
    case 'ISSUED':
      if (passes.some((p) => p.status === 'UNBOUND')) return 'PAID';
      if (passes.every((p) => p.status === 'FULLY_USED')) return 'FULLY_USED';
      return passes.every((p) => p.status !== 'ACTIVE') ? 'EXPIRED' : 'ACTIVE';
    default:
      return order.status as 'CANCELLED' | 'EXPIRED';
  }
}

/** The last instant the paid order may be refunded: its cooling-off days after payment. */
const refundableUntil = (order: OrderRow, pkg: PackageRow) => (order.paidAt ? new Date(order.paidAt.getTime() + pkg.coolingOffDays * DAY_MS) : null);

/** Pass orders with their packages, passes and pending payments, as their owner sees them. */
async function viewsOf(store: Store, orders: OrderRow[], language: Language, now: Date): Promise<PassOrder[]> {
  const ids = orders.map((o) => o.id);
  const [passes, pending] = await Promise.all([store.travelPasses.passesOf(ids), store.payments.pendingOrders(ids)]);
  const packages = new Map<number, PackageRow>();
  for (const order of orders) {
    const id = extrasOf(order).pass.packageId;
    if (!packages.has(id)) packages.set(id, (await store.travelPasses.packageById(id))!);
  }
  return orders.map((order) => {
    const extras = extrasOf(order);
    const pkg = packages.get(extras.pass.packageId)!;
    const views = passes.filter((p) => p.orderId === order.id).map((p) => passView(order, pkg, p, now));
    return {
      orderId: order.id,
      orderNo: order.orderNo,
      status: orderStatusOf(order, views, pending.has(order.id), now),
      package: packageView(pkg, language, now, new Set()),
      quantity: extras.pass.quantity,
      currency: order.currency as PassOrder['currency'],
      totalAmount: Number(order.totalAmount),
      createdAt: order.createdAt.toISOString(),
      paymentDeadline: order.paymentDeadline.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      refundableUntil: refundableUntil(order, pkg)?.toISOString() ?? null,
      refund: extras.refund
        ? { reason: translate(localeOfLanguage[language], `travelPass.refundReason.${extras.refund.reason}`), requestedAt: extras.refund.requestedAt, completesAt: refundCompletesAt(extras.refund.requestedAt).toISOString() }
        : null,
      passes: views,
      serverTime: now.toISOString(),
    };
  });
}

/** One of the user's pass orders; anyone else's, or another kind of order, is not found. */
export async function ownPassOrder(store: Store, userId: number, orderId: number): Promise<OrderRow> {
  const order = await store.orders.findOwn(orderId, userId);
  if (!order || order.kind !== 'PASS') throw passOrderNotFound();
  return order;
}

/**
 * An unpaid order of `quantity` passes, their stock taken in the same transaction: however many
 * buyers race for the last passes, no more are sold than the package has.
 */
export async function createPassOrder(store: Store, userId: number, request: { packageId: number; quantity: number; contact: BookingContact }, language: Language, now: Date) {
  const pkg = await store.travelPasses.packageById(request.packageId);
  if (!pkg) throw packageNotFound();
  const sale = saleStatusOf(pkg, now);
  if (sale === 'COMING_SOON' || sale === 'ENDED') throw new DomainError(codes.travelPassNotOnSale, sale === 'COMING_SOON' ? 'errors.travelPassComingSoon' : 'errors.travelPassSaleClosed');
  if (request.quantity > pkg.limitBuy) throw new DomainError(codes.travelPassOverLimit, 'errors.travelPassOverLimit', { limit: pkg.limitBuy });
  const total = Number(pkg.adultPrice) * request.quantity;
  const extras: PassOrderExtras = { pass: { packageId: pkg.id, quantity: request.quantity } };
  const order = await store.transaction(async (tx) => {
    if (!(await tx.travelPasses.take(pkg.id, request.quantity))) {
      throw new DomainError(codes.travelPassSoldOut, 'errors.travelPassSoldOut', { remaining: Math.max(0, pkg.stock - pkg.sold) });
    }
    return tx.orders.create({
      orderNo: newOrderNo(now),
      userId,
      processKey: `pass/${pkg.id}/${userId}/${now.getTime()}/${Math.random().toString(36).slice(2)}`,
      status: 'UNPAID',
      language,
      currency: pkg.currency,
      fareAmount: String(total),
      taxAmount: '0',
      ancillaryAmount: '0',
      totalAmount: String(total),
      paymentDeadline: new Date(now.getTime() + PAYMENT_WINDOW_MS),
      contact: request.contact,
      itinerary: { segments: [] },
      passengers: [],
      extras,
      holds: [],
      createdAt: now,
      kind: 'PASS',
    });
  });
  return { orderId: order.id, orderNo: order.orderNo, paymentDeadline: order.paymentDeadline.toISOString(), totalAmount: total, currency: pkg.currency as PassOrder['currency'] };
}

export async function passOrderPage(store: Store, userId: number, status: PassOrderStatus | undefined, page: Page, language: Language, now: Date) {
  const all = (await viewsOf(store, await store.travelPasses.ordersOf(userId), language, now)).filter((o) => status === undefined || o.status === status);
  const start = (page.pageNum - 1) * page.pageSize;
  return { records: all.slice(start, start + page.pageSize), total: all.length, ...page };
}

export async function passOrderDetail(store: Store, userId: number, orderId: number, language: Language, now: Date): Promise<PassOrder> {
  return (await viewsOf(store, [await ownPassOrder(store, userId, orderId)], language, now))[0]!;
}

export async function cancelPassOrder(store: Store, userId: number, orderId: number, now: Date): Promise<void> {
  await cancelOrder(store, (await ownPassOrder(store, userId, orderId)).id, userId, now);
}

export async function deletePassOrder(store: Store, userId: number, orderId: number, now: Date): Promise<void> {
  await deleteOrder(store, (await ownPassOrder(store, userId, orderId)).id, userId, now);
}

export const refundReasonList = (language: Language) => refundReasons.map((code) => ({ code, text: translate(localeOfLanguage[language], `travelPass.refundReason.${code}`) }));

/**
 * Refunds a paid pass order within its cooling-off days when none of its passes has booked a flight:
 * the order is refunded, its payment marked so and its passes go back on sale, in one transaction.
 */
export async function refundPassOrder(store: Store, userId: number, request: z.infer<typeof passRefundRequestSchema>, now: Date): Promise<void> {
  const order = await ownPassOrder(store, userId, request.orderId);
  if (order.status !== 'ISSUED') throw notRefundable();
  const extras = extrasOf(order);
  const pkg = (await store.travelPasses.packageById(extras.pass.packageId))!;
  if (now >= refundableUntil(order, pkg)!) throw notRefundable('errors.travelPassCoolingOffOver');
  await store.transaction(async (tx) => {
    const refund = { reason: request.reason, remark: request.remark ?? null, requestedAt: now.toISOString() };
    // Conditional on no ticket taken: a flight booked meanwhile keeps the order.
    const refunded = await tx.travelPasses.refundOrder(order.id, { ...extras, refund }, now);
    if (!refunded) throw notRefundable('errors.travelPassUsed');
    await tx.travelPasses.giveBack(pkg.id, extras.pass.quantity);
    const payment = await tx.payments.succeededOf(order.id);
    if (payment) await tx.payments.refund(payment.id, `travel pass refund: ${request.reason}`);
  });
}

/** Binds each named pass of the paid order to its adult passenger (12 or older today), all or none. */
export async function bindPassengers(store: Store, userId: number, request: z.infer<typeof bindRequestSchema>, now: Date): Promise<PassOrder['passes']> {
  const order = await ownPassOrder(store, userId, request.orderId);
  if (order.status !== 'ISSUED') throw new DomainError(codes.travelPassNotBindable, 'errors.travelPassNotPaid');
  const passes = await store.travelPasses.passesOf([order.id]);
  const ids = request.passengers.map((p) => p.passId);
  if (new Set(ids).size !== ids.length) throw new DomainError(codes.badRequest, 'errors.travelPassSamePass');
  const today = hongKongToday(now);
  request.passengers.forEach(({ passId, passenger }, i) => {
    const pass = passes.find((p) => p.id === passId);
    if (!pass) throw new DomainError(codes.travelPassNotFound, 'errors.travelPassNotFound');
    if (pass.boundAt !== null) throw new DomainError(codes.travelPassNotBindable, 'errors.travelPassBound', { passNo: pass.passNo });
    if (ageOn(passenger.birthday, today) <= infantConfig.childMaxAgeYears) throw new DomainError(codes.travelPassAdultsOnly, 'errors.travelPassAdultsOnly', { passenger: i + 1 });
  });
  const pkg = (await store.travelPasses.packageById(extrasOf(order).pass.packageId))!;
  return store.transaction(async (tx) => {
    const bound: PassRow[] = [];
    for (const { passId, passenger } of request.passengers) {
      const row = await tx.travelPasses.bind(passId, order.id, { ...passenger, lastName: passenger.lastName.toUpperCase(), firstName: passenger.firstName.toUpperCase() }, now);
      if (!row) throw new DomainError(codes.travelPassNotBindable, 'errors.travelPassBound', { passNo: passId });
      bound.push(row);
    }
    return bound.map((p) => passView(order, pkg, p, now));
  });
}
