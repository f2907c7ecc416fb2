import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { codes } from '../../services/schemas/codes';
import { changeFeeSchema } from '../../services/schemas/date-change';
import { emdOffersSchema, emdSeatMapSchema } from '../../services/schemas/emd';
import { checkInFeeSchema, manageFeeSchema, pricedSeatKinds } from '../../services/schemas/fees';
import { feeMatchSchema } from '../../services/schemas/refund';
import { bookingSessions, checkIns, orders, tickets } from '../../server/db/schema';
import { translate } from '../../server/i18n';
import { describeEachDatabase, type TestServer } from './harness';
import { countRows, HOUR, MINUTE, parseExact, registerUser, type RegisteredUser } from './helpers';
import { adult, book, confirmOrder, dayAhead, ok, orderRow, payByCard, refused, t, type PassengerInput } from './booking-helpers';

/** The fee variants of /processing/fee/match (spec section 7, "Fees and time-card flight search"). */
const FEE = '/dsb-order/api/v1/processing/fee/match';
const CHECKIN = '/dsb-order/api/v1/checkin';
const EMD = '/dsb-order/api/v1/itinerary/emd/book';
const variants = ['', '/change', '/checkin', '/mmb'] as const;
type Variant = (typeof variants)[number];

const feeCall = (s: TestServer, who: RegisteredUser | null, variant: Variant, orderId: unknown, locale?: string) =>
  s.call('POST', `${FEE}${variant}`, { token: who?.token, json: { orderId }, locale });
const checkInFees = async (s: TestServer, who: RegisteredUser, orderId: number, locale?: string) => parseExact(checkInFeeSchema, await ok(feeCall(s, who, '/checkin', orderId, locale)));
const manageFees = async (s: TestServer, who: RegisteredUser, orderId: number) => parseExact(manageFeeSchema, await ok(feeCall(s, who, '/mmb', orderId)));
const refundFees = async (s: TestServer, who: RegisteredUser, orderId: number) => parseExact(feeMatchSchema, await ok(feeCall(s, who, '', orderId)));
const changeFees = async (s: TestServer, who: RegisteredUser, orderId: number) => parseExact(changeFeeSchema, await ok(feeCall(s, who, '/change', orderId)));

