import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema, orderPageSchema } from '../../services/schemas/order';
import { changeViewSchema } from '../../services/schemas/date-change';
import { refundDetailSchema, refundSummarySchema } from '../../services/schemas/refund';
import { awardPassengerListSchema, pointFareRulesSchema, pointSearchResponseSchema } from '../../services/schemas/points-booking';
import { beneficiaries, clubMembers, pointsHolds, pointsLedger } from '../../server/db/schema';
import { demoClubMembers } from '../../server/db/seed/demo-accounts';
import { expireOrders } from '../../server/domain/booking/orders';
import { progressRefunds, REFUND_PROCESSING_MS } from '../../server/domain/refunds/refunds';
import { issueOrder } from '../../server/domain/ticketing';
import { createStore } from '../../server/repositories/store';
import { describeEachDatabase } from './harness';
import { MINUTE, parseExact, registerUser } from './helpers';
import { bookingState, bornBefore, dayAhead, ok, orderRow, payByCard, PAGE_EXPIRED, refused, search, t } from './booking-helpers';
import {
  addBeneficiary,
  awardBooking,
  confirmAwardOrder,
  holdOf,
  memberLogin,
  orderBody,
  pointPost,
  pointsOf,
  spendRowsOf,
  type Member,
} from './points-booking-helpers';

const ORDER = '/dsb-order/api/v1/order';
const REFUND = `${ORDER}/reschedule/refund/apply`;
const cardOf = (tier: string) => demoClubMembers.find((m) => m.tier === tier)!;
const golden = cardOf('GOLDEN');
const silver = cardOf('SILVER');
const platinum = cardOf('PLATINUM');
const standard = cardOf('STANDARD');
const AWARD_BRANDS = ['ECO FFP CLASSICAWARD', 'BIZ FFP CLASSICAWARD', 'ECO FFP FLEXAWARD'];

