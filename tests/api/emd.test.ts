import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { emdBookedSchema, emdOffersSchema, emdOrderSchema, emdSeatMapSchema, type EmdOffers } from '../../services/schemas/emd';
import { addOnOrderSchema, orderDetailSchema, tripSchema } from '../../services/schemas/order';
import { checkIns, orders, seatAssignments, tickets } from '../../server/db/schema';
import { describeEachDatabase, type TestServer } from './harness';
import { HOUR, MINUTE, parseExact, registerUser, type RegisteredUser } from './helpers';
import { adult, book, child, confirmOrder, dayAhead, ok, ORDER, orderRow, payByCard, refused, t } from './booking-helpers';

const EMD = '/dsb-order/api/v1/itinerary/emd/book';
const AUXILIARY = '/dsb-order/api/v1/auxiliary/front';
const PENDING = 'E00001';
const NOT_ALLOWED = 'E00002';
const NOT_FOUND = 'O00001';
const SEAT = 'B0105';
const OVER_CAP = 'B0107';
const BAD = 'A0400';

type Who = RegisteredUser;
const postTo = (s: TestServer, who: Who, path: string, json?: unknown) => s.call('POST', path, { token: who.token, json });
const get = (s: TestServer, who: Who, path: string) => s.call('GET', path, { token: who.token });
const offersOf = async (s: TestServer, who: Who, orderId: number) => parseExact(emdOffersSchema, await ok(postTo(s, who, `${EMD}/query/${orderId}`)));
const submit = (s: TestServer, who: Who, body: Record<string, unknown>) => postTo(s, who, `${EMD}/submit`, body);
const submitted = async (s: TestServer, who: Who, body: Record<string, unknown>) => parseExact(emdOrderSchema, await ok(submit(s, who, body)));
const detailOf = async (s: TestServer, who: Who, orderId: number) => parseExact(orderDetailSchema, await ok(get(s, who, `${ORDER}/front/detail/${orderId}`)));
const place = (offers: EmdOffers, segmentIndex: number, passengerIndex: number) =>
  offers.places.find((p) => p.segmentIndex === segmentIndex && p.passengerIndex === passengerIndex)!;
const emdRows = (s: TestServer, parentOrderId: number) => s.database.db.select().from(orders).where(eq(orders.parentOrderId, parentOrderId));
const seatRow = async (s: TestServer, flightId: number, seatNo: string) =>
  (await s.database.db.select().from(seatAssignments).where(and(eq(seatAssignments.flightId, flightId), eq(seatAssignments.seatNo, seatNo))))[0];

