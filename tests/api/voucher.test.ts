import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema } from '../../services/schemas/order';
import { prepaymentSchema } from '../../services/schemas/payment';
import { voucherDetailSchema, voucherPaymentSchema, voucherSchema } from '../../services/schemas/voucher';
import { orders, orderVouchers, payments, tickets, vouchers } from '../../server/db/schema';
import { issueVoucher } from '../../server/domain/flash-sale';
import { createStore } from '../../server/repositories/store';
import { describeEachDatabase, type Envelope, type TestServer } from './harness';
import { book, confirmOrder, dayAhead, ok, orderRow, refused, t } from './booking-helpers';
import { countRows, MINUTE, OK, parseExact, registerUser, type RegisteredUser } from './helpers';
import { DECLINED_CARD, payByCard } from './payment-helpers';

const VOUCHER = '/dsb-order/api/v1/voucher/front';
const PAYMENT = '/dsb-order/api/v1/payment';
const DAY = 86_400_000;

/** A voucher list, each voucher with exactly the contract's fields. */
const voucherList = (data: unknown) => (data as unknown[]).map((v) => parseExact(voucherSchema, v));

/** A voucher given to a user through the server's own rule, as the airline gives one. */
async function giveVoucher(s: TestServer, user: RegisteredUser, amount: number, currency = 'HKD') {
  const row = await issueVoucher(createStore(s.database.db), { userId: user.id, currency, amount, source: 'GIFT' }, s.clock.now());
  return row.voucherNo;
}
const voucherRow = async (s: TestServer, voucherNo: string) => (await s.database.db.select().from(vouchers).where(eq(vouchers.voucherNo, voucherNo)))[0]!;

/** A fresh unpaid HKD order of one adult, HKG to TPE, made through the booking steps. */
async function unpaidOrder(s: TestServer, user: RegisteredUser) {
  const booking = await book(s, { user, segments: [{ org: 'HKG', dst: 'TPE', date: dayAhead(s, 3) }] });
  const order = await confirmOrder(s, user, booking.psgKey);
  return { id: order.orderId, total: order.price.total };
}

const voucherDetail = (s: TestServer, user: RegisteredUser | null, voucherNo: string) =>
  s.call('GET', `${VOUCHER}/detail?${new URLSearchParams({ voucherNo })}`, { token: user?.token ?? undefined });
const forPay = (s: TestServer, user: RegisteredUser, orderId: number) => s.call('GET', `${VOUCHER}/searchForPay/list?orderId=${orderId}`, { token: user.token });
const quote = (s: TestServer, user: RegisteredUser, orderId: number, voucherNos: string[]) => s.call('POST', `${VOUCHER}/use`, { token: user.token, json: { orderId, voucherNos } });
const pay = (s: TestServer, user: RegisteredUser, orderId: number, voucherNos: string[]) =>
  s.call('POST', `${PAYMENT}/voucher/gotoPay`, { token: user.token, json: { orderId, voucherNos } });
async function prepay(s: TestServer, user: RegisteredUser, orderId: number) {
  return parseExact(prepaymentSchema, await ok(s.call('POST', `${PAYMENT}/card/prepayment`, { token: user.token, json: { orderId } })));
}
const detail = async (s: TestServer, user: RegisteredUser, orderId: number) =>
  parseExact(orderDetailSchema, await ok(s.call('GET', `/dsb-order/api/v1/order/front/detail/${orderId}`, { token: user.token })));
const moveClock = (s: TestServer, advanceMs: number) => s.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs } });

