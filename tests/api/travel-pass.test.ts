import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { codes } from '../../services/schemas/codes';
import { confirmOrderResponseSchema } from '../../services/schemas/offer';
import { prepaymentSchema } from '../../services/schemas/payment';
import {
  areaListSchema,
  equityRuleSchema,
  packageSchema,
  passFlightSchema,
  passOrderCreatedSchema,
  passOrderPageSchema,
  passSchema,
  passSearchResponseSchema,
  passWeekResponseSchema,
  refundReasonSchema,
  type TravelPassPackage,
} from '../../services/schemas/travel-pass';
import { messages, orders, travelPasses, travelPassPackages, travelPassReminders, travelPassUses } from '../../server/db/schema';
import { progressRefunds, REFUND_PROCESSING_MS } from '../../server/domain/refunds/refunds';
import { createStore } from '../../server/repositories/store';
import { addDays, bornBefore, contact, dayAhead, hkToday, ok, refused } from './booking-helpers';
import { databaseKinds, describeEachDatabase, startTestServer, type TestServer } from './harness';
import { DAY, MINUTE, parseExact, registerUser, type RegisteredUser } from './helpers';
import { payByCard } from './payment-helpers';
import { adultToBind, bindCall, createCall, detailCall, EP, packageByCode, packages, passOrder, pay } from './travel-pass-helpers';

const PAYMENT = '/dsb-order/api/v1/payment';
const packageRow = async (s: TestServer, id: number) => (await s.database.db.select().from(travelPassPackages).where(eq(travelPassPackages.id, id)))[0]!;
const searchCall = (s: TestServer, who: RegisteredUser, passId: number, org: string, dst: string, date: string) => s.call('POST', '/dsb-order/api/v1/times/card/search/flight', { token: who.token, json: { productType: 'TravelPass', passId, org, dst, date } });
const weekCall = (s: TestServer, who: RegisteredUser, passId: number, org: string, dst: string, date: string, days?: number) =>
  s.call('POST', '/dsb-order/api/v1/times/card/search/flight/v2', { token: who.token, json: { productType: 'TravelPass', passId, org, dst, date, ...(days === undefined ? {} : { days }) } });
const refundCall = (s: TestServer, who: RegisteredUser, orderId: number, reason = 'CHANGE_OF_PLAN') => s.call('POST', `${EP}/refund/order`, { token: who.token, json: { orderId, reason } });

async function buy(s: TestServer, who: RegisteredUser, code: string, quantity = 1) {
  const pkg = await packageByCode(s, code);
  const created = parseExact(passOrderCreatedSchema, await ok(createCall(s, who, pkg.id, quantity)));
  return { pkg, created };
}

async function paidOrder(s: TestServer, who: RegisteredUser, code = 'GC-TPE4', quantity = 1) {
  const { pkg, created } = await buy(s, who, code, quantity);
  await pay(s, who, created.orderId);
  return { pkg, order: await passOrder(s, who, created.orderId) };
}

async function boundPass(s: TestServer, who: RegisteredUser, code = 'GC-TPE4') {
  const { pkg, order } = await paidOrder(s, who, code);
  await ok(bindCall(s, who, order.orderId, [{ passId: order.passes[0]!.id, passenger: adultToBind }]));
  return { pkg, order: await passOrder(s, who, order.orderId) };
}

/** A day the pass may fly on, `days` or more ahead: not a blackout date. */
function travelDay(s: TestServer, pkg: TravelPassPackage, days = 5) {
  for (let d = days; ; d++) if (!pkg.blackoutDates.includes(dayAhead(s, d))) return dayAhead(s, d);
}

const orderCount = async (s: TestServer) => (await s.database.db.select().from(orders)).length;
const passesOf = (s: TestServer, orderId: number) => s.database.db.select().from(travelPasses).where(eq(travelPasses.orderId, orderId));