describeEachDatabase('fees (/processing/fee/match and its variants)', (server) => {
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  // Each booking flies FW201 HKG-NRT on a day of its own, so check-ins' seats never meet.
  let day = 12;

  beforeAll(async () => {
    const s = server();
    alice = await registerUser(s);
    bob = await registerUser(s);
  });

  // Tests move the clock towards a departure; the next one starts from today again.
  afterEach(() => server().clock.reset());

  /** An issued order of FW201 HKG-NRT, paid by card. */
  async function issuedOrder(s: TestServer, user: RegisteredUser, passengers: PassengerInput[] = [adult()], options: { brand?: string; currency?: 'HKD' | 'CNY' | 'CAD' } = {}) {
    const booking = await book(s, { user, segments: [{ org: 'HKG', dst: 'NRT', date: dayAhead(s, day++) }], flights: ['FW201'], passengers, brand: options.brand, currency: options.currency });
    const order = await confirmOrder(s, user, booking.psgKey);
    await payByCard(s, user, order.orderId);
    expect((await orderRow(s, order.orderId)).status).toBe('ISSUED');
    return { orderId: order.orderId, orderNo: order.orderNo as string, depAt: booking.legs[0]!.option.segments[0]!.depAt };
  }
  type Order = Awaited<ReturnType<typeof issuedOrder>>;

  /** Moves the server clock to `before` ms ahead of the order's departure. */
  const beforeDeparture = (s: TestServer, order: Order, before: number) => s.clock.advance(Date.parse(order.depAt) - before - s.clock.now().getTime());

  /** Checks passengers in through check-in's own steps (the window must be open). */
  async function checkIn(s: TestServer, user: RegisteredUser, order: Order, psgIds: number[], seats: string[]) {
    const post = (path: string, json: unknown) => s.call('POST', `${CHECKIN}${path}`, { token: user.token, json });
    const flight = await ok(post('/confirm/flight', { orderId: order.orderId, segmentIndex: 0 }));
    const psg = await ok(post('/confirm/psg', { processKey: flight.processKey, psgIds }));
    const seat = await ok(post('/confirm/seat', { processKey: psg.processKey, seats: psgIds.map((psgId, i) => ({ psgId, seatNo: seats[i] })) }));
    const aux = await ok(post('/confirm/aux', { processKey: seat.processKey, dangerousGoodsAccepted: true }));
    await ok(post('/confirm/checkin', { processKey: aux.processKey, termsAccepted: true }));
  }

  /** What the trip's add-on shop offers: its seat map's price of each seat kind, and each passenger's baggage on sale. */
  async function shopOf(s: TestServer, user: RegisteredUser, orderId: number) {
    const map = parseExact(emdSeatMapSchema, await ok(s.call('POST', `${EMD}/seat`, { token: user.token, json: { orderId, segmentIndex: 0 } })));
    const seatPrices = new Map(map.cabins.flatMap((c) => c.rows.flatMap((r) => r.seats.filter((seat) => seat.kind !== 'blocked').map((seat) => [seat.kind, seat.price] as const))));
    const offers = parseExact(emdOffersSchema, await ok(s.call('POST', `${EMD}/query/${orderId}`, { token: user.token, json: {} })));
    return { seats: pricedSeatKinds.filter((kind) => seatPrices.has(kind)).map((kind) => ({ kind, price: seatPrices.get(kind)! })), luggage: (psgId: number) => offers.places.find((p) => p.passengerIndex === psgId)!.luggageOptions };
  }

  it('the date change fee answers at /processing/fee/match/change; the old path is gone', async () => {
    const s = server();
    const order = await issuedOrder(s, alice);
    const fees = await changeFees(s, alice, order.orderId);
    expect(fees).toMatchObject({ orderId: order.orderId, orderNo: order.orderNo, currency: 'HKD', rules: [`MAIN: ${t('rules.change', { change: 'HKD 400' })}`] });
    expect(fees.legs.map((l) => [l.legIndex, l.changeFee, l.blocked, l.segments.map((g) => g.flightNo)])).toEqual([[0, 400, null, ['FW201']]]);
    expect((await s.call('POST', '/dsb-order/api/v1/processing/fee/change', { token: alice.token, json: { orderId: order.orderId } })).status).toBe(404);
  });

  it('check-in: for each segment its passengers can still check in on, the seat types at the fare’s prices and the extra baggage on sale, as the add-on shop sells them', async () => {
    const s = server();
    const order = await issuedOrder(s, alice, [adult(), adult({ firstName: 'SIU WAI' })]);
    const shop = await shopOf(s, alice, order.orderId);
    const fees = await checkInFees(s, alice, order.orderId);
    expect(fees).toMatchObject({ orderId: order.orderId, orderNo: order.orderNo, currency: 'HKD' });
    expect(fees.rules).toEqual([t('rules.checkInFree'), t('rules.checkInAddOns', { hours: 4, cap: 60 })]);
    expect(fees.segments).toHaveLength(1);
    const [segment] = fees.segments;
    expect(segment).toMatchObject({ segmentIndex: 0, flightNo: 'FW201', depAirport: 'HKG', arrAirport: 'NRT', depAt: order.depAt, window: 'BEFORE' });
    expect(segment!.opensAt).toBe(new Date(Date.parse(order.depAt) - 48 * HOUR).toISOString());
    expect(segment!.closesAt).toBe(new Date(Date.parse(order.depAt) - 90 * MINUTE).toISOString());
    // MAIN includes no seat choice: each seat type at its price, as the seat map of the add-on shop charges.
    expect(segment!.seats).toEqual(shop.seats);
    const listPriceHKD = { standard: 0, preferred: 80, extraLegroom: 220 };
    for (const seat of segment!.seats) expect(seat.price).toBe(listPriceHKD[seat.kind]);
    expect(segment!.seats.some((seat) => seat.price > 0)).toBe(true);
    // Each passenger: 20 kg free, and every extra weight up to the 60 kg cap at its price.
    expect(segment!.passengers.map((p) => [p.psgId, p.firstName, p.freeKg, p.prepaidKg, p.seatNo, p.closedReason])).toEqual([
      [0, 'TAI MAN', 20, 0, null, null],
      [1, 'SIU WAI', 20, 0, null, null],
    ]);
    expect(segment!.passengers[0]!.luggage.map((o) => o.kg)).toEqual([5, 10, 15, 20, 25, 30, 40]);
    expect(segment!.passengers[0]!.luggage.every((o) => o.price > 0)).toBe(true);
    expect(segment!.passengers[0]!.luggage).toEqual(shop.luggage(0));
    // In the caller's language.
    expect((await checkInFees(s, alice, order.orderId, 'zh-HK')).rules).toEqual([translate('zh-HK', 'rules.checkInFree'), translate('zh-HK', 'rules.checkInAddOns', { hours: 4, cap: 60 })]);

    // Checked in, a passenger leaves the list; once both are, so does the segment.
    beforeDeparture(s, order, 24 * HOUR);
    await checkIn(s, alice, order, [0], ['31A']);
    const one = await checkInFees(s, alice, order.orderId);
    expect(one.segments.map((g) => [g.window, g.passengers.map((p) => p.psgId)])).toEqual([['OPEN', [1]]]);
    // Within 4 hours of departure no more baggage is sold.
    beforeDeparture(s, order, 3 * HOUR);
    expect((await checkInFees(s, alice, order.orderId)).segments[0]!.passengers[0]!.luggage).toEqual([]);
    // Once check-in has closed there is nothing left to pay for.
    beforeDeparture(s, order, 80 * MINUTE);
    expect((await checkInFees(s, alice, order.orderId)).segments).toEqual([]);
  });

  it('check-in: a fare with seat choice pays nothing for any seat; an order in CNY is priced in CNY', async () => {
    const s = server();
    const flexible = await issuedOrder(s, alice, [adult()], { brand: 'FLEXIPLUS' });
    const free = (await checkInFees(s, alice, flexible.orderId)).segments[0]!;
    expect(free.seats.length).toBeGreaterThan(1);
    expect(free.seats.every((seat) => seat.price === 0)).toBe(true);
    expect(free.passengers[0]!.freeKg).toBe(30);
    expect(free.passengers[0]!.luggage.map((o) => o.kg)).toEqual([5, 10, 15, 20, 25, 30]);

    const cny = await issuedOrder(s, alice, [adult()], { currency: 'CNY' });
    const fees = await checkInFees(s, alice, cny.orderId);
    const shop = await shopOf(s, alice, cny.orderId);
    expect(fees.currency).toBe('CNY');
    expect(fees.segments[0]!.seats).toEqual(shop.seats);
    expect(fees.segments[0]!.passengers[0]!.luggage).toEqual(shop.luggage(0));
    const hkd = (await checkInFees(s, alice, flexible.orderId)).segments[0]!.passengers[0]!.luggage[0]!.price;
    expect(fees.segments[0]!.passengers[0]!.luggage[0]!.price).not.toBe(hkd);
  });

  it('mmb: each passenger’s refund (as /processing/fee/match) and date change (as /match/change), and a checked-in passenger can do neither', async () => {
    const s = server();
    const order = await issuedOrder(s, alice, [adult(), adult({ firstName: 'SIU WAI' })]);
    const [refund, change, mmb] = [await refundFees(s, alice, order.orderId), await changeFees(s, alice, order.orderId), await manageFees(s, alice, order.orderId)];
    expect(mmb).toMatchObject({ orderId: order.orderId, orderNo: order.orderNo, currency: 'HKD' });
    expect(mmb.legs).toEqual(change.legs);
    expect(mmb.rules).toEqual([...refund.rules, ...change.rules]);
    expect(mmb.passengers).toEqual(
      refund.passengers.map((p) => ({
        psgId: p.psgId,
        type: 'ADT',
        lastName: p.lastName,
        firstName: p.firstName,
        refund: { open: true, status: null, paid: p.paid, fee: p.fee, amount: p.amount },
        change: { open: true, status: null, fee: 400 },
      })),
    );
    expect(mmb.passengers[0]!.refund.fee).toBe(600);
    expect(mmb.passengers[0]!.refund.amount).toBe(mmb.passengers[0]!.refund.paid - 600);

    beforeDeparture(s, order, 24 * HOUR);
    await checkIn(s, alice, order, [0], ['32A']);
    const after = await manageFees(s, alice, order.orderId);
    expect(after.passengers.map((p) => [p.psgId, p.refund.open, p.refund.status, p.change.open, p.change.status, p.change.fee])).toEqual([
      [0, false, 'CHECKED_IN', false, 'CHECKED_IN', null],
      [1, true, null, true, null, 400],
    ]);
    // As the refund itself decides.
    expect((await refundFees(s, alice, order.orderId)).passengers.map((p) => [p.refunded, p.status])).toEqual([
      [true, 'CHECKED_IN'],
      [false, null],
    ]);
  });

  it('mmb: the flexible fare changes online only until 12 hours before departure, and its fare is not refunded within them', async () => {
    const s = server();
    const order = await issuedOrder(s, alice, [adult()], { brand: 'FLEXIPLUS' });
    beforeDeparture(s, order, 12 * HOUR + MINUTE);
    const before = await manageFees(s, alice, order.orderId);
    expect(before.legs.map((l) => [l.changeFee, l.blocked])).toEqual([[0, null]]);
    expect(before.passengers[0]!.change).toEqual({ open: true, status: null, fee: 0 });
    expect(before.passengers[0]!.refund).toMatchObject({ open: true, fee: 0 });
    expect(before.passengers[0]!.refund.amount).toBe(before.passengers[0]!.refund.paid);

    beforeDeparture(s, order, 12 * HOUR - MINUTE);
    const within = await manageFees(s, alice, order.orderId);
    expect(within.legs.map((l) => l.blocked)).toEqual(['TOO_LATE']);
    expect(within.passengers[0]!.change).toEqual({ open: false, status: null, fee: null });
    // The refund's own rule within 12 hours: the taxes come back, the fare does not.
    const refund = (await refundFees(s, alice, order.orderId)).passengers[0]!;
    expect(within.passengers[0]!.refund).toEqual({ open: true, status: null, paid: refund.paid, fee: refund.fee, amount: refund.amount });
    expect(refund.fee).toBeGreaterThan(0);
    expect(refund.amount).toBeLessThan(before.passengers[0]!.refund.amount);
    expect((await changeFees(s, alice, order.orderId)).legs.map((l) => l.blocked)).toEqual(['TOO_LATE']);

    // A fare without the 12-hour rule still changes then.
    s.clock.reset();
    const main = await issuedOrder(s, alice);
    beforeDeparture(s, main, 11 * HOUR);
    expect((await manageFees(s, alice, main.orderId)).passengers[0]!.change).toEqual({ open: true, status: null, fee: 400 });
  });

  it('refuses bad ids (A0400), another user’s order (as if none), an unissued order and an anonymous caller, changing nothing', async () => {
    const s = server();
    const order = await issuedOrder(s, alice);
    const state = async () => ({
      order: await orderRow(s, order.orderId),
      orders: await countRows(s, orders),
      tickets: (await s.database.db.select().from(tickets).where(eq(tickets.orderId, order.orderId))).map((r) => r.status),
      sessions: await countRows(s, bookingSessions),
      checkIns: await countRows(s, checkIns),
    });
    const before = await state();
    for (const variant of variants) {
      for (const bad of [1.5, -1, 99_999_999_999, 0, '1', null]) await refused(feeCall(s, alice, variant, bad), codes.badRequest);
      await refused(feeCall(s, bob, variant, order.orderId), codes.orderNotFound, t('errors.orderNotFound'));
      await refused(feeCall(s, alice, variant, 2_000_000_000), codes.orderNotFound);
      expect((await feeCall(s, null, variant, order.orderId)).code).toBe(codes.loginRequired);
    }
    expect(await state()).toEqual(before);

    // An order not issued: each variant says why in its own words.
    const unpaid = await confirmOrder(s, alice, (await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'NRT', date: dayAhead(s, day++) }], flights: ['FW201'] })).psgKey);
    await refused(feeCall(s, alice, '', unpaid.orderId), codes.refundNotAllowed, t('errors.orderNotRefundable'));
    await refused(feeCall(s, alice, '/change', unpaid.orderId), codes.changeNotAllowed, t('errors.orderNotChangeable'));
    await refused(feeCall(s, alice, '/checkin', unpaid.orderId), codes.addOnNotAllowed, t('addOns.tripNotIssued'));
    await refused(feeCall(s, alice, '/mmb', unpaid.orderId), codes.orderStateInvalid, t('errors.orderNotManageable'));
    await refused(feeCall(s, alice, '/mmb', unpaid.orderId, 'zh-CN'), codes.orderStateInvalid, translate('zh-CN', 'errors.orderNotManageable'));
  });
});
