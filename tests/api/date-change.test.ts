import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeAddOnsSchema,
  changeBrandConfirmResponseSchema,
  changeBrandQueryResponseSchema,
  changeDetailSchema,
  changeFeeSchema,
  changeFlightQueryResponseSchema,
  changeOrderConfirmResponseSchema,
  changePageSchema,
  changeSeatConfirmResponseSchema,
  changeSeatMapSchema,
  changeStepSchema,
  changeViewSchema,
} from '../../services/schemas/date-change';
import type { FlightOption } from '../../services/schemas/offer';
import { orderDetailSchema } from '../../services/schemas/order';
import { feeMatchSchema, refundDetailSchema } from '../../services/schemas/refund';
import { changes, fareInventory, orders, payments, refundPayments, refunds, seatAssignments, tickets } from '../../server/db/schema';
import { progressRefunds, REFUND_PROCESSING_MS } from '../../server/domain/refunds/refunds';
import { expireOrders } from '../../server/domain/booking/orders';
import { createStore } from '../../server/repositories/store';
import { databaseKinds, describeEachDatabase, startTestServer, type TestServer } from './harness';
import { DAY, HOUR, MINUTE, parseExact, registerUser, tokenFor, type RegisteredUser } from './helpers';
import {
  adult,
  book,
  child,
  confirmOrder,
  confirmSeats,
  dayAhead,
  infant,
  inventoryOf,
  ok,
  ORDER,
  orderRow,
  payByCard,
  post,
  refused,
  seatsOfFlight,
  startCardPayment,
  stepResponseSchema,
  t,
  type BookingPlan,
  type PassengerInput,
} from './booking-helpers';

const CHANGE = '/dsb-order/api/v1/order/change';
const RESCHEDULE = '/dsb-order/api/v1/order/reschedule/change';
const FEE = '/dsb-order/api/v1/processing/fee/match/change';
const NOT_FOUND = 'O00001';
const NOT_ALLOWED = 'C00002';
const NOT_CHANGEABLE = 'C00001';
const PAGE_EXPIRED = 'B0101';

type Who = RegisteredUser | null;
const get = (s: TestServer, who: Who, path: string) => s.call('GET', path, { token: who?.token });
const postTo = (s: TestServer, who: Who, path: string, json: unknown) => s.call('POST', path, { token: who?.token, json });

const view = (s: TestServer, who: Who, orderId: number, pnr: string) => get(s, who, `${CHANGE}/view/${orderId}/${pnr}`);
const fees = (s: TestServer, who: Who, orderId: number) => postTo(s, who, FEE, { orderId });
const confirmPsg = (s: TestServer, who: Who, orderId: number, psgIdList: number[], legIndexes = [0]) => postTo(s, who, `${CHANGE}/confirm/psg`, { orderId, psgIdList, legIndexes });
const queryFlights = (s: TestServer, who: Who, processKey: string, date: string, back = false) => postTo(s, who, `${CHANGE}/flight/query${back ? '/back' : ''}/v2`, { processKey, date });
const queryBrands = (s: TestServer, who: Who, processKey: string, flightKey: string) => postTo(s, who, `${CHANGE}/brand/query/v2`, { processKey, flightKey });
const confirmBrand = (s: TestServer, who: Who, processKey: string, flightKey: string, brand: string) => postTo(s, who, `${CHANGE}/brand/confirm`, { processKey, flightKey, brand });
const chooseSeat = (s: TestServer, who: Who, processKey: string, segmentIndex: number) => postTo(s, who, `${CHANGE}/seat/choose`, { processKey, segmentIndex });
const confirmSeat = (s: TestServer, who: Who, processKey: string, seats: unknown[]) => postTo(s, who, `${CHANGE}/seat/confirm`, { processKey, seats });
const confirmChange = (s: TestServer, who: Who, processKey: string) => postTo(s, who, `${CHANGE}/order/confirm`, { processKey, acknowledged: true });
const changeDetail = (s: TestServer, who: Who, changeId: number) => get(s, who, `${RESCHEDULE}/detail?changeId=${changeId}`);
const changeAddOns = (s: TestServer, who: Who, changeId: number) => get(s, who, `${RESCHEDULE}/aux/detail?changeId=${changeId}`);
const changePage = (s: TestServer, who: Who) => postTo(s, who, `${RESCHEDULE}/page`, { pageNum: 1, pageSize: 10 });
const orderShown = async (s: TestServer, who: Who, orderId: number) => parseExact(orderDetailSchema, await ok(get(s, who, `${ORDER}/front/detail/${orderId}`)));
const refundDetail = (s: TestServer, who: Who, refundId: number) => get(s, who, `${ORDER}/reschedule/refund/detail?refundId=${refundId}`);
/** The money a refund gave back, as [payment, amount], newest payment first. */
const returnedThrough = async (s: TestServer, refundId: number) =>
  (
    await s.database.db
      .select({ paymentId: refundPayments.paymentId, amount: refundPayments.amount })
      .from(refundPayments)
      .innerJoin(payments, eq(payments.id, refundPayments.paymentId))
      .where(eq(refundPayments.refundId, refundId))
      .orderBy(desc(payments.createdAt))
  ).map((r) => [r.paymentId, Number(r.amount)]);
const refundApply = (s: TestServer, who: Who, orderId: number, psgIdList: number[]) =>
  postTo(s, who, `${ORDER}/reschedule/refund/apply`, { orderId, psgIdList, refundType: 'NORMAL', refundReason: 'Plans changed', disclaimer: true });

const ticketStatuses = async (s: TestServer, orderId: number) =>
  (await s.database.db.select().from(tickets).where(eq(tickets.orderId, orderId))).sort((a, b) => a.passengerIndex - b.passengerIndex || a.segmentIndex - b.segmentIndex).map((r) => r.status);
const changesOf = (s: TestServer, orderId: number) => s.database.db.select().from(changes).where(eq(changes.orderId, orderId));
const seatOfOrder = async (s: TestServer, orderId: number) => s.database.db.select().from(seatAssignments).where(eq(seatAssignments.orderId, orderId));
/** A class of a flight with no seat left. */
const sellOut = (s: TestServer, flightId: number, rbd: string) =>
  s.database.db.insert(fareInventory).values({ flightId, rbd, capacity: 1, sold: 1, held: 0 }).onConflictDoUpdate({ target: [fareInventory.flightId, fareInventory.rbd], set: { capacity: 1, sold: 1, held: 0 } });

