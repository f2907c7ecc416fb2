import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema } from '../../services/schemas/order';
import { feeMatchSchema, refundDetailSchema, refundPageSchema, refundSummarySchema, REFUND_REASON_MAX } from '../../services/schemas/refund';
import { voucherDetailSchema, voucherPaymentSchema } from '../../services/schemas/voucher';
import { refundPassengers, refundPayments, refunds, tickets, vouchers } from '../../server/db/schema';
import { issueVoucher } from '../../server/domain/flash-sale';
import { progressRefunds, REFUND_PROCESSING_MS } from '../../server/domain/refunds/refunds';
import { createStore } from '../../server/repositories/store';
import { describeEachDatabase, type TestServer } from './harness';
import { HOUR, parseExact, registerUser, type RegisteredUser } from './helpers';
import { adult, book, child, confirmOrder, dayAhead, infant, ok, orderRow, payByCard, refused, t, type PassengerInput } from './booking-helpers';

const FEE_MATCH = '/dsb-order/api/v1/processing/fee/match';
const REFUND = '/dsb-order/api/v1/order/reschedule/refund';

const feeMatch = (s: TestServer, user: RegisteredUser, orderId: number) => s.call('POST', FEE_MATCH, { token: user.token, json: { orderId } });
const apply = (s: TestServer, user: RegisteredUser, orderId: number, psgIdList: number[], fields: Record<string, unknown> = {}) =>
  s.call('POST', `${REFUND}/apply`, { token: user.token, json: { orderId, psgIdList, refundType: 'NORMAL', refundReason: 'Plans changed', disclaimer: true, ...fields } });
const detail = (s: TestServer, user: RegisteredUser, refundId: number) => s.call('GET', `${REFUND}/detail?refundId=${refundId}`, { token: user.token });
const page = (s: TestServer, user: RegisteredUser) => s.call('POST', `${REFUND}/page`, { token: user.token, json: { pageNum: 1, pageSize: 10 } });

const ticketStatuses = async (s: TestServer, orderId: number) =>
  (await s.database.db.select().from(tickets).where(eq(tickets.orderId, orderId))).sort((a, b) => a.passengerIndex - b.passengerIndex).map((r) => r.status);
const paymentsOfRefund = (s: TestServer, refundId: number) => s.database.db.select().from(refundPayments).where(eq(refundPayments.refundId, refundId));
const refundCount = async (s: TestServer, orderId: number) => (await s.database.db.select({ n: count() }).from(refunds).where(eq(refunds.orderId, orderId)))[0]!.n;
const runJob = (s: TestServer, now = s.clock.now()) => progressRefunds(createStore(s.database.db), now);

/** A voucher given to a user as the airline gives one. */
const giveVoucher = async (s: TestServer, user: RegisteredUser, amount: number) =>
  (await issueVoucher(createStore(s.database.db), { userId: user.id, currency: 'HKD', amount, source: 'GIFT' }, s.clock.now())).voucherNo;
const voucherRow = async (s: TestServer, voucherNo: string) => (await s.database.db.select().from(vouchers).where(eq(vouchers.voucherNo, voucherNo)))[0]!;
const balanceOf = async (s: TestServer, voucherNo: string) => Number((await voucherRow(s, voucherNo)).balance);
const voucherDetail = (s: TestServer, user: RegisteredUser, voucherNo: string) =>
  s.call('GET', `/dsb-order/api/v1/voucher/front/detail?${new URLSearchParams({ voucherNo })}`, { token: user.token });
const payByVouchers = (s: TestServer, user: RegisteredUser, orderId: number, voucherNos: string[]) =>
  s.call('POST', '/dsb-order/api/v1/payment/voucher/gotoPay', { token: user.token, json: { orderId, voucherNos } });

