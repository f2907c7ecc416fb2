import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { changeDetailSchema, changeFlightQueryResponseSchema, changeOrderConfirmResponseSchema, changePageSchema, changeStepSchema, changeBrandConfirmResponseSchema } from '../../services/schemas/date-change';
import { refundDetailSchema, refundPageSchema, refundSummarySchema } from '../../services/schemas/refund';
import { reschedulePageSchema, type Reschedule } from '../../services/schemas/reschedule';
import { changes, couponEvents, notices, orders, refunds, tickets } from '../../server/db/schema';
import { progressRefunds, REFUND_PROCESSING_MS } from '../../server/domain/refunds/refunds';
import { createStore } from '../../server/repositories/store';
import { describeEachDatabase, type TestServer } from './harness';
import { MINUTE, parseExact, registerUser, type RegisteredUser } from './helpers';
import { adult, book, confirmOrder, dayAhead, inventoryOf, ok, ORDER, orderRow, payByCard, refused, t } from './booking-helpers';

const RESCHEDULE = `${ORDER}/reschedule`;
const CHANGE = `${ORDER}/change`;
const CHANGE_NOT_FOUND = 'C00003';
const REFUND_NOT_FOUND = 'R00003';
const WRONG_STATE = 'C00004';

type Kind = 'CHANGE' | 'REFUND';
const page = (s: TestServer, who: RegisteredUser, pageNum = 1, pageSize = 10) => s.call('POST', `${RESCHEDULE}/page`, { token: who.token, json: { pageNum, pageSize } });
const cancel = (s: TestServer, who: RegisteredUser, id: number | string, kind?: string) => s.call('GET', `${RESCHEDULE}/cancel/${id}${kind === undefined ? '' : `?kind=${kind}`}`, { token: who.token });
const remove = (s: TestServer, who: RegisteredUser, id: number | string, kind?: string) => s.call('GET', `${RESCHEDULE}/delete/${id}${kind === undefined ? '' : `?kind=${kind}`}`, { token: who.token });
const post = (s: TestServer, who: RegisteredUser, path: string, json: unknown) => s.call('POST', path, { token: who.token, json });
const listed = async (s: TestServer, who: RegisteredUser, pageNum = 1, pageSize = 10) => parseExact(reschedulePageSchema, await ok(page(s, who, pageNum, pageSize)));

const ticketStatuses = async (s: TestServer, orderId: number) =>
  (await s.database.db.select().from(tickets).where(eq(tickets.orderId, orderId))).sort((a, b) => a.passengerIndex - b.passengerIndex).map((r) => r.status);