type Slot = { segmentIndex: number; passengerIndex: number };
interface AddOns {
  luggage: (Slot & { kg: number })[];
  meals: (Slot & { code: string })[];
  seats: (Slot & { seatNo: string })[];
}
/** Baggage, a meal and seat 31A for the first passenger on the first segment. */
const firstAddOns: AddOns = {
  luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 10 }],
  meals: [{ segmentIndex: 0, passengerIndex: 0, code: 'HKML' }],
  seats: [{ segmentIndex: 0, passengerIndex: 0, seatNo: '31A' }],
};
interface IssuedOptions extends Partial<Omit<BookingPlan, 'user'>> {
  addOns?: AddOns;
}

/** An issued order, paid by card; by default one adult on HKG-NRT FW201 in MAIN. */
async function issuedOrder(s: TestServer, user: RegisteredUser, date: string, options: IssuedOptions = {}) {
  const booking = await book(s, { user, segments: [{ org: 'HKG', dst: 'NRT', date }], flights: ['FW201'], ...options });
  let key = booking.psgKey;
  if (options.addOns) {
    const { luggage, meals, seats } = options.addOns;
    const aux = parseExact(stepResponseSchema, await ok(post(s, user, '/booking/confirm/auxiliary', { processKey: key, luggage, meals, insurance: null })));
    key = (await confirmSeats(s, user, aux.processKey, seats)).processKey;
  }
  const order = await confirmOrder(s, user, key);
  const payment = await payByCard(s, user, order.orderId);
  const row = await orderRow(s, order.orderId);
  expect(row.status).toBe('ISSUED');
  return { ...order, pnr: row.pnr!, booking, payment };
}

/** The change's steps up to the brand: the passengers and legs, then the flight and brand of each leg. */
async function changeTo(s: TestServer, user: RegisteredUser, orderId: number, psgIdList: number[], picks: { date: string; flightNo: string; brand: string }[], legIndexes = [0]) {
  let key = parseExact(changeStepSchema, await ok(confirmPsg(s, user, orderId, psgIdList, legIndexes))).processKey;
  let brandStep: ReturnType<typeof changeBrandConfirmResponseSchema.parse> | undefined;
  let option: FlightOption | undefined;
  for (const [i, pick] of picks.entries()) {
    const flights = parseExact(changeFlightQueryResponseSchema, await ok(queryFlights(s, user, key, pick.date, i > 0)));
    option = flights.options.find((o) => o.segments[0]!.flightNo === pick.flightNo);
    if (!option) throw new Error(`no ${pick.flightNo} among ${flights.options.map((o) => o.segments[0]!.flightNo).join(', ')}`);
    brandStep = parseExact(changeBrandConfirmResponseSchema, await ok(confirmBrand(s, user, flights.processKey, option.flightKey, pick.brand)));
    key = brandStep.processKey;
  }
  return { ...brandStep!, option: option! };
}