describeEachDatabase('add-ons after booking (EMD)', (server) => {
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let day = 30;

  beforeAll(async () => {
    alice = await registerUser(server());
    bob = await registerUser(server());
  });

  /** An issued trip on FW201 HKG-NRT in MAIN (20 kg free), one adult unless told. */
  async function trip(user: Who, passengers = [adult()], date = dayAhead(server(), day++)) {
    const s = server();
    const booking = await book(s, { user, segments: [{ org: 'HKG', dst: 'NRT', date }], flights: ['FW201'], passengers });
    const order = await confirmOrder(s, user, booking.psgKey);
    await payByCard(s, user, order.orderId);
    const segment = booking.legs[0]!.option.segments[0]!;
    return { orderId: order.orderId, orderNo: order.orderNo, flightId: segment.flightId, depAt: segment.depAt };
  }

  it('offers baggage, meals and seats per segment and passenger, sells them in an add-on order paid like any order, and shows them on the trip', async () => {
    const s = server();
    const { orderId, flightId } = await trip(alice);
    const offers = await offersOf(s, alice, orderId);
    expect(offers).toMatchObject({ orderId, currency: 'HKD', pendingOrderId: null, insurance: { insured: null, saleInsureFlag: true } });
    expect(offers.segments.map((g) => g.flightNo)).toEqual(['FW201']);
    expect(place(offers, 0, 0)).toMatchObject({ closedReason: null, freeKg: 20, prepaidKg: 0, meal: null, seatNo: null });
    // 20 kg free: at most 40 more within the 60 kg cap.
    expect(place(offers, 0, 0).luggageOptions.map((o) => o.kg)).toEqual([5, 10, 15, 20, 25, 30, 40]);
    expect(offers.meals[0]!.options.map((m) => m.code)).toContain('HKML');

    const map = parseExact(emdSeatMapSchema, await ok(postTo(s, alice, `${EMD}/seat`, { orderId, segmentIndex: 0 })));
    expect(map).toMatchObject({ segmentIndex: 0, flightNo: 'FW201' });
    const seat = map.cabins[0]!.rows.flatMap((r) => (r.exit ? [] : r.seats)).find((x) => x.state === 'available' && x.kind === 'preferred')!;
    const luggagePrice = place(offers, 0, 0).luggageOptions.find((o) => o.kg === 20)!.price;
    const mealPrice = offers.meals[0]!.options.find((m) => m.code === 'HKML')!.price;

    const emd = await submitted(s, alice, {
      orderId,
      luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 20 }],
      meals: [{ segmentIndex: 0, passengerIndex: 0, code: 'HKML' }],
      seats: [{ segmentIndex: 0, passengerIndex: 0, seatNo: seat.seatNo }],
    });
    expect(emd).toMatchObject({ currency: 'HKD', totalAmount: luggagePrice + mealPrice + seat.price });
    const row = await orderRow(s, emd.orderId);
    expect(row).toMatchObject({ kind: 'EMD', parentOrderId: orderId, status: 'UNPAID', pnr: null, holds: [] });
    expect(await seatRow(s, flightId, seat.seatNo)).toMatchObject({ orderId: emd.orderId, status: 'HELD' });
    expect((await offersOf(s, alice, orderId)).pendingOrderId).toBe(emd.orderId);
    // The add-on orders' pages show it waiting for payment.
    const waiting = parseExact(addOnOrderSchema, await ok(get(s, alice, `${AUXILIARY}/detail/luggage/${emd.orderId}`)));
    expect(waiting.addOns).toEqual([{ kind: 'LUGGAGE', segmentIndex: 0, passengerIndex: 0, item: '20', status: 'WAIT' }]);
    // Its own detail is what the payment page reads.
    expect(await detailOf(s, alice, emd.orderId)).toMatchObject({ status: 'UNPAID', totalAmount: emd.totalAmount, amountDue: emd.totalAmount });

    await payByCard(s, alice, emd.orderId);
    expect(await orderRow(s, emd.orderId)).toMatchObject({ status: 'ISSUED', pnr: null });
    expect(await s.database.db.select().from(tickets).where(eq(tickets.orderId, emd.orderId))).toEqual([]);
    // The seat is now the passenger's seat on the trip, where check-in finds it.
    expect(await seatRow(s, flightId, seat.seatNo)).toMatchObject({ orderId, passengerIndex: 0, status: 'SOLD' });

    const detail = await detailOf(s, alice, orderId);
    expect(detail.addOns).toEqual([
      { kind: 'LUGGAGE', segmentIndex: 0, passengerIndex: 0, item: '20', status: 'PAID' },
      { kind: 'MEAL', segmentIndex: 0, passengerIndex: 0, item: 'HKML', status: 'PAID' },
      { kind: 'SEAT', segmentIndex: 0, passengerIndex: 0, item: seat.seatNo, status: 'PAID' },
    ]);
    expect(detail.links).toContainEqual({ relation: 'ADD_ON', id: emd.orderId, number: emd.orderNo });
    expect((await detailOf(s, alice, emd.orderId)).links).toEqual([{ relation: 'ADD_ON_FOR', id: orderId, number: (await orderRow(s, orderId)).orderNo }]);
    const after = await offersOf(s, alice, orderId);
    expect(place(after, 0, 0)).toMatchObject({ prepaidKg: 20, meal: 'HKML', seatNo: seat.seatNo });
    expect(place(after, 0, 0).luggageOptions.map((o) => o.kg)).toEqual([5, 10, 15, 20]);
    expect(after.pendingOrderId).toBeNull();
    expect(emdBookedSchema.parse(await ok(postTo(s, alice, `${EMD}/booked/luggage`, { orderId })))).toEqual([
      { kind: 'LUGGAGE', segmentIndex: 0, passengerIndex: 0, item: '20', status: 'PAID', orderId: emd.orderId },
    ]);

    const addOnOrders = (await ok(postTo(s, alice, `${ORDER}/travelmgn/query/emd`, { orderId }))) as unknown[];
    expect(addOnOrders.map((o) => parseExact(addOnOrderSchema, o))).toMatchObject([{ orderId: emd.orderId, status: 'ISSUED', addOns: detail.addOns }]);

    // A second meal or seat for the same flight is refused; the trips list shows the trip, not the add-on order.
    await refused(submit(s, alice, { orderId, meals: [{ segmentIndex: 0, passengerIndex: 0, code: 'AVML' }] }), NOT_ALLOWED, t('addOns.mealChosen'));
    await refused(submit(s, alice, { orderId, seats: [{ segmentIndex: 0, passengerIndex: 0, seatNo: '40A' }] }), SEAT, t('addOns.seatChosen'));
    const trips = ((await ok(postTo(s, alice, `${ORDER}/travelmgn/query/flight/list`))).records as unknown[]).map((x) => parseExact(tripSchema, x));
    expect(trips.map((x) => x.orderId)).toContain(orderId);
    expect(trips.map((x) => x.orderId)).not.toContain(emd.orderId);
  });

  it('keeps free and prepaid baggage within 60 kg per passenger and segment, over several add-on orders', async () => {
    const s = server();
    const { orderId } = await trip(alice);
    const first = await submitted(s, alice, { orderId, luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 30 }] });
    await payByCard(s, alice, first.orderId);
    // 20 free + 30 prepaid: 10 more at most.
    expect(place(await offersOf(s, alice, orderId), 0, 0).luggageOptions.map((o) => o.kg)).toEqual([5, 10]);
    const before = await emdRows(s, orderId);
    await refused(submit(s, alice, { orderId, luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 15 }] }), OVER_CAP, t('errors.baggageOverCap', { cap: 60 }));
    expect(await emdRows(s, orderId)).toEqual(before);
    await submitted(s, alice, { orderId, luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 10 }] });
  });

  it('sells baggage until 4 hours before departure, meals and seats until booking closes', async () => {
    const s = server();
    const { orderId, depAt } = await trip(alice, [adult()], dayAhead(s, 1));
    const shift = Date.parse(depAt) - s.clock.now().getTime() - 4 * HOUR + MINUTE;
    s.clock.advance(shift);
    try {
      expect(place(await offersOf(s, alice, orderId), 0, 0)).toMatchObject({ closedReason: null, luggageOptions: [] });
      await refused(submit(s, alice, { orderId, luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 5 }] }), NOT_ALLOWED, t('errors.luggageClosed'));
      expect(await emdRows(s, orderId)).toEqual([]);
      await submitted(s, alice, { orderId, meals: [{ segmentIndex: 0, passengerIndex: 0, code: 'VGML' }] });
      s.clock.advance(2 * HOUR);
      expect(place(await offersOf(s, alice, orderId), 0, 0).closedReason).toBe('departed');
    } finally {
      s.clock.advance(-shift - 2 * HOUR);
    }
  });

  it('refuses a second unpaid add-on order until the first is paid, cancelled or expired; cancelling gives its seat back', async () => {
    const s = server();
    const { orderId, flightId } = await trip(alice);
    const first = await submitted(s, alice, { orderId, seats: [{ segmentIndex: 0, passengerIndex: 0, seatNo: '40A' }] });
    await refused(submit(s, alice, { orderId, luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 5 }] }), PENDING, t('addOns.pendingOrder'));
    await refused(postTo(s, alice, `${EMD}/submit/insure`, { orderId, code: 'TRAVEL_ESSENTIAL' }), PENDING);
    expect(await emdRows(s, orderId)).toHaveLength(1);
    // Deleting an unpaid order is refused; cancelling it frees the seat and the trip.
    await refused(get(s, alice, `${AUXILIARY}/delete/${first.orderId}`), 'O00003');
    await ok(get(s, alice, `${AUXILIARY}/cancel/${first.orderId}`));
    expect(await orderRow(s, first.orderId)).toMatchObject({ status: 'CANCELLED' });
    expect(await seatRow(s, flightId, '40A')).toBeUndefined();
    const second = await submitted(s, alice, { orderId, seats: [{ segmentIndex: 0, passengerIndex: 0, seatNo: '40A' }] });
    await ok(get(s, alice, `${AUXILIARY}/delete/${first.orderId}`));
    expect(await orderRow(s, first.orderId)).toMatchObject({ deletedAt: expect.any(Date) });
    // An unpaid order past its deadline no longer blocks the next one.
    s.clock.advance(21 * MINUTE);
    try {
      const third = await submitted(s, alice, { orderId, seats: [{ segmentIndex: 0, passengerIndex: 0, seatNo: '40A' }] });
      expect(await orderRow(s, second.orderId)).toMatchObject({ status: 'EXPIRED' });
      expect(await seatRow(s, flightId, '40A')).toMatchObject({ orderId: third.orderId });
    } finally {
      s.clock.advance(-21 * MINUTE);
    }
  });

  it('makes one add-on order of several sent at once for a trip; the others are told to pay or cancel it first', async () => {
    const s = server();
    const { orderId } = await trip(alice);
    const answers = await Promise.all([5, 10, 15, 20, 25].map((kg) => submit(s, alice, { orderId, luggage: [{ segmentIndex: 0, passengerIndex: 0, kg }] })));
    expect(answers.map((a) => a.code).sort()).toEqual(['00000', PENDING, PENDING, PENDING, PENDING]);
    expect((await emdRows(s, orderId)).map((o) => o.status)).toEqual(['UNPAID']);
  });

  it('refuses add-ons for a checked-in passenger until the check-in is cancelled', async () => {
    const s = server();
    const { orderId, flightId } = await trip(alice);
    const [ticket] = await s.database.db.select().from(tickets).where(eq(tickets.orderId, orderId));
    const [checkIn] = await s.database.db
      .insert(checkIns)
      .values({ ticketNo: ticket!.ticketNo, flightId, userId: alice.id, status: 'COMPLETED', seatNo: '41C', createdAt: s.clock.now() })
      .returning();
    expect(place(await offersOf(s, alice, orderId), 0, 0)).toMatchObject({ closedReason: 'checkedIn', luggageOptions: [] });
    await refused(submit(s, alice, { orderId, luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 5 }] }), NOT_ALLOWED, t('addOns.closed.checkedIn'));
    await refused(submit(s, alice, { orderId, meals: [{ segmentIndex: 0, passengerIndex: 0, code: 'HKML' }] }), NOT_ALLOWED);
    await refused(submit(s, alice, { orderId, seats: [{ segmentIndex: 0, passengerIndex: 0, seatNo: '40C' }] }), SEAT, t('addOns.closed.checkedIn'));
    expect(await emdRows(s, orderId)).toEqual([]);

    await s.database.db.update(checkIns).set({ status: 'CANCELLED', cancelledAt: s.clock.now() }).where(eq(checkIns.id, checkIn!.id));
    await submitted(s, alice, { orderId, luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 5 }] });
  });

  it('refuses add-ons on a refunded or changed ticket, and on an order that is not an issued trip', async () => {
    const s = server();
    const { orderId } = await trip(alice, [adult(), adult({ firstName: 'SIU WAI' })]);
    await s.database.db.update(tickets).set({ status: 'REFUNDED' }).where(and(eq(tickets.orderId, orderId), eq(tickets.passengerIndex, 1)));
    const offers = await offersOf(s, alice, orderId);
    expect([place(offers, 0, 0).closedReason, place(offers, 0, 1).closedReason]).toEqual([null, 'ticketClosed']);
    await refused(submit(s, alice, { orderId, luggage: [{ segmentIndex: 0, passengerIndex: 1, kg: 5 }] }), NOT_ALLOWED, t('addOns.closed.ticketClosed'));

    // An unpaid booking is no trip yet; an add-on order is not a trip to add to.
    const date = dayAhead(s, day++);
    const unpaid = await confirmOrder(s, alice, (await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'NRT', date }], flights: ['FW201'] })).psgKey);
    await refused(postTo(s, alice, `${EMD}/query/${unpaid.orderId}`), NOT_ALLOWED, t('addOns.tripNotIssued'));
    const emd = await submitted(s, alice, { orderId, meals: [{ segmentIndex: 0, passengerIndex: 0, code: 'HKML' }] });
    await refused(postTo(s, alice, `${EMD}/query/${emd.orderId}`), NOT_FOUND);
    // Cancel and delete of the add-on paths reach add-on orders only.
    await refused(get(s, alice, `${AUXILIARY}/cancel/${unpaid.orderId}`), NOT_FOUND);
  });

  it('refuses a seat someone else holds, and a request of the wrong shape, changing nothing', async () => {
    const s = server();
    const { orderId, flightId } = await trip(alice);
    const bobs = await trip(bob);
    expect(bobs.flightId).not.toBe(flightId); // different days: take a seat on Alice's flight directly
    await s.database.db.insert(seatAssignments).values({ flightId, seatNo: '42A', orderId: bobs.orderId, passengerIndex: 0, status: 'SOLD' });
    const map = parseExact(emdSeatMapSchema, await ok(postTo(s, alice, `${EMD}/seat`, { orderId, segmentIndex: 0 })));
    expect(map.cabins[0]!.rows.flatMap((r) => r.seats).find((x) => x.seatNo === '42A')!.state).toBe('occupied');
    await refused(submit(s, alice, { orderId, seats: [{ segmentIndex: 0, passengerIndex: 0, seatNo: '42A' }] }), SEAT, t('errors.seatTaken', { seat: '42A' }));
    await refused(submit(s, alice, { orderId }), BAD);
    await refused(submit(s, alice, { orderId, luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 7 }] }), BAD);
    await refused(submit(s, alice, { orderId, luggage: [{ segmentIndex: 3, passengerIndex: 0, kg: 5 }] }), BAD);
    await refused(submit(s, alice, { orderId, meals: [{ segmentIndex: 0, passengerIndex: 0, code: 'XXXX' }] }), BAD);
    await refused(postTo(s, alice, `${EMD}/seat`, { orderId, segmentIndex: 1 }), BAD);
    expect(await emdRows(s, orderId)).toEqual([]);
  });

  it('sells insurance once for the whole trip, with a guardian when a passenger is a minor', async () => {
    const s = server();
    const date = dayAhead(s, day);
    const { orderId } = await trip(alice, [adult(), child(date)]);
    const insurance = await ok(postTo(s, alice, `${EMD}/query/insure`, { orderId }));
    expect(insurance).toMatchObject({ insured: null, saleInsureFlag: true });
    const price = (insurance as { products: { code: string; pricePerPassenger: number }[] }).products.find((p) => p.code === 'TRAVEL_ESSENTIAL')!.pricePerPassenger;
    await refused(postTo(s, alice, `${EMD}/submit/insure`, { orderId, code: 'TRAVEL_ESSENTIAL' }), BAD, t('errors.guardianRequired'));
    const guardian = { lastName: 'CHAN', firstName: 'TAI MAN', email: 'chan@test.example', areaCode: '852', mobile: '91234567', adultConfirmed: true };
    const emd = parseExact(emdOrderSchema, await ok(postTo(s, alice, `${EMD}/submit/insure`, { orderId, code: 'TRAVEL_ESSENTIAL', guardian })));
    expect(emd.totalAmount).toBe(price * 2);
    await payByCard(s, alice, emd.orderId);
    expect((await offersOf(s, alice, orderId)).insurance.insured).toBe('TRAVEL_ESSENTIAL');
    await refused(postTo(s, alice, `${EMD}/submit/insure`, { orderId, code: 'TRAVEL_COMPREHENSIVE', guardian }), NOT_ALLOWED, t('addOns.alreadyInsured'));
  });

  it("answers another user's trip and add-on order as not found, and changes nothing", async () => {
    const s = server();
    const { orderId } = await trip(alice);
    const emd = await submitted(s, alice, { orderId, meals: [{ segmentIndex: 0, passengerIndex: 0, code: 'HKML' }] });
    await refused(postTo(s, bob, `${EMD}/query/${orderId}`), NOT_FOUND);
    await refused(postTo(s, bob, `${EMD}/query/insure`, { orderId }), NOT_FOUND);
    await refused(postTo(s, bob, `${EMD}/seat`, { orderId, segmentIndex: 0 }), NOT_FOUND);
    await refused(postTo(s, bob, `${EMD}/booked/food`, { orderId }), NOT_FOUND);
    await refused(postTo(s, bob, `${ORDER}/travelmgn/query/emd`, { orderId }), NOT_FOUND);
    await refused(submit(s, bob, { orderId, luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 5 }] }), NOT_FOUND);
    await refused(postTo(s, bob, `${EMD}/submit/insure`, { orderId, code: 'TRAVEL_ESSENTIAL' }), NOT_FOUND);
    await refused(get(s, bob, `${AUXILIARY}/cancel/${emd.orderId}`), NOT_FOUND);
    await refused(get(s, bob, `${AUXILIARY}/delete/${emd.orderId}`), NOT_FOUND);
    await refused(get(s, bob, `${AUXILIARY}/detail/food/${emd.orderId}`), NOT_FOUND);
    expect(await orderRow(s, emd.orderId)).toMatchObject({ status: 'UNPAID', deletedAt: null });
    // Without a login, every path asks for one.
    expect((await s.call('POST', `${EMD}/query/${orderId}`)).code).toBe('U00003');
  });
});
