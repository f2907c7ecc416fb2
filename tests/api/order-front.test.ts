import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeBrandConfirmResponseSchema, changeFlightQueryResponseSchema, changeOrderConfirmResponseSchema, changeStepSchema } from '../../services/schemas/date-change';
import { fareRuleSchema } from '../../services/schemas/offer';
import {
  bookingFareRulesSchema,
  orderDetailSchema,
  orderDetailsSchema,
  orderExtInfoSchema,
  orderSubmitSchema,
  orderVerifySchema,
  pnrEntrySchema,
  sendItineraryResponseSchema,
  type PnrEntry,
} from '../../services/schemas/order';
import { emdOrderSchema } from '../../services/schemas/emd';
import { prepaymentSchema, rePaymentSchema } from '../../services/schemas/payment';
import { outbox, payments, seatAssignments } from '../../server/db/schema';
import { CHECK_IN_CLOSES_MINUTES, CHECK_IN_OPENS_HOURS } from '../../services/schemas/check-in';
import { translate } from '../../server/i18n';
import { describeEachDatabase, type TestServer } from './harness';
import { countRows, HOUR, parseExact, SECOND, registerUser, tokenFor, type RegisteredUser } from './helpers';
import { adult, book, bookingState, confirmOrder, confirmSeats, contact, dayAhead, ok, OFFER, ORDER, orderRow, payByCard, PAYMENT, refused, startCardPayment, t } from './booking-helpers';
import { DECLINED_CARD, payByCard as payOnPage } from './payment-helpers';

const CHANGE = `${ORDER}/change`;
const EMD = '/dsb-order/api/v1/itinerary/emd/book';
const OPS = '/dsb-ops/api/v1';
const NOT_FOUND = 'O00001';
const NOT_PAYABLE = 'O00002';
const WRONG_STATE = 'O00003';
const BAD = 'A0400';
const LOGIN = 'U00003';
/** Ids a path refuses before it looks: a fraction, a negative, one beyond a serial column. */
const BAD_IDS = ['1.5', '-1', '99999999999'];

/** A logged-in user, a guest holding an order's token, or nobody. */
type Who = RegisteredUser | { guestToken: string } | { token: string } | null;
const as = (who: Who) => (who === null ? {} : 'guestToken' in who ? { headers: { 'x-guest-token': who.guestToken } } : { token: who.token });
const get = (s: TestServer, who: Who, path: string, locale?: string) => s.call('GET', path, { ...as(who), locale });
const postTo = (s: TestServer, who: Who, path: string, json: unknown) => s.call('POST', path, { ...as(who), json });

const details = (s: TestServer, who: Who, id: number | string) => get(s, who, `${ORDER}/front/details/${id}`);
const pnrDetails = (s: TestServer, who: Who, id: number | string, pnr: string) => get(s, who, `${ORDER}/front/details/${id}/${pnr}`);
const verify = (s: TestServer, who: Who, id: number | string) => get(s, who, `${ORDER}/front/verify/order/${id}`);
const fareRule = (s: TestServer, who: Who, pnr: string, locale?: string) => get(s, who, `${ORDER}/front/fare/rule?pnrId=${pnr}`, locale);
const extInfo = (s: TestServer, who: Who, id: number | string) => get(s, who, `${ORDER}/front/ext/info/${id}`);
const submit = (s: TestServer, who: Who, orderId: unknown) => postTo(s, who, `${ORDER}/front/submit`, { orderId });
const sendV2 = (s: TestServer, who: Who, orderId: unknown) => postTo(s, who, `${ORDER}/front/sendItineraryList/v2`, { orderId });
const sendV1 = (s: TestServer, who: Who, orderId: unknown) => postTo(s, who, `${ORDER}/front/sendItineraryList`, { orderId });
const myRePayment = (s: TestServer, who: Who, payType: string, id: number | string) => get(s, who, `${ORDER}/front/my/order/re/payment/${payType}/${id}`);
const rePayment = (s: TestServer, who: Who, payType: string, id: number | string) => get(s, who, `${PAYMENT}/re/payment/${payType}/${id}`);

const shownDetails = async (s: TestServer, who: Who, id: number) => parseExact(orderDetailsSchema, await ok(details(s, who, id)));
const verified = async (s: TestServer, who: Who, id: number) => parseExact(orderVerifySchema, await ok(verify(s, who, id)));
const actions = async (s: TestServer, who: Who, id: number) => parseExact(orderExtInfoSchema, await ok(extInfo(s, who, id)));
const orderShown = async (s: TestServer, who: Who, id: number) => parseExact(orderDetailSchema, await ok(get(s, who, `${ORDER}/front/detail/${id}`)));
const mailsTo = (s: TestServer, email: string) => s.database.db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.channel, 'email')));

/** What a refused call must leave as it was: orders, holds, seats, payments and mail. */
const worldOf = async (s: TestServer) => ({ ...(await bookingState(s)), payments: await countRows(s, payments), mail: await countRows(s, outbox) });