describeEachDatabase('Travel Pass', (server) => {
  let owner: RegisteredUser;
  let stranger: RegisteredUser;

  beforeAll(async () => {
    owner = await registerUser(server());
    stranger = await registerUser(server());
  });

  it('lists the packages by area with their sale status, detail and equity rules in the caller language', async () => {
    const s = server();
    const all = await packages(s);
    expect(new Set(all.map((p) => p.saleStatus))).toEqual(new Set(['ON_SALE', 'SOLD_OUT', 'COMING_SOON']));
    const taiwan = all.find((p) => p.code === 'GC-TPE4')!;
    expect(taiwan).toMatchObject({ area: 'GREATER_CHINA', tickets: 4, adultPrice: 3280, currency: 'HKD', saleStatus: 'ON_SALE', remaining: 200, reminded: false });
    expect(taiwan.routes).toEqual([{ org: 'HKG', dst: 'TPE' }, { org: 'HKG', dst: 'KHH' }]);
    expect((await packageByCode(s, 'SEA-THA4')).saleStatus).toBe('SOLD_OUT');
    expect((await packageByCode(s, 'NA-KOR4')).saleStatus).toBe('COMING_SOON');

    const northAsia = z.array(packageSchema).parse(await ok(s.call('POST', `${EP}/show/index/list`, { json: { area: 'NORTH_ASIA' } })));
    expect(northAsia.map((p) => p.code).sort()).toEqual(['NA-JPN6', 'NA-KOR4']);
    const page = await ok(s.call('POST', `${EP}/show/list`, { json: { pageNum: 2, pageSize: 4 } }));
    expect(page).toMatchObject({ total: all.length, pageNum: 2, pageSize: 4 });
    expect(page.records).toHaveLength(all.length - 4);
    const areas = areaListSchema.parse(await ok(s.call('POST', `${EP}/show/area`, { json: {}, locale: 'zh-HK' })));
    expect(areas).toContainEqual({ area: 'NORTH_ASIA', name: '東北亞', packages: 2 });
    const od = z.array(packageSchema).parse(await ok(s.call('POST', `${EP}/search/od`, { json: { origin: 'KHH', destination: 'HKG' } })));
    expect(od.map((p) => p.code)).toEqual(['GC-TPE4']);

    const shown = parseExact(packageSchema, await ok(s.call('POST', `${EP}/show/index/detail/${taiwan.id}`, { json: {}, locale: 'zh-CN' })));
    expect(shown.name).toBe('台湾任飞 4 程套票');
    const rule = parseExact(equityRuleSchema, await ok(s.call('GET', `${EP}/equityRule/${taiwan.id}`, { locale: 'zh-HK' })));
    expect(rule.rules).toContain('不支援兒童或嬰兒');
    await refused(s.call('POST', `${EP}/show/index/detail/999999`, { json: {} }), codes.travelPassNotFound, 'The Travel Pass does not exist.');
    await refused(s.call('GET', `${EP}/equityRule/999999`), codes.travelPassNotFound);
    const reasons = z.array(refundReasonSchema).parse(await ok(s.call('GET', `${EP}/refund/reason`, { locale: 'zh-CN' })));
    expect(reasons.map((r) => r.code)).toContain('CHANGE_OF_PLAN');
    expect(reasons[0]!.text).toBe('行程有变');
  });

  it('creates an unpaid order holding the passes, refuses what cannot be sold and changes nothing then', async () => {
    const s = server();
    const { pkg, created } = await buy(s, owner, 'GC-TPE4', 2);
    expect(created.totalAmount).toBe(6560);
    expect((await packageRow(s, pkg.id)).sold).toBe(2);
    const order = await passOrder(s, owner, created.orderId);
    expect(order).toMatchObject({ status: 'UNPAID', quantity: 2, passes: [], paidAt: null, refundableUntil: null });

    const before = await orderCount(s);
    await refused(createCall(s, owner, pkg.id, 5), codes.travelPassOverLimit, 'You can buy at most 4 Travel Passes in one order.');
    await refused(createCall(s, owner, (await packageByCode(s, 'SEA-THA4')).id), codes.travelPassSoldOut);
    await refused(createCall(s, owner, (await packageByCode(s, 'NA-KOR4')).id, 1, 'zh-HK'), codes.travelPassNotOnSale, '此機票套票尚未開售，可設定開售提醒。');
    await refused(createCall(s, owner, 999999), codes.travelPassNotFound);
    await refused(s.call('POST', `${EP}/create/order`, { token: owner.token, json: { packageId: pkg.id, quantity: 0, contact } }), codes.badRequest);
    await refused(s.call('POST', `${EP}/create/order`, { json: { packageId: pkg.id, quantity: 1, contact } }), codes.loginRequired);
    expect(await orderCount(s)).toBe(before);
    expect((await packageRow(s, pkg.id)).sold).toBe(2);
  });

  it('sells no more passes than are left', async () => {
    const s = server();
    const pkg = await packageByCode(s, 'SEA-SGKL2');
    await s.database.db.update(travelPassPackages).set({ sold: 59 }).where(eq(travelPassPackages.id, pkg.id));
    await refused(createCall(s, owner, pkg.id, 2), codes.travelPassSoldOut, 'Not enough Travel Passes are left: 1 remaining.');
    await ok(createCall(s, owner, pkg.id, 1));
    expect((await packageByCode(s, 'SEA-SGKL2')).saleStatus).toBe('SOLD_OUT');
    await refused(createCall(s, stranger, pkg.id, 1), codes.travelPassSoldOut);
    expect((await packageRow(s, pkg.id)).sold).toBe(60);
  });

  it('cancels an unpaid order and gives its passes back; an expired one too', async () => {
    const s = server();
    const { pkg, created } = await buy(s, owner, 'NA-JPN6', 3);
    expect((await packageRow(s, pkg.id)).sold).toBe(3);
    await ok(s.call('GET', `${EP}/cancel/order/${created.orderId}`, { token: owner.token }));
    expect((await passOrder(s, owner, created.orderId)).status).toBe('CANCELLED');
    expect((await packageRow(s, pkg.id)).sold).toBe(0);
    await refused(s.call('GET', `${EP}/cancel/order/${created.orderId}`, { token: owner.token }), codes.orderStateInvalid);
    await ok(s.call('GET', `${EP}/delete/order/${created.orderId}`, { token: owner.token }));
    await refused(detailCall(s, owner, created.orderId), codes.travelPassNotFound, 'order number does not exist');

    const late = await buy(s, owner, 'NA-JPN6', 1);
    await s.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs: 21 * MINUTE } });
    expect((await passOrder(s, owner, late.created.orderId)).status).toBe('EXPIRED');
    expect((await packageRow(s, pkg.id)).sold).toBe(0);
    await refused(s.call('POST', `${PAYMENT}/airpass/card/prepayment`, { token: owner.token, json: { orderId: late.created.orderId } }), codes.orderNotPayable);
  });

  it('answers another user as if the order did not exist and changes nothing for them', async () => {
    const s = server();
    const { order } = await paidOrder(s, owner, 'GC-SHA2');
    const unpaid = (await buy(s, owner, 'GC-SHA2')).created;
    const passId = order.passes[0]!.id;
    await refused(detailCall(s, stranger, order.orderId), codes.travelPassNotFound);
    await refused(s.call('GET', `${EP}/cancel/order/${unpaid.orderId}`, { token: stranger.token }), codes.travelPassNotFound);
    await refused(s.call('GET', `${EP}/delete/order/${order.orderId}`, { token: stranger.token }), codes.travelPassNotFound);
    await refused(refundCall(s, stranger, order.orderId), codes.travelPassNotFound);
    await refused(bindCall(s, stranger, order.orderId, [{ passId, passenger: adultToBind }]), codes.travelPassNotFound);
    await refused(s.call('GET', `${EP}/order/flight/${order.orderId}`, { token: stranger.token }), codes.travelPassNotFound);
    await refused(searchCall(s, stranger, passId, 'HKG', 'PVG', dayAhead(s, 5)), codes.travelPassNotFound);
    await refused(s.call('POST', `${PAYMENT}/airpass/card/prepayment`, { token: stranger.token, json: { orderId: unpaid.orderId } }), codes.orderNotFound);

    expect(await passOrder(s, owner, order.orderId)).toMatchObject({ status: 'PAID', passes: [{ status: 'UNBOUND', passenger: null }] });
    expect((await passOrder(s, owner, unpaid.orderId)).status).toBe('UNPAID');
    const page = parseExact(passOrderPageSchema, await ok(s.call('POST', `${EP}/order/page`, { token: stranger.token, json: {} })));
    expect(page.total).toBe(0);
  });

  it('binds adultToBind passengers to the paid passes, once; a child or an infant is refused and nothing is bound', async () => {
    const s = server();
    const { created } = await buy(s, owner, 'NA-JPN6', 2);
    await refused(bindCall(s, owner, created.orderId, [{ passId: 1, passenger: adultToBind }]), codes.travelPassNotBindable);
    const payment = await pay(s, owner, created.orderId);
    expect(payment.amount).toBe('15960.00');
    const paid = await passOrder(s, owner, created.orderId);
    expect(paid.status).toBe('PAID');
    expect(paid.passes.map((p) => p.status)).toEqual(['UNBOUND', 'UNBOUND']);
    const [first, second] = paid.passes as [z.infer<typeof passSchema>, z.infer<typeof passSchema>];

    const today = hkToday(s);
    const child = { ...adultToBind, firstName: 'siu ming', birthday: bornBefore(today, 12, -1) };
    await refused(bindCall(s, owner, created.orderId, [{ passId: first.id, passenger: adultToBind }, { passId: second.id, passenger: child }]), codes.travelPassAdultsOnly, 'Travel pass does not support child or infant.');
    await refused(bindCall(s, owner, created.orderId, [{ passId: first.id, passenger: { ...adultToBind, birthday: bornBefore(today, 1) } }], 'zh-CN'), codes.travelPassAdultsOnly, '机票套票不支持儿童或婴儿。');
    await refused(bindCall(s, owner, created.orderId, [{ passId: first.id, passenger: adultToBind }, { passId: first.id, passenger: adultToBind }]), codes.badRequest);
    await refused(bindCall(s, owner, created.orderId, [{ passId: first.id, passenger: { ...adultToBind, lastName: 'wong1' } }]), codes.badRequest);
    expect((await passesOf(s, created.orderId)).every((p) => p.boundAt === null)).toBe(true);

    const twelve = { ...adultToBind, firstName: 'ka yan', birthday: bornBefore(today, 12) };
    const bound = z.array(passSchema).parse(await ok(bindCall(s, owner, created.orderId, [{ passId: first.id, passenger: adultToBind }, { passId: second.id, passenger: twelve }])));
    expect(bound.map((p) => [p.status, p.passenger?.lastName, p.passenger?.certNoMasked])).toEqual([
      ['ACTIVE', 'WONG', expect.not.stringContaining('76543')],
      ['ACTIVE', 'WONG', expect.any(String)],
    ]);
    expect((await passOrder(s, owner, created.orderId)).status).toBe('ACTIVE');
    await refused(bindCall(s, owner, created.orderId, [{ passId: first.id, passenger: { ...adultToBind, firstName: 'other' } }]), codes.travelPassNotBindable);
    expect((await passesOf(s, created.orderId))[0]!.passenger!.firstName).toBe('KA HO');
  });

  it('v2 shows the week of the pass: a blackout day closed and empty, the others with their flights; refused as the one-day search', async () => {
    const s = server();
    const { pkg, order } = await boundPass(s, owner);
    const pass = order.passes[0]!;
    const from = travelDay(s, pkg, 5);
    const blackout = addDays(from, 2);
    await s.database.db.update(travelPassPackages).set({ blackoutDates: [...pkg.blackoutDates, blackout] }).where(eq(travelPassPackages.id, pkg.id));
    try {
      const week = parseExact(passWeekResponseSchema, await ok(weekCall(s, owner, pass.id, 'HKG', 'TPE', from)));
      expect(week.passId).toBe(pass.id);
      expect(week.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => addDays(from, i)));
      for (const day of week.days) {
        const closed = day.date === blackout || pkg.blackoutDates.includes(day.date);
        expect([day.date, day.open, day.options.length > 0]).toEqual([day.date, !closed, !closed]);
        for (const option of day.options) expect(option.brands.map((b) => [b.brand, b.fare.ADT, b.remaining > 0])).toEqual([['ECO REDEEM CARD', 0, true]]);
      }
      await refused(weekCall(s, owner, pass.id, 'HKG', 'TPE', blackout), codes.travelPassBlackout);
      await refused(weekCall(s, owner, pass.id, 'HKG', 'NRT', from), codes.travelPassOffRoute);
      await refused(weekCall(s, stranger, pass.id, 'HKG', 'TPE', from), codes.travelPassNotFound);
      await refused(weekCall(s, owner, pass.id, 'HKG', 'TPE', from, 8), codes.badRequest);
      // The old path is gone.
      expect((await s.call('POST', '/dsb-order/api/v1/order/times/card/search/flight', { token: owner.token, json: { productType: 'TravelPass', passId: pass.id, org: 'HKG', dst: 'TPE', date: from } })).status).toBe(404);
    } finally {
      await s.database.db.update(travelPassPackages).set({ blackoutDates: pkg.blackoutDates }).where(eq(travelPassPackages.id, pkg.id));
    }
  });

  it('books flights with the pass only on its routes and dates, one ticket each, taken with the order', async () => {
    const s = server();
    const { pkg, order } = await boundPass(s, owner);
    const pass = order.passes[0]!;
    const day = travelDay(s, pkg);

    await refused(searchCall(s, owner, pass.id, 'HKG', 'NRT', day), codes.travelPassOffRoute);
    await refused(searchCall(s, owner, pass.id, 'HKG', 'TPE', pkg.blackoutDates[0] ?? '2099-12-25'), pkg.blackoutDates[0] ? codes.travelPassBlackout : codes.travelPassOutsideDates);
    await refused(searchCall(s, owner, pass.id, 'HKG', 'TPE', '2099-01-01'), codes.travelPassOutsideDates);
    await refused(searchCall(s, owner, pass.id, 'HKG', 'TPE', hkToday(s)), codes.travelPassOutsideDates);

    // Back from Kaohsiung counts: the routes hold either way.
    const back = parseExact(passSearchResponseSchema, await ok(searchCall(s, owner, pass.id, 'KHH', 'HKG', day)));
    expect(back.options.length).toBeGreaterThan(0);
    const found = parseExact(passSearchResponseSchema, await ok(searchCall(s, owner, pass.id, 'HKG', 'TPE', day)));
    expect(found.options[0]!.brands.map((b) => b.brand)).toEqual(['ECO REDEEM CARD']);
    const before = await orderCount(s);
    const booked = parseExact(confirmOrderResponseSchema, await ok(s.call('POST', `${EP}/order/flight/confirm`, { token: owner.token, json: { processKey: found.processKey, flightKey: found.options[0]!.flightKey, contact } })));
    expect(booked.price.fare).toBe(0);
    expect(booked.price.tax).toBeGreaterThan(0);
    expect(await orderCount(s)).toBe(before + 1);
    // The flight's order is not a pass order.
    await refused(detailCall(s, owner, booked.orderId), codes.travelPassNotFound);
    // The same processKey again answers the same order.
    expect((await ok(s.call('POST', `${EP}/order/flight/confirm`, { token: owner.token, json: { processKey: found.processKey, flightKey: found.options[0]!.flightKey, contact } }))).orderId).toBe(booked.orderId);

    const held = await passOrder(s, owner, order.orderId);
    expect(held.passes[0]).toMatchObject({ ticketsTaken: 1, ticketsLeft: 3 });
    const flights = z.array(passFlightSchema).parse(await ok(s.call('GET', `${EP}/order/flight/${order.orderId}`, { token: owner.token })));
    expect(flights).toMatchObject([{ status: 'HELD', orderId: booked.orderId, passNo: pass.passNo, passenger: { lastName: 'WONG', firstName: 'KA HO' }, segment: { depAirport: 'HKG', arrAirport: 'TPE' } }]);

    // Its taxes paid, the ticket counts as flown.
    const taxes = parseExact(prepaymentSchema, await ok(s.call('POST', `${PAYMENT}/card/prepayment`, { token: owner.token, json: { orderId: booked.orderId } })));
    await payByCard(s, taxes.paymentId);
    const used = z.array(passFlightSchema).parse(await ok(s.call('GET', `${EP}/order/flight/${order.orderId}`, { token: owner.token })));
    expect(used[0]!.status).toBe('USED');

    // A pass booked once cannot be refunded any more.
    await refused(refundCall(s, owner, order.orderId), codes.travelPassNotRefundable, 'A flight has been booked with this Travel Pass, so it can no longer be refunded.');
    expect((await passOrder(s, owner, order.orderId)).status).toBe('ACTIVE');

    // The flight's ticket refunded, its ticket goes back on the pass once, when the refund completes.
    await ok(s.call('POST', '/dsb-order/api/v1/order/reschedule/refund/apply', {
      token: owner.token,
      json: { orderId: booked.orderId, psgIdList: [0], refundType: 'NORMAL', refundReason: 'Plans changed', disclaimer: true },
    }));
    expect((await passOrder(s, owner, order.orderId)).passes[0]!.ticketsTaken).toBe(1);
    const store = createStore(s.database.db);
    const completed = new Date(s.clock.now().getTime() + REFUND_PROCESSING_MS);
    expect(await progressRefunds(store, completed)).toBeGreaterThanOrEqual(1);
    expect(await progressRefunds(store, completed)).toBe(0);
    expect((await passOrder(s, owner, order.orderId)).passes[0]).toMatchObject({ ticketsTaken: 0, ticketsLeft: 4 });
    const refundedFlights = z.array(passFlightSchema).parse(await ok(s.call('GET', `${EP}/order/flight/${order.orderId}`, { token: owner.token })));
    expect(refundedFlights.map((f) => f.status)).toEqual(['REFUNDED']);
  });

  it('gives an unpaid flight order\'s ticket back to the pass when it is cancelled, and books no more than the pass has', async () => {
    const s = server();
    const { pkg, order } = await boundPass(s, owner, 'GC-SHA2');
    const pass = order.passes[0]!;
    const book = async (days: number) => {
      const found = parseExact(passSearchResponseSchema, await ok(searchCall(s, owner, pass.id, 'HKG', 'PVG', travelDay(s, pkg, days))));
      return s.call('POST', `${EP}/order/flight/confirm`, { token: owner.token, json: { processKey: found.processKey, flightKey: found.options[0]!.flightKey, contact } });
    };
    const first = await ok(book(5));
    await ok(book(6));
    expect((await passOrder(s, owner, order.orderId)).status).toBe('FULLY_USED');
    await refused(searchCall(s, owner, pass.id, 'HKG', 'PVG', travelDay(s, pkg, 7)), codes.travelPassUsedUp, 'This Travel Pass has no flights left.');
    await ok(s.call('GET', `/dsb-order/api/v1/order/front/cancel/${first.orderId}`, { token: owner.token }));
    expect((await passOrder(s, owner, order.orderId)).passes[0]).toMatchObject({ ticketsTaken: 1, status: 'ACTIVE' });
    const uses = await s.database.db.select().from(travelPassUses).where(eq(travelPassUses.passId, pass.id));
    expect(uses.map((u) => u.status).sort()).toEqual(['HELD', 'RELEASED']);
  });

  it('refunds a paid order within its cooling-off days with a reason, once; after them it is refused', async () => {
    const s = server();
    const { pkg, order } = await paidOrder(s, owner, 'NA-JPN6', 2);
    const soldBefore = (await packageRow(s, pkg.id)).sold;
    await refused(s.call('POST', `${EP}/refund/order`, { token: owner.token, json: { orderId: order.orderId } }), codes.badRequest, 'Please choose a refund reason.');
    await ok(refundCall(s, owner, order.orderId, 'BOUGHT_BY_MISTAKE'));
    const refunded = await passOrder(s, owner, order.orderId);
    expect(refunded.status).toBe('REFUND_IN_PROGRESS');
    expect(refunded.refund?.reason).toBe('Bought by mistake');
    expect(refunded.passes.map((p) => p.status)).toEqual(['REFUNDED', 'REFUNDED']);
    expect((await packageRow(s, pkg.id)).sold).toBe(soldBefore - 2);
    await refused(refundCall(s, owner, order.orderId), codes.travelPassNotRefundable);
    await refused(bindCall(s, owner, order.orderId, [{ passId: order.passes[0]!.id, passenger: adultToBind }]), codes.travelPassNotBindable);

    const late = await paidOrder(s, owner, 'NA-JPN6');
    expect(Date.parse(late.order.refundableUntil!) - Date.parse(late.order.paidAt!)).toBe(7 * DAY);
    s.clock.advance(7 * DAY);
    await refused(refundCall(s, owner, late.order.orderId), codes.travelPassNotRefundable, 'The cooling-off period of this Travel Pass has ended, so it can no longer be refunded.');
    expect((await passOrder(s, owner, late.order.orderId)).status).toBe('PAID');
    expect((await passOrder(s, owner, order.orderId)).status).toBe('REFUND_COMPLETED');
  });

  it('reminds whoever asked when a coming-soon package goes on sale, once, in the message centre', async () => {
    const s = server();
    // Earlier tests moved the clock: the sale opens two days from now.
    await s.database.db.update(travelPassPackages).set({ saleStartsAt: new Date(s.clock.now().getTime() + 2 * DAY) }).where(eq(travelPassPackages.code, 'NA-KOR4'));
    const korea = await packageByCode(s, 'NA-KOR4');
    expect(korea.saleStatus).toBe('COMING_SOON');
    await refused(s.call('POST', `${EP}/show/remind/${(await packageByCode(s, 'GC-TPE4')).id}`, { token: owner.token }), codes.travelPassNotComingSoon);
    await refused(s.call('POST', `${EP}/show/remind/${korea.id}`), codes.loginRequired);
    await ok(s.call('POST', `${EP}/show/remind/${korea.id}`, { token: owner.token }));
    await ok(s.call('POST', `${EP}/show/remind/${korea.id}`, { token: owner.token }));
    expect((await packageByCode(s, 'NA-KOR4', owner)).reminded).toBe(true);
    expect((await packageByCode(s, 'NA-KOR4', stranger)).reminded).toBe(false);
    expect(await s.database.db.select().from(travelPassReminders)).toHaveLength(1);

    const messagesOf = async (who: RegisteredUser) => (await s.database.db.select().from(messages).where(eq(messages.userId, who.id))).filter((m) => m.title.en.includes('Korea'));
    await s.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs: DAY } });
    expect(await messagesOf(owner)).toHaveLength(0);
    await s.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs: DAY + MINUTE } });
    await s.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs: MINUTE } });
    const sent = await messagesOf(owner);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.title).toEqual({ en: 'Korea Duo 4-Flight Pass is on sale', sc: '韩国双城 4 程套票已开售', tc: '韓國雙城 4 程套票已開售' });
    expect(await messagesOf(stranger)).toHaveLength(0);
    expect((await packageByCode(s, 'NA-KOR4')).saleStatus).toBe('ON_SALE');
  });

  it('ends the sale by the server clock: on sale up to its end, then ended and refused, changing nothing', async () => {
    const s = server();
    const shanghai = await packageByCode(s, 'GC-SHA2');
    await s.database.db.update(travelPassPackages).set({ saleEndsAt: new Date(s.clock.now().getTime() + DAY) }).where(eq(travelPassPackages.id, shanghai.id));
    const shown = async () => parseExact(packageSchema, await ok(s.call('POST', `${EP}/show/index/detail/${shanghai.id}`, { json: {} })));
    s.clock.advance(DAY - MINUTE);
    expect((await shown()).saleStatus).toBe('ON_SALE');
    s.clock.advance(2 * MINUTE);
    expect((await shown()).saleStatus).toBe('ENDED');
    expect((await packages(s)).map((p) => p.code)).not.toContain('GC-SHA2');
    const [before, sold] = [await orderCount(s), (await packageRow(s, shanghai.id)).sold];
    await refused(createCall(s, owner, shanghai.id), codes.travelPassNotOnSale, 'The sale of this Travel Pass has ended.');
    expect(await orderCount(s)).toBe(before);
    expect((await packageRow(s, shanghai.id)).sold).toBe(sold);
  });
});