describeEachDatabase('date change', (server) => {
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let day = 40;
  const nextDay = (s: TestServer) => dayAhead(s, day++);

  beforeAll(async () => {
    const s = server();
    alice = await registerUser(s);
    bob = await registerUser(s);
  });

  it('changes one of two adults to a later flight and fare: quoted, paid, issued, with the old order linking to the new', async () => {
    const s = server();
    const date = nextDay(s);
    const order = await issuedOrder(s, alice, date, { passengers: [adult(), adult({ firstName: 'SIU WAI' })], addOns: firstAddOns });
    const oldLeg = order.booking.legs[0]!;
    const oldFlightId = oldLeg.option.segments[0]!.flightId;

    const shown = parseExact(changeViewSchema, await ok(view(s, alice, order.orderId, order.pnr)));
    expect(shown).toMatchObject({ orderId: order.orderId, orderNo: order.orderNo, pnr: order.pnr, currency: 'HKD' });
    expect(shown.passengers.map((p) => [p.psgId, p.type, p.firstName, p.guardianId, p.changeable])).toEqual([
      [0, 'ADT', 'TAI MAN', null, true],
      [1, 'ADT', 'SIU WAI', null, true],
    ]);
    expect(shown.legs).toEqual([{ legIndex: 0, segments: [expect.objectContaining({ flightNo: 'FW201', brand: 'MAIN', rbd: 'M', cabin: 'Y' })], changeFee: 400, blocked: null }]);
    expect(shown.addOns.map((a) => [a.kind, a.passengerIndex, a.item, a.fate])).toEqual([
      ['LUGGAGE', 0, '10', 'MOVED'],
      ['MEAL', 0, 'HKML', 'CANCELLED'],
      ['SEAT', 0, '31A', 'CANCELLED'],
    ]);
    expect(shown.addOns[0]!.amount).toBeGreaterThan(0);
    expect(shown.rules).toEqual([`MAIN: ${t('rules.change', { change: 'HKD 400' })}`]);
    expect(parseExact(changeFeeSchema, await ok(fees(s, alice, order.orderId)))).toEqual({ orderId: order.orderId, orderNo: order.orderNo, currency: 'HKD', legs: shown.legs, rules: shown.rules });

    // The flights of the route on the day asked, in the same cabin, without the one being left.
    const psg = parseExact(changeStepSchema, await ok(confirmPsg(s, alice, order.orderId, [0])));
    expect(psg.nextLegIndex).toBe(0);
    const flights = parseExact(changeFlightQueryResponseSchema, await ok(queryFlights(s, alice, psg.processKey, date)));
    expect(flights).toMatchObject({ legIndex: 0, currency: 'HKD' });
    expect(flights.options.map((o) => o.segments.map((g) => `${g.flightNo} ${g.depAirport}-${g.arrAirport}`))).toEqual([['FW203 HKG-NRT']]);
    const option = flights.options[0]!;
    expect(option.brands.every((b) => b.cabin === 'Y' && !b.flashSale && !b.student)).toBe(true);

    const brands = parseExact(changeBrandQueryResponseSchema, await ok(queryBrands(s, alice, flights.processKey, option.flightKey)));
    const flexi = option.brands.find((b) => b.brand === 'FLEXIPLUS')!;
    const fareDifference = flexi.fare.ADT - oldLeg.brand.fare.ADT;
    const expected = { currency: 'HKD', fareDifference, taxDifference: 0, changeFee: 400, seatAmount: 0, total: fareDifference + 400 };
    expect(brands.pairs.find((p) => p.toBrand === 'FLEXIPLUS')).toEqual({ fromBrand: 'MAIN', toBrand: 'FLEXIPLUS', quote: expected });
    // A cheaper fare gives nothing back: the difference is never below zero.
    expect(brands.pairs.find((p) => p.toBrand === 'BASIC')!.quote).toEqual({ ...expected, fareDifference: 0, total: 400 });

    const brandStep = parseExact(changeBrandConfirmResponseSchema, await ok(confirmBrand(s, alice, brands.processKey, option.flightKey, 'FLEXIPLUS')));
    expect(brandStep).toMatchObject({ nextLegIndex: null, quote: expected });

    // FLEXIPLUS chooses seats for free.
    const map = parseExact(changeSeatMapSchema, await ok(chooseSeat(s, alice, brandStep.processKey, 0)));
    expect(map).toMatchObject({ processKey: brandStep.processKey, segmentIndex: 0, flightNo: 'FW203' });
    const free = map.cabins[0]!.rows.flatMap((r) => (r.exit ? [] : r.seats)).find((x) => x.state === 'available' && x.kind === 'preferred')!;
    expect(free.price).toBe(0);
    await refused(confirmSeat(s, alice, brandStep.processKey, [{ segmentIndex: 0, passengerIndex: 1, seatNo: free.seatNo }]), 'B0105', t('errors.seatPassenger'));
    const seated = parseExact(changeSeatConfirmResponseSchema, await ok(confirmSeat(s, alice, brandStep.processKey, [{ segmentIndex: 0, passengerIndex: 0, seatNo: free.seatNo }])));
    expect(seated.quote).toEqual(expected);

    const newFlightId = option.segments[0]!.flightId;
    const [oldBefore, newBefore] = [await inventoryOf(s, oldFlightId, 'M'), await inventoryOf(s, newFlightId, 'Y')];
    const confirmed = parseExact(changeOrderConfirmResponseSchema, await ok(confirmChange(s, alice, seated.processKey)));
    expect(confirmed).toMatchObject({ status: 'UNPAID', amountDue: expected.total, currency: 'HKD' });
    // Confirmed twice, the same change.
    expect(parseExact(changeOrderConfirmResponseSchema, await ok(confirmChange(s, alice, seated.processKey)))).toEqual(confirmed);
    expect(await ticketStatuses(s, order.orderId)).toEqual(['CHANGING', 'OPEN']);
    const unpaid = await orderRow(s, confirmed.orderId);
    expect(unpaid).toMatchObject({ status: 'UNPAID', totalAmount: `${expected.total}.00`, userId: alice.id });
    expect(unpaid.paymentDeadline.getTime() - unpaid.createdAt.getTime()).toBe(20 * MINUTE);
    expect((await inventoryOf(s, newFlightId, 'Y')).held).toBe(newBefore.held + 1);
    // The old ticket is held for the change: it cannot be refunded meanwhile.
    await refused(refundApply(s, alice, order.orderId, [0]), 'R00001', t('refund.problems.passengerRefunded'));

    const changePayment = await payByCard(s, alice, confirmed.orderId);
    const made = await orderShown(s, alice, confirmed.orderId);
    expect(made).toMatchObject({ status: 'ISSUED', totalAmount: expected.total, pnr: order.pnr });
    // The fare difference and the change fee each on their own, and what the trip was paid over both orders.
    const firstPaid = Number((await orderRow(s, order.orderId)).totalAmount);
    expect(made.change).toEqual({ fareDifference, taxDifference: 0, changeFee: 400, seatAmount: 0, paidForTrip: (Math.round(firstPaid * 100) + Math.round(expected.total * 100)) / 100 });
    expect(made.segments.map((g) => [g.flightNo, g.brand])).toEqual([['FW203', 'FLEXIPLUS']]);
    expect(made.passengers.map((p) => [p.firstName, p.tickets.length])).toEqual([['TAI MAN', 1]]);
    expect(made.links).toEqual([{ relation: 'CHANGED_FROM', id: order.orderId, number: order.orderNo }]);
    // Prepaid baggage moved, paid for; the new seat is the new order's.
    expect(made.addOns).toEqual([
      { kind: 'LUGGAGE', segmentIndex: 0, passengerIndex: 0, item: '10', status: 'PAID' },
      { kind: 'SEAT', segmentIndex: 0, passengerIndex: 0, item: free.seatNo, status: 'PAID' },
    ]);
    expect(await ticketStatuses(s, confirmed.orderId)).toEqual(['OPEN']);

    const old = await orderShown(s, alice, order.orderId);
    expect(old.status).toBe('ISSUED');
    expect(old.links).toEqual([{ relation: 'CHANGE', id: confirmed.orderId, number: confirmed.orderNo }]);
    // The old seat and meal are cancelled, not moved; the baggage is no longer the old order's.
    expect(old.addOns).toEqual([
      { kind: 'MEAL', segmentIndex: 0, passengerIndex: 0, item: 'HKML', status: 'CANCELLED' },
      { kind: 'SEAT', segmentIndex: 0, passengerIndex: 0, item: '31A', status: 'CANCELLED' },
    ]);
    expect(await ticketStatuses(s, order.orderId)).toEqual(['EXCHANGED', 'OPEN']);
    expect((await seatsOfFlight(s, oldFlightId)).filter((x) => x.orderId === order.orderId)).toEqual([]);
    expect((await seatOfOrder(s, confirmed.orderId)).map((x) => [x.flightId, x.seatNo, x.passengerIndex, x.status])).toEqual([[newFlightId, free.seatNo, 0, 'SOLD']]);
    // One place moved from the old flight's class to the new one's.
    expect(await inventoryOf(s, oldFlightId, 'M')).toMatchObject({ sold: oldBefore.sold - 1, held: oldBefore.held });
    expect(await inventoryOf(s, newFlightId, 'Y')).toMatchObject({ sold: newBefore.sold + 1, held: newBefore.held });

    const change = parseExact(changeDetailSchema, await ok(changeDetail(s, alice, confirmed.changeId)));
    expect(change).toMatchObject({
      changeId: confirmed.changeId,
      changeNo: confirmed.changeNo,
      status: 'COMPLETED',
      orderId: order.orderId,
      newOrderId: confirmed.orderId,
      newOrderNo: confirmed.orderNo,
      amount: expected.total,
      quote: expected,
      passengers: [{ psgId: 0, type: 'ADT', lastName: 'CHAN', firstName: 'TAI MAN' }],
      completedAt: made.paidAt,
    });
    expect(change.oldSegments.map((g) => g.flightNo)).toEqual(['FW201']);
    expect(change.newSegments.map((g) => g.flightNo)).toEqual(['FW203']);
    expect(changeAddOnsSchema.parse(await ok(changeAddOns(s, alice, confirmed.changeId))).map((a) => [a.kind, a.fate])).toEqual([
      ['LUGGAGE', 'MOVED'],
      ['MEAL', 'CANCELLED'],
      ['SEAT', 'CANCELLED'],
    ]);
    const listed = parseExact(changePageSchema, await ok(changePage(s, alice)));
    expect(listed.records.find((r) => r.changeId === confirmed.changeId)).toMatchObject({ status: 'COMPLETED', orderNo: order.orderNo, newOrderNo: confirmed.orderNo });

    // The changed passenger is not refundable from the old order; the other one still is.
    const quote = parseExact(feeMatchSchema, await ok(postTo(s, alice, '/dsb-order/api/v1/processing/fee/match', { orderId: order.orderId })));
    expect(quote.passengers.map((p) => [p.refunded, p.status])).toEqual([
      [true, 'EXCHANGED'],
      [false, null],
    ]);
    await refused(refundApply(s, alice, order.orderId, [0]), 'R00001', t('refund.problems.passengerRefunded'));
    const view2 = parseExact(changeViewSchema, await ok(view(s, alice, order.orderId, order.pnr)));
    expect(view2.passengers.map((p) => [p.changeable, p.status])).toEqual([
      [false, 'EXCHANGED'],
      [true, null],
    ]);
    await refused(confirmPsg(s, alice, order.orderId, [0]), NOT_CHANGEABLE, t('errors.passengerNotChangeable'));

    // The changed adult refunded from the new order: the change's payment gives back all it took, the first payment the rest.
    const moved = await ok(refundApply(s, alice, confirmed.orderId, [0]));
    expect(moved.amount).toBeGreaterThan(expected.total);
    s.clock.advance(REFUND_PROCESSING_MS);
    const returnedAt = s.clock.now();
    expect(await progressRefunds(createStore(s.database.db), returnedAt)).toBe(1);
    expect(await progressRefunds(createStore(s.database.db), returnedAt)).toBe(0);
    const movedBack = parseExact(refundDetailSchema, await ok(refundDetail(s, alice, moved.refundId)));
    expect(movedBack.payments.map((p) => [p.id, p.provider, p.cardLast4, p.amount, p.createdAt])).toEqual([
      [expect.any(String), 'card', '4242', expected.total, returnedAt.toISOString()],
      [expect.any(String), 'card', '4242', moved.amount - expected.total, returnedAt.toISOString()],
    ]);
    expect(await returnedThrough(s, moved.refundId)).toEqual([
      [changePayment.paymentId, expected.total],
      [order.payment.paymentId, moved.amount - expected.total],
    ]);
    await refused(refundDetail(s, bob, moved.refundId), 'R00003', t('errors.refundNotFound'));

    // The other adult refunded: no ticket of the old order is left, and some moved to the new one; all through the first payment.
    const other = await ok(refundApply(s, alice, order.orderId, [1]));
    s.clock.advance(REFUND_PROCESSING_MS);
    await progressRefunds(createStore(s.database.db), s.clock.now());
    expect(await returnedThrough(s, other.refundId)).toEqual([[order.payment.paymentId, other.amount]]);
    expect(await ticketStatuses(s, order.orderId)).toEqual(['EXCHANGED', 'REFUNDED']);
    expect((await orderRow(s, order.orderId)).status).toBe('CHANGED');
  });

  it('issues a change with nothing to pay at once; the old order, every ticket changed, is Changed and refunds nothing; the new refunds through the first payment', async () => {
    const s = server();
    const date = nextDay(s);
    const order = await issuedOrder(s, alice, date, { brand: 'FLEXIPLUS' });
    const step = await changeTo(s, alice, order.orderId, [0], [{ date, flightNo: 'FW203', brand: 'FLEXIPLUS' }]);
    expect(step.quote).toEqual({ currency: 'HKD', fareDifference: 0, taxDifference: 0, changeFee: 0, seatAmount: 0, total: 0 });
    const confirmed = parseExact(changeOrderConfirmResponseSchema, await ok(confirmChange(s, alice, step.processKey)));
    expect(confirmed).toMatchObject({ status: 'COMPLETED', amountDue: 0 });
    expect((await orderRow(s, confirmed.orderId)).status).toBe('ISSUED');
    expect(await ticketStatuses(s, confirmed.orderId)).toEqual(['OPEN']);
    expect(await ticketStatuses(s, order.orderId)).toEqual(['EXCHANGED']);
    // The trip keeps its booking reference: the new tickets are reissued under it.
    expect((await orderRow(s, confirmed.orderId)).pnr).toBe(order.pnr);
    const old = await orderShown(s, alice, order.orderId);
    expect(old.status).toBe('CHANGED');
    expect(old.links).toEqual([{ relation: 'CHANGE', id: confirmed.orderId, number: confirmed.orderNo }]);
    // Listed under All.
    const all = await ok(postTo(s, alice, `${ORDER}/front/page`, { tab: 'ALL', pageSize: 50 }));
    expect(all.records.find((r: { orderId: number }) => r.orderId === order.orderId).status).toBe('CHANGED');
    await refused(postTo(s, alice, '/dsb-order/api/v1/processing/fee/match', { orderId: order.orderId }), 'R00002', t('errors.orderNotRefundable'));
    await refused(refundApply(s, alice, order.orderId, [0]), 'R00002', t('errors.orderNotRefundable'));
    await refused(view(s, alice, order.orderId, order.pnr), NOT_ALLOWED, t('errors.orderNotChangeable'));
    // The new order is issued like any: it may be changed again, or refunded through the payment that paid for its tickets.
    const again = parseExact(changeViewSchema, await ok(view(s, alice, confirmed.orderId, (await orderRow(s, confirmed.orderId)).pnr!)));
    expect(again.legs[0]!.blocked).toBeNull();
    const refund = await ok(refundApply(s, alice, confirmed.orderId, [0]));
    expect(await progressRefunds(createStore(s.database.db), new Date(s.clock.now().getTime() + REFUND_PROCESSING_MS))).toBeGreaterThanOrEqual(1);
    expect(await returnedThrough(s, refund.refundId)).toEqual([[order.payment.paymentId, refund.amount]]);
    expect(parseExact(refundDetailSchema, await ok(refundDetail(s, alice, refund.refundId))).payments.map((p) => [p.cardLast4, p.amount])).toEqual([['4242', refund.amount]]);
    expect((await orderRow(s, confirmed.orderId)).status).toBe('REFUNDED');
  });

  it('changes both legs of a round trip, the return chosen after the outbound', async () => {
    const s = server();
    const out = nextDay(s);
    const back = addDaysTo(out, 3);
    const order = await issuedOrder(s, alice, out, { routeWay: 'R', segments: [{ org: 'HKG', dst: 'NRT', date: out }, { org: 'NRT', dst: 'HKG', date: back }], flights: ['FW201', 'FW202'] });
    const psg = parseExact(changeStepSchema, await ok(confirmPsg(s, alice, order.orderId, [0], [1, 0])));
    expect(psg.nextLegIndex).toBe(0);
    // The return cannot be asked before the outbound has its flight.
    await refused(queryFlights(s, alice, psg.processKey, back, true), 'I0003', t('errors.stepMissing'));
    const step = await changeTo(
      s,
      alice,
      order.orderId,
      [0],
      [
        { date: addDaysTo(out, 1), flightNo: 'FW203', brand: 'MAIN' },
        { date: addDaysTo(back, 1), flightNo: 'FW202', brand: 'MAIN' },
      ],
      [0, 1],
    );
    expect(step.nextLegIndex).toBeNull();
    expect(step.quote.changeFee).toBe(800);
    const confirmed = parseExact(changeOrderConfirmResponseSchema, await ok(confirmChange(s, alice, step.processKey)));
    await payByCard(s, alice, confirmed.orderId);
    const made = await orderShown(s, alice, confirmed.orderId);
    expect(made.segments.map((g) => [g.flightNo, g.depLocal.slice(0, 10)])).toEqual([
      ['FW203', addDaysTo(out, 1)],
      ['FW202', addDaysTo(back, 1)],
    ]);
    expect(await ticketStatuses(s, order.orderId)).toEqual(['EXCHANGED', 'EXCHANGED']);
    expect((await orderRow(s, order.orderId)).status).toBe('CHANGED');
  });

  it('keeps a leg that is not changed, with its add-ons: only the other leg gets its new flight, in time for the kept one', async () => {
    const s = server();
    const out = nextDay(s);
    const back = addDaysTo(out, 2);
    const addOns: AddOns = {
      luggage: [0, 1].map((segmentIndex) => ({ segmentIndex, passengerIndex: 0, kg: 5 })),
      meals: [0, 1].map((segmentIndex) => ({ segmentIndex, passengerIndex: 0, code: 'AVML' })),
      seats: [0, 1].map((segmentIndex) => ({ segmentIndex, passengerIndex: 0, seatNo: '32C' })),
    };
    const order = await issuedOrder(s, alice, out, { routeWay: 'R', segments: [{ org: 'HKG', dst: 'NRT', date: out }, { org: 'NRT', dst: 'HKG', date: back }], flights: ['FW201', 'FW202'], addOns });
    const returnFlightId = order.booking.legs[1]!.option.segments[0]!.flightId;
    const psg = parseExact(changeStepSchema, await ok(confirmPsg(s, alice, order.orderId, [0], [0])));
    // The outbound must land before the kept return leaves: none after it.
    const late = parseExact(changeFlightQueryResponseSchema, await ok(queryFlights(s, alice, psg.processKey, addDaysTo(back, 1))));
    expect(late.options).toEqual([]);
    const step = await changeTo(s, alice, order.orderId, [0], [{ date: addDaysTo(out, 1), flightNo: 'FW201', brand: 'MAIN' }]);
    const confirmed = parseExact(changeOrderConfirmResponseSchema, await ok(confirmChange(s, alice, step.processKey)));
    await payByCard(s, alice, confirmed.orderId);
    const made = await orderShown(s, alice, confirmed.orderId);
    expect(made.segments.map((g) => [g.flightNo, g.depLocal.slice(0, 10)])).toEqual([
      ['FW201', addDaysTo(out, 1)],
      ['FW202', back],
    ]);
    expect(made.passengers[0]!.tickets).toHaveLength(2);
    expect(await ticketStatuses(s, order.orderId)).toEqual(['EXCHANGED', 'EXCHANGED']);
    // The kept flight's add-ons go with the passenger, seat and all; the changed flight's baggage too, its seat and meal not.
    expect(made.addOns.map((a) => [a.kind, a.segmentIndex, a.item, a.status])).toEqual([
      ['LUGGAGE', 0, '5', 'PAID'],
      ['LUGGAGE', 1, '5', 'PAID'],
      ['MEAL', 1, 'AVML', 'PAID'],
      ['SEAT', 1, '32C', 'PAID'],
    ]);
    expect((await orderShown(s, alice, order.orderId)).addOns.map((a) => [a.kind, a.segmentIndex, a.status])).toEqual([
      ['MEAL', 0, 'CANCELLED'],
      ['SEAT', 0, 'CANCELLED'],
    ]);
    expect((await seatsOfFlight(s, returnFlightId)).filter((x) => x.seatNo === '32C').map((x) => [x.orderId, x.passengerIndex, x.status])).toEqual([[confirmed.orderId, 0, 'SOLD']]);
  });

  it('keeps infants with their guardian and children with an adult', async () => {
    const s = server();
    const date = nextDay(s);
    const order = await issuedOrder(s, alice, date, { passengers: [adult(), adult({ firstName: 'SIU WAI' }), child(date), infant(date, 0)] });
    const cases: [number[], string][] = [
      [[3], 'errors.change.infantWithGuardian'],
      [[0], 'errors.change.infantWithGuardian'],
      [[2], 'errors.change.childAlone'],
      [[0, 1, 3], 'errors.change.childAlone'],
      [[5], 'errors.change.refundPassengerUnknown'],
    ];
    for (const [ids, key] of cases) await refused(confirmPsg(s, alice, order.orderId, ids), NOT_ALLOWED, t(key));
    const step = await changeTo(s, alice, order.orderId, [0, 3], [{ date, flightNo: 'FW203', brand: 'MAIN' }]);
    const confirmed = parseExact(changeOrderConfirmResponseSchema, await ok(confirmChange(s, alice, step.processKey)));
    await payByCard(s, alice, confirmed.orderId);
    const made = await orderRow(s, confirmed.orderId);
    // The infant's guardian is their adult's place in the new order.
    expect((made.passengers as PassengerInput[]).map((p) => [p.type, p.guardianIndex])).toEqual([
      ['ADT', undefined],
      ['INF', 0],
    ]);
    expect(await ticketStatuses(s, order.orderId)).toEqual(['EXCHANGED', 'OPEN', 'OPEN', 'EXCHANGED']);
  });

  it('refuses legs that cannot be changed online: a fare without changes, and a connection', async () => {
    const s = server();
    for (const brand of ['BASIC', 'PROMO 1PC']) {
      const order = await issuedOrder(s, alice, nextDay(s), { brand });
      const shown = parseExact(changeViewSchema, await ok(view(s, alice, order.orderId, order.pnr)));
      expect(shown.legs.map((l) => [l.changeFee, l.blocked])).toEqual([[null, 'NOT_CHANGEABLE']]);
      await refused(confirmPsg(s, alice, order.orderId, [0]), NOT_ALLOWED, t('errors.changeBlocked.NOT_CHANGEABLE'));
    }
    const date = nextDay(s);
    const transit = await issuedOrder(s, alice, date, { segments: [{ org: 'TPE', dst: 'BKK', date }], flights: [undefined] });
    const shown = parseExact(changeViewSchema, await ok(view(s, alice, transit.orderId, transit.pnr)));
    expect(shown.legs.map((l) => [l.segments.length, l.changeFee, l.blocked])).toEqual([[2, 400, 'TRANSIT']]);
    await refused(confirmPsg(s, alice, transit.orderId, [0]), NOT_ALLOWED, t('errors.changeBlocked.TRANSIT'));
    expect(await changesOf(s, transit.orderId)).toEqual([]);
  });

  it('refuses a sold-out flight and changes nothing', async () => {
    const s = server();
    const date = nextDay(s);
    const order = await issuedOrder(s, alice, date);
    const psg = parseExact(changeStepSchema, await ok(confirmPsg(s, alice, order.orderId, [0])));
    const flights = parseExact(changeFlightQueryResponseSchema, await ok(queryFlights(s, alice, psg.processKey, date)));
    const option = flights.options[0]!;
    const flightId = option.segments[0]!.flightId;
    await sellOut(s, flightId, 'M');
    // The class is gone from the flight's brands, and cannot be confirmed.
    const brands = parseExact(changeBrandQueryResponseSchema, await ok(queryBrands(s, alice, flights.processKey, option.flightKey)));
    expect(brands.pairs.map((p) => p.toBrand)).not.toContain('MAIN');
    await refused(confirmBrand(s, alice, flights.processKey, option.flightKey, 'MAIN'), 'B0102', t('errors.flightUnavailable'));

    // Sold out between the brand and the order: the order is refused, the old ticket stays issued.
    const step = await changeTo(s, alice, order.orderId, [0], [{ date, flightNo: 'FW203', brand: 'FLEXIPLUS' }]);
    await sellOut(s, flightId, 'Y');
    const before = await s.database.db.select({ n: count() }).from(orders);
    await refused(confirmChange(s, alice, step.processKey), 'B0102', t('errors.flightSoldOut'));
    expect(await s.database.db.select({ n: count() }).from(orders)).toEqual(before);
    expect(await changesOf(s, order.orderId)).toEqual([]);
    expect(await ticketStatuses(s, order.orderId)).toEqual(['OPEN']);
  });

  it('gives the old tickets back when the change order expires unpaid or is cancelled', async () => {
    const s = server();
    const date = nextDay(s);
    const order = await issuedOrder(s, alice, date);
    const step = await changeTo(s, alice, order.orderId, [0], [{ date, flightNo: 'FW203', brand: 'MAIN' }]);
    const flightId = step.option.segments[0]!.flightId;
    const before = await inventoryOf(s, flightId, 'M');
    const confirmed = parseExact(changeOrderConfirmResponseSchema, await ok(confirmChange(s, alice, step.processKey)));
    expect(await inventoryOf(s, flightId, 'M')).toMatchObject({ held: before.held + 1 });
    expect(await ticketStatuses(s, order.orderId)).toEqual(['CHANGING']);

    await expireOrders(createStore(s.database.db), new Date(s.clock.now().getTime() + 21 * MINUTE));
    expect((await orderRow(s, confirmed.orderId)).status).toBe('EXPIRED');
    expect(await ticketStatuses(s, order.orderId)).toEqual(['OPEN']);
    expect(await inventoryOf(s, flightId, 'M')).toMatchObject({ held: before.held, sold: before.sold });
    expect(parseExact(changeDetailSchema, await ok(changeDetail(s, alice, confirmed.changeId)))).toMatchObject({ status: 'CANCELLED', completedAt: null });
    expect((await orderShown(s, alice, order.orderId)).links).toEqual([]);

    // Cancelled by its owner: the same.
    const again = await changeTo(s, alice, order.orderId, [0], [{ date, flightNo: 'FW203', brand: 'MAIN' }]);
    const second = parseExact(changeOrderConfirmResponseSchema, await ok(confirmChange(s, alice, again.processKey)));
    expect(await ticketStatuses(s, order.orderId)).toEqual(['CHANGING']);
    await ok(get(s, alice, `${ORDER}/front/cancel/${second.orderId}`));
    expect(await ticketStatuses(s, order.orderId)).toEqual(['OPEN']);
    expect(parseExact(changeDetailSchema, await ok(changeDetail(s, alice, second.changeId))).status).toBe('CANCELLED');
    // And refundable again.
    await ok(refundApply(s, alice, order.orderId, [0]));
  });

  it('answers the same change to the same processKey confirmed five times at once', async () => {
    const s = server();
    const date = nextDay(s);
    const order = await issuedOrder(s, alice, date);
    const step = await changeTo(s, alice, order.orderId, [0], [{ date, flightNo: 'FW203', brand: 'MAIN' }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirmChange(s, alice, step.processKey)));
    const made = answers.map((a) => parseExact(changeOrderConfirmResponseSchema, a.data));
    expect(answers.map((a) => a.code)).toEqual(Array(5).fill('00000'));
    expect(new Set(made.map((m) => m.changeId)).size).toBe(1);
    expect(await changesOf(s, order.orderId)).toHaveLength(1);
    expect(await s.database.db.select({ n: count() }).from(orders).where(eq(orders.processKey, step.processKey))).toEqual([{ n: 1 }]);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const s = server();
    const date = nextDay(s);
    const order = await issuedOrder(s, alice, date);
    await refused(postTo(s, alice, `${CHANGE}/confirm/psg`, { orderId: order.orderId, psgIdList: [0], legIndexes: [] }), 'A0400', t('validation.selectLeg'));
    await refused(postTo(s, alice, `${CHANGE}/confirm/psg`, { orderId: order.orderId, psgIdList: [], legIndexes: [0] }), 'A0400', t('validation.selectPassenger'));
    await refused(confirmPsg(s, alice, order.orderId, [0], [1]), NOT_ALLOWED, t('errors.changeLegUnknown'));
    await refused(confirmPsg(s, alice, 987_654, [0]), NOT_FOUND, 'order number does not exist');
    await refused(view(s, alice, order.orderId, 'ZZZZZZ'), NOT_FOUND, 'order number does not exist');
    const psg = parseExact(changeStepSchema, await ok(confirmPsg(s, alice, order.orderId, [0])));
    await refused(queryFlights(s, alice, psg.processKey, '2026/01/01'), 'A0400', t('validation.dateFormat'));
    await refused(queryFlights(s, alice, psg.processKey, '2027-02-30'), 'A0400', t('validation.dateInvalid'));
    await refused(queryFlights(s, alice, 'no-such-key', date), PAGE_EXPIRED, t('errors.pageExpired'));
    // A booking's key does not continue a change, nor a change's key a booking.
    await refused(queryFlights(s, alice, order.booking.psgKey, date), PAGE_EXPIRED);
    await refused(post(s, alice, '/search/flight/back', { processKey: psg.processKey }), PAGE_EXPIRED);
    await refused(confirmChange(s, alice, psg.processKey), 'I0003', t('errors.stepMissing'));
    await refused(chooseSeat(s, alice, psg.processKey, 0), 'I0003', t('errors.stepMissing'));
    await refused(postTo(s, alice, `${CHANGE}/order/confirm`, { processKey: psg.processKey, acknowledged: false }), 'A0400', t('validation.acknowledge'));
    const flights = parseExact(changeFlightQueryResponseSchema, await ok(queryFlights(s, alice, psg.processKey, date)));
    await refused(confirmBrand(s, alice, flights.processKey, '999999', 'MAIN'), 'B0102', t('errors.flightUnavailable'));
    const step = await changeTo(s, alice, order.orderId, [0], [{ date, flightNo: 'FW203', brand: 'MAIN' }]);
    await refused(chooseSeat(s, alice, step.processKey, 1), 'A0400', t('errors.auxiliaryInvalid'));
    expect(await changesOf(s, order.orderId)).toEqual([]);
    expect(await ticketStatuses(s, order.orderId)).toEqual(['OPEN']);
    // An unpaid order cannot be changed.
    const unpaid = await confirmOrder(s, alice, (await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'NRT', date }], flights: ['FW201'] })).psgKey);
    await refused(confirmPsg(s, alice, unpaid.orderId, [0]), NOT_ALLOWED, t('errors.orderNotChangeable'));
    await refused(fees(s, alice, unpaid.orderId), NOT_ALLOWED, t('errors.orderNotChangeable'));
    // A guest is asked to log in.
    await refused(fees(s, null, order.orderId), 'U00003');
    await refused(view(s, null, order.orderId, order.pnr), 'U00003');
  });

  it('answers a second user as if the order and the change did not exist', async () => {
    const s = server();
    const date = nextDay(s);
    const order = await issuedOrder(s, alice, date);
    const psg = parseExact(changeStepSchema, await ok(confirmPsg(s, alice, order.orderId, [0])));
    const flights = parseExact(changeFlightQueryResponseSchema, await ok(queryFlights(s, alice, psg.processKey, date)));
    const option = flights.options[0]!;
    const step = await changeTo(s, alice, order.orderId, [0], [{ date, flightNo: 'FW203', brand: 'MAIN' }]);

    await refused(view(s, bob, order.orderId, order.pnr), NOT_FOUND, 'order number does not exist');
    await refused(fees(s, bob, order.orderId), NOT_FOUND, 'order number does not exist');
    await refused(confirmPsg(s, bob, order.orderId, [0]), NOT_FOUND, 'order number does not exist');
    await refused(queryFlights(s, bob, psg.processKey, date), PAGE_EXPIRED, t('errors.pageExpired'));
    await refused(queryFlights(s, bob, step.processKey, date, true), PAGE_EXPIRED);
    await refused(queryBrands(s, bob, flights.processKey, option.flightKey), PAGE_EXPIRED);
    await refused(confirmBrand(s, bob, flights.processKey, option.flightKey, 'MAIN'), PAGE_EXPIRED);
    await refused(chooseSeat(s, bob, step.processKey, 0), PAGE_EXPIRED);
    await refused(confirmSeat(s, bob, step.processKey, []), PAGE_EXPIRED);
    await refused(confirmChange(s, bob, step.processKey), PAGE_EXPIRED);
    expect(await ticketStatuses(s, order.orderId)).toEqual(['OPEN']);

    const confirmed = parseExact(changeOrderConfirmResponseSchema, await ok(confirmChange(s, alice, step.processKey)));
    // Bob confirming Alice's confirmed key learns nothing of it either.
    await refused(confirmChange(s, bob, step.processKey), PAGE_EXPIRED);
    await refused(changeDetail(s, bob, confirmed.changeId), 'C00003', t('errors.changeNotFound'));
    await refused(changeAddOns(s, bob, confirmed.changeId), 'C00003', t('errors.changeNotFound'));
    await refused(get(s, bob, `${ORDER}/front/detail/${confirmed.orderId}`), NOT_FOUND, 'order number does not exist');
    expect(parseExact(changePageSchema, await ok(changePage(s, bob)))).toEqual({ records: [], total: 0, pageNum: 1, pageSize: 10 });
    await refused(changeDetail(s, alice, 987_654), 'C00003');
  });

  // Last: it moves the clock past a flight.
  it('refuses a leg that has departed, and changes the return of a trip whose outbound has flown', async () => {
    const s = server();
    const out = nextDay(s);
    const back = addDaysTo(out, 2);
    const order = await issuedOrder(s, alice, out, { routeWay: 'R', segments: [{ org: 'HKG', dst: 'NRT', date: out }, { org: 'NRT', dst: 'HKG', date: back }], flights: ['FW201', 'FW202'] });
    const departure = Date.parse(order.booking.legs[0]!.option.segments[0]!.depAt);
    s.clock.advance(departure - s.clock.now().getTime() + MINUTE);
    alice.token = await tokenFor(s, alice.mobile, alice.password);
    const shown = parseExact(changeViewSchema, await ok(view(s, alice, order.orderId, order.pnr)));
    expect(shown.legs.map((l) => l.blocked)).toEqual(['DEPARTED', null]);
    await refused(confirmPsg(s, alice, order.orderId, [0], [0, 1]), NOT_ALLOWED, t('errors.changeBlocked.DEPARTED'));
    const step = await changeTo(s, alice, order.orderId, [0], [{ date: addDaysTo(back, 1), flightNo: 'FW202', brand: 'MAIN' }], [1]);
    const confirmed = parseExact(changeOrderConfirmResponseSchema, await ok(confirmChange(s, alice, step.processKey)));
    await payByCard(s, alice, confirmed.orderId);
    expect((await orderShown(s, alice, confirmed.orderId)).segments.map((g) => g.flightNo)).toEqual(['FW201', 'FW202']);
  });

  it('changes the flexible fare online until 12 hours before departure, and refuses it after', async () => {
    const s = server();
    const date = addDaysTo(nextDay(s), 1);
    const order = await issuedOrder(s, alice, date, { brand: 'FLEXIPLUS' });
    const departure = Date.parse(order.booking.legs[0]!.option.segments[0]!.depAt);
    s.clock.advance(departure - 12 * HOUR - MINUTE - s.clock.now().getTime());
    alice.token = await tokenFor(s, alice.mobile, alice.password);
    expect(parseExact(changeViewSchema, await ok(view(s, alice, order.orderId, order.pnr))).legs.map((l) => l.blocked)).toEqual([null]);
    s.clock.advance(2 * MINUTE);
    alice.token = await tokenFor(s, alice.mobile, alice.password);
    expect(parseExact(changeViewSchema, await ok(view(s, alice, order.orderId, order.pnr))).legs.map((l) => l.blocked)).toEqual(['TOO_LATE']);
    await refused(confirmPsg(s, alice, order.orderId, [0]), NOT_ALLOWED, t('errors.changeBlocked.TOO_LATE'));
    expect(await ticketStatuses(s, order.orderId)).toEqual(['OPEN']);
  });
});