describeEachDatabase('award booking', (server) => {
  let member: Member;
  let wong: number;
  beforeAll(async () => {
    const s = server();
    member = await memberLogin(s, golden.cardNo, golden.password);
    // The Gold member's seeded beneficiary, active for 40 days (server/db/seed/beneficiaries.ts).
    const seeded = await s.database.db.select().from(beneficiaries).where(and(eq(beneficiaries.memberId, member.memberId), eq(beneficiaries.firstName, 'KA HO')));
    wong = seeded[0]!.id;
  });

  const trip = (days: number) => [{ org: 'HKG', dst: 'TPE', date: dayAhead(server(), days) }];
  const roundTrip = (days: number) => [
    { org: 'HKG', dst: 'TPE', date: dayAhead(server(), days) },
    { org: 'TPE', dst: 'HKG', date: dayAhead(server(), days + 4) },
  ];
  const me = () => ({ kind: 'MEMBER' as const, id: member.memberId });

  describe('search', () => {
    it('shows award brands only in the award search, with points per passenger type, and cash brands only in the cash search', async () => {
      const s = server();
      const body = { routeWay: 'D', segments: trip(6), passengers: { adult: 1, child: 0, infant: 0 }, classLevel: 'Y', currency: 'HKD' };
      const award = parseExact(pointSearchResponseSchema, await ok(pointPost(s, member, '/search/flight', body)));
      const direct = award.options.find((o) => o.stops === 0)!;
      expect(direct.brands.map((b) => b.brand).sort()).toEqual(['ECO FFP CLASSICAWARD', 'ECO FFP FLEXAWARD']);
      const classic = direct.brands.find((b) => b.brand === 'ECO FFP CLASSICAWARD')!;
      expect(classic.fare).toEqual({ ADT: 0, CNN: 0, INF: 0 });
      expect(classic.cabinInfoList).toEqual([{ cabinCode: 'X', baseCabinDesc: 'Economy', consumMile: 10_000, chdConsumMile: 7_500, infConsumMile: 1_000 }]);
      expect(classic.totalAmount).toBe(classic.tax.ADT);
      expect(classic.taxList.reduce((sum, x) => sum + x.amount, 0)).toBe(classic.totalAmount);

      const cash = await search(s, member, { segments: trip(6) });
      const cashDirect = cash.options.find((o) => o.flightKey === direct.flightKey)!;
      for (const b of cashDirect.brands) expect(AWARD_BRANDS).not.toContain(b.brand);
      // The flexible award costs the cash MAIN fare in points, 15 a Hong Kong dollar, in hundreds.
      const main = cashDirect.brands.find((b) => b.brand === 'MAIN')!;
      const flex = direct.brands.find((b) => b.brand === 'ECO FFP FLEXAWARD')!;
      expect(flex.rbd).toBe('M');
      expect(flex.cabinInfoList[0]!.consumMile).toBe(Math.ceil((main.fare.ADT * 15) / 100) * 100);

      const business = parseExact(pointSearchResponseSchema, await ok(pointPost(s, member, '/search/flight', { ...body, classLevel: 'C' })));
      const biz = business.options.find((o) => o.stops === 0)!.brands;
      expect(biz.map((b) => b.brand)).toEqual(['BIZ FFP CLASSICAWARD']);
      expect(biz[0]!.cabinInfoList[0]).toMatchObject({ baseCabinDesc: 'Business', consumMile: 25_000, chdConsumMile: 18_750, infConsumMile: 2_500 });
    });

    it('refuses a multi-city trip, a user without a membership and an anonymous caller, changing nothing', async () => {
      const s = server();
      const before = await bookingState(s);
      const multi = { routeWay: 'M', segments: [...trip(6), { org: 'TPE', dst: 'NRT', date: dayAhead(s, 8) }], passengers: { adult: 1, child: 0, infant: 0 }, classLevel: 'Y', currency: 'HKD' };
      await refused(pointPost(s, member, '/search/flight', multi), 'F00032', 'Multi-city is not supported for award tickets.');
      const body = { ...multi, routeWay: 'D', segments: trip(6) };
      const stranger = await registerUser(s);
      await refused(pointPost(s, stranger, '/search/flight', body), 'U00017', t('errors.notAClubMember'));
      await refused(pointPost(s, null, '/search/flight', body), 'U00003');
      await refused(s.call('GET', `${'/dsb-offer/api/v1/offer/point'}/booking/psg/list`, { token: stranger.token }), 'U00017');
      expect(await bookingState(s)).toEqual(before);
    });
  });

  describe('passengers', () => {
    it('lists the member and the active beneficiaries, not a pending one, with what each lacks', async () => {
      const s = server();
      const pending = await addBeneficiary(s, member.memberId, { lastName: 'WONG', firstName: 'PENDING' }, 10);
      const list = awardPassengerListSchema.parse((await ok(s.call('GET', '/dsb-offer/api/v1/offer/point/booking/psg/list', { token: member.token }))) as unknown);
      expect(list.map((p) => [p.kind, p.id])).toEqual([
        ['MEMBER', member.memberId],
        ['BENEFICIARY', wong],
      ]);
      expect(list[0]).toMatchObject({ lastName: 'WONG', firstName: 'MEI LING', psgTypeCode: 'ADT', certType: 'PASSPORT', certNoMasked: '*****5602', missing: [] });
      expect(list[1]).toMatchObject({ lastName: 'WONG', firstName: 'KA HO', chineseLastName: '黃', missing: [] });
      expect(list.map((p) => [p.kind, p.id])).not.toContainEqual(['BENEFICIARY', pending]);
    });

    it('refuses a pending beneficiary, another member\'s beneficiary and the same person twice', async () => {
      const s = server();
      const pending = await addBeneficiary(s, member.memberId, { lastName: 'LEE', firstName: 'PENDING' }, 10);
      const other = await memberLogin(s, silver.cardNo, silver.password);
      const theirs = await addBeneficiary(s, other.memberId, { lastName: 'CHAN', firstName: 'OTHER' });
      for (const [flyers, passenger] of [
        [[me(), { kind: 'BENEFICIARY' as const, id: pending }], 2],
        [[me(), { kind: 'BENEFICIARY' as const, id: theirs }], 2],
        [[me(), me()], 2],
        [[me(), { kind: 'MEMBER' as const, id: other.memberId }], 2],
      ] as const) {
        const err = await awardBooking(s, member, { segments: trip(7), brand: 'ECO FFP CLASSICAWARD', flyers: [...flyers] }).then(
          () => null,
          (e: Error) => e,
        );
        expect(String(err)).toContain(t('errors.awardPassengerNotAllowed', { passenger }));
      }
    });

    it("tells the member their own account lacks a travel document or an English name", async () => {
      const s = server();
      const plat = await memberLogin(s, platinum.cardNo, platinum.password);
      await s.database.db.update(clubMembers).set({ idNo: null }).where(eq(clubMembers.id, plat.memberId));
      try {
        const list = awardPassengerListSchema.parse(await ok(s.call('GET', '/dsb-offer/api/v1/offer/point/booking/psg/list', { token: plat.token })));
        expect(list[0]!.missing).toEqual(['travelDocument']);
        const err = await awardBooking(s, plat, { segments: trip(7), brand: 'ECO FFP CLASSICAWARD', flyers: [{ kind: 'MEMBER', id: plat.memberId }] }).then(
          () => null,
          (e: Error) => e,
        );
        expect(String(err)).toContain(t('errors.clubAccountIncomplete'));
      } finally {
        await s.database.db.update(clubMembers).set({ idNo: platinum.idNo }).where(eq(clubMembers.id, plat.memberId));
      }
    });
  });

  describe('the whole flow', () => {
    it('books one way for the member and a beneficiary, holds the points, pays the taxes by card and spends them once', async () => {
      const s = server();
      const before = await pointsOf(s, member);
      expect(before.shown).toBe(before.ledger - before.held);
      const { psg, legs } = await awardBooking(s, member, { segments: trip(8), brand: 'ECO FFP CLASSICAWARD', flyers: [me(), { kind: 'BENEFICIARY', id: wong }] });
      const taxes = 2 * legs[0]!.brand.tax.ADT;
      expect(psg.price).toEqual({ currency: 'HKD', pointsPerAdult: 10_000, pointsPerChild: 7_500, pointsPerInfant: 1_000, points: 20_000, tax: taxes, total: taxes });
      const rules = pointFareRulesSchema.parse(await ok(pointPost(s, member, '/search/flight/rule', { processKey: psg.processKey })));
      expect(rules.map((r) => r.brand)).toEqual(['ECO FFP CLASSICAWARD']);
      await refused(pointPost(s, member, '/search/flight/rule', { processKey: psg.processKey, brand: 'MAIN' }), 'A0400', t('errors.brandUnknown'));

      const order = await confirmAwardOrder(s, member, psg.processKey);
      expect(order).toMatchObject({ points: 20_000, price: { fare: 0, tax: taxes, total: taxes } });
      // Confirmed again (a second tap): the same order, the points held once.
      expect((await confirmAwardOrder(s, member, psg.processKey)).orderId).toBe(order.orderId);
      expect(await holdOf(s, order.orderId)).toMatchObject({ points: 20_000, status: 'HELD' });
      const held = await pointsOf(s, member);
      expect(held).toEqual({ shown: before.shown - 20_000, ledger: before.ledger, held: before.held + 20_000 });

      const page = orderPageSchema.parse(await ok(s.call('POST', `${ORDER}/front/page`, { token: member.token, json: { tab: 'UNPAID', pageNum: 1, pageSize: 10 } })));
      expect(page.records.find((r) => r.orderId === order.orderId)).toMatchObject({ points: 20_000, totalAmount: taxes });

      await payByCard(s, member, order.orderId);
      const detail = orderDetailSchema.parse(await ok(s.call('GET', `${ORDER}/front/detail/${order.orderId}`, { token: member.token })));
      expect(detail).toMatchObject({ status: 'ISSUED', points: 20_000, fareAmount: 0, totalAmount: taxes });
      expect(detail.segments.map((g) => g.brand)).toEqual(['ECO FFP CLASSICAWARD']);
      expect(detail.passengers.map((p) => [p.firstName, p.tickets.length])).toEqual([
        ['MEI LING', 1],
        ['KA HO', 1],
      ]);
      expect(await holdOf(s, order.orderId)).toMatchObject({ status: 'SPENT' });
      const row = await orderRow(s, order.orderId);
      expect((await spendRowsOf(s, row.orderNo)).map((r) => [r.kind, r.points])).toEqual([['SPEND', -20_000]]);
      // Issued again (a late copy of the callback): nothing moves.
      expect(await issueOrder(createStore(s.database.db), order.orderId, s.clock.now())).toBe(false);
      const after = await pointsOf(s, member);
      expect(after).toEqual({ shown: before.shown - 20_000, ledger: before.ledger - 20_000, held: before.held });
      expect(after.shown).toBe(after.ledger - after.held);
    });

    it('books a round trip in business: the points of each leg add up', async () => {
      const s = server();
      const { psg, legs } = await awardBooking(s, member, { segments: roundTrip(9), routeWay: 'R', classLevel: 'C', brand: 'BIZ FFP CLASSICAWARD', flyers: [me()] });
      expect(legs.map((l) => l.brand.brand)).toEqual(['BIZ FFP CLASSICAWARD', 'BIZ FFP CLASSICAWARD']);
      expect(psg.price).toMatchObject({ pointsPerAdult: 50_000, points: 50_000 });
      const order = await confirmAwardOrder(s, member, psg.processKey);
      await payByCard(s, member, order.orderId);
      const detail = orderDetailSchema.parse(await ok(s.call('GET', `${ORDER}/front/detail/${order.orderId}`, { token: member.token })));
      expect(detail.segments.map((g) => [g.depAirport, g.brand, g.rbd])).toEqual([
        ['HKG', 'BIZ FFP CLASSICAWARD', 'I'],
        ['TPE', 'BIZ FFP CLASSICAWARD', 'I'],
      ]);
      expect((await spendRowsOf(s, detail.orderNo)).map((r) => r.points)).toEqual([-50_000]);
      const p = await pointsOf(s, member);
      expect(p.shown).toBe(p.ledger - p.held);
    });

    it('counts adults, children and infants by their own miles, of the first cabin', async () => {
      const s = server();
      const date = dayAhead(s, 10);
      const kid = await addBeneficiary(s, member.memberId, { lastName: 'WONG', firstName: 'SIU MING', birthday: bornBefore(date, 8), relationship: 'CHILD' });
      const baby = await addBeneficiary(s, member.memberId, { lastName: 'WONG', firstName: 'BB', birthday: bornBefore(date, 1), relationship: 'CHILD', gender: 'F' });
      const { psg } = await awardBooking(s, member, {
        segments: trip(10),
        brand: 'ECO FFP CLASSICAWARD',
        counts: { adult: 2, child: 1, infant: 1 },
        flyers: [me(), { kind: 'BENEFICIARY', id: wong }, { kind: 'BENEFICIARY', id: kid }, { kind: 'BENEFICIARY', id: baby, guardianIndex: 0 }],
      });
      expect(psg.price).toMatchObject({ pointsPerAdult: 10_000, pointsPerChild: 7_500, pointsPerInfant: 1_000, points: 2 * 10_000 + 7_500 + 1_000 });
      const before = await pointsOf(s, member);
      const order = await confirmAwardOrder(s, member, psg.processKey);
      expect(order.points).toBe(28_500);
      expect((await pointsOf(s, member)).shown).toBe(before.shown - 28_500);
      // Cancelled unpaid: the points come back at once, once.
      await ok(s.call('GET', `${ORDER}/front/cancel/${order.orderId}`, { token: member.token }));
      expect(await holdOf(s, order.orderId)).toMatchObject({ status: 'RELEASED' });
      expect(await pointsOf(s, member)).toEqual(before);
    });
  });

  describe('refusals', () => {
    it("answers 'Insufficient points.' with the points per adult and per child and what is available; nothing held, no order", async () => {
      const s = server();
      const poor = await memberLogin(s, standard.cardNo, standard.password);
      const { psg } = await awardBooking(s, poor, { segments: trip(11), brand: 'ECO FFP CLASSICAWARD', flyers: [{ kind: 'MEMBER', id: poor.memberId }] });
      const before = { state: await bookingState(s), points: await pointsOf(s, poor) };
      await refused(pointPost(s, poor, '/booking/confirm/order', orderBody(psg.processKey)), 'F00031', t('errors.insufficientPointsFor', { adult: 10_000, child: 7_500 }), {
        pointsPerAdult: 10_000,
        pointsPerChild: 7_500,
        pointsPerInfant: 1_000,
        required: 10_000,
        available: standard.points,
      });
      expect({ state: await bookingState(s), points: await pointsOf(s, poor) }).toEqual(before);
      expect(await s.database.db.select().from(pointsHolds).where(eq(pointsHolds.memberId, poor.memberId))).toEqual([]);
    });

    it('refuses a wrong redemption password, then locks it after five; nothing is held either way', async () => {
      const s = server();
      const plat = await memberLogin(s, platinum.cardNo, platinum.password);
      const { psg } = await awardBooking(s, plat, { segments: trip(12), brand: 'ECO FFP CLASSICAWARD', flyers: [{ kind: 'MEMBER', id: plat.memberId }] });
      const before = { state: await bookingState(s), points: await pointsOf(s, plat) };
      for (let i = 0; i < 4; i++) await refused(pointPost(s, plat, '/booking/confirm/order', orderBody(psg.processKey, '258039')), 'F00021');
      await refused(pointPost(s, plat, '/booking/confirm/order', orderBody(psg.processKey, '258039')), 'F00022');
      await refused(pointPost(s, plat, '/booking/confirm/order', orderBody(psg.processKey)), 'F00022');
      expect({ state: await bookingState(s), points: await pointsOf(s, plat) }).toEqual(before);
      s.clock.advance(16 * MINUTE);
      await s.database.db.update(clubMembers).set({ payFailed: 0, payLockedUntil: null }).where(eq(clubMembers.id, plat.memberId));
    });

    it("lets no one else continue a member's processKey, nor pay, cancel or see their award order", async () => {
      const s = server();
      const { psg } = await awardBooking(s, member, { segments: trip(13), brand: 'ECO FFP CLASSICAWARD', flyers: [me()] });
      const other = await memberLogin(s, silver.cardNo, silver.password);
      await refused(pointPost(s, other, '/booking/confirm/order', orderBody(psg.processKey)), 'B0101', PAGE_EXPIRED);
      await refused(pointPost(s, other, '/search/flight/rule', { processKey: psg.processKey }), 'B0101', PAGE_EXPIRED);
      const order = await confirmAwardOrder(s, member, psg.processKey);
      const before = await pointsOf(s, member);
      await refused(s.call('GET', `${ORDER}/front/cancel/${order.orderId}`, { token: other.token }), 'O00001');
      await refused(s.call('GET', `${ORDER}/front/detail/${order.orderId}`, { token: other.token }), 'O00001');
      await refused(s.call('POST', '/dsb-order/api/v1/payment/card/prepayment', { token: other.token, json: { orderId: order.orderId } }), 'O00001');
      expect(await holdOf(s, order.orderId)).toMatchObject({ status: 'HELD' });
      expect(await pointsOf(s, member)).toEqual(before);
      // The cash flow's steps do not take an award processKey either.
      await refused(s.call('POST', '/dsb-offer/api/v1/offer/booking/confirm/order', { token: member.token, json: { processKey: psg.processKey, acknowledged: true } }), 'B0101', PAGE_EXPIRED);
      await ok(s.call('GET', `${ORDER}/front/cancel/${order.orderId}`, { token: member.token }));
    });
  });

  describe('after payment', () => {
    it('shows an award ticket as not changeable online, and refuses to change its date, changing nothing', async () => {
      const s = server();
      const { psg } = await awardBooking(s, member, { segments: trip(11), brand: 'ECO FFP CLASSICAWARD', flyers: [me()] });
      const order = await confirmAwardOrder(s, member, psg.processKey);
      await payByCard(s, member, order.orderId);
      const { pnr } = await orderRow(s, order.orderId);
      const view = changeViewSchema.parse(await ok(s.call('GET', `${ORDER}/change/view/${order.orderId}/${pnr}`, { token: member.token })));
      expect(view.legs.map((l) => l.blocked)).toEqual(['AWARD']);
      const change = s.call('POST', `${ORDER}/change/confirm/psg`, { token: member.token, json: { orderId: order.orderId, psgIdList: [0], legIndexes: [0] } });
      await refused(change, 'C00002', t('errors.changeBlocked.AWARD'));
      expect((await orderRow(s, order.orderId)).status).toBe('ISSUED');
    });

    it("gives a refunded beneficiary's points back to the member once the refund completes, exactly once", async () => {
      const s = server();
      const { psg } = await awardBooking(s, member, { segments: trip(12), brand: 'ECO FFP CLASSICAWARD', flyers: [me(), { kind: 'BENEFICIARY', id: wong }] });
      const order = await confirmAwardOrder(s, member, psg.processKey);
      await payByCard(s, member, order.orderId);
      const paid = await pointsOf(s, member);

      const applied = refundSummarySchema.parse(
        await ok(s.call('POST', REFUND, { token: member.token, json: { orderId: order.orderId, psgIdList: [1], refundType: 'NORMAL', refundReason: 'Plans changed', disclaimer: true } })),
      );
      const shown = async () => refundDetailSchema.parse(await ok(s.call('GET', `${ORDER}/reschedule/refund/detail?refundId=${applied.refundId}`, { token: member.token })));
      // One adult of the two: half the order's points, given back only when the refund completes.
      expect((await shown()).points).toBe(order.points / 2);
      expect(await pointsOf(s, member)).toEqual(paid);

      const store = createStore(s.database.db);
      const done = new Date(s.clock.now().getTime() + REFUND_PROCESSING_MS);
      expect(await progressRefunds(store, done)).toBeGreaterThanOrEqual(1);
      expect(await progressRefunds(store, done)).toBe(0);
      const back = await s.database.db.select().from(pointsLedger).where(and(eq(pointsLedger.kind, 'REFUND'), eq(pointsLedger.sourceRef, applied.refundNo)));
      expect(back.map((r) => [r.memberId, r.points])).toEqual([[member.memberId, order.points / 2]]);
      expect(await pointsOf(s, member)).toEqual({ shown: paid.shown + order.points / 2, ledger: paid.ledger + order.points / 2, held: paid.held });
      expect((await shown()).status).toBe('COMPLETED');
    });
  });

  describe('expiry', () => {
    it('gives the held points back when the unpaid order expires, exactly once', async () => {
      const s = server();
      const before = await pointsOf(s, member);
      const { psg } = await awardBooking(s, member, { segments: trip(14), brand: 'ECO FFP FLEXAWARD', flyers: [me()] });
      const order = await confirmAwardOrder(s, member, psg.processKey);
      expect((await pointsOf(s, member)).shown).toBe(before.shown - order.points);
      const later = new Date(s.clock.now().getTime() + 21 * MINUTE);
      const store = createStore(s.database.db);
      expect(await expireOrders(store, later)).toBeGreaterThanOrEqual(1);
      expect(await expireOrders(store, later)).toBe(0);
      expect(await holdOf(s, order.orderId)).toMatchObject({ status: 'RELEASED' });
      expect((await orderRow(s, order.orderId)).status).toBe('EXPIRED');
      expect(await pointsOf(s, member)).toEqual(before);
      expect(await spendRowsOf(s, order.orderNo)).toEqual([]);
      // Too late to pay: issuing it now moves nothing.
      expect(await issueOrder(store, order.orderId, later)).toBe(false);
      expect(await pointsOf(s, member)).toEqual(before);
    });
  });
});
