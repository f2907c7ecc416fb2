import { randomUUID } from 'node:crypto';
import { codes } from '../../../services/schemas/codes';
import {
  MEET_GREET_CHILD_MAX_AGE,
  MEET_GREET_COMPANION_MIN_AGE,
  MEET_GREET_MIN_HOURS_BEFORE,
  meetGreetSlots,
  type LoungeOrderDetail,
  type LoungeOrderPage,
  type LoungeOrderSummary,
  type LoungeProductType,
  type LoungeSubmit,
  type LoungeSubmitResponse,
  type MeetGreetSlot,
} from '../../../services/schemas/lounge';
import type { OrderStatus } from '../../../services/schemas/order';
import type { OrderOwner } from '../../repositories/orders';
import type { Page } from '../../repositories/page';
import type { Store } from '../../repositories/store';
import { languageOf, translate } from '../../i18n';
import { ageOn } from '../booking/passengers';
import { convert, type Currency } from '../booking/fares';
import { cancelOrder, deleteOrder } from '../booking/my-orders';
import { newOrderNo, PAYMENT_WINDOW_MS } from '../booking/orders';
import { issueGuestToken } from '../booking/guest-orders';
import { localTime } from '../booking/reference';
import { DomainError } from '../errors';
import { checkUseDate, productFor, usageRules, type Buyer } from './products';
import { voucherView } from './vouchers';
import type { Language } from '../../i18n';

type OrderWithProduct = NonNullable<Awaited<ReturnType<Store['lounges']['ownOrder']>>>;
/** A VIP order's users, kept as the order's passengers so My Orders counts them. */
type LoungeUserRow = { type: 'ADT'; lastName: string; firstName: string; birthday: string | null; certNo: null };

export const orderNotFound = () => new DomainError(codes.loungeOrderNotFound, 'errors.loungeOrderNotFound');

const meetGreetError = (code: (typeof codes)['meetGreetTooLate' | 'meetGreetUnaccompanied' | 'meetGreetDetailsRequired'], key: string) => new DomainError(code, `errors.${key}`);

/**
 * A meet-and-greet needs the flight, its departure time and slot and every traveller's birthday; it
 * is not sold within 24 hours of departure, and a traveller under 12 needs a companion aged 16 or more.
 */
function meetGreetOf(request: LoungeSubmit, timeZone: string, now: Date) {
  const flight = request.meetGreet;
  const birthdays = request.users.map((u) => u.birthday);
  if (!flight || birthdays.some((b) => b === undefined)) throw meetGreetError(codes.meetGreetDetailsRequired, 'meetGreetDetailsRequired');
  const latest = localTime(new Date(now.getTime() + MEET_GREET_MIN_HOURS_BEFORE * 3_600_000), timeZone);
  if (`${request.useDate} ${flight.departureTime}` <= latest) throw meetGreetError(codes.meetGreetTooLate, 'meetGreetTooLate');
  const ages = birthdays.map((b) => ageOn(b!, request.useDate));
  if (ages.some((a) => a < MEET_GREET_CHILD_MAX_AGE) && !ages.some((a) => a >= MEET_GREET_COMPANION_MIN_AGE)) {
    throw meetGreetError(codes.meetGreetUnaccompanied, 'meetGreetUnaccompanied');
  }
  return flight;
}

/** For CAD the cents count; other currencies are whole. */
const times = (amount: number, quantity: number, currency: Currency) => (currency === 'CAD' ? Math.round(amount * 100 * quantity) / 100 : amount * quantity);

/**
 * An unpaid order for `quantity` vouchers, one per user (a child 2 to under 12 needs one as an adult
 * does). The day's stock is held in the same transaction, or 'Remaining voucher stocks are
 * insufficient' and nothing is made.
 */