const changeRow = async (s: TestServer, id: number) => (await s.database.db.select().from(changes).where(eq(changes.id, id)))[0]!;
const refundRow = async (s: TestServer, id: number) => (await s.database.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;
const runRefunds = (s: TestServer) => progressRefunds(createStore(s.database.db), s.clock.now());

describeEachDatabase('reschedules', (server) => {
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let day = 70;

  beforeAll(async () => {
    const s = server();
    alice = await registerUser(s);
    bob = await registerUser(s);
  });

  /** An issued order of two adults on HKG-NRT FW201 in MAIN, paid by card, on a day of its own. */
  async function issuedOrder(s: TestServer, user: RegisteredUser) {
    const date = dayAhead(s, day++);
    const booking = await book(s, { user, segments: [{ org: 'HKG', dst: 'NRT', date }], flights: ['FW201'], passengers: [adult(), adult({ firstName: 'SIU WAI' })] });
    const order = await confirmOrder(s, user, booking.psgKey);
    await payByCard(s, user, order.orderId);
    const row = await orderRow(s, order.orderId);
    expect(row.status).toBe('ISSUED');
    return { ...order, pnr: row.pnr!, date, flightId: booking.legs[0]!.option.segments[0]!.flightId };
  }

  /** A refund of one passenger, in progress. */
  async function refund(s: TestServer, user: RegisteredUser, orderId: number, psgId: number) {
    return parseExact(refundSummarySchema, await ok(post(s, user, `${RESCHEDULE}/refund/apply`, { orderId, psgIdList: [psgId], refundType: 'NORMAL', refundReason: 'Plans changed', disclaimer: true })));
  }

  /** A date change of one passenger to FW203 the same day in MAIN, waiting for its change fee to be paid. */
  async function change(s: TestServer, user: RegisteredUser, order: { orderId: number; date: string }, psgId: number) {
    const psg = parseExact(changeStepSchema, await ok(post(s, user, `${CHANGE}/confirm/psg`, { orderId: order.orderId, psgIdList: [psgId], legIndexes: [0] })));
    const flights = parseExact(changeFlightQueryResponseSchema, await ok(post(s, user, `${CHANGE}/flight/query/v2`, { processKey: psg.processKey, date: order.date })));
    const option = flights.options.find((o) => o.segments[0]!.flightNo === 'FW203')!;
    const brand = parseExact(changeBrandConfirmResponseSchema, await ok(post(s, user, `${CHANGE}/brand/confirm`, { processKey: flights.processKey, flightKey: option.flightKey, brand: 'MAIN' })));
    const confirmed = parseExact(changeOrderConfirmResponseSchema, await ok(post(s, user, `${CHANGE}/order/confirm`, { processKey: brand.processKey, acknowledged: true })));
    expect(confirmed).toMatchObject({ status: 'UNPAID', amountDue: 400 });
    return { ...confirmed, newFlightId: option.segments[0]!.flightId };
  }

  it('lists changes and refunds together, newest first, a page at a time, with their kind, status, order, passengers and amount', async () => {
    const s = server();
    // Three trips, each with a refund of the first passenger and a date change of the second: six, made a minute apart.
    const made: { kind: Kind; id: number; orderId: number }[] = [];
    const trips = [];
    for (let i = 0; i < 3; i++) {
      const order = await issuedOrder(s, alice);
      trips.push(order);
      s.clock.advance(MINUTE);
      made.push({ kind: 'REFUND', id: (await refund(s, alice, order.orderId, 0)).refundId, orderId: order.orderId });
      s.clock.advance(MINUTE);
      made.push({ kind: 'CHANGE', id: (await change(s, alice, order, 1)).changeId, orderId: order.orderId });
    }
    const newest = [...made].reverse();

    // Four on the first page, the other two on the second, the total counted over both kinds.
    const first = await listed(s, alice, 1, 4);
    const second = await listed(s, alice, 2, 4);
    expect(first.total).toBe(6);
    expect(second.total).toBe(6);
    expect(first.records).toHaveLength(4);
    expect(second.records).toHaveLength(2);
    expect([...first.records, ...second.records].map((r) => [r.kind, r.id, r.orderId])).toEqual(newest.map((m) => [m.kind, m.id, m.orderId]));
    expect((await listed(s, alice, 3, 4)).records).toEqual([]);

    // Each record is the change's or the refund's own, as their own lists and details show them.
    const records = [...first.records, ...second.records];
    const changesListed = parseExact(changePageSchema, await ok(post(s, alice, `${RESCHEDULE}/change/page`, { pageNum: 1, pageSize: 50 }))).records;
    const refundsListed = parseExact(refundPageSchema, await ok(post(s, alice, `${RESCHEDULE}/refund/page`, { pageNum: 1, pageSize: 50 }))).records;
    for (const record of records) {
      const trip = trips.find((o) => o.orderId === record.orderId)!;
      if (record.kind === 'CHANGE') {
        const own = changesListed.find((c) => c.changeId === record.id)!;
        expect(record).toEqual({
          id: own.changeId,
          kind: 'CHANGE',
          number: own.changeNo,
          status: 'UNPAID',
          orderId: trip.orderId,
          orderNo: trip.orderNo,
          pnr: trip.pnr,
          newOrderId: own.newOrderId,
          passengers: [{ psgId: 1, lastName: 'CHAN', firstName: 'SIU WAI' }],
          currency: 'HKD',
          amount: 400,
          createdAt: own.createdAt,
        } satisfies Reschedule);
      } else {
        const own = refundsListed.find((r) => r.refundId === record.id)!;
        expect(record).toEqual({
          id: own.refundId,
          kind: 'REFUND',
          number: own.refundNo,
          status: 'IN_PROGRESS',
          orderId: trip.orderId,
          orderNo: trip.orderNo,
          pnr: trip.pnr,
          newOrderId: null,
          passengers: [{ psgId: 0, lastName: 'CHAN', firstName: 'TAI MAN' }],
          currency: 'HKD',
          amount: own.amount,
          createdAt: own.createdAt,
        } satisfies Reschedule);
        expect(own.amount).toBeGreaterThan(0);
      }
    }
    expect(records.map((r) => r.createdAt)).toEqual([...records.map((r) => r.createdAt)].sort().reverse());
    // Another user lists none of them.
    expect(await listed(s, bob)).toEqual({ records: [], total: 0, pageNum: 1, pageSize: 10 });
  });

  it('cancels a date change waiting for payment: its order cancelled, its places given back, its coupons open again', async () => {
    const s = server();
    const order = await issuedOrder(s, alice);
    const made = await change(s, alice, order, 0);
    expect(await ticketStatuses(s, order.orderId)).toEqual(['CHANGING', 'OPEN']);
    const held = (await inventoryOf(s, made.newFlightId, 'M')).held;

    expect(await ok(cancel(s, alice, made.changeId, 'CHANGE'))).toBeNull();
    expect(await ticketStatuses(s, order.orderId)).toEqual(['OPEN', 'OPEN']);
    expect((await orderRow(s, made.orderId)).status).toBe('CANCELLED');
    expect((await inventoryOf(s, made.newFlightId, 'M')).held).toBe(held - 1);
    expect(parseExact(changeDetailSchema, await ok(s.call('GET', `${RESCHEDULE}/change/detail?changeId=${made.changeId}`, { token: alice.token }))).status).toBe('CANCELLED');
    // Moved by the coupons module, on the order's timeline and told to the traveller.
    const moves = await s.database.db.select().from(couponEvents).where(and(eq(couponEvents.orderId, order.orderId), eq(couponEvents.cause, 'changeDropped')));
    expect(moves.map((m) => m.status)).toEqual(['OPEN']);
    expect((await s.database.db.select().from(notices).where(eq(notices.orderId, order.orderId))).map((n) => n.kind)).toContain('changeDropped');
    expect((await listed(s, alice)).records.find((r) => r.kind === 'CHANGE' && r.id === made.changeId)!.status).toBe('CANCELLED');

    // Cancelled once: again it says so, and changes nothing.
    await refused(cancel(s, alice, made.changeId, 'CHANGE'), WRONG_STATE, t('errors.rescheduleCancelled'));
    expect(await ticketStatuses(s, order.orderId)).toEqual(['OPEN', 'OPEN']);
  });

  it('refuses to cancel a refund (once submitted it is not withdrawn) or anything completed, and changes nothing', async () => {
    const s = server();
    const order = await issuedOrder(s, alice);
    const submitted = await refund(s, alice, order.orderId, 0);
    await refused(cancel(s, alice, submitted.refundId, 'REFUND'), 'R00002', t('errors.refundNotWithdrawable'));
    expect(await ticketStatuses(s, order.orderId)).toEqual(['REFUNDING', 'OPEN']);
    expect((await refundRow(s, submitted.refundId)).status).toBe('IN_PROGRESS');

    s.clock.advance(REFUND_PROCESSING_MS);
    await runRefunds(s);
    await refused(cancel(s, alice, submitted.refundId, 'REFUND'), WRONG_STATE, t('errors.rescheduleCompleted'));
    expect(await ticketStatuses(s, order.orderId)).toEqual(['REFUNDED', 'OPEN']);

    // A change whose difference is paid is completed.
    const made = await change(s, alice, order, 1);
    await payByCard(s, alice, made.orderId);
    expect((await changeRow(s, made.changeId)).status).toBe('COMPLETED');
    await refused(cancel(s, alice, made.changeId, 'CHANGE'), WRONG_STATE, t('errors.rescheduleCompleted'));
    expect((await orderRow(s, made.orderId)).status).toBe('ISSUED');
    expect(await ticketStatuses(s, order.orderId)).toEqual(['REFUNDED', 'EXCHANGED']);
  });

  it('removes a finished change or refund from the list and keeps it for its order; an open one is refused', async () => {
    const s = server();
    const order = await issuedOrder(s, alice);
    const submitted = await refund(s, alice, order.orderId, 0);
    const made = await change(s, alice, order, 1);
    const shownIds = async () => (await listed(s, alice, 1, 100)).records.map((r) => `${r.kind}${r.id}`);

    // Open: the change waits for payment, the refund is in progress.
    await refused(remove(s, alice, made.changeId, 'CHANGE'), WRONG_STATE, t('errors.rescheduleNotDeletable'));
    await refused(remove(s, alice, submitted.refundId, 'REFUND'), WRONG_STATE, t('errors.rescheduleNotDeletable'));
    expect(await shownIds()).toEqual(expect.arrayContaining([`CHANGE${made.changeId}`, `REFUND${submitted.refundId}`]));
    expect((await changeRow(s, made.changeId)).hiddenAt).toBeNull();
    expect((await refundRow(s, submitted.refundId)).hiddenAt).toBeNull();

    // Finished: the change cancelled, the refund completed.
    await ok(cancel(s, alice, made.changeId, 'CHANGE'));
    s.clock.advance(REFUND_PROCESSING_MS);
    await runRefunds(s);
    const before = (await listed(s, alice, 1, 100)).total;
    expect(await ok(remove(s, alice, made.changeId, 'CHANGE'))).toBeNull();
    expect(await ok(remove(s, alice, submitted.refundId, 'REFUND'))).toBeNull();
    const after = await listed(s, alice, 1, 100);
    expect(after.total).toBe(before - 2);
    expect(await shownIds()).not.toEqual(expect.arrayContaining([`CHANGE${made.changeId}`]));
    expect(await shownIds()).not.toEqual(expect.arrayContaining([`REFUND${submitted.refundId}`]));
    // Gone from the kinds' own lists too, but kept: the detail and the order's links still show them.
    const changesListed = parseExact(changePageSchema, await ok(post(s, alice, `${RESCHEDULE}/change/page`, { pageNum: 1, pageSize: 100 }))).records;
    expect(changesListed.map((c) => c.changeId)).not.toContain(made.changeId);
    const refundsListed = parseExact(refundPageSchema, await ok(post(s, alice, `${RESCHEDULE}/refund/page`, { pageNum: 1, pageSize: 100 }))).records;
    expect(refundsListed.map((r) => r.refundId)).not.toContain(submitted.refundId);
    expect(parseExact(changeDetailSchema, await ok(s.call('GET', `${RESCHEDULE}/change/detail?changeId=${made.changeId}`, { token: alice.token }))).status).toBe('CANCELLED');
    expect(parseExact(refundDetailSchema, await ok(s.call('GET', `${RESCHEDULE}/refund/detail?refundId=${submitted.refundId}`, { token: alice.token }))).status).toBe('COMPLETED');
    for (const hiddenAt of [(await changeRow(s, made.changeId)).hiddenAt, (await refundRow(s, submitted.refundId)).hiddenAt]) {
      expect(hiddenAt!.getTime()).toBeGreaterThan(s.clock.now().getTime() - MINUTE);
    }

    // Removed once, it is no longer there to remove.
    await refused(remove(s, alice, made.changeId, 'CHANGE'), CHANGE_NOT_FOUND, t('errors.changeNotFound'));
    await refused(remove(s, alice, submitted.refundId, 'REFUND'), REFUND_NOT_FOUND, t('errors.refundNotFound'));
  });

  it('refuses a bad id or kind with A0400 and changes nothing', async () => {
    const s = server();
    const order = await issuedOrder(s, alice);
    const made = await change(s, alice, order, 0);
    const state = async () => ({ tickets: await ticketStatuses(s, order.orderId), change: (await changeRow(s, made.changeId)).status, order: (await orderRow(s, made.orderId)).status });
    const before = await state();
    for (const id of ['0', '-1', 'abc', '1.5', '2147483648', 'C1']) {
      for (const call of [cancel, remove]) await refused(call(s, alice, id, 'CHANGE'), 'A0400');
    }
    for (const kind of [undefined, '', 'OTHER', 'change']) {
      for (const call of [cancel, remove]) await refused(call(s, alice, made.changeId, kind), 'A0400');
    }
    await refused(cancel(s, alice, made.changeId), 'A0400', t('validation.rescheduleKind'));
    expect(await state()).toEqual(before);
    expect(before).toEqual({ tickets: ['CHANGING', 'OPEN'], change: 'UNPAID', order: 'UNPAID' });
    // A page of the wrong shape.
    for (const json of [{ pageNum: 0 }, { pageSize: 0 }, { pageNum: 'x' }, { pageSize: 1001 }]) await refused(post(s, alice, `${RESCHEDULE}/page`, json), 'A0400');
    // Nobody logged in is asked to log in.
    await refused(s.call('POST', `${RESCHEDULE}/page`, { json: {} }), 'U00003');
    await refused(s.call('GET', `${RESCHEDULE}/cancel/${made.changeId}?kind=CHANGE`), 'U00003');
    expect(await state()).toEqual(before);
  });

  it("answers a second user's cancel and delete of every id as if it did not exist, and changes nothing", async () => {
    const s = server();
    const order = await issuedOrder(s, alice);
    const submitted = await refund(s, alice, order.orderId, 0);
    const made = await change(s, alice, order, 1);
    const cancelledOrder = await issuedOrder(s, alice);
    const cancelled = await change(s, alice, cancelledOrder, 0);
    await ok(cancel(s, alice, cancelled.changeId, 'CHANGE'));
    const state = async () => ({
      tickets: await ticketStatuses(s, order.orderId),
      change: await changeRow(s, made.changeId),
      cancelled: await changeRow(s, cancelled.changeId),
      refund: await refundRow(s, submitted.refundId),
      newOrder: (await orderRow(s, made.orderId)).status,
    });
    const before = await state();
    for (const call of [cancel, remove]) {
      for (const id of [made.changeId, cancelled.changeId]) {
        const mine = await call(s, bob, id, 'CHANGE');
        const missing = await call(s, bob, 987_654, 'CHANGE');
        await refused(mine, CHANGE_NOT_FOUND, t('errors.changeNotFound'));
        expect([mine.code, mine.msg, mine.data]).toEqual([missing.code, missing.msg, missing.data]);
      }
      const mine = await call(s, bob, submitted.refundId, 'REFUND');
      await refused(mine, REFUND_NOT_FOUND, t('errors.refundNotFound'));
      await refused(call(s, bob, 987_654, 'REFUND'), REFUND_NOT_FOUND, t('errors.refundNotFound'));
    }
    expect(await state()).toEqual(before);
    expect((await listed(s, bob)).total).toBe(0);
    // Alice's own are still hers to cancel.
    expect(await ok(cancel(s, alice, made.changeId, 'CHANGE'))).toBeNull();
    const [row] = await s.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, made.orderId));
    expect(row!.status).toBe('CANCELLED');
  });
});