/** Moves the server clock just past the order's payment deadline. */
const pastDeadline = async (s: TestServer, orderId: number) => s.clock.advance((await orderRow(s, orderId)).paymentDeadline.getTime() - s.clock.now().getTime() + SECOND);

/** An order of FW201 HKG-NRT on `date`, unpaid; `seat` chosen for its first passenger. */
async function unpaidOrder(s: TestServer, user: RegisteredUser | null, date: string, passengers = [adult()], seat?: string) {
  const booking = await book(s, { user, segments: [{ org: 'HKG', dst: 'NRT', date }], flights: ['FW201'], passengers });
  const key = seat && user ? (await confirmSeats(s, user, booking.psgKey, [{ segmentIndex: 0, passengerIndex: 0, seatNo: seat }])).processKey : booking.psgKey;
  const order = await confirmOrder(s, user, key);
  return { ...order, date, depAt: booking.legs[0]!.option.segments[0]!.depAt };
}
/** The same, paid by card. */
async function issuedOrder(s: TestServer, user: RegisteredUser, date: string, passengers = [adult()]) {
  const order = await unpaidOrder(s, user, date, passengers);
  await payByCard(s, user, order.orderId);
  return { ...order, pnr: (await orderRow(s, order.orderId)).pnr! };
}

/** Changes passenger `psgId` of an issued order to `flightNo` on `date` in `brand`: the unpaid order the change makes. */
async function dateChange(s: TestServer, user: RegisteredUser, orderId: number, psgId: number, date: string, flightNo: string, brand: string) {
  const psg = parseExact(changeStepSchema, await ok(postTo(s, user, `${CHANGE}/confirm/psg`, { orderId, psgIdList: [psgId], legIndexes: [0] })));
  const flights = parseExact(changeFlightQueryResponseSchema, await ok(postTo(s, user, `${CHANGE}/flight/query/v2`, { processKey: psg.processKey, date })));
  const option = flights.options.find((o) => o.segments[0]!.flightNo === flightNo)!;
  const brandStep = parseExact(changeBrandConfirmResponseSchema, await ok(postTo(s, user, `${CHANGE}/brand/confirm`, { processKey: flights.processKey, flightKey: option.flightKey, brand })));
  return parseExact(changeOrderConfirmResponseSchema, await ok(postTo(s, user, `${CHANGE}/order/confirm`, { processKey: brandStep.processKey, acknowledged: true })));
}

