import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { emdOffersSchema, emdSeatMapSchema, type EmdOffers } from '../../services/schemas/emd';
import { brandDetailSchema, saveTravelEmdResponseSchema } from '../../services/schemas/travelmgn';
import { orders, seatAssignments } from '../../server/db/schema';
import { describeEachDatabase, type TestServer } from './harness';
import { parseExact, registerUser, type RegisteredUser } from './helpers';
import { adult, book, confirmOrder, dayAhead, ok, orderRow, payByCard, refused, t } from './booking-helpers';

const TRAVEL = '/dsb-order/api/v1/order/travelmgn';
const EMD = '/dsb-order/api/v1/itinerary/emd/book';
const PENDING = 'E00001';
const NOT_FOUND = 'O00001';
const BAD = 'A0400';

type Who = RegisteredUser;
const save = (s: TestServer, who: Who, body: unknown) => s.call('POST', `${TRAVEL}/saveTravelEmd`, { token: who.token, json: body });
const saved = async (s: TestServer, who: Who, body: unknown) => parseExact(saveTravelEmdResponseSchema, await ok(save(s, who, body)));
const offersOf = async (s: TestServer, who: Who, orderId: number) => parseExact(emdOffersSchema, await ok(s.call('POST', `${EMD}/query/${orderId}`, { token: who.token })));
const placeOf = (offers: EmdOffers, passengerIndex: number) => offers.places.find((p) => p.segmentIndex === 0 && p.passengerIndex === passengerIndex)!;
const brand = (s: TestServer, brandId: string, locale?: string) => s.call('GET', `${TRAVEL}/query/flight/detail/${brandId}`, { locale });
/** The trip's add-on orders, oldest first. */
const emdRows = async (s: TestServer, parentOrderId: number) => (await s.database.db.select().from(orders).where(eq(orders.parentOrderId, parentOrderId))).sort((a, b) => a.id - b.id);
const seatsOfOrder = (s: TestServer, orderId: number) => s.database.db.select().from(seatAssignments).where(eq(seatAssignments.orderId, orderId));

