import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { confirmCheckInResponseSchema, confirmFlightResponseSchema, myCheckInTripsSchema } from '../../services/schemas/check-in';
import { orderDetailSchema, type CouponStatus } from '../../services/schemas/order';
import { scheduleChangeFlightQuerySchema, scheduleChangeVerifySchema } from '../../services/schemas/schedule-change';
import { tripDetailSchema } from '../../services/schemas/trip';
import { feeMatchSchema } from '../../services/schemas/refund';
import { couponEvents, outbox } from '../../server/db/schema';
import { sendNotices } from '../../server/domain/notices';
import { progressRefunds, REFUND_PROCESSING_MS } from '../../server/domain/refunds/refunds';
import { expireOrders } from '../../server/domain/booking/orders';
import { createStore } from '../../server/repositories/store';
import { describeEachDatabase, type TestServer } from './harness';
import { readEvents } from './event-streams';
import { noticeSettingsSchema, tripChangeSchema } from '../../services/schemas/trip-changes';
import { HOUR, parseExact, registerUser, tokenFor, type RegisteredUser } from './helpers';
import { adult, book, confirmOrder, dayAhead, ok, ORDER, payByCard, refused, startCardPayment, t } from './booking-helpers';

const APP_ORIGIN = 'https://app.fwc.example';
const CHECKIN = '/dsb-order/api/v1/checkin';
const TRIP_CHANGES = '/dsb-order/api/v1/order/front/trip-changes/stream';
const NOTICE_SETTINGS = '/dsb-member/app-api/v1/members/notice/settings';
const IFC = '/dsb-ifc/api/v1/ifc';

type Who = RegisteredUser | { token: string };
const post = (s: TestServer, who: Who, path: string, json: unknown) => s.call('POST', path, { token: who.token, json });
const get = (s: TestServer, who: Who, path: string) => s.call('GET', path, { token: who.token });

/** Each passenger's coupon statuses, as order detail shows them. */
const onOrder = async (s: TestServer, who: Who, orderId: number) =>
  parseExact(orderDetailSchema, await ok(get(s, who, `${ORDER}/front/detail/${orderId}`))).passengers.map((p) => p.tickets.map((k) => k.status));
/** The same, as trip detail shows them. */
const onTrip = async (s: TestServer, who: Who, orderId: number) =>
  parseExact(tripDetailSchema, await ok(get(s, who, `/dsb-order/api/v1/order/travelmgn/detail/${orderId}`))).passengers.map((p) => p.tickets.map((k) => k.status));