const addDaysTo = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

// PostgreSQL alone runs requests truly at once; PGlite takes one at a time.
describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('a refund racing a date change of the same ticket (%s)', (kind) => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer(kind);
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('lets exactly one of them through, 20 times over, and moves the money once', async () => {
    const user = await registerUser(s);
    for (let round = 0; round < 20; round++) {
      const date = dayAhead(s, 30 + round);
      const order = await issuedOrder(s, user, date);
      const step = await changeTo(s, user, order.orderId, [0], [{ date, flightNo: 'FW203', brand: 'MAIN' }]);
      const [refund, change] = await Promise.all([refundApply(s, user, order.orderId, [0]), confirmChange(s, user, step.processKey)]);
      const winners = [refund, change].filter((a) => a.code === '00000');
      expect(winners, `round ${round}: ${refund.code} ${refund.msg} / ${change.code} ${change.msg}`).toHaveLength(1);
      const refundRows = await s.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
      const changeRows = await changesOf(s, order.orderId);
      const newOrders = await s.database.db.select().from(orders).where(eq(orders.processKey, step.processKey));
      if (refund.code === '00000') {
        expect(change).toMatchObject({ code: NOT_CHANGEABLE, msg: t('errors.passengerNotChangeable'), data: null });
        expect([refundRows.length, changeRows.length, newOrders.length]).toEqual([1, 0, 0]);
        expect(await ticketStatuses(s, order.orderId)).toEqual(['REFUNDING']);
      } else {
        expect(refund).toMatchObject({ code: 'R00001', msg: t('refund.problems.passengerRefunded'), data: null });
        expect([refundRows.length, changeRows.length, newOrders.length]).toEqual([0, 1, 1]);
        expect(await ticketStatuses(s, order.orderId)).toEqual(['CHANGING']);
        expect(await s.database.db.select({ n: count() }).from(tickets).where(and(eq(tickets.orderId, newOrders[0]!.id)))).toEqual([{ n: 0 }]);
      }
    }
  });

  it('issues two changes paid at once that move passengers between the same two flights in opposite directions', async () => {
    const user = await registerUser(s);
    for (let round = 0; round < 10; round++) {
      const date = dayAhead(s, 60 + round);
      const [early, late] = [await issuedOrder(s, user, date), await issuedOrder(s, user, date, { flights: ['FW203'] })];
      const toLate = await changeTo(s, user, early.orderId, [0], [{ date, flightNo: 'FW203', brand: 'MAIN' }]);
      const toEarly = await changeTo(s, user, late.orderId, [0], [{ date, flightNo: 'FW201', brand: 'MAIN' }]);
      const made = [await ok(confirmChange(s, user, toLate.processKey)), await ok(confirmChange(s, user, toEarly.processKey))];
      const payments = await Promise.all(made.map((m) => startCardPayment(s, user, m.orderId)));
      const pages = await Promise.all(payments.map((p) => p.submit()));
      expect(pages.map((p) => p.status)).toEqual([303, 303]);
      for (const m of made) expect((await orderRow(s, m.orderId)).status).toBe('ISSUED');
      expect([...(await ticketStatuses(s, early.orderId)), ...(await ticketStatuses(s, late.orderId))]).toEqual(['EXCHANGED', 'EXCHANGED']);
    }
  });
});