export async function submitLoungeOrder(store: Store, request: LoungeSubmit, buyer: Buyer & { userId: number | null }, language: Language, now: Date): Promise<LoungeSubmitResponse> {
  const row = await productFor(store, request.productId, buyer);
  const { product, airport } = row;
  checkUseDate(row, request.useDate, now);
  if (request.quantity > product.limitBuy) throw new DomainError(codes.loungeOverLimitBuy, 'errors.loungeOverLimitBuy', { limit: product.limitBuy });
  const meetGreet = product.productType === 'MEET_GREET' ? meetGreetOf(request, airport.timeZone, now) : null;
  const currency = request.currencyCode;
  const total = times(convert(Number(product.priceHkd), currency), request.quantity, currency);
  const day = { productId: product.id, useDate: request.useDate };
  const users: LoungeUserRow[] = request.users.map((u) => ({ type: 'ADT', lastName: u.lastName, firstName: u.firstName, birthday: u.birthday ?? null, certNo: null }));

  return store.transaction(async (tx) => {
    await tx.lounges.openDay(day, product.dailyInventory);
    if (!(await tx.lounges.hold(day, request.quantity))) throw new DomainError(codes.loungeStockInsufficient, 'errors.loungeStockInsufficient');
    const order = await tx.orders.create({
      orderNo: newOrderNo(now),
      userId: buyer.userId,
      processKey: randomUUID(),
      status: 'UNPAID',
      kind: 'VIP',
      language,
      currency,
      fareAmount: '0',
      taxAmount: '0',
      ancillaryAmount: String(total),
      totalAmount: String(total),
      paymentDeadline: new Date(now.getTime() + PAYMENT_WINDOW_MS),
      contact: request.contact,
      itinerary: { segments: [] },
      passengers: users,
      extras: {},
      holds: [],
      createdAt: now,
    });
    await tx.lounges.addOrder({ orderId: order.id, ...day, quantity: request.quantity, meetGreet });
    return {
      orderId: order.id,
      orderNo: order.orderNo,
      paymentDeadline: order.paymentDeadline.toISOString(),
      totalAmount: total,
      currencyCode: currency,
      ...(buyer.userId === null && { guestToken: await issueGuestToken(tx, order.id, now) }),
    };
  });
}

async function summaryOf(store: Store, { order, vip, product, airport }: OrderWithProduct, locale: string): Promise<LoungeOrderSummary> {
  const language = languageOf(locale);
  const payment = order.status === 'UNPAID' ? undefined : await store.payments.succeededOf(order.id);
  return {
    id: order.id,
    orderNo: order.orderNo,
    status: order.status as OrderStatus,
    statusDesc: translate(locale, `vipRoom.status.${order.status}`),
    orderTime: order.createdAt.toISOString(),
    paymentChannel: payment?.provider ?? null,
    paymentTime: order.paidAt?.toISOString() ?? null,
    paymentDeadline: order.paymentDeadline.toISOString(),
    quantity: vip.quantity,
    totalAmount: Number(order.totalAmount),
    currencyCode: order.currency as Currency,
    productId: product.id,
    productType: product.productType as LoungeProductType,
    productName: product.name[language],
    airportCode: airport.code,
    airportName: { en: airport.nameEn, sc: airport.nameSc, tc: airport.nameTc }[language],
    useDate: vip.useDate,
  };
}

/** The user's lounge and meet-and-greet orders, newest first. */
export async function loungeOrderPage(store: Store, userId: number, status: OrderStatus | undefined, page: Page, locale: string): Promise<LoungeOrderPage> {
  const { records, total } = await store.lounges.orderPage(userId, status, page);
  return { records: await Promise.all(records.map((r) => summaryOf(store, r, locale))), total, ...page };
}

/** The owner's VIP order, or 'not found' (also for anyone else's, and for a ticket order). */
export async function ownLoungeOrder(store: Store, id: number, owner: OrderOwner): Promise<OrderWithProduct> {
  const row = await store.lounges.ownOrder(id, owner);
  if (!row) throw orderNotFound();
  return row;
}

export async function loungeOrderDetail(store: Store, row: OrderWithProduct, locale: string, now: Date): Promise<LoungeOrderDetail> {
  const { order, vip, product } = row;
  const language = languageOf(locale);
  const slot = vip.meetGreet?.slot as MeetGreetSlot | undefined;
  return {
    ...(await summaryOf(store, row, locale)),
    vipRoomList: (await store.lounges.vouchersOf(order.id)).map((v) => voucherView(v, product, now)),
    users: (order.passengers as LoungeUserRow[]).map(({ lastName, firstName, birthday }) => ({ lastName, firstName, birthday })),
    contact: order.contact as LoungeOrderDetail['contact'],
    meetGreet: vip.meetGreet && slot ? { ...vip.meetGreet, slot, ...meetGreetSlots[slot] } : null,
    address: product.address[language],
    usageRules: usageRules(product.productType, product.transferable, locale),
    serverTime: now.toISOString(),
  };
}

/** Cancels the user's unpaid VIP order: its stock goes back in the same transaction. */
export async function cancelLoungeOrder(store: Store, id: number, userId: number, now: Date): Promise<void> {
  const { order } = await ownLoungeOrder(store, id, userId);
  if (order.status !== 'UNPAID') throw new DomainError(codes.loungeOrderStateInvalid, 'errors.loungeCancelNotAllowed');
  await cancelOrder(store, order.id, userId, now);
}

/** Hides the user's closed (cancelled or expired) VIP order. */
export async function deleteLoungeOrder(store: Store, id: number, userId: number, now: Date): Promise<void> {
  const { order } = await ownLoungeOrder(store, id, userId);
  if (order.status !== 'CANCELLED' && order.status !== 'EXPIRED') throw new DomainError(codes.loungeOrderStateInvalid, 'errors.loungeDeleteNotAllowed');
  await deleteOrder(store, order.id, userId, now);
}