describeEachDatabase('refunds', (server) => {
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let day = 60;

  beforeAll(async () => {
    const s = server();
    alice = await registerUser(s);
    bob = await registerUser(s);
  });

  /** An issued order of HKG-NRT in MAIN, paid by card; each on its own day so no flight sells out. */
  async function issuedOrder(s: TestServer, user: RegisteredUser, passengers: PassengerInput[], brand = 'MAIN') {
    const date = dayAhead(s, day++);
    const booking = await book(s, { user, segments: [{ org: 'HKG', dst: 'NRT', date }], flights: ['FW201'], passengers, brand });
    const order = await confirmOrder(s, user, booking.psgKey);
    const payment = await payByCard(s, user, order.orderId);
    expect((await orderRow(s, order.orderId)).status).toBe('ISSUED');
    return { ...order, booking, payment, date };
  }

  /** An unpaid order of HKG-NRT in MAIN, on its own day. */
  async function unpaidOrder(s: TestServer, user: RegisteredUser, passengers: PassengerInput[]) {
    const booking = await book(s, { user, segments: [{ org: 'HKG', dst: 'NRT', date: dayAhead(s, day++) }], flights: ['FW201'], passengers, brand: 'MAIN' });
    return confirmOrder(s, user, booking.psgKey);
  }

  describe('an order paid with vouchers', () => {
    it('paid wholly by two vouchers and refunded one passenger then the other: each voucher gets back at most what it paid, no card is refunded, and later refunds go on', async () => {
      const s = server();
      const user = await registerUser(s);
      const order = await unpaidOrder(s, user, [adult(), adult({ firstName: 'SIU WAI' })]);
      const total = order.price.total;
      // The first voucher pays 100 of the order, the second (worth more than the order) the rest.
      const small = await giveVoucher(s, user, 100);
      const big = await giveVoucher(s, user, total - 100 + 1_000);
      const paid = parseExact(voucherPaymentSchema, await ok(payByVouchers(s, user, order.orderId, [small, big])));
      expect(paid).toMatchObject({ voucherAmount: total, amountDue: 0, orderStatus: 'ISSUED' });
      expect(await balanceOf(s, small)).toBe(0);
      expect(await balanceOf(s, big)).toBe(1_000);
      // The small voucher's validity ends before the refund completes: its balance comes back all the same.
      await s.database.db.update(vouchers).set({ validUntil: new Date(s.clock.now().getTime() + 60_000) }).where(eq(vouchers.voucherNo, small));

      const first = parseExact(refundSummarySchema, await ok(apply(s, user, order.orderId, [0])));
      // A refund of a card-paid order queued after it: the job must not stop at the voucher one.
      const later = await issuedOrder(s, alice, [adult()]);
      const laterRefund = parseExact(refundSummarySchema, await ok(apply(s, alice, later.orderId, [0])));
      s.clock.advance(REFUND_PROCESSING_MS);
      const completedAt = s.clock.now();
      expect(await runJob(s, completedAt)).toBeGreaterThanOrEqual(2);
      expect(await runJob(s, completedAt)).toBe(0);

      const done = parseExact(refundDetailSchema, await ok(detail(s, user, first.refundId)));
      expect(done).toMatchObject({ status: 'COMPLETED', completedAt: completedAt.toISOString(), amount: first.amount, payments: [] });
      // Given back in the order the vouchers paid: the small one first, up to its 100.
      expect(done.vouchers).toEqual([
        { voucherNo: small, amount: 100, createdAt: completedAt.toISOString() },
        { voucherNo: big, amount: first.amount - 100, createdAt: completedAt.toISOString() },
      ]);
      expect(await paymentsOfRefund(s, first.refundId)).toEqual([]);
      expect(await voucherRow(s, small)).toMatchObject({ balance: '100.00', status: 'ACTIVE' });
      expect(await balanceOf(s, big)).toBe(1_000 + first.amount - 100);
      expect(await ticketStatuses(s, order.orderId)).toEqual(['REFUNDED', 'OPEN']);
      expect(parseExact(refundDetailSchema, await ok(detail(s, alice, laterRefund.refundId))).status).toBe('COMPLETED');
      expect((await paymentsOfRefund(s, laterRefund.refundId)).map((p) => Number(p.amount))).toEqual([laterRefund.amount]);

      // The second passenger's refund: the small voucher has had all it paid back, so all goes to the big one.
      const second = parseExact(refundSummarySchema, await ok(apply(s, user, order.orderId, [1])));
      s.clock.advance(REFUND_PROCESSING_MS);
      const secondAt = s.clock.now();
      expect(await runJob(s, secondAt)).toBeGreaterThanOrEqual(1);
      const secondDone = parseExact(refundDetailSchema, await ok(detail(s, user, second.refundId)));
      expect(secondDone).toMatchObject({ status: 'COMPLETED', payments: [] });
      expect(secondDone.vouchers).toEqual([{ voucherNo: big, amount: second.amount, createdAt: secondAt.toISOString() }]);
      expect(await paymentsOfRefund(s, second.refundId)).toEqual([]);
      expect(await balanceOf(s, small)).toBe(100);
      const bigBack = first.amount - 100 + second.amount;
      expect(bigBack).toBeLessThanOrEqual(total - 100);
      expect(await balanceOf(s, big)).toBe(1_000 + bigBack);
      expect(await ticketStatuses(s, order.orderId)).toEqual(['REFUNDED', 'REFUNDED']);
      expect((await orderRow(s, order.orderId)).status).toBe('REFUNDED');

      // Each voucher's history tells what the refunds gave back; the small one still shows it has expired.
      const smallShown = parseExact(voucherDetailSchema, await ok(voucherDetail(s, user, small)));
      expect(smallShown).toMatchObject({ balance: 100, status: 'EXPIRED' });
      expect(smallShown.history.map((e) => [e.kind, e.orderId, e.amount, e.at])).toEqual([
        ['SPENT', order.orderId, 100, expect.any(String)],
        ['REFUNDED', order.orderId, 100, completedAt.toISOString()],
      ]);
      const bigShown = parseExact(voucherDetailSchema, await ok(voucherDetail(s, user, big)));
      expect(bigShown).toMatchObject({ balance: 1_000 + bigBack, status: 'ACTIVE' });
      expect(bigShown.history.map((e) => [e.kind, e.amount, e.at])).toEqual([
        ['SPENT', total - 100, expect.any(String)],
        ['REFUNDED', first.amount - 100, completedAt.toISOString()],
        ['REFUNDED', second.amount, secondAt.toISOString()],
      ]);
    });

    it('paid partly by a voucher and partly by card: the card gets back at most what it paid, the rest goes to the voucher', async () => {
      const s = server();
      const user = await registerUser(s);
      const order = await unpaidOrder(s, user, [adult(), adult({ firstName: 'SIU WAI' })]);
      const total = order.price.total;
      const byVoucher = Math.floor(total / 2);
      const byCard = total - byVoucher;
      const no = await giveVoucher(s, user, byVoucher);
      await ok(payByVouchers(s, user, order.orderId, [no]));
      const payment = await payByCard(s, user, order.orderId);
      expect(payment.amount).toBe(`${byCard}.00`);
      expect((await orderRow(s, order.orderId)).status).toBe('ISSUED');
      expect(await voucherRow(s, no)).toMatchObject({ balance: '0.00', status: 'USED' });

      const first = parseExact(refundSummarySchema, await ok(apply(s, user, order.orderId, [0])));
      s.clock.advance(REFUND_PROCESSING_MS);
      await runJob(s);
      const second = parseExact(refundSummarySchema, await ok(apply(s, user, order.orderId, [1])));
      s.clock.advance(REFUND_PROCESSING_MS);
      await runJob(s);

      const refunded = [first, second];
      const toCard = (await Promise.all(refunded.map((r) => paymentsOfRefund(s, r.refundId)))).flat();
      const cardBack = toCard.reduce((a, p) => a + Number(p.amount), 0);
      expect(toCard.every((p) => p.paymentId === payment.paymentId)).toBe(true);
      // Card first: it gets back what it paid, the voucher the rest and never more than it paid.
      const all = first.amount + second.amount;
      expect(cardBack).toBe(Math.min(all, byCard));
      const voucherBack = all - cardBack;
      expect(voucherBack).toBeGreaterThan(0);
      expect(voucherBack).toBeLessThanOrEqual(byVoucher);
      expect(await voucherRow(s, no)).toMatchObject({ balance: `${voucherBack}.00`, status: 'ACTIVE' });
      for (const r of refunded) {
        const shown = parseExact(refundDetailSchema, await ok(detail(s, user, r.refundId)));
        expect(shown.status).toBe('COMPLETED');
        const back = [...shown.payments, ...shown.vouchers].reduce((a, p) => a + p.amount, 0);
        expect(back).toBe(r.amount);
      }
      expect(await ticketStatuses(s, order.orderId)).toEqual(['REFUNDED', 'REFUNDED']);
    });
  });

  it('quotes each passenger by the fare brand: the fare less the refund fee, and the taxes, back', async () => {
    const s = server();
    const order = await issuedOrder(s, alice, [adult(), adult({ firstName: 'SIU WAI' })]);
    const brand = order.booking.legs[0]!.brand;
    const quote = parseExact(feeMatchSchema, await ok(feeMatch(s, alice, order.orderId)));
    const paid = brand.fare.ADT + brand.tax.ADT;
    expect(brand.refundFee).toBe(600);
    expect(quote).toMatchObject({ orderId: order.orderId, orderNo: order.orderNo, currency: 'HKD' });
    expect(quote.passengers).toEqual([
      { psgId: 0, type: 'ADT', lastName: 'CHAN', firstName: 'TAI MAN', guardianId: null, refunded: false, status: null, paid, fee: 600, amount: paid - 600 },
      { psgId: 1, type: 'ADT', lastName: 'CHAN', firstName: 'SIU WAI', guardianId: null, refunded: false, status: null, paid, fee: 600, amount: paid - 600 },
    ]);
    expect(quote.rules).toEqual([`MAIN: ${t('rules.refund', { refund: 'HKD 600' })}`, t('rules.noShow')]);
    const inChinese = parseExact(feeMatchSchema, await ok(s.call('POST', FEE_MATCH, { token: alice.token, json: { orderId: order.orderId }, locale: 'zh-HK' })));
    expect(inChinese.rules[0]).toBe('經濟標準：退票：HKD 600，須於起飛前至少 12 小時辦理；款項約 6-8 星期退回原賬戶。');
  });

  it('refunds one of two adults: in progress, then completed by the job with the money back once; the other stays issued', async () => {
    const s = server();
    const order = await issuedOrder(s, alice, [adult(), adult({ firstName: 'SIU WAI' })]);
    const quote = parseExact(feeMatchSchema, await ok(feeMatch(s, alice, order.orderId)));

    const summary = parseExact(refundSummarySchema, await ok(apply(s, alice, order.orderId, [0])));
    expect(summary).toMatchObject({ orderId: order.orderId, orderNo: order.orderNo, status: 'IN_PROGRESS', refundType: 'NORMAL', currency: 'HKD', amount: quote.passengers[0]!.amount });
    expect(await ticketStatuses(s, order.orderId)).toEqual(['REFUNDING', 'OPEN']);
    expect((await orderRow(s, order.orderId)).status).toBe('ISSUED');
    const requoted = parseExact(feeMatchSchema, await ok(feeMatch(s, alice, order.orderId)));
    expect(requoted.passengers.map((p) => p.refunded)).toEqual([true, false]);

    const shown = parseExact(refundDetailSchema, await ok(detail(s, alice, summary.refundId)));
    expect(shown).toMatchObject({ status: 'IN_PROGRESS', reason: 'Plans changed', paidAmount: quote.passengers[0]!.paid, feeAmount: 600, completedAt: null, points: null, payments: [] });
    expect(shown.passengers).toEqual([{ psgId: 0, type: 'ADT', lastName: 'CHAN', firstName: 'TAI MAN', paid: quote.passengers[0]!.paid, fee: 600, amount: summary.amount }]);
    // The order links to its refund.
    const orderShown = parseExact(orderDetailSchema, await ok(s.call('GET', `/dsb-order/api/v1/order/front/detail/${order.orderId}`, { token: alice.token })));
    expect(orderShown.links).toEqual([{ relation: 'REFUND', id: summary.refundId, number: summary.refundNo }]);
    const listed = parseExact(refundPageSchema, await ok(page(s, alice)));
    expect(listed.records.find((r) => r.refundId === summary.refundId)).toEqual(summary);

    // Not due before its processing time is over (a minute early, whatever the test's own pace).
    s.clock.advance(REFUND_PROCESSING_MS - 60_000);
    await runJob(s);
    expect((await paymentsOfRefund(s, summary.refundId)).length).toBe(0);
    s.clock.advance(60_000);
    const completedAt = s.clock.now();
    expect(await runJob(s, completedAt)).toBeGreaterThanOrEqual(1);
    expect(await runJob(s, completedAt)).toBe(0);

    const done = parseExact(refundDetailSchema, await ok(detail(s, alice, summary.refundId)));
    expect(done).toMatchObject({ status: 'COMPLETED', completedAt: completedAt.toISOString() });
    expect(done.payments).toEqual([{ id: expect.any(String), provider: 'card', cardLast4: '4242', amount: summary.amount, createdAt: completedAt.toISOString() }]);
    const moved = await paymentsOfRefund(s, summary.refundId);
    expect(moved.map((p) => [p.paymentId, Number(p.amount), p.currency])).toEqual([[order.payment.paymentId, summary.amount, 'HKD']]);
    expect(await ticketStatuses(s, order.orderId)).toEqual(['REFUNDED', 'OPEN']);
    expect((await orderRow(s, order.orderId)).status).toBe('ISSUED');

    // The second adult's refund leaves no ticket: the order is refunded.
    const second = parseExact(refundSummarySchema, await ok(apply(s, alice, order.orderId, [1], { refundType: 'SPECIAL' })));
    s.clock.advance(REFUND_PROCESSING_MS);
    await runJob(s);
    expect(await ticketStatuses(s, order.orderId)).toEqual(['REFUNDED', 'REFUNDED']);
    expect((await orderRow(s, order.orderId)).status).toBe('REFUNDED');
    expect((await paymentsOfRefund(s, second.refundId)).length).toBe(1);
    // A refunded order has nothing left to refund.
    await refused(feeMatch(s, alice, order.orderId), 'R00002', t('errors.orderNotRefundable'));
  });

  it('refuses a passenger refunded twice, and changes nothing', async () => {
    const s = server();
    const order = await issuedOrder(s, alice, [adult(), adult({ firstName: 'SIU WAI' })]);
    await ok(apply(s, alice, order.orderId, [0]));
    await refused(apply(s, alice, order.orderId, [0]), 'R00001', t('refund.problems.passengerRefunded'));
    await refused(apply(s, alice, order.orderId, [0, 1]), 'R00001', t('refund.problems.passengerRefunded'));
    expect(await refundCount(s, order.orderId)).toBe(1);
    expect(await ticketStatuses(s, order.orderId)).toEqual(['REFUNDING', 'OPEN']);
  });

  it('keeps infants with their guardian and children with an adult', async () => {
    const s = server();
    const date = dayAhead(s, day);
    const order = await issuedOrder(s, alice, [adult(), adult({ firstName: 'SIU WAI' }), child(date), infant(date, 0)]);
    const quote = parseExact(feeMatchSchema, await ok(feeMatch(s, alice, order.orderId)));
    expect(quote.passengers.map((p) => [p.type, p.guardianId])).toEqual([['ADT', null], ['ADT', null], ['CNN', null], ['INF', 0]]);
    const cases: [number[], string][] = [
      [[3], 'refund.problems.infantWithGuardian'],
      [[0], 'refund.problems.infantWithGuardian'],
      [[0, 2], 'refund.problems.infantWithGuardian'],
      [[2], 'refund.problems.childAlone'],
      [[2, 3], 'refund.problems.infantWithGuardian'],
      [[0, 1, 3], 'refund.problems.childAlone'],
    ];
    for (const [psgIdList, key] of cases) await refused(apply(s, alice, order.orderId, psgIdList), 'R00002', t(key));
    await refused(apply(s, alice, order.orderId, [4]), 'R00002', t('refund.problems.refundPassengerUnknown'));
    expect(await refundCount(s, order.orderId)).toBe(0);
    expect(await ticketStatuses(s, order.orderId)).toEqual(['OPEN', 'OPEN', 'OPEN', 'OPEN']);

    await ok(apply(s, alice, order.orderId, [0, 3]));
    // The child may not be left alone, and may not go alone either: it leaves with the last adult.
    await refused(apply(s, alice, order.orderId, [1]), 'R00002', t('refund.problems.childAlone'));
    await ok(apply(s, alice, order.orderId, [1, 2]));
    expect(await ticketStatuses(s, order.orderId)).toEqual(['REFUNDING', 'REFUNDING', 'REFUNDING', 'REFUNDING']);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const s = server();
    const order = await issuedOrder(s, alice, [adult()]);
    const bad: [Record<string, unknown>, string][] = [
      [{ refundReason: '' }, 'validation.refundReasonRequired'],
      [{ refundReason: '   ' }, 'validation.refundReasonRequired'],
      [{ refundReason: 'x'.repeat(REFUND_REASON_MAX + 1) }, 'validation.refundReasonTooLong'],
      [{ refundType: 'OTHER' }, 'validation.refundType'],
      [{ disclaimer: false }, 'validation.refundDisclaimer'],
      [{ psgIdList: [] }, 'validation.selectPassenger'],
    ];
    for (const [fields, key] of bad) await refused(apply(s, alice, order.orderId, [0], fields), 'A0400', t(key));
    await refused(apply(s, alice, 987_654, [0]), 'O00001', 'order number does not exist');
    expect(await refundCount(s, order.orderId)).toBe(0);
    // The longest reason is taken.
    await ok(apply(s, alice, order.orderId, [0], { refundReason: 'x'.repeat(REFUND_REASON_MAX) }));

    // An unpaid order is not refundable.
    const unpaid = await confirmOrder(s, alice, (await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'NRT', date: dayAhead(s, day++) }], flights: ['FW201'] })).psgKey);
    await refused(feeMatch(s, alice, unpaid.orderId), 'R00002', t('errors.orderNotRefundable'));
    await refused(apply(s, alice, unpaid.orderId, [0]), 'R00002', t('errors.orderNotRefundable'));
  });

  it('answers a second user as if the order and the refund did not exist', async () => {
    const s = server();
    const order = await issuedOrder(s, alice, [adult(), adult({ firstName: 'SIU WAI' })]);
    const summary = parseExact(refundSummarySchema, await ok(apply(s, alice, order.orderId, [0])));
    await refused(feeMatch(s, bob, order.orderId), 'O00001', 'order number does not exist');
    await refused(apply(s, bob, order.orderId, [1]), 'O00001', 'order number does not exist');
    await refused(detail(s, bob, summary.refundId), 'R00003', t('errors.refundNotFound'));
    expect(parseExact(refundPageSchema, await ok(page(s, bob)))).toEqual({ records: [], total: 0, pageNum: 1, pageSize: 10 });
    expect(await ticketStatuses(s, order.orderId)).toEqual(['REFUNDING', 'OPEN']);
    // A guest is asked to log in.
    await refused(s.call('POST', FEE_MATCH, { json: { orderId: order.orderId } }), 'U00003');
  });

  describe('racing', () => {
    it('lets exactly one of 20 refunds of the same passenger through, and moves the money once', async () => {
      const s = server();
      const order = await issuedOrder(s, alice, [adult(), adult({ firstName: 'SIU WAI' })]);
      const answers = await Promise.all(Array.from({ length: 20 }, () => apply(s, alice, order.orderId, [0])));
      expect(answers.filter((a) => a.code === '00000')).toHaveLength(1);
      expect(answers.filter((a) => a.code === 'R00001')).toHaveLength(19);
      const rows = await s.database.db.select().from(refundPassengers).where(and(eq(refundPassengers.orderId, order.orderId), eq(refundPassengers.passengerIndex, 0)));
      expect(rows).toHaveLength(1);

      s.clock.advance(REFUND_PROCESSING_MS);
      const runs = await Promise.all(Array.from({ length: 5 }, () => runJob(s)));
      expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      expect(await paymentsOfRefund(s, rows[0]!.refundId)).toHaveLength(1);
      expect(await ticketStatuses(s, order.orderId)).toEqual(['REFUNDED', 'OPEN']);
    });
  });

  it('completes through the development clock, as the jobs run when it moves', async () => {
    const s = server();
    const order = await issuedOrder(s, alice, [adult(), adult({ firstName: 'SIU WAI' })]);
    const summary = parseExact(refundSummarySchema, await ok(apply(s, alice, order.orderId, [1])));
    const res = await s.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs: 25 * HOUR } });
    expect(res.statusCode).toBe(200);
    expect(parseExact(refundDetailSchema, await ok(detail(s, alice, summary.refundId))).status).toBe('COMPLETED');
  });
});