// PostgreSQL alone runs requests truly at once; PGlite takes one at a time.
describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('buyers racing for the last passes (%s)', (kind) => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer(kind);
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('sells exactly the passes left', async () => {
    const pkg = await packageByCode(s, 'GC-TPE4');
    await s.database.db.update(travelPassPackages).set({ sold: 197 }).where(eq(travelPassPackages.id, pkg.id));
    const buyers = await Promise.all(Array.from({ length: 12 }, () => registerUser(s)));
    const results = await Promise.all(buyers.map((b) => createCall(s, b, pkg.id, 1)));
    expect(results.filter((r) => r.code === codes.success)).toHaveLength(3);
    expect(results.filter((r) => r.code === codes.travelPassSoldOut)).toHaveLength(9);
    expect((await packageRow(s, pkg.id)).sold).toBe(200);
    expect((await s.database.db.select().from(orders).where(eq(orders.kind, 'PASS'))).length).toBe(3);
  });

  it('lets one of two bookings take a pass\'s last ticket', async () => {
    const user = await registerUser(s);
    const pkg = await packageByCode(s, 'GC-SHA2');
    const created = parseExact(passOrderCreatedSchema, await ok(createCall(s, user, pkg.id)));
    await pay(s, user, created.orderId);
    const order = await passOrder(s, user, created.orderId);
    const pass = order.passes[0]!;
    await ok(bindCall(s, user, order.orderId, [{ passId: pass.id, passenger: adultToBind }]));
    await s.database.db.update(travelPasses).set({ ticketsTaken: 1 }).where(eq(travelPasses.id, pass.id));
    const searches = await Promise.all([5, 6].map(async (d) => parseExact(passSearchResponseSchema, await ok(searchCall(s, user, pass.id, 'HKG', 'PVG', travelDay(s, pkg, d))))));
    const results = await Promise.all(searches.map((f) => s.call('POST', `${EP}/order/flight/confirm`, { token: user.token, json: { processKey: f.processKey, flightKey: f.options[0]!.flightKey, contact } })));
    expect(results.map((r) => r.code).sort()).toEqual([codes.success, codes.travelPassUsedUp].sort());
    expect(await s.database.db.select().from(travelPassUses).where(eq(travelPassUses.passId, pass.id))).toHaveLength(1);
  });
});