describeEachDatabase('travel management: saved add-ons and fare brands', (server) => {
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let day = 90;

  beforeAll(async () => {
    alice = await registerUser(server());
    bob = await registerUser(server());
  });

  /** An issued trip on FW201 HKG-NRT in MAIN, two adults. */
  async function trip(user: Who) {
    const s = server();
    const booking = await book(s, { user, segments: [{ org: 'HKG', dst: 'NRT', date: dayAhead(s, day++) }], flights: ['FW201'], passengers: [adult(), adult({ firstName: 'SIU WAI' })] });
    const order = await confirmOrder(s, user, booking.psgKey);
    await payByCard(s, user, order.orderId);
    return { orderId: order.orderId, flightId: booking.legs[0]!.option.segments[0]!.flightId };
  }

  /** Two free seats of the trip's flight, not in an exit row. */
  async function freeSeats(s: TestServer, who: Who, orderId: number) {
    const map = parseExact(emdSeatMapSchema, await ok(s.call('POST', `${EMD}/seat`, { token: who.token, json: { orderId, segmentIndex: 0 } })));
    return map.cabins[0]!.rows.flatMap((r) => (r.exit ? [] : r.seats)).filter((x) => x.state === 'available');
  }

  it("saves the trip's add-on choices as its one unpaid add-on order, replacing that order's add-ons when saved again", async () => {
    const s = server();
    const { orderId, flightId } = await trip(alice);
    const offers = await offersOf(s, alice, orderId);
    const kg20 = placeOf(offers, 0).luggageOptions.find((o) => o.kg === 20)!.price;
    const hkml = offers.meals[0]!.options.find((m) => m.code === 'HKML')!.price;
    const essential = offers.insurance.products.find((p) => p.code === 'TRAVEL_ESSENTIAL')!.pricePerPassenger;
    const [first, second] = await freeSeats(s, alice, orderId);

    // None waiting: a new add-on order, as the EMD flow's submit makes.
    const made = await saved(s, alice, { orderId, items: { luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 20 }], seats: [{ segmentIndex: 0, passengerIndex: 0, seatNo: first!.seatNo }] } });
    expect(made).toMatchObject({ replaced: false, currency: 'HKD', totalAmount: kg20 + first!.price });
    const row = await orderRow(s, made.orderId);
    expect(row).toMatchObject({ kind: 'EMD', parentOrderId: orderId, status: 'UNPAID', userId: alice.id });
    expect((await seatsOfOrder(s, made.orderId)).map((x) => [x.flightId, x.seatNo, x.status])).toEqual([[flightId, first!.seatNo, 'HELD']]);
    // The EMD flow's submit refuses a second one while it waits.
    await refused(s.call('POST', `${EMD}/submit`, { token: alice.token, json: { orderId, meals: [{ segmentIndex: 0, passengerIndex: 1, code: 'HKML' }] } }), PENDING, t('addOns.pendingOrder'));

    // Saved again: the same order with the new choice (the seat moved, a meal and insurance instead of the baggage).
    const again = await saved(s, alice, {
      orderId,
      items: { meals: [{ segmentIndex: 0, passengerIndex: 1, code: 'HKML' }], seats: [{ segmentIndex: 0, passengerIndex: 0, seatNo: second!.seatNo }], insurance: { code: 'TRAVEL_ESSENTIAL' } },
    });
    expect(again).toEqual({ orderId: made.orderId, orderNo: made.orderNo, currency: 'HKD', totalAmount: hkml + second!.price + essential * 2, paymentDeadline: made.paymentDeadline, replaced: true });
    const replaced = await orderRow(s, made.orderId);
    expect(replaced).toMatchObject({ status: 'UNPAID', totalAmount: `${again.totalAmount}.00`, ancillaryAmount: `${again.totalAmount}.00` });
    expect(replaced.extras).toEqual({
      auxiliary: { luggage: [], meals: [{ segmentIndex: 0, passengerIndex: 1, code: 'HKML' }], insurance: { code: 'TRAVEL_ESSENTIAL' } },
      seats: [{ segmentIndex: 0, passengerIndex: 0, seatNo: second!.seatNo }],
    });
    expect((await seatsOfOrder(s, made.orderId)).map((x) => x.seatNo)).toEqual([second!.seatNo]);
    expect(await emdRows(s, orderId)).toHaveLength(1);
    // Its own seat may be kept when saved once more.
    expect((await saved(s, alice, { orderId, items: { seats: [{ segmentIndex: 0, passengerIndex: 0, seatNo: second!.seatNo }] } })).totalAmount).toBe(second!.price);

    // Paid, it is the trip's; the next choice is a new order.
    await payByCard(s, alice, made.orderId);
    expect((await orderRow(s, made.orderId)).status).toBe('ISSUED');
    const next = await saved(s, alice, { orderId, items: { meals: [{ segmentIndex: 0, passengerIndex: 0, code: 'AVML' }] } });
    expect(next.replaced).toBe(false);
    expect(next.orderId).not.toBe(made.orderId);
    expect((await emdRows(s, orderId)).map((o) => o.status)).toEqual(['ISSUED', 'UNPAID']);
  });

  it('refuses a choice the trip cannot take and leaves the order waiting as it was', async () => {
    const s = server();
    const { orderId } = await trip(alice);
    const made = await saved(s, alice, { orderId, items: { luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 10 }] } });
    const before = await orderRow(s, made.orderId);
    const cases: [unknown, string][] = [
      [{ meals: [{ segmentIndex: 0, passengerIndex: 0, code: 'NOPE' }] }, t('errors.auxiliaryInvalid')],
      [{ luggage: [{ segmentIndex: 0, passengerIndex: 5, kg: 10 }] }, t('errors.auxiliaryInvalid')],
      [{ insurance: { code: 'NOPE' } }, t('errors.auxiliaryInvalid')],
      [{}, t('addOns.nothingChosen')],
    ];
    for (const [items, msg] of cases) await refused(save(s, alice, { orderId, items }), BAD, msg);
    expect(await orderRow(s, made.orderId)).toEqual(before);
    expect(await emdRows(s, orderId)).toHaveLength(1);
  });

  it('refuses a bad trip id with A0400 and creates nothing', async () => {
    const s = server();
    const { orderId } = await trip(alice);
    const items = { luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 10 }] };
    for (const bad of [0, -1, 1.5, 2_147_483_648, 'x', null]) await refused(save(s, alice, { orderId: bad, items }), BAD);
    await refused(save(s, alice, { items }), BAD);
    await refused(save(s, alice, { orderId }), BAD);
    expect(await emdRows(s, orderId)).toEqual([]);
    await refused(s.call('POST', `${TRAVEL}/saveTravelEmd`, { json: { orderId, items } }), 'U00003');
  });

  it("answers a second user's save on the trip as if it did not exist, and leaves its waiting order as it was", async () => {
    const s = server();
    const { orderId } = await trip(alice);
    const items = { luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 10 }] };
    await refused(save(s, bob, { orderId, items }), NOT_FOUND, t('errors.orderNotFound'));
    expect(await emdRows(s, orderId)).toEqual([]);
    const made = await saved(s, alice, { orderId, items });
    const before = await orderRow(s, made.orderId);
    // Neither the trip nor its add-on order is bob's.
    for (const id of [orderId, made.orderId, 987_654]) await refused(save(s, bob, { orderId: id, items: { meals: [{ segmentIndex: 0, passengerIndex: 0, code: 'HKML' }] } }), NOT_FOUND);
    expect(await orderRow(s, made.orderId)).toEqual(before);
    expect(await emdRows(s, orderId)).toHaveLength(1);
  });

  it("describes a fare brand by its code: name, cabin, baggage with the bags' sizes, change and refund rules, in the caller's language", async () => {
    const s = server();
    const main = parseExact(brandDetailSchema, await ok(brand(s, 'MAIN')));
    expect(main).toEqual({
      brandId: 'MAIN',
      name: 'MAIN',
      cabin: 'Y',
      cabinName: 'Economy',
      baggage: { cabinBag: { kg: 7, dimensionsCm: [56, 36, 23] }, checkedBag: { kg: 20, maxSizeCm: 158 } },
      change: { allowed: true, feeHKD: 400 },
      refund: { allowed: true, feeHKD: 600 },
      freeSeatSelection: false,
      rules: [t('rules.baggage', { kg: 20, carryOn: 7 }), t('rules.change', { change: 'HKD 400' }), t('rules.refund', { refund: 'HKD 600' }), t('rules.noShow')],
    });
    expect(main.rules[0]).toContain('158 cm');
    // The booking's brand step reads the same rules.
    const rule = await ok(s.call('POST', '/dsb-offer/api/v1/offer/search/flight/rule', { json: { brand: 'MAIN' } }));
    expect(rule.rules.slice(0, 4)).toEqual(main.rules);

    const basic = parseExact(brandDetailSchema, await ok(brand(s, 'basic')));
    expect(basic).toMatchObject({ brandId: 'BASIC', baggage: { checkedBag: { kg: 0, maxSizeCm: 158 } }, change: { allowed: false, feeHKD: null }, refund: { allowed: false, feeHKD: null } });
    expect(basic.rules[1]).toBe(t('rules.change', { change: t('rules.notAllowed') }));

    const business = parseExact(brandDetailSchema, await ok(brand(s, encodeURIComponent('BUSINESS FLEX'), 'zh-HK')));
    expect(business).toMatchObject({ brandId: 'BUSINESS FLEX', name: '商務靈活', cabin: 'C', cabinName: '商務艙', baggage: { cabinBag: { kg: 14 }, checkedBag: { kg: 40 } } });
    expect(parseExact(brandDetailSchema, await ok(brand(s, 'FLEXIPLUS', 'zh-CN'))).name).toBe('经济灵活');
    // A logged-in traveller gets the same.
    expect(await ok(s.call('GET', `${TRAVEL}/query/flight/detail/MAIN`, { token: alice.token }))).toEqual(main);
  });

  it('answers an unknown brand as not found, in the caller\'s language, and a malformed one as a bad request', async () => {
    const s = server();
    await refused(brand(s, 'NOPE'), 'A0404', t('errors.brandNotFound', { brand: 'NOPE' }));
    await refused(brand(s, '12345', 'zh-CN'), 'A0404', '票价品牌 12345 不存在。');
    await refused(brand(s, 'X'.repeat(65)), BAD);
    for (const bad of ['%0A', '%01', 'MAIN%2F1', '%20%E2%80%AE']) await refused(brand(s, bad), BAD);
  });

  it('makes no add-on order for a trip seen through someone else\'s id even with a seat the trip holds', async () => {
    const s = server();
    const { orderId, flightId } = await trip(alice);
    const [seat] = await freeSeats(s, alice, orderId);
    await saved(s, alice, { orderId, items: { seats: [{ segmentIndex: 0, passengerIndex: 0, seatNo: seat!.seatNo }] } });
    await refused(save(s, bob, { orderId, items: { seats: [{ segmentIndex: 0, passengerIndex: 0, seatNo: seat!.seatNo }] } }), NOT_FOUND);
    const held = await s.database.db.select().from(seatAssignments).where(and(eq(seatAssignments.flightId, flightId), eq(seatAssignments.seatNo, seat!.seatNo)));
    expect(held).toHaveLength(1);
  });
});