describeEachDatabase('vouchers at payment', (server) => {
  let owner: RegisteredUser;
  let stranger: RegisteredUser;

  beforeAll(async () => {
    const s = server();
    owner = await registerUser(s);
    stranger = await registerUser(s);
  });

  /** Everything a refused voucher call must leave as it was. */
  async function state(s: TestServer, orderId: number) {
    return {
      order: await orderRow(s, orderId),
      vouchers: await s.database.db.select().from(vouchers).orderBy(vouchers.id),
      spent: await countRows(s, orderVouchers),
      tickets: await countRows(s, tickets),
    };
  }

  it('lists my vouchers with number, balance, validity, source and rules; only mine', async () => {
    const s = server();
    const user = await registerUser(s);
    const no = await giveVoucher(s, user, 300);
    await giveVoucher(s, stranger, 500);
    const list = voucherList(await ok(s.call('GET', `${VOUCHER}/my/list`, { token: user.token })));
    expect(list).toEqual([
      {
        voucherNo: no,
        currency: 'HKD',
        faceValue: 300,
        balance: 300,
        validFrom: expect.any(String),
        validUntil: expect.any(String),
        source: 'GIFT',
        status: 'ACTIVE',
        rules: t('voucher.rules', { currency: 'HKD', max: 3 }),
      },
    ]);
    expect(Math.abs(Date.parse(list[0]!.validFrom) - s.clock.now().getTime())).toBeLessThan(MINUTE);
    const months = (Date.parse(list[0]!.validUntil) - Date.parse(list[0]!.validFrom)) / DAY;
    expect(months).toBeGreaterThanOrEqual(181);
    expect(months).toBeLessThanOrEqual(184);
    expect((await s.call('GET', `${VOUCHER}/my/list`)).code).toBe('U00003');
    expect(parseExact(voucherDetailSchema, await ok(voucherDetail(s, user, no)))).toEqual({ ...list[0], history: [] });
    await refused(voucherDetail(s, stranger, no), 'V00001', 'The voucher does not exist.');
    await refused(voucherDetail(s, user, 'EV000000000000'), 'V00001');
  });

  it('the detail of a voucher (?voucherNo=) tells its history: each order it paid and how much, and what came back when an order closed unpaid', async () => {
    const s = server();
    const user = await registerUser(s);
    const no = await giveVoucher(s, user, 100);
    const orderNoOf = async (id: number) => (await orderRow(s, id)).orderNo;
    // Spent on an order that then expires unpaid: the 100 comes back.
    const first = await unpaidOrder(s, user);
    await ok(pay(s, user, first.id, [no]));
    const spent = parseExact(voucherDetailSchema, await ok(voucherDetail(s, user, no)));
    expect(spent).toMatchObject({ voucherNo: no, balance: 0, faceValue: 100, status: 'USED' });
    expect(spent.history.map((e) => [e.kind, e.orderId, e.orderNo, e.amount])).toEqual([['SPENT', first.id, await orderNoOf(first.id), 100]]);
    await moveClock(s, 21 * MINUTE);
    // Then spent on another order, which is paid: it stays spent.
    const second = await unpaidOrder(s, user);
    await ok(pay(s, user, second.id, [no]));
    const rest = await prepay(s, user, second.id);
    await payByCard(s, rest.paymentId);
    expect((await orderRow(s, second.id)).status).toBe('ISSUED');
    const used = parseExact(voucherDetailSchema, await ok(voucherDetail(s, user, no)));
    expect(used).toMatchObject({ balance: 0, status: 'USED' });
    expect(used.history.map((e) => [e.kind, e.orderId, e.orderNo, e.amount])).toEqual([
      ['SPENT', first.id, await orderNoOf(first.id), 100],
      ['RETURNED', first.id, await orderNoOf(first.id), 100],
      ['SPENT', second.id, await orderNoOf(second.id), 100],
    ]);
    expect(used.history.every((e, i, all) => i === 0 || all[i - 1]!.at <= e.at)).toBe(true);
    expect(used.history[1]!.at > used.history[0]!.at).toBe(true);

    // Another user's voucher answers as a missing one; a malformed number or none is a bad request; the old path is gone.
    await refused(voucherDetail(s, stranger, no), 'V00001', 'The voucher does not exist.');
    for (const bad of ['X', '1.5', '-1', '99999999999', `${no}0`]) await refused(voucherDetail(s, user, bad), 'A0400');
    await refused(s.call('GET', `${VOUCHER}/detail`, { token: user.token }), 'A0400');
    expect((await s.call('GET', `${VOUCHER}/detail/${no}`, { token: user.token })).status).toBe(404);
    expect((await voucherDetail(s, null, no)).code).toBe('U00003');
  });

  it('offers for an order only my vouchers in its currency, valid and unspent; to another user the order does not exist', async () => {
    const s = server();
    const user = await registerUser(s);
    const order = await unpaidOrder(s, user);
    const usable = await giveVoucher(s, user, 100);
    await giveVoucher(s, user, 100, 'CNY');
    const expired = await giveVoucher(s, user, 100);
    await s.database.db.update(vouchers).set({ validUntil: s.clock.now() }).where(eq(vouchers.voucherNo, expired));
    const spent = await giveVoucher(s, user, 100);
    await s.database.db.update(vouchers).set({ balance: '0', status: 'USED' }).where(eq(vouchers.voucherNo, spent));
    await giveVoucher(s, stranger, 100);
    const list = voucherList(await ok(forPay(s, user, order.id)));
    expect(list.map((v) => v.voucherNo)).toEqual([usable]);
    await refused(forPay(s, stranger, order.id), 'O00001', 'order number does not exist');
    await refused(forPay(s, user, 2_000_000_000), 'O00001');
  });

  it('quotes what the chosen vouchers pay and what is left, changing nothing', async () => {
    const s = server();
    const order = await unpaidOrder(s, owner);
    const a = await giveVoucher(s, owner, 100);
    const b = await giveVoucher(s, owner, 50);
    const before = await state(s, order.id);
    const q = parseExact(voucherPaymentSchema, await ok(quote(s, owner, order.id, [a, b])));
    expect(q).toEqual({
      orderId: order.id,
      currency: 'HKD',
      totalAmount: order.total,
      vouchers: [
        { voucherNo: a, amount: 100 },
        { voucherNo: b, amount: 50 },
      ],
      voucherAmount: 150,
      amountDue: order.total - 150,
      orderStatus: 'UNPAID',
    });
    expect(await state(s, order.id)).toEqual(before);
  });

  describe('refuses, in the caller’s language, and changes nothing', () => {
    const cases: [string, (s: TestServer, orderId: number) => Promise<string[]>, string, string | RegExp][] = [
      [
        'an expired voucher',
        async (s) => {
          const no = await giveVoucher(s, owner, 100);
          await s.database.db.update(vouchers).set({ validUntil: new Date(s.clock.now().getTime() - 1) }).where(eq(vouchers.voucherNo, no));
          return [no];
        },
        'V00002',
        /is not valid at this time/,
      ],
      [
        'a spent voucher',
        async (s) => {
          const no = await giveVoucher(s, owner, 100);
          await s.database.db.update(vouchers).set({ balance: '0', status: 'USED' }).where(eq(vouchers.voucherNo, no));
          return [no];
        },
        'V00003',
        /has been used up/,
      ],
      ['someone else’s voucher, as if it did not exist', async (s) => [await giveVoucher(s, stranger, 100)], 'V00001', 'The voucher does not exist.'],
      ['a voucher in another currency', async (s) => [await giveVoucher(s, owner, 100, 'CNY')], 'V00004', /is in CNY and cannot pay an order in HKD/],
      [
        'a fourth voucher on one order',
        async (s, orderId) => {
          const three = [await giveVoucher(s, owner, 10), await giveVoucher(s, owner, 10), await giveVoucher(s, owner, 10)];
          await ok(pay(s, owner, orderId, three));
          return [await giveVoucher(s, owner, 10)];
        },
        'V00005',
        'At most 3 vouchers can be used on one order.',
      ],
      [
        'a voucher the others already cover the order without',
        async (s) => [await giveVoucher(s, owner, 100_000), await giveVoucher(s, owner, 10)],
        'V00006',
        /already pay the whole order/,
      ],
    ];
    it.each(cases)('%s', async (_, chosen, code, msg) => {
      const s = server();
      const order = await unpaidOrder(s, owner);
      const voucherNos = await chosen(s, order.id);
      const before = await state(s, order.id);
      for (const call of [quote, pay]) await refused(call(s, owner, order.id, voucherNos), code, msg);
      expect(await state(s, order.id)).toEqual(before);
    });

    it('in Chinese too', async () => {
      const s = server();
      const order = await unpaidOrder(s, owner);
      const no = await giveVoucher(s, owner, 100, 'CNY');
      const res = await s.call('POST', `${PAYMENT}/voucher/gotoPay`, { token: owner.token, locale: 'zh-HK', json: { orderId: order.id, voucherNos: [no] } });
      expect(res.code).toBe('V00004');
      expect(res.msg).toBe(`電子禮券${no}以CNY計算，不可支付HKD訂單。`);
    });

    it('another user’s order, as if it did not exist', async () => {
      const s = server();
      const order = await unpaidOrder(s, owner);
      const no = await giveVoucher(s, stranger, 100);
      const before = await state(s, order.id);
      for (const call of [quote, pay]) await refused(call(s, stranger, order.id, [no]), 'O00001', 'order number does not exist');
      expect(await state(s, order.id)).toEqual(before);
    });

    it('a paid order, and a request of the wrong shape', async () => {
      const s = server();
      const order = await unpaidOrder(s, owner);
      const no = await giveVoucher(s, owner, 100);
      await refused(pay(s, owner, order.id, [no, no]), 'A0400');
      await refused(pay(s, owner, order.id, []), 'A0400');
      await refused(pay(s, owner, order.id, ['X']), 'A0400');
      await s.database.db.update(orders).set({ status: 'ISSUED' }).where(eq(orders.id, order.id));
      await refused(pay(s, owner, order.id, [no]), 'O00002');
      expect((await voucherRow(s, no)).balance).toBe('100.00');
    });
  });

  it('pays part of an order with a voucher; the card pays the rest and the order is issued', async () => {
    const s = server();
    const owner = await registerUser(s);
    const order = await unpaidOrder(s, owner);
    const no = await giveVoucher(s, owner, 100);
    const paid = parseExact(voucherPaymentSchema, await ok(pay(s, owner, order.id, [no])));
    expect(paid).toMatchObject({ voucherAmount: 100, amountDue: order.total - 100, orderStatus: 'UNPAID' });
    expect(await voucherRow(s, no)).toMatchObject({ balance: '0.00', status: 'USED' });
    expect((await detail(s, owner, order.id)).amountDue).toBe(order.total - 100);
    // Spent on this order, it is offered for it no more.
    expect(voucherList(await ok(forPay(s, owner, order.id)))).toEqual([]);

    const payment = await prepay(s, owner, order.id);
    expect(payment.amount).toBe(`${order.total - 100}.00`);
    await payByCard(s, payment.paymentId);
    expect((await orderRow(s, order.id)).status).toBe('ISSUED');
    expect((await voucherRow(s, no)).balance).toBe('0.00');
  });

  it('an order its vouchers pay in full is issued at once; the voucher keeps what is left', async () => {
    const s = server();
    const order = await unpaidOrder(s, owner);
    const small = await giveVoucher(s, owner, 100);
    const big = await giveVoucher(s, owner, 5_000);
    const paid = parseExact(voucherPaymentSchema, await ok(pay(s, owner, order.id, [small, big])));
    expect(paid).toMatchObject({ voucherAmount: order.total, amountDue: 0, orderStatus: 'ISSUED' });
    const row = await orderRow(s, order.id);
    expect(row.status).toBe('ISSUED');
    expect(row.pnr).toMatch(/^[A-Z2-9]{6}$/);
    expect(await countRows(s, tickets)).toBeGreaterThan(0);
    expect(await voucherRow(s, small)).toMatchObject({ balance: '0.00', status: 'USED' });
    expect(await voucherRow(s, big)).toMatchObject({ balance: `${5_000 - (order.total - 100)}.00`, status: 'ACTIVE' });
    expect((await s.database.db.select().from(payments).where(eq(payments.orderId, order.id))).length).toBe(0);
  });

  it('an order that expires unpaid gives its vouchers back', async () => {
    const s = server();
    const order = await unpaidOrder(s, owner);
    const no = await giveVoucher(s, owner, 100);
    await ok(pay(s, owner, order.id, [no]));
    await moveClock(s, 21 * MINUTE);
    expect((await orderRow(s, order.id)).status).toBe('EXPIRED');
    expect(await voucherRow(s, no)).toMatchObject({ balance: '100.00', status: 'ACTIVE' });
    const rows = await s.database.db.select().from(orderVouchers).where(eq(orderVouchers.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.releasedAt).toBeInstanceOf(Date);
  });

  it('a declined payment gives the vouchers back, and the order can be paid again in full', async () => {
    const s = server();
    const order = await unpaidOrder(s, owner);
    const no = await giveVoucher(s, owner, 100);
    await ok(pay(s, owner, order.id, [no]));
    const payment = await prepay(s, owner, order.id);
    await payByCard(s, payment.paymentId, DECLINED_CARD);
    expect((await orderRow(s, order.id)).status).toBe('UNPAID');
    expect(await voucherRow(s, no)).toMatchObject({ balance: '100.00', status: 'ACTIVE' });
    expect((await detail(s, owner, order.id)).amountDue).toBe(order.total);
    expect((await prepay(s, owner, order.id)).amount).toBe(`${order.total}.00`);
  });

  it('a card payment started before vouchers paid part of the order is refunded, not kept', async () => {
    const s = server();
    const order = await unpaidOrder(s, owner);
    const early = await prepay(s, owner, order.id);
    const no = await giveVoucher(s, owner, 100);
    await ok(pay(s, owner, order.id, [no]));
    await payByCard(s, early.paymentId);
    expect((await s.database.db.select().from(payments).where(eq(payments.id, early.paymentId)))[0]).toMatchObject({ status: 'REFUNDED' });
    expect((await orderRow(s, order.id)).status).toBe('UNPAID');
    const rest = await prepay(s, owner, order.id);
    await payByCard(s, rest.paymentId);
    expect((await orderRow(s, order.id)).status).toBe('ISSUED');
  });

  it('two tabs spending the same voucher at once: exactly one succeeds, the balance moves once', async () => {
    const s = server();
    for (let round = 0; round < 5; round++) {
      const [first, second] = [await unpaidOrder(s, owner), await unpaidOrder(s, owner)];
      const no = await giveVoucher(s, owner, 100);
      const answers: Envelope[] = await Promise.all([pay(s, owner, first.id, [no]), pay(s, owner, second.id, [no])]);
      expect(answers.map((a) => a.code).sort()).toEqual([OK, 'V00003']);
      expect(await voucherRow(s, no)).toMatchObject({ balance: '0.00', status: 'USED' });
      const voucher = await voucherRow(s, no);
      expect(await s.database.db.select().from(orderVouchers).where(eq(orderVouchers.voucherId, voucher.id))).toHaveLength(1);
      // The same voucher twice on one order at once: once.
      const other = await giveVoucher(s, owner, 10);
      const twice = await Promise.all([pay(s, owner, first.id, [other]), pay(s, owner, first.id, [other])]);
      expect(twice.filter((a) => a.code === OK)).toHaveLength(1);
      const firstWon = answers[0]!.code === OK;
      expect((await detail(s, owner, first.id)).amountDue).toBe(first.total - 10 - (firstWon ? 100 : 0));
      expect((await detail(s, owner, second.id)).amountDue).toBe(second.total - (firstWon ? 0 : 100));
    }
  });
});