describeEachDatabase('order front', (server) => {
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let ops: { token: string };
  /** Alice's trip: two adults on FW201; the first changed to FW203 FLEXIPLUS the same day, paid. */
  let trip: Awaited<ReturnType<typeof issuedOrder>>;
  let changed: Awaited<ReturnType<typeof dateChange>>;
  /** Alice's unpaid order with seat 31A, her cancelled one, Bob's unpaid one. */
  let unpaid: Awaited<ReturnType<typeof unpaidOrder>>;
  let cancelled: Awaited<ReturnType<typeof unpaidOrder>>;
  let bobs: Awaited<ReturnType<typeof unpaidOrder>>;
  /** A guest's unpaid order and its token. */
  let guest: Awaited<ReturnType<typeof unpaidOrder>>;

  beforeAll(async () => {
    const s = server();
    alice = await registerUser(s);
    bob = await registerUser(s);
    ops = { token: await tokenFor(s, 'ops@fwc.example', 'Ops@2026x') };
    trip = await issuedOrder(s, alice, dayAhead(s, 10), [adult(), adult({ firstName: 'SIU WAI' })]);
    changed = await dateChange(s, alice, trip.orderId, 0, trip.date, 'FW203', 'FLEXIPLUS');
    await payByCard(s, alice, changed.orderId);
    unpaid = await unpaidOrder(s, alice, dayAhead(s, 31), [adult()], '31A');
    cancelled = await unpaidOrder(s, alice, dayAhead(s, 32));
    await ok(get(s, alice, `${ORDER}/front/cancel/${cancelled.orderId}`));
    bobs = await unpaidOrder(s, bob, dayAhead(s, 33));
    guest = await unpaidOrder(s, null, dayAhead(s, 34));
  });
  afterEach(() => server().clock.reset());

  describe('front/details', () => {
    it("lists the order's booking and its trip's later orders under the same reference, each as it stands now", async () => {
      const s = server();
      const shown = await shownDetails(s, alice, trip.orderId);
      expect(shown).toMatchObject({ orderId: trip.orderId, orderNo: trip.orderNo, status: 'ISSUED' });
      expect(shown.pnrs.map((e) => [e.pnrId, e.orderId, e.orderNo, e.status, e.changedFromOrderId])).toEqual([
        [trip.pnr, trip.orderId, trip.orderNo, 'ISSUED', null],
        [trip.pnr, changed.orderId, changed.orderNo, 'ISSUED', trip.orderId],
      ]);
      const [first, second] = shown.pnrs;
      expect(first!.segments.map((g) => [g.flightNo, g.depAirport, g.arrAirport, g.brand, g.cancelled])).toEqual([['FW201', 'HKG', 'NRT', 'MAIN', false]]);
      expect(first!.passengers).toEqual([
        { type: 'ADT', lastName: 'CHAN', firstName: 'TAI MAN', statuses: ['EXCHANGED'] },
        { type: 'ADT', lastName: 'CHAN', firstName: 'SIU WAI', statuses: ['OPEN'] },
      ]);
      expect(second!.segments.map((g) => [g.flightNo, g.brand, g.rbd, g.cabin])).toEqual([['FW203', 'FLEXIPLUS', 'Y', 'Y']]);
      expect(second!.passengers).toEqual([{ type: 'ADT', lastName: 'CHAN', firstName: 'TAI MAN', statuses: ['OPEN'] }]);
      // The same flights and coupons as order detail shows them.
      const detail = await orderShown(s, alice, changed.orderId);
      expect(second!.segments[0]).toMatchObject({ depAt: detail.segments[0]!.depAt, depLocal: detail.segments[0]!.depLocal });

      // From the later order, only it; an order without a reference yet has none.
      expect((await shownDetails(s, alice, changed.orderId)).pnrs.map((e) => e.orderId)).toEqual([changed.orderId]);
      expect(await shownDetails(s, alice, unpaid.orderId)).toEqual({ orderId: unpaid.orderId, orderNo: unpaid.orderNo, status: 'UNPAID', pnrs: [] });
    });

    it("answers another user's order as a missing one, refuses bad ids and callers without a login", async () => {
      const s = server();
      await refused(details(s, bob, trip.orderId), NOT_FOUND, t('errors.orderNotFound'));
      await refused(details(s, alice, bobs.orderId), NOT_FOUND);
      await refused(details(s, alice, 2_000_000_000), NOT_FOUND);
      for (const id of [...BAD_IDS, 'abc']) await refused(details(s, alice, id), BAD);
      await refused(details(s, null, trip.orderId), LOGIN);
      await refused(details(s, { guestToken: guest.guestToken! }, guest.orderId), LOGIN);
    });

    it('answers one entry by order and reference, and nothing for another pair or another user', async () => {
      const s = server();
      const all = await shownDetails(s, alice, trip.orderId);
      expect(parseExact(pnrEntrySchema, await ok(pnrDetails(s, alice, trip.orderId, trip.pnr)))).toEqual(all.pnrs[0]);
      expect(parseExact(pnrEntrySchema, await ok(pnrDetails(s, alice, changed.orderId, trip.pnr)))).toEqual(all.pnrs[1]);
      const other = trip.pnr === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
      await refused(pnrDetails(s, alice, trip.orderId, other), NOT_FOUND, t('errors.orderNotFound'));
      await refused(pnrDetails(s, alice, unpaid.orderId, trip.pnr), NOT_FOUND);
      await refused(pnrDetails(s, bob, trip.orderId, trip.pnr), NOT_FOUND, t('errors.orderNotFound'));
      for (const id of BAD_IDS) await refused(pnrDetails(s, alice, id, trip.pnr), BAD);
      await refused(pnrDetails(s, alice, trip.orderId, 'abc'), BAD);
      await refused(pnrDetails(s, null, trip.orderId, trip.pnr), LOGIN);
    });
  });

  describe('front/verify/order', () => {
    it('says an unpaid order can be paid, what is due and the seconds left by the server clock', async () => {
      const s = server();
      s.clock.advance(90_000);
      const row = await orderRow(s, unpaid.orderId);
      const shown = await verified(s, alice, unpaid.orderId);
      // The server's clock runs on between the calls: the answer counts from its own time.
      const at = Date.parse(shown.serverTime);
      expect(at - s.clock.now().getTime()).toBeLessThanOrEqual(0);
      expect(shown).toEqual({
        orderId: unpaid.orderId,
        orderNo: unpaid.orderNo,
        payable: true,
        reason: null,
        message: null,
        amountDue: unpaid.price.total,
        currency: 'HKD',
        paymentDeadline: row.paymentDeadline.toISOString(),
        secondsLeft: Math.floor((row.paymentDeadline.getTime() - at) / 1000),
        serverTime: shown.serverTime,
      });
      expect(shown.secondsLeft).toBeGreaterThan(60);
      // A guest's token reaches its own order, and no other.
      expect((await verified(s, { guestToken: guest.guestToken! }, guest.orderId)).payable).toBe(true);
      await refused(verify(s, { guestToken: guest.guestToken! }, unpaid.orderId), NOT_FOUND);
    });

    it('says why a paid, cancelled or timed-out order cannot be paid, and never writes', async () => {
      const s = server();
      const before = await worldOf(s);
      expect(await verified(s, alice, trip.orderId)).toMatchObject({ payable: false, reason: 'PAID', message: t('orders.unpayable.PAID'), secondsLeft: 0 });
      expect(await verified(s, alice, cancelled.orderId)).toMatchObject({ payable: false, reason: 'CANCELLED', message: t('orders.unpayable.CANCELLED') });
      // Past its deadline by the server clock, before the expiry job has closed it.
      await pastDeadline(s, unpaid.orderId);
      expect((await orderRow(s, unpaid.orderId)).status).toBe('UNPAID');
      expect(await verified(s, alice, unpaid.orderId)).toMatchObject({ payable: false, reason: 'EXPIRED', message: t('orders.unpayable.EXPIRED'), secondsLeft: 0 });
      expect(await worldOf(s)).toEqual(before);
    });

    it('says a seat the order chose that is no longer held makes it unpayable', async () => {
      const s = server();
      const held = await unpaidOrder(s, alice, dayAhead(s, 35), [adult()], '32C');
      expect((await verified(s, alice, held.orderId)).payable).toBe(true);
      // A hold lost (as no flow of the app loses one): the order no longer holds its seat.
      await s.database.db.delete(seatAssignments).where(eq(seatAssignments.orderId, held.orderId));
      expect(await verified(s, alice, held.orderId)).toMatchObject({ payable: false, reason: 'SEATS_RELEASED' });
      await refused(submit(s, alice, held.orderId), NOT_PAYABLE, t('errors.orderNotPayable'), { reason: 'SEATS_RELEASED' });
    });

    it("refuses another user's order, bad ids and callers without a login", async () => {
      const s = server();
      await refused(verify(s, bob, unpaid.orderId), NOT_FOUND, t('errors.orderNotFound'));
      for (const id of BAD_IDS) await refused(verify(s, alice, id), BAD);
      await refused(verify(s, null, unpaid.orderId), LOGIN);
    });
  });

  describe('front/fare/rule', () => {
    it("gives each flight of the booking still in use its brand and the brand's rules, as the offer's rule call writes them", async () => {
      const s = server();
      const rules = parseExact(bookingFareRulesSchema, await ok(fareRule(s, alice, trip.pnr)));
      expect(rules.pnrId).toBe(trip.pnr);
      expect(rules.segments.map((g) => [g.orderId, g.segmentIndex, g.flightNo, g.brand, g.changeFee, g.refundFee, g.noShowFee, g.flexibleCutoffHours])).toEqual([
        [trip.orderId, 0, 'FW201', 'MAIN', 400, 600, 300, null],
        [changed.orderId, 0, 'FW203', 'FLEXIPLUS', 0, 0, 300, 12],
      ]);
      for (const [locale, segment] of [
        ['en-US', rules.segments[0]!],
        ['en-US', rules.segments[1]!],
        ['zh-HK', parseExact(bookingFareRulesSchema, await ok(fareRule(s, alice, trip.pnr, 'zh-HK'))).segments[1]!],
      ] as const) {
        const offer = parseExact(fareRuleSchema, await ok(s.call('POST', `${OFFER}/search/flight/rule`, { json: { brand: segment.brand }, locale })));
        // The offer's rules (baggage, change, refund, no-show), then the points the fare earns there; here the flexible fare's limit.
        expect(segment.rules.slice(0, 4)).toEqual(offer.rules.slice(0, 4));
        expect(segment.rules.slice(4)).toEqual(segment.flexibleCutoffHours ? [translate(locale, 'rules.flexibleLimit', { hours: 12 })] : []);
        expect(segment.brandName).toBe(translate(locale, `brandName.${segment.brand}`));
      }
      expect(rules.segments[1]!.rules[4]).toContain('12');
    });

    it('answers another user, an unknown reference and a bad one as such', async () => {
      const s = server();
      await refused(fareRule(s, bob, trip.pnr), NOT_FOUND, t('errors.orderNotFound'));
      await refused(fareRule(s, alice, trip.pnr === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ'), NOT_FOUND);
      await refused(fareRule(s, alice, 'abc'), BAD);
      await refused(get(s, alice, `${ORDER}/front/fare/rule`), BAD);
      await refused(fareRule(s, null, trip.pnr), LOGIN);
    });
  });

  describe('front/ext/info', () => {
    it('opens what each order allows now, and says why not in the caller language', async () => {
      const s = server();
      const open = await actions(s, alice, unpaid.orderId);
      expect(open).toMatchObject({ canPay: true, canCancel: true, canDelete: false, canRefund: false, canChangeDate: false, canCheckIn: false, canBuyAddOns: false, canSendItinerary: false, canChangeContact: true });
      expect(open.reasons).toEqual({
        canDelete: { code: 'NOT_CLOSED', message: t('errors.orderNotDeletable') },
        canRefund: { code: 'NOT_ISSUED', message: t('errors.orderNotRefundable') },
        canChangeDate: { code: 'NOT_ISSUED', message: t('errors.orderNotChangeable') },
        canCheckIn: { code: 'NOT_ISSUED', message: t('orders.actionReason.NOT_ISSUED') },
        canBuyAddOns: { code: 'NOT_ISSUED', message: t('addOns.tripNotIssued') },
        canSendItinerary: { code: 'NOT_ISSUED', message: t('errors.orderNotIssued') },
      });

      // The changed trip's first order: one passenger is still on it, ten days ahead.
      const issued = await actions(s, alice, trip.orderId);
      expect(issued).toMatchObject({ canPay: false, canCancel: false, canDelete: false, canRefund: true, canChangeDate: true, canCheckIn: false, canBuyAddOns: true, canSendItinerary: true, canChangeContact: true });
      expect(issued.reasons).toEqual({
        canPay: { code: 'PAID', message: t('orders.unpayable.PAID') },
        canCancel: { code: 'NOT_UNPAID', message: t('errors.orderNotCancellable') },
        canDelete: { code: 'NOT_CLOSED', message: t('errors.orderNotDeletable') },
        canCheckIn: { code: 'CHECK_IN_NOT_OPEN', message: t('errors.checkInClosed', { hours: CHECK_IN_OPENS_HOURS, minutes: CHECK_IN_CLOSES_MINUTES }) },
      });

      const closed = await actions(s, alice, cancelled.orderId);
      expect(closed).toMatchObject({ canPay: false, canCancel: false, canDelete: true, canChangeContact: false });
      expect(closed.reasons.canChangeContact).toEqual({ code: 'ORDER_CLOSED', message: t('errors.orderClosed') });
      const zh = parseExact(orderExtInfoSchema, await ok(s.call('GET', `${ORDER}/front/ext/info/${cancelled.orderId}`, { token: alice.token, locale: 'zh-CN' })));
      expect(zh.reasons.canPay).toEqual({ code: 'CANCELLED', message: translate('zh-CN', 'orders.unpayable.CANCELLED') });
    });

    it('follows the coupons: an unpaid add-on order comes first, a flight the airline cancelled is refunded but neither changed nor checked in', async () => {
      const s = server();
      const order = await issuedOrder(s, alice, dayAhead(s, 12));
      const emd = parseExact(emdOrderSchema, await ok(postTo(s, alice, `${EMD}/submit`, { orderId: order.orderId, luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 10 }] })));
      expect((await actions(s, alice, order.orderId)).reasons.canBuyAddOns).toEqual({ code: 'ADD_ON_ORDER_PENDING', message: t('addOns.pendingOrder') });
      const addOnOrder = await actions(s, alice, emd.orderId);
      expect(addOnOrder).toMatchObject({ canPay: true, canCancel: true, canRefund: false, canChangeDate: false, canSendItinerary: false });
      expect(addOnOrder.reasons.canRefund).toEqual({ code: 'NOT_A_BOOKING', message: t('orders.actionReason.NOT_A_BOOKING') });
      await ok(get(s, alice, `/dsb-order/api/v1/auxiliary/front/cancel/${emd.orderId}`));
      expect((await actions(s, alice, order.orderId)).canBuyAddOns).toBe(true);

      await ok(postTo(s, ops, `${OPS}/flight/cancel`, { flightNo: 'FW201', depDate: order.date }));
      const suspended = await actions(s, alice, order.orderId);
      expect(suspended).toMatchObject({ canRefund: true, canChangeDate: false, canCheckIn: false, canBuyAddOns: false });
      expect(suspended.reasons).toMatchObject({
        canChangeDate: { code: 'NO_PASSENGER', message: t('orders.actionReason.NO_PASSENGER') },
        canCheckIn: { code: 'FLIGHT_CANCELLED', message: t('errors.checkInFlightCancelled') },
        canBuyAddOns: { code: 'ADD_ONS_CLOSED', message: t('orders.actionReason.ADD_ONS_CLOSED') },
      });
    });

    it('opens check-in inside the window of the flight and closes a refund once every passenger is checked in', async () => {
      const s = server();
      const order = await issuedOrder(s, alice, dayAhead(s, 4));
      s.clock.advance(Date.parse(order.depAt) - 3 * HOUR - s.clock.now().getTime());
      expect(await actions(s, alice, order.orderId)).toMatchObject({ canCheckIn: true, canRefund: true, canChangeDate: true });
      const CHECKIN = '/dsb-order/api/v1/checkin';
      const flight = await ok(postTo(s, alice, `${CHECKIN}/confirm/flight`, { orderId: order.orderId, segmentIndex: 0 }));
      const psg = await ok(postTo(s, alice, `${CHECKIN}/confirm/psg`, { processKey: flight.processKey, psgIds: [0] }));
      const seat = await ok(postTo(s, alice, `${CHECKIN}/confirm/seat`, { processKey: psg.processKey, seats: [{ psgId: 0, seatNo: '31A' }] }));
      const aux = await ok(postTo(s, alice, `${CHECKIN}/confirm/aux`, { processKey: seat.processKey, dangerousGoodsAccepted: true }));
      await ok(postTo(s, alice, `${CHECKIN}/confirm/checkin`, { processKey: aux.processKey, termsAccepted: true }));
      const checkedIn = await actions(s, alice, order.orderId);
      expect(checkedIn).toMatchObject({ canCheckIn: false, canRefund: false, canChangeDate: false, canBuyAddOns: false });
      expect(checkedIn.reasons).toMatchObject({ canCheckIn: { code: 'NO_PASSENGER' }, canRefund: { code: 'NO_PASSENGER' } });
    });

    it("refuses another user's order, bad ids and callers without a login", async () => {
      const s = server();
      await refused(extInfo(s, bob, trip.orderId), NOT_FOUND, t('errors.orderNotFound'));
      for (const id of BAD_IDS) await refused(extInfo(s, alice, id), BAD);
      await refused(extInfo(s, null, trip.orderId), LOGIN);
    });
  });

  describe('front/submit', () => {
    it('hands a payable order to payment with what payment needs, writing nothing', async () => {
      const s = server();
      const before = await worldOf(s);
      const row = await orderRow(s, unpaid.orderId);
      expect(parseExact(orderSubmitSchema, await ok(submit(s, alice, unpaid.orderId)))).toEqual({
        orderId: unpaid.orderId,
        orderNo: unpaid.orderNo,
        kind: 'TICKET',
        amountDue: unpaid.price.total,
        currency: 'HKD',
        paymentDeadline: row.paymentDeadline.toISOString(),
      });
      expect((await ok(submit(s, { guestToken: guest.guestToken! }, guest.orderId))).orderId).toBe(guest.orderId);
      expect(await worldOf(s)).toEqual(before);
    });

    it('refuses a paid, cancelled or timed-out order with O00002 and the reason, another user, bad ids and no login', async () => {
      const s = server();
      const before = await worldOf(s);
      await refused(submit(s, alice, trip.orderId), NOT_PAYABLE, t('errors.orderNotPayable'), { reason: 'PAID' });
      await refused(submit(s, alice, cancelled.orderId), NOT_PAYABLE, t('errors.orderNotPayable'), { reason: 'CANCELLED' });
      await refused(submit(s, bob, unpaid.orderId), NOT_FOUND, t('errors.orderNotFound'));
      await refused(submit(s, { guestToken: guest.guestToken! }, unpaid.orderId), NOT_FOUND);
      for (const id of [1.5, -1, 99_999_999_999, '1']) await refused(submit(s, alice, id), BAD);
      await refused(submit(s, null, unpaid.orderId), LOGIN);
      await pastDeadline(s, unpaid.orderId);
      await refused(submit(s, alice, unpaid.orderId), NOT_PAYABLE, t('errors.orderNotPayable'), { reason: 'EXPIRED' });
      expect(await worldOf(s)).toEqual(before);
    });

    it('refuses an order whose flight the airline cancelled meanwhile, as verify says, and so does a payment started directly', async () => {
      const s = server();
      const order = await unpaidOrder(s, alice, dayAhead(s, 14));
      await ok(postTo(s, ops, `${OPS}/flight/cancel`, { flightNo: 'FW201', depDate: order.date }));
      expect(await verified(s, alice, order.orderId)).toMatchObject({ payable: false, reason: 'FLIGHT_CANCELLED', message: t('orders.unpayable.FLIGHT_CANCELLED') });
      await refused(submit(s, alice, order.orderId), NOT_PAYABLE, t('errors.orderNotPayable'), { reason: 'FLIGHT_CANCELLED' });
      await refused(myRePayment(s, alice, 'ORDER', order.orderId), NOT_PAYABLE, t('errors.orderNotPayable'), { reason: 'FLIGHT_CANCELLED' });
      // Nor does a payment started without submit go through: the providers' own calls ask the same rule.
      const before = await countRows(s, payments);
      for (const provider of ['card', 'wallet']) await refused(postTo(s, alice, `${PAYMENT}/${provider}/prepayment`, { orderId: order.orderId }), NOT_PAYABLE, t('errors.orderNotPayable'));
      expect(await countRows(s, payments)).toBe(before);
    });
  });

  describe('front/sendItineraryList/v2', () => {
    it("e-mails the whole trip as it stands now to the order's contact, from any of its orders", async () => {
      const s = server();
      const before = (await mailsTo(s, contact.email)).length;
      expect(parseExact(sendItineraryResponseSchema, await ok(sendV2(s, alice, trip.orderId)))).toEqual({ email: contact.email });
      const mails = await mailsTo(s, contact.email);
      expect(mails).toHaveLength(before + 1);
      const mail = mails.at(-1)!;
      const [first, second] = (await shownDetails(s, alice, trip.orderId)).pnrs;
      const tickets = async (orderId: number) => (await orderShown(s, alice, orderId)).passengers.map((p) => p.tickets[0]?.ticketNo);
      const [oldTickets, newTickets] = [await tickets(trip.orderId), await tickets(changed.orderId)];
      expect(mail.subject).toBe(t('outbox.itinerary.subject', { pnr: trip.pnr }));
      const line = (g: PnrEntry['segments'][number]) => t('outbox.itinerary.flight', { flightNo: g.flightNo, org: g.depAirport, dst: g.arrAirport, dep: g.depLocal, arr: g.arrLocal });
      const lines = mail.body.split('\n');
      expect(lines.slice(0, -1)).toEqual([
        t('outbox.itinerary.pnr', { pnr: trip.pnr, orderNo: trip.orderNo }),
        '',
        t('outbox.itinerary.order', { orderNo: trip.orderNo, status: t('orders.status.ISSUED') }),
        t('outbox.itinerary.flights'),
        line(first!.segments[0]!),
        '',
        t('outbox.itinerary.passengers'),
        t('outbox.itinerary.passenger', { name: 'CHAN TAI MAN', tickets: t('outbox.itinerary.ticket', { flightNo: 'FW201', ticketNo: oldTickets[0], status: t('coupon.status.EXCHANGED') }) }),
        t('outbox.itinerary.passenger', { name: 'CHAN SIU WAI', tickets: t('outbox.itinerary.ticket', { flightNo: 'FW201', ticketNo: oldTickets[1], status: t('coupon.status.OPEN') }) }),
        '',
        t('outbox.itinerary.order', { orderNo: changed.orderNo, status: t('orders.status.ISSUED') }),
        t('outbox.itinerary.flights'),
        line(second!.segments[0]!),
        '',
        t('outbox.itinerary.passengers'),
        t('outbox.itinerary.passenger', { name: 'CHAN TAI MAN', tickets: t('outbox.itinerary.ticket', { flightNo: 'FW203', ticketNo: newTickets[0], status: t('coupon.status.OPEN') }) }),
        '',
      ]);
      expect(lines.at(-1)).toMatch(new RegExp(`/pagesMy/pages/order/detail\\?orderId=${trip.orderId}$`));
      // From the change's order, the same trip; v1 still sends the one order alone.
      await ok(sendV2(s, alice, changed.orderId));
      expect((await mailsTo(s, contact.email)).at(-1)!.body).toContain(trip.orderNo);
      await ok(sendV1(s, alice, trip.orderId));
      expect((await mailsTo(s, contact.email)).at(-1)!.body).not.toContain(changed.orderNo);
    });

    it('sends a retimed flight at its new time', async () => {
      const s = server();
      const order = await issuedOrder(s, alice, dayAhead(s, 16));
      const later = new Date(Date.parse(order.depAt) + 2 * HOUR).toISOString();
      await ok(postTo(s, ops, `${OPS}/flight/change`, { flightNo: 'FW201', depDate: order.date, depAt: later }));
      const [entry] = (await shownDetails(s, alice, order.orderId)).pnrs;
      expect(entry!.segments[0]!.depAt).toBe(later);
      expect(entry!.segments[0]!.bookedDepLocal).toBeDefined();
      await ok(sendV2(s, alice, order.orderId));
      expect((await mailsTo(s, contact.email)).at(-1)!.body).toContain(`FW201 HKG ${entry!.segments[0]!.depLocal} → NRT`);
    });

    it("sends nothing for an unpaid order, another user's order, bad ids or without a login", async () => {
      const s = server();
      const before = await worldOf(s);
      await refused(sendV2(s, alice, unpaid.orderId), WRONG_STATE, t('errors.orderNotIssued'));
      await refused(sendV2(s, bob, trip.orderId), NOT_FOUND, t('errors.orderNotFound'));
      for (const id of [1.5, -1, 99_999_999_999]) await refused(sendV2(s, alice, id), BAD);
      await refused(sendV2(s, null, trip.orderId), LOGIN);
      expect(await worldOf(s)).toEqual(before);
    });
  });

  describe('re/payment', () => {
    it('answers what a first payment needs, then the attempt still open, then the reason the last one failed', async () => {
      const s = server();
      const order = await unpaidOrder(s, alice, dayAhead(s, 36));
      const row = await orderRow(s, order.orderId);
      const fresh = parseExact(rePaymentSchema, await ok(myRePayment(s, alice, 'ORDER', order.orderId)));
      expect(fresh).toEqual({
        orderId: order.orderId,
        orderNo: order.orderNo,
        payType: 'ORDER',
        amountDue: order.price.total,
        currency: 'HKD',
        paymentDeadline: row.paymentDeadline.toISOString(),
        secondsLeft: expect.any(Number),
        providers: ['card', 'wallet'],
        pending: null,
        lastAttempt: null,
      });
      expect(fresh.secondsLeft).toBeGreaterThan(15 * 60);
      expect(fresh.secondsLeft).toBeLessThanOrEqual(20 * 60);
      // The payment service's path answers the same (a second later, maybe, by the running clock).
      const again = parseExact(rePaymentSchema, await ok(rePayment(s, alice, 'ORDER', order.orderId)));
      expect({ ...again, secondsLeft: 0 }).toEqual({ ...fresh, secondsLeft: 0 });

      const { payment } = await startCardPayment(s, alice, order.orderId);
      const open = parseExact(rePaymentSchema, await ok(myRePayment(s, alice, 'ORDER', order.orderId)));
      expect(open.pending).toEqual({ paymentId: payment.paymentId, provider: 'card', channel: 'card', amount: payment.amount, payUrl: payment.payUrl });
      expect(open.lastAttempt).toEqual({ paymentId: payment.paymentId, provider: 'card', status: 'PENDING', failureReason: null });

      expect((await payOnPage(s, payment.paymentId, DECLINED_CARD)).statusCode).toBe(303);
      const failed = parseExact(rePaymentSchema, await ok(rePayment(s, alice, 'ORDER', order.orderId)));
      expect(failed.pending).toBeNull();
      expect(failed.lastAttempt).toEqual({ paymentId: payment.paymentId, provider: 'card', status: 'DECLINED', failureReason: 'card declined' });

      // A wallet attempt on the qrcode channel comes back with its QR code.
      const wallet = parseExact(prepaymentSchema, await ok(postTo(s, alice, `${PAYMENT}/wallet/prepayment/qrcode`, { orderId: order.orderId })));
      const qr = parseExact(rePaymentSchema, await ok(myRePayment(s, alice, 'ORDER', order.orderId)));
      expect(qr.pending).toEqual({ paymentId: wallet.paymentId, provider: 'wallet', channel: 'qrcode', amount: wallet.amount, payUrl: wallet.payUrl, qrCode: wallet.qrCode });

      // Paid meanwhile: no longer to be paid again.
      await payByCard(s, alice, order.orderId);
      await refused(myRePayment(s, alice, 'ORDER', order.orderId), NOT_PAYABLE, t('errors.orderNotPayable'), { reason: 'PAID' });
      await refused(rePayment(s, alice, 'ORDER', order.orderId), NOT_PAYABLE, t('errors.orderNotPayable'), { reason: 'PAID' });
    });

    it("names the order's kind: an add-on order is paid again as EMD only, check-in makes no orders", async () => {
      const s = server();
      const order = await issuedOrder(s, alice, dayAhead(s, 18));
      const emd = parseExact(emdOrderSchema, await ok(postTo(s, alice, `${EMD}/submit`, { orderId: order.orderId, luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 10 }] })));
      expect(parseExact(rePaymentSchema, await ok(myRePayment(s, alice, 'EMD', emd.orderId)))).toMatchObject({ orderId: emd.orderId, payType: 'EMD', amountDue: emd.totalAmount, pending: null });
      await refused(myRePayment(s, alice, 'ORDER', emd.orderId), NOT_FOUND, t('errors.orderNotFound'));
      await refused(rePayment(s, alice, 'VIP', unpaid.orderId), NOT_FOUND);
      await refused(rePayment(s, alice, 'PASS', unpaid.orderId), NOT_FOUND);
      await refused(rePayment(s, alice, 'CHECKIN', emd.orderId), BAD, t('errors.checkInMakesNoOrders'));
      await refused(myRePayment(s, alice, 'CHECKIN', unpaid.orderId), BAD, t('errors.checkInMakesNoOrders'));
      await refused(rePayment(s, alice, 'TICKET', unpaid.orderId), BAD);
    });

    it("lets a guest's token pay its order again on the payment service's path, and refuses others, bad ids and no login, writing nothing", async () => {
      const s = server();
      const before = await worldOf(s);
      const guestWho = { guestToken: guest.guestToken! };
      expect(parseExact(rePaymentSchema, await ok(rePayment(s, guestWho, 'ORDER', guest.orderId)))).toMatchObject({ orderId: guest.orderId, pending: null });
      await refused(rePayment(s, guestWho, 'ORDER', unpaid.orderId), NOT_FOUND);
      await refused(myRePayment(s, guestWho, 'ORDER', guest.orderId), LOGIN);
      for (const path of [myRePayment, rePayment]) {
        await refused(path(s, bob, 'ORDER', unpaid.orderId), NOT_FOUND, t('errors.orderNotFound'));
        for (const id of BAD_IDS) await refused(path(s, alice, 'ORDER', id), BAD);
        await refused(path(s, null, 'ORDER', unpaid.orderId), LOGIN);
        await refused(path(s, alice, 'ORDER', cancelled.orderId), NOT_PAYABLE, t('errors.orderNotPayable'), { reason: 'CANCELLED' });
      }
      expect(await worldOf(s)).toEqual(before);
    });
  });
});