describeEachDatabase('ticket coupons', (server) => {
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let ops: { token: string };
  let day = 4;

  beforeAll(async () => {
    const s = server();
    alice = await registerUser(s);
    bob = await registerUser(s);
    ops = { token: await tokenFor(s, 'ops@fwc.example', 'Ops@2026x') };
  });
  afterEach(() => server().clock.reset());

  /** Two adults on FW201 HKG-NRT, paid. */
  async function issuedOrder(s: TestServer, user = alice) {
    const date = dayAhead(s, (day += 3));
    const booking = await book(s, { user, segments: [{ org: 'HKG', dst: 'NRT', date }], flights: ['FW201'], passengers: [adult(), adult({ firstName: 'SIU WAI' })] });
    const order = await confirmOrder(s, user, booking.psgKey);
    await payByCard(s, user, order.orderId);
    return { orderId: order.orderId, date, depAt: booking.legs[0]!.option.segments[0]!.depAt };
  }

  /** Both screens show the same statuses, and they are `expected`. */
  async function shown(s: TestServer, orderId: number, expected: CouponStatus[][]) {
    expect(await onOrder(s, alice, orderId)).toEqual(expected);
    expect(await onTrip(s, alice, orderId)).toEqual(expected);
  }

  async function checkIn(s: TestServer, orderId: number, psgId: number, seatNo: string) {
    const flight = parseExact(confirmFlightResponseSchema, await ok(post(s, alice, `${CHECKIN}/confirm/flight`, { orderId, segmentIndex: 0 })));
    const psg = await ok(post(s, alice, `${CHECKIN}/confirm/psg`, { processKey: flight.processKey, psgIds: [psgId] }));
    const hk = await ok(post(s, alice, `${CHECKIN}/check/hk`, { processKey: psg.processKey }));
    const map = await ok(post(s, alice, `${CHECKIN}/query/seat`, { processKey: hk.processKey }));
    const seat = await ok(post(s, alice, `${CHECKIN}/confirm/seat`, { processKey: map.processKey, seats: [{ psgId, seatNo }] }));
    const aux = await ok(post(s, alice, `${CHECKIN}/confirm/aux`, { processKey: seat.processKey, dangerousGoodsAccepted: true }));
    return parseExact(confirmCheckInResponseSchema, await ok(post(s, alice, `${CHECKIN}/confirm/checkin`, { processKey: aux.processKey, termsAccepted: true }))).checkIns[0]!;
  }

  const refund = (s: TestServer, orderId: number, psgIdList: number[]) =>
    post(s, alice, `${ORDER}/reschedule/refund/apply`, { orderId, psgIdList, refundType: 'NORMAL', refundReason: 'Plans changed', disclaimer: true });
  const causes = async (s: TestServer, orderId: number) => (await s.database.db.select().from(couponEvents).where(eq(couponEvents.orderId, orderId))).map((e) => `${e.cause}:${e.status}`);

  it('moves each coupon through check-in, refund, an airline cancellation and a rebooking, and order and trip detail agree at every step', async () => {
    const s = server();
    const { orderId, date, depAt } = await issuedOrder(s);
    await shown(s, orderId, [['OPEN'], ['OPEN']]);
    // Every answer says the server's time, which the app's countdowns run on.
    const said = Date.parse(String((await get(s, alice, `${ORDER}/front/detail/${orderId}`)).headers['x-server-time']));
    expect(Math.abs(said - s.clock.now().getTime())).toBeLessThan(1000);

    await ok(refund(s, orderId, [1]));
    await shown(s, orderId, [['OPEN'], ['REFUNDING']]);
    await refused(refund(s, orderId, [1]), 'R00001');
    s.clock.advance(REFUND_PROCESSING_MS);
    await progressRefunds(createStore(s.database.db), s.clock.now());
    await shown(s, orderId, [['OPEN'], ['REFUNDED']]);
    // The order says what came back and links the refunded passenger to the refund.
    const refunded = parseExact(orderDetailSchema, await ok(get(s, alice, `${ORDER}/front/detail/${orderId}`)));
    const refundLink = refunded.links.find((l) => l.relation === 'REFUND')!;
    expect(refunded.passengers.map((p) => p.refundId)).toEqual([null, refundLink.id]);
    expect(refunded.refundedAmount).toBeGreaterThan(0);
    expect(refunded.refundedAmount).toBeLessThan(refunded.totalAmount);

    s.clock.advance(Date.parse(depAt) - 24 * HOUR - s.clock.now().getTime());
    const checkedIn = await checkIn(s, orderId, 0, '40A');
    await shown(s, orderId, [['CHECKED_IN'], ['REFUNDED']]);
    // A checked-in passenger is not refunded until the check-in is cancelled, and is told so; a refunded one is not checked in.
    await refused(refund(s, orderId, [0]), 'R00001', t('refund.problems.passengerCheckedIn'));
    const quote = parseExact(feeMatchSchema, await ok(post(s, alice, '/dsb-order/api/v1/processing/fee/match', { orderId })));
    expect(quote.passengers.map((p) => [p.refunded, p.status])).toEqual([
      [true, 'CHECKED_IN'],
      [true, 'REFUNDED'],
    ]);
    const flight = parseExact(confirmFlightResponseSchema, await ok(post(s, alice, `${CHECKIN}/confirm/flight`, { orderId, segmentIndex: 0 })));
    expect(flight.passengers.map((p) => p.blocked)).toEqual(['CHECKED_IN', 'NOT_ISSUED']);

    await ok(get(s, alice, `${CHECKIN}/front/cancel/${checkedIn.checkInId}`));
    await shown(s, orderId, [['OPEN'], ['REFUNDED']]);
    const quoteAfter = parseExact(feeMatchSchema, await ok(post(s, alice, '/dsb-order/api/v1/processing/fee/match', { orderId })));
    expect(quoteAfter.passengers.map((p) => p.status)).toEqual([null, 'REFUNDED']);

    // Operations cancel the flight: the open coupon is suspended, check-in refuses it, and the check-in list says why.
    await ok(post(s, ops, '/dsb-ops/api/v1/flight/cancel', { flightNo: 'FW201', depDate: date }));
    await shown(s, orderId, [['SUSPENDED'], ['REFUNDED']]);
    await refused(post(s, alice, `${CHECKIN}/confirm/flight`, { orderId, segmentIndex: 0 }), 'B0102');
    const listed = myCheckInTripsSchema.parse(await ok(post(s, alice, `${CHECKIN}/my/trip`, {}))).find((t) => t.orderId === orderId);
    expect(listed?.cancelled).toBe(true);
    expect(listed?.coupons.map((c) => [c.firstName, c.status])).toEqual([
      ['TAI MAN', 'SUSPENDED'],
      ['SIU WAI', 'REFUNDED'],
    ]);

    // Rebooked by the traveller: the coupon is open again, on the new flight.
    const verify = parseExact(scheduleChangeVerifySchema, await ok(post(s, alice, `${IFC}/check/change/verify`, { orderId })));
    const options = parseExact(scheduleChangeFlightQuerySchema, await ok(post(s, alice, `${IFC}/flight/query`, { processKey: verify.processKey })));
    const to = options.itineraryList[0]!.flight;
    const chosen = await ok(post(s, alice, `${IFC}/flight/choose`, { processKey: options.processKey, flightId: to.flightId }));
    await ok(post(s, alice, `${IFC}/submit`, { processKey: chosen.processKey }));
    await shown(s, orderId, [['OPEN'], ['REFUNDED']]);

    // Once the new flight has left by the server clock, the coupon is flown.
    s.clock.advance(Date.parse(to.depAt) + 60_000 - s.clock.now().getTime());
    await shown(s, orderId, [['FLOWN'], ['REFUNDED']]);

    // The order's timeline tells the same story, a line per move with whose ticket it was.
    const timeline = parseExact(orderDetailSchema, await ok(get(s, alice, `${ORDER}/front/detail/${orderId}`))).timeline;
    expect(timeline.map((e) => [e.event, e.passengerIndexes])).toEqual([
      ['BOOKED', []],
      ['PAID', []],
      ['refundAsked', [1]],
      ['refundPaid', [1]],
      ['checkedIn', [0]],
      ['checkInCancelled', [0]],
      ['flightCancelled', [0]],
      ['rebooked', [0]],
    ]);
    expect(await causes(s, orderId)).toEqual([
      'refundAsked:REFUNDING',
      'refundPaid:REFUNDED',
      'checkedIn:CHECKED_IN',
      'checkInCancelled:OPEN',
      'flightCancelled:SUSPENDED',
      'rebooked:OPEN',
    ]);
  });

  it('suspends a checked-in coupon when the airline cancels its flight, cancelling the check-in, and refunds a suspended coupon', async () => {
    const s = server();
    const { orderId, date, depAt } = await issuedOrder(s);
    s.clock.advance(Date.parse(depAt) - 24 * HOUR - s.clock.now().getTime());
    const checkedIn = await checkIn(s, orderId, 0, '41A');
    await ok(post(s, ops, '/dsb-ops/api/v1/flight/cancel', { flightNo: 'FW201', depDate: date }));
    await shown(s, orderId, [['SUSPENDED'], ['SUSPENDED']]);
    await refused(get(s, alice, `${CHECKIN}/front/detail/${checkedIn.checkInId}`), 'K00009', undefined, { orderId });

    await ok(refund(s, orderId, [0, 1]));
    await shown(s, orderId, [['REFUNDING'], ['REFUNDING']]);
    // Nothing waits to be rebooked any more.
    await refused(post(s, alice, `${IFC}/check/change/verify`, { orderId }), 'S00001');
  });

  it('tells the traveller of each change once, in the message centre and by e-mail (a disruption also by SMS), however often and from however many processes the job runs', async () => {
    const s = server();
    // What the file's other tests left waiting goes first.
    await sendNotices(createStore(s.database.db), s.clock.now(), APP_ORIGIN);
    const { orderId, date } = await issuedOrder(s);
    const { pnr } = parseExact(orderDetailSchema, await ok(get(s, alice, `${ORDER}/front/detail/${orderId}`)));
    await ok(refund(s, orderId, [1]));
    await ok(post(s, ops, '/dsb-ops/api/v1/flight/cancel', { flightNo: 'FW201', depDate: date }));

    // Two processes send at once, then one again: each notice goes once.
    const now = s.clock.now();
    const [one, other] = await Promise.all([sendNotices(createStore(s.database.db), now, APP_ORIGIN), sendNotices(createStore(s.database.db), now, APP_ORIGIN)]);
    // Placed, paid and ticketed, the refund asked for, the flight cancelled.
    expect(one + other).toBe(4);
    expect(await sendNotices(createStore(s.database.db), now, APP_ORIGIN)).toBe(0);

    const messages = (await ok(post(s, alice, '/dsb-system/app-api/v1/msg/pages', { pageNum: 1, pageSize: 3 }))).records as { title: string; body: string }[];
    expect(messages.map((m) => m.title)).toEqual([
      t('tripNotice.flightCancelled.title', { flights: 'FW201' }),
      t('tripNotice.refundAsked.title', { pnr }),
      t('tripNotice.bookingTicketed.title', { pnr }),
    ]);
    expect(messages[1]!.body).toContain('CHAN SIU WAI');
    expect(messages[1]!.body).toMatch(/HKD \d+ will be paid back/);
    const sent = (await s.database.db.select().from(outbox)).filter((m) => m.body.includes(pnr!) || m.subject.includes(pnr!));
    expect(sent.map((m) => [m.channel, m.subject])).toEqual([
      ['email', t('tripNotice.bookingTicketed.title', { pnr })],
      ['email', t('tripNotice.refundAsked.title', { pnr })],
      ['email', t('tripNotice.flightCancelled.title', { flights: 'FW201' })],
      ['sms', t('tripNotice.flightCancelled.title', { flights: 'FW201' })],
    ]);
    // Each e-mail links to the order in the app.
    expect(sent[1]!.body.endsWith(`\n\n${t('tripNotice.link', { url: `${APP_ORIGIN}/pagesMy/pages/order/detail?orderId=${orderId}` })}`)).toBe(true);
  });

  it('tells of an order placed, a payment declined, an order cancelled and one expired, once each', async () => {
    const s = server();
    await sendNotices(createStore(s.database.db), s.clock.now(), APP_ORIGIN);
    const place = async () => {
      const booking = await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'NRT', date: dayAhead(s, (day += 3)) }], flights: ['FW201'], passengers: [adult()] });
      return (await confirmOrder(s, alice, booking.psgKey)).orderId;
    };
    const declined = await place();
    const { payment } = await startCardPayment(s, alice, declined);
    const expiry = `12/${String((s.clock.now().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
    expect((await s.call('POST', payment.payUrl, { token: null, form: { cardNumber: '4000 0000 0000 0002', expiry, cvc: '123' } })).status).toBe(303);
    await ok(get(s, alice, `${ORDER}/front/cancel/${declined}`));
    const expired = await place();
    await expireOrders(createStore(s.database.db), new Date(s.clock.now().getTime() + 21 * 60_000));

    expect(await sendNotices(createStore(s.database.db), s.clock.now(), APP_ORIGIN)).toBe(5);
    const { orderNo: declinedNo } = parseExact(orderDetailSchema, await ok(get(s, alice, `${ORDER}/front/detail/${declined}`)));
    const { orderNo: expiredNo } = parseExact(orderDetailSchema, await ok(get(s, alice, `${ORDER}/front/detail/${expired}`)));
    const messages = (await ok(post(s, alice, '/dsb-system/app-api/v1/msg/pages', { pageNum: 1, pageSize: 5 }))).records as { title: string }[];
    expect(messages.map((m) => m.title).reverse()).toEqual([
      t('tripNotice.orderPlaced.title', { orderNo: declinedNo }),
      t('tripNotice.paymentFailed.title', { orderNo: declinedNo }),
      t('tripNotice.orderCancelled.title', { orderNo: declinedNo }),
      t('tripNotice.orderPlaced.title', { orderNo: expiredNo }),
      t('tripNotice.orderExpired.title', { orderNo: expiredNo }),
    ]);
  });

  it("tells the traveller's open screens of each change to their trips as it commits, resuming after the last they had, and tells no one else", async () => {
    const s = server();
    const base = await s.app.listen({ port: 0, host: '127.0.0.1' });
    const follow = (who: RegisteredUser, afterId?: number) => readEvents(`${base}${TRIP_CHANGES}${afterId === undefined ? '' : `?afterId=${afterId}`}`, who.token, tripChangeSchema);
    const [mine, bobs] = await Promise.all([follow(alice), follow(bob)]);
    // Pushed, not found by the stream's own look every 15 s: a screen open on the trip hears of it within 5 s.
    const pushed = async () => (await mine.within(5_000))?.event;
    const { orderId, date } = await issuedOrder(s);
    expect(await pushed()).toEqual({ id: expect.any(Number), kind: 'orderPlaced', orderId });
    const ticketed = (await pushed())!;
    expect(ticketed).toMatchObject({ kind: 'bookingTicketed', orderId });
    await ok(post(s, ops, '/dsb-ops/api/v1/flight/cancel', { flightNo: 'FW201', depDate: date }));
    expect(await pushed()).toMatchObject({ kind: 'flightCancelled', orderId });
    // Another traveller's screens hear nothing of it.
    expect(await bobs.within(500)).toBeNull();
    // A screen that lost its connection resumes after the last change it had.
    const again = await follow(alice, ticketed.id);
    expect((await again.within(5_000))?.event).toMatchObject({ kind: 'flightCancelled', orderId });
    for (const stream of [mine, bobs, again]) stream.close();
    await refused(s.call('GET', TRIP_CHANGES, { token: null }), 'A0401');
    await refused(s.call('GET', `${TRIP_CHANGES}?afterId=-1`, { token: alice.token }), 'A0400');
  });

  it('leaves out the e-mails of the kinds the traveller turned off, but never a disruption, and refuses to turn a disruption off', async () => {
    const s = server();
    await sendNotices(createStore(s.database.db), s.clock.now(), APP_ORIGIN);
    const carol = await registerUser(s);
    const settings = async (who: RegisteredUser) => parseExact(noticeSettingsSchema, await ok(get(s, who, NOTICE_SETTINGS)));
    expect((await settings(carol)).kinds.filter((k) => !k.email)).toEqual([]);
    await refused(post(s, carol, NOTICE_SETTINGS, { emailsOff: ['flightCancelled'] }), 'A0400');
    const saved = parseExact(noticeSettingsSchema, await ok(post(s, carol, NOTICE_SETTINGS, { emailsOff: ['refundAsked', 'orderPlaced'] })));
    expect(saved.kinds.filter((k) => !k.email).map((k) => k.kind)).toEqual(['orderPlaced', 'refundAsked']);
    expect(saved.kinds.find((k) => k.kind === 'flightCancelled')).toEqual({ kind: 'flightCancelled', email: true, sms: true, locked: true });
    // Each traveller's own settings.
    expect((await settings(bob)).kinds.every((k) => k.email)).toBe(true);

    const { orderId, date } = await issuedOrder(s, carol);
    const { pnr } = parseExact(orderDetailSchema, await ok(get(s, carol, `${ORDER}/front/detail/${orderId}`)));
    await ok(post(s, carol, `${ORDER}/reschedule/refund/apply`, { orderId, psgIdList: [1], refundType: 'NORMAL', refundReason: 'Plans changed', disclaimer: true }));
    await ok(post(s, ops, '/dsb-ops/api/v1/flight/cancel', { flightNo: 'FW201', depDate: date }));
    await sendNotices(createStore(s.database.db), s.clock.now(), APP_ORIGIN);
    const sent = (await s.database.db.select().from(outbox)).filter((m) => m.body.includes(pnr!) || m.subject.includes(pnr!));
    expect(sent.map((m) => [m.channel, m.subject])).toEqual([
      ['email', t('tripNotice.bookingTicketed.title', { pnr })],
      ['email', t('tripNotice.flightCancelled.title', { flights: 'FW201' })],
      ['sms', t('tripNotice.flightCancelled.title', { flights: 'FW201' })],
    ]);
    // The message centre still has every notice.
    const messages = (await ok(post(s, carol, '/dsb-system/app-api/v1/msg/pages', { pageNum: 1, pageSize: 10 }))).records as { title: string }[];
    expect(messages.map((m) => m.title)).toContain(t('tripNotice.refundAsked.title', { pnr }));
    await refused(s.call('GET', NOTICE_SETTINGS, { token: null }), 'A0401');
  });

  it('shows a coupon to its owner only', async () => {
    const s = server();
    const { orderId } = await issuedOrder(s);
    await refused(get(s, bob, `${ORDER}/front/detail/${orderId}`), 'O00001');
    await refused(get(s, bob, `/dsb-order/api/v1/order/travelmgn/detail/${orderId}`), 'T00002');
  });
});
