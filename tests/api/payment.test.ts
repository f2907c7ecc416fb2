import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gotoPaySchema, paymentStatusSchema, prepaymentSchema } from '../../services/schemas/payment';
import { buildApp } from '../../server/app';
import { configFromEnv, DEVELOPMENT_PAYMENT_SECRET } from '../../server/config';
import { aircraftTypes, fareInventory, flights, orders, paymentCallbacks, payments, routeSchedules, seatAssignments, tickets } from '../../server/db/schema';
import { signNotify } from '../../server/domain/payments';
import { issueOrder } from '../../server/domain/ticketing';
import { createStore } from '../../server/repositories/store';
import { callerFor, describeEachDatabase, type TestServer } from './harness';
import { countRows, MINUTE, OK, parseExact, registerUser, SECOND, type RegisteredUser } from './helpers';
import { APPROVED_CARD, payByCard, submitPage, validExpiry } from './payment-helpers';

const PAYMENT = '/dsb-order/api/v1/payment';
const CHANNELS = { card: 'prepayment', h5: 'prepayment/h5', wap: 'prepayment/wap', qrcode: 'prepayment/qrcode' } as const;

// Fixtures: two flights HKG-NRT and back, and unpaid orders as the booking engine leaves them.

async function createFlights(s: TestServer): Promise<number[]> {
  const { db } = s.database;
  await db
    .insert(aircraftTypes)
    .values({ code: 'ZZT', name: 'Test aircraft', seatMap: { cabins: [] } })
    .onConflictDoNothing();
  const ids: number[] = [];
  for (const [flightNo, dep, arr] of [
    ['ZZ901', 'HKG', 'NRT'],
    ['ZZ902', 'NRT', 'HKG'],
  ] as const) {
    await db
      .insert(routeSchedules)
      .values({ flightNo, depAirport: dep, arrAirport: arr, depTime: '09:00', durationMin: 240, aircraftCode: 'ZZT', distanceKm: 2900 })
      .onConflictDoNothing();
    const depAt = new Date(s.clock.now().getTime() + 30 * 86_400_000);
    const [flight] = await db
      .insert(flights)
      .values({
        flightNo,
        depDate: depAt.toISOString().slice(0, 10),
        depAirport: dep,
        arrAirport: arr,
        depAt,
        arrAt: new Date(depAt.getTime() + 240 * MINUTE),
        durationMin: 240,
        aircraftCode: 'ZZT',
        distanceKm: 2900,
      })
      .returning();
    await db.insert(fareInventory).values({ flightId: flight!.id, rbd: 'Y', capacity: 500 });
    ids.push(flight!.id);
  }
  return ids;
}

interface OrderOptions {
  /** Passenger types; infants take no seat. */
  passengers?: ('ADT' | 'CNN' | 'INF')[];
  totalAmount?: string;
  currency?: string;
  deadlineMs?: number;
}

let seatCounter = 0;

async function createOrder(s: TestServer, userId: number, flightIds: number[], options: OrderOptions = {}) {
  const { db } = s.database;
  const now = s.clock.now();
  const types = options.passengers ?? ['ADT', 'CNN', 'INF'];
  const seated = types.filter((t) => t !== 'INF').length;
  const holds = flightIds.map((flightId) => ({ flightId, rbd: 'Y', count: seated }));
  for (const hold of holds) {
    await db
      .update(fareInventory)
      .set({ held: sql`${fareInventory.held} + ${hold.count}` })
      .where(and(eq(fareInventory.flightId, hold.flightId), eq(fareInventory.rbd, 'Y')));
  }
  const segments = await Promise.all(
    flightIds.map(async (flightId) => {
      const [f] = await db.select().from(flights).where(eq(flights.id, flightId));
      return { flightId, flightNo: f!.flightNo, depAirport: f!.depAirport, arrAirport: f!.arrAirport, depAt: f!.depAt, arrAt: f!.arrAt, rbd: 'Y', brand: 'LITE', cabin: 'Y' };
    }),
  );
  const total = options.totalAmount ?? '1234.50';
  const [order] = await db
    .insert(orders)
    .values({
      orderNo: 'FW' + randomBytes(6).toString('hex').toUpperCase(),
      userId,
      processKey: randomBytes(12).toString('hex'),
      status: 'UNPAID',
      currency: options.currency ?? 'HKD',
      fareAmount: total,
      taxAmount: '0',
      ancillaryAmount: '0',
      totalAmount: total,
      paymentDeadline: new Date(now.getTime() + (options.deadlineMs ?? 30 * MINUTE)),
      contact: { name: 'CHAN TAI MAN', areaCode: '852', phone: '91234567', email: 'chan@test.example' },
      itinerary: { segments },
      passengers: types.map((type, i) => ({ type, lastName: 'CHAN', firstName: `PAX${i}` })),
      extras: {},
      holds,
      createdAt: now,
    })
    .returning();
  for (const [i, type] of types.entries()) {
    if (type === 'INF') continue;
    for (const flightId of flightIds) {
      seatCounter += 1;
      await db.insert(seatAssignments).values({ flightId, seatNo: `${seatCounter}A`, orderId: order!.id, passengerIndex: i, status: 'HELD' });
    }
  }
  return order!;
}

const inventory = async (s: TestServer, flightId: number) =>
  (await s.database.db.select().from(fareInventory).where(and(eq(fareInventory.flightId, flightId), eq(fareInventory.rbd, 'Y'))))[0]!;
const orderRow = async (s: TestServer, id: number) => (await s.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentRow = async (s: TestServer, id: string) => (await s.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const ticketsOf = (s: TestServer, orderId: number) => s.database.db.select().from(tickets).where(eq(tickets.orderId, orderId));
const seatsOf = (s: TestServer, orderId: number) => s.database.db.select().from(seatAssignments).where(eq(seatAssignments.orderId, orderId));

async function prepay(s: TestServer, user: RegisteredUser, orderId: number, provider = 'card', channel: keyof typeof CHANNELS = 'card') {
  const res = await s.call('POST', `${PAYMENT}/${provider}/${CHANNELS[channel]}`, { token: user.token, json: { orderId } });
  expect(res.code, res.msg).toBe(OK);
  return parseExact(prepaymentSchema, res.data);
}


/** The provider's callback, signed as the provider signs it unless told otherwise. */
function notify(s: TestServer, provider: string, body: unknown, options: { timestamp?: number; secret?: string; signature?: string; raw?: string } = {}) {
  const raw = options.raw ?? JSON.stringify(body);
  const timestamp = String(options.timestamp ?? s.clock.now().getTime());
  const signature = options.signature ?? signNotify(options.secret ?? DEVELOPMENT_PAYMENT_SECRET, timestamp, JSON.stringify(body));
  return s.app.inject({
    method: 'POST',
    url: `${PAYMENT}/${provider}/notify`,
    headers: { 'content-type': 'application/json', 'x-sandbox-timestamp': timestamp, 'x-sandbox-signature': signature },
    payload: raw,
  });
}

const callbackBody = (order: { orderNo: string }, payment: { paymentId: string; amount: string; currency: string }, status = 'SUCCEEDED') => ({
  paymentId: payment.paymentId,
  orderNo: order.orderNo,
  amount: payment.amount,
  currency: payment.currency,
  status,
  providerRef: 'SBX' + randomBytes(4).toString('hex'),
});

describeEachDatabase('payment', (server) => {
  let flightIds: number[];
  let owner: RegisteredUser;
  let stranger: RegisteredUser;

  beforeAll(async () => {
    const s = server();
    flightIds = await createFlights(s);
    owner = await registerUser(s);
    stranger = await registerUser(s);
  });

  /** What must be as before after a refused payment: order, stock, seats, tickets, callbacks. */
  async function snapshot(s: TestServer, orderId: number, paymentId?: string) {
    return {
      order: await orderRow(s, orderId),
      payment: paymentId ? await paymentRow(s, paymentId) : null,
      stock: await Promise.all(flightIds.map((id) => inventory(s, id))),
      seats: await seatsOf(s, orderId),
      tickets: await ticketsOf(s, orderId),
      callbacks: await countRows(s, paymentCallbacks),
    };
  }

  describe('prepayment', () => {
    it.each(['card', 'wallet'])('creates a pending %s payment for every variant with the order amount, and a QR code for qrcode', async (provider) => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds);
      for (const channel of Object.keys(CHANNELS) as (keyof typeof CHANNELS)[]) {
        // An amount the client sends is not used.
        const res = await s.call('POST', `${PAYMENT}/${provider}/${CHANNELS[channel]}`, { token: owner.token, json: { orderId: order.id, amount: '1.00' } });
        expect(res.code, res.msg).toBe(OK);
        const data = parseExact(prepaymentSchema, res.data);
        expect(data.paymentId).toMatch(/^PAY\d{8}[0-9A-Z]{12}$/);
        expect(data).toMatchObject({ payUrl: `/sandbox-pay/${data.paymentId}?lang=en-US`, amount: '1234.50', currency: 'HKD', paymentDeadline: order.paymentDeadline.toISOString() });
        if (channel === 'qrcode') {
          expect(data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
          expect(Buffer.from(data.qrCode!.split(',')[1]!, 'base64').toString()).toContain('<svg');
        } else {
          expect(data.qrCode).toBeUndefined();
        }
        expect(await paymentRow(s, data.paymentId)).toMatchObject({ orderId: order.id, provider, channel, amount: '1234.50', currency: 'HKD', status: 'PENDING' });
      }
    });

    it('needs a login, a known provider and a whole order id', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds);
      expect((await s.call('POST', `${PAYMENT}/card/prepayment`, { json: { orderId: order.id } })).code).toBe('U00003');
      expect((await s.call('POST', `${PAYMENT}/paypal/prepayment`, { token: owner.token, json: { orderId: order.id } })).code).toBe('A0400');
      expect((await s.call('POST', `${PAYMENT}/card/prepayment`, { token: owner.token, json: { orderId: 'x' } })).code).toBe('A0400');
      expect((await s.database.db.select().from(payments).where(eq(payments.orderId, order.id))).length).toBe(0);
    });

    it("refuses another user's order as not found, and creates nothing", async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds);
      const res = await s.call('POST', `${PAYMENT}/card/prepayment`, { token: stranger.token, json: { orderId: order.id } });
      expect(res.code).toBe('O00001');
      expect((await s.call('POST', `${PAYMENT}/card/prepayment`, { token: owner.token, json: { orderId: 2_000_000_000 } })).code).toBe('O00001');
      expect((await s.database.db.select().from(payments).where(eq(payments.orderId, order.id))).length).toBe(0);
    });

    it('refuses a paid order and an order past its deadline, in the caller’s language', async () => {
      const s = server();
      const paid = await createOrder(s, owner.id, flightIds);
      await s.database.db.update(orders).set({ status: 'ISSUED' }).where(eq(orders.id, paid.id));
      const late = await createOrder(s, owner.id, flightIds, { deadlineMs: -SECOND });
      for (const order of [paid, late]) {
        const res = await s.call('POST', `${PAYMENT}/card/prepayment/h5`, { token: owner.token, json: { orderId: order.id } });
        expect([res.code, res.msg]).toEqual(['O00002', 'This order can no longer be paid.']);
        expect((await s.database.db.select().from(payments).where(eq(payments.orderId, order.id))).length).toBe(0);
      }
      const zh = await s.call('POST', `${PAYMENT}/wallet/prepayment`, { token: owner.token, locale: 'zh-CN', json: { orderId: late.id } });
      expect(zh.msg).toBe('该订单已无法支付。');
    });

    it('refuses an order above the online payment limit', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds, { totalAmount: '250000.00' });
      const res = await s.call('POST', `${PAYMENT}/card/prepayment`, { token: owner.token, json: { orderId: order.id } });
      expect(res.code).toBe('O00002');
      expect(res.msg).toContain('200000 HKD');
    });
  });

  describe('limit, switch, status and gotoPay', () => {
    it('answers the limits and the provider switch from the configuration', async () => {
      const s = server();
      const limit = await s.call('GET', `${PAYMENT}/pay/limit`);
      expect(limit.code).toBe(OK);
      expect(limit.data).toContainEqual({ currency: 'HKD', maxAmount: 200_000 });
      expect((await s.call('GET', `${PAYMENT}/switch`)).data).toEqual({ card: true, wallet: true });
      expect((await s.call('GET', `${PAYMENT}/switch`, { token: null })).status).toBe(401);
    });

    it('refuses a provider the switch turns off', async () => {
      const s = server();
      const config = { ...configFromEnv({}), staticDir: undefined, paymentProviders: { card: false, wallet: true } };
      const app = await buildApp({ db: s.database.db, dbKind: s.database.kind, notices: s.database.notices, clock: s.clock, config });
      try {
        const call = callerFor(app);
        const order = await createOrder(s, owner.id, flightIds);
        expect((await call('GET', `${PAYMENT}/switch`)).data).toEqual({ card: false, wallet: true });
        const res = await call('POST', `${PAYMENT}/card/prepayment`, { token: owner.token, json: { orderId: order.id } });
        expect([res.code, res.msg]).toEqual(['A0400', 'This payment method is not available at the moment. Please choose another one.']);
        expect((await call('POST', `${PAYMENT}/wallet/prepayment`, { token: owner.token, json: { orderId: order.id } })).code).toBe(OK);
      } finally {
        await app.close();
      }
    });

    it('shows the status and the page address of own payments only', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds);
      const payment = await prepay(s, owner, order.id, 'wallet', 'wap');
      const status = await s.call('GET', `${PAYMENT}/wallet/prepayment/status/${payment.paymentId}`, { token: owner.token });
      expect(parseExact(paymentStatusSchema, status.data)).toEqual({ paymentId: payment.paymentId, status: 'PENDING', orderId: order.id, orderStatus: 'UNPAID', failureReason: null });
      const goto = await s.call('POST', `${PAYMENT}/wallet/gotoPay`, { token: owner.token, json: { paymentId: payment.paymentId } });
      expect(parseExact(gotoPaySchema, goto.data)).toEqual({ payUrl: payment.payUrl });
      // The hosted page follows the traveller's language.
      const inChinese = await s.call('POST', `${PAYMENT}/wallet/gotoPay`, { token: owner.token, locale: 'zh-HK', json: { paymentId: payment.paymentId } });
      expect(inChinese.data).toEqual({ payUrl: `/sandbox-pay/${payment.paymentId}?lang=zh-HK` });

      expect((await s.call('GET', `${PAYMENT}/wallet/prepayment/status/${payment.paymentId}`, { token: stranger.token })).code).toBe('P00001');
      expect((await s.call('POST', `${PAYMENT}/wallet/gotoPay`, { token: stranger.token, json: { paymentId: payment.paymentId } })).code).toBe('P00001');
      expect((await s.call('GET', `${PAYMENT}/card/prepayment/status/${payment.paymentId}`, { token: owner.token })).code).toBe('P00001');
      expect((await s.call('GET', `${PAYMENT}/wallet/prepayment/status/${payment.paymentId}`)).code).toBe('U00003');
    });

    it('takes up a pending QR payment again with its QR code, for its owner only', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds);
      const payment = await prepay(s, owner, order.id, 'wallet', 'qrcode');
      const goto = await s.call('POST', `${PAYMENT}/wallet/gotoPay`, { token: owner.token, json: { paymentId: payment.paymentId } });
      expect(parseExact(gotoPaySchema, goto.data)).toEqual({ payUrl: payment.payUrl, qrCode: payment.qrCode });
      const stolen = await s.call('POST', `${PAYMENT}/wallet/gotoPay`, { token: stranger.token, json: { paymentId: payment.paymentId } });
      expect([stolen.code, stolen.data]).toEqual(['P00001', null]);
    });

    it('sends the returning browser to the page that asks for the outcome, without a token', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds);
      const payment = await prepay(s, owner, order.id);
      const res = await s.app.inject({ method: 'GET', url: `${PAYMENT}/card/front/callback?paymentId=${payment.paymentId}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/pagesBook/pages/payment/paymentNotify?orderId=${order.id}&paymentId=${payment.paymentId}&provider=card`);
      const unknown = await s.app.inject({ method: 'GET', url: `${PAYMENT}/wallet/front/callback?paymentId=PAY20200101AAAAAAAAAAAA` });
      expect(unknown.headers.location).toBe('/pagesBook/pages/payment/paymentNotify?paymentId=PAY20200101AAAAAAAAAAAA&provider=wallet');
      expect((await s.app.inject({ method: 'GET', url: `${PAYMENT}/card/front/callback?paymentId=%3Cx%3E` })).json().code).toBe('A0400');
      // Only the callbacks skip the token check.
      expect((await s.app.inject({ method: 'GET', url: `${PAYMENT}/switch` })).statusCode).toBe(401);
    });
  });

  describe('hosted sandbox page', () => {
    it('approves a card payment: the order is ticketed once, its seats and stock sold', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds, { passengers: ['ADT', 'ADT', 'CNN', 'INF'] });
      const before = await Promise.all(flightIds.map((id) => inventory(s, id)));
      const payment = await prepay(s, owner, order.id);

      const page = await s.app.inject({ method: 'GET', url: payment.payUrl });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      for (const text of ['Fortune Wings', order.orderNo, 'HKD 1234.50', 'name="cardNumber"', '4000 0000 0000 0002']) expect(page.body).toContain(text);

      const submitted = await payByCard(s, payment.paymentId);
      expect(submitted.statusCode).toBe(303);
      expect(submitted.headers.location).toBe(`${PAYMENT}/card/front/callback?paymentId=${payment.paymentId}`);
      const back = await s.app.inject({ method: 'GET', url: String(submitted.headers.location) });
      expect(back.statusCode).toBe(302);
      expect(back.headers.location).toBe(`/pagesBook/pages/payment/paymentNotify?orderId=${order.id}&paymentId=${payment.paymentId}&provider=card`);

      const status = await s.call('GET', `${PAYMENT}/card/prepayment/status/${payment.paymentId}`, { token: owner.token });
      expect(status.data).toMatchObject({ status: 'SUCCEEDED', orderStatus: 'ISSUED' });
      expect(await paymentRow(s, payment.paymentId)).toMatchObject({ status: 'SUCCEEDED', cardLast4: '4242' });
      const issued = await orderRow(s, order.id);
      expect(issued.pnr).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      expect(issued.paidAt).toBeInstanceOf(Date);
      const issuedTickets = await ticketsOf(s, order.id);
      expect(issuedTickets).toHaveLength(4 * 2);
      expect(issuedTickets.every((t) => /^851\d{10}$/.test(t.ticketNo))).toBe(true);
      expect(new Set(issuedTickets.map((t) => `${t.passengerIndex}/${t.segmentIndex}`)).size).toBe(8);
      for (const [i, id] of flightIds.entries()) {
        const after = await inventory(s, id);
        expect([after.held, after.sold]).toEqual([before[i]!.held - 3, before[i]!.sold + 3]);
      }
      const seats = await seatsOf(s, order.id);
      expect(seats).toHaveLength(6);
      expect(seats.every((seat) => seat.status === 'SOLD')).toBe(true);

      // The page now shows the outcome, and posting again changes nothing.
      const done = await s.app.inject({ method: 'GET', url: payment.payUrl });
      expect(done.body).toContain('Payment succeeded');
      expect(done.body).not.toContain('name="cardNumber"');
      expect((await payByCard(s, payment.paymentId)).statusCode).toBe(200);
      expect(await ticketsOf(s, order.id)).toHaveLength(8);
      expect((await s.call('POST', `${PAYMENT}/card/gotoPay`, { token: owner.token, json: { paymentId: payment.paymentId } })).code).toBe('O00002');
    });

    it('approves a wallet payment with its Approve button', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, [flightIds[0]!], { passengers: ['ADT'] });
      const payment = await prepay(s, owner, order.id, 'wallet', 'qrcode');
      const page = await s.app.inject({ method: 'GET', url: payment.payUrl });
      expect(page.body).toContain('value="approve"');
      expect(page.body).not.toContain('name="cardNumber"');
      const res = await submitPage(s, payment.paymentId, { decision: 'approve' });
      expect(res.headers.location).toBe(`${PAYMENT}/wallet/front/callback?paymentId=${payment.paymentId}`);
      expect((await orderRow(s, order.id)).status).toBe('ISSUED');
      expect(await ticketsOf(s, order.id)).toHaveLength(1);
    });

    it('keeps the order unpaid after a decline, and a new payment then tickets it', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds);
      const before = await snapshot(s, order.id);
      const first = await prepay(s, owner, order.id);
      expect((await payByCard(s, first.paymentId, '4000 0000 0000 0002')).statusCode).toBe(303);
      expect(await paymentRow(s, first.paymentId)).toMatchObject({ status: 'DECLINED', failureReason: 'card declined' });
      const after = await snapshot(s, order.id);
      expect({ ...after, callbacks: 0 }).toEqual({ ...before, callbacks: 0 });
      const status = await s.call('GET', `${PAYMENT}/card/prepayment/status/${first.paymentId}`, { token: owner.token });
      expect(status.data).toMatchObject({ status: 'DECLINED', orderStatus: 'UNPAID', failureReason: 'card declined' });
      expect((await s.call('POST', `${PAYMENT}/card/gotoPay`, { token: owner.token, json: { paymentId: first.paymentId } })).code).toBe('I0003');
      expect((await s.app.inject({ method: 'GET', url: first.payUrl })).body).toContain('card declined');

      const poor = await prepay(s, owner, order.id, 'card', 'h5');
      await payByCard(s, poor.paymentId, '4000000000009995');
      expect(await paymentRow(s, poor.paymentId)).toMatchObject({ status: 'DECLINED', failureReason: 'insufficient funds' });

      const wallet = await prepay(s, owner, order.id, 'wallet');
      await submitPage(s, wallet.paymentId, { decision: 'decline' });
      expect((await paymentRow(s, wallet.paymentId)).status).toBe('DECLINED');
      expect((await orderRow(s, order.id)).status).toBe('UNPAID');

      const second = await prepay(s, owner, order.id, 'card', 'wap');
      await payByCard(s, second.paymentId);
      expect((await paymentRow(s, second.paymentId)).status).toBe('SUCCEEDED');
      expect((await orderRow(s, order.id)).status).toBe('ISSUED');
      expect(await ticketsOf(s, order.id)).toHaveLength(3 * 2);
    });

    it('leaves the payment pending when the provider never answers', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds);
      const payment = await prepay(s, owner, order.id);
      const before = await snapshot(s, order.id, payment.paymentId);
      const res = await payByCard(s, payment.paymentId, '4000 0000 0000 0119');
      expect(res.statusCode).toBe(303);
      expect(await snapshot(s, order.id, payment.paymentId)).toEqual(before);
      expect((await s.call('POST', `${PAYMENT}/card/gotoPay`, { token: owner.token, json: { paymentId: payment.paymentId } })).code).toBe(OK);
    });

    it('shows the hosted page and the reasons of a decline in the language the app passes on', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds);
      const payment = await prepay(s, owner, order.id);
      const url = `/sandbox-pay/${payment.paymentId}?lang=zh-HK`;
      const form = (await s.app.inject({ method: 'GET', url })).body;
      expect(form).toContain('<html lang="zh-HK">');
      for (const text of ['沙盒付款', '卡號', '有效期（MM/YY）', '安全碼', '4000 0000 0000 0002：銀行卡被拒', '4000 0000 0000 9995：餘額不足']) expect(form).toContain(text);
      const bad = await s.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'cardNumber=1234' });
      expect(bad.body).toContain('卡號無效。');
      const declined = await s.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ cardNumber: '4000000000000002', expiry: validExpiry(s), cvc: '123' }).toString(),
      });
      expect(declined.statusCode).toBe(303);
      const after = (await s.app.inject({ method: 'GET', url })).body;
      for (const text of ['付款失敗', '銀行卡被拒', '返回應用程式']) expect(after).toContain(text);
      // Apart from codes, no English is left.
      const words = after.replace(/<[^>]*>/g, ' ').replaceAll(order.orderNo, '').replace(/HKD|MM\/YY/g, '').match(/[A-Za-z]{2,}/g);
      expect(words).toBeNull();
    });

    it('re-shows the form with an error for a bad card, escaping what was typed', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds);
      const payment = await prepay(s, owner, order.id);
      const before = await snapshot(s, order.id, payment.paymentId);
      const bad = await submitPage(s, payment.paymentId, { cardNumber: '4242 4242 4242 4241"><script>alert(1)</script>', expiry: validExpiry(s), cvc: '123' });
      expect(bad.statusCode).toBe(200);
      expect(bad.body).toContain('The card number is not valid.');
      expect(bad.body).not.toContain('<script>');
      expect(bad.body).toContain('&#60;script&#62;');
      expect((await submitPage(s, payment.paymentId, { cardNumber: APPROVED_CARD, expiry: '13/40', cvc: '123' })).body).toContain('MM/YY');
      expect((await submitPage(s, payment.paymentId, { cardNumber: APPROVED_CARD, expiry: '01/20', cvc: '123' })).body).toContain('expired');
      expect((await submitPage(s, payment.paymentId, { cardNumber: APPROVED_CARD, expiry: validExpiry(s), cvc: '1' })).body).toContain('CVC');
      expect(await snapshot(s, order.id, payment.paymentId)).toEqual(before);
    });

    it('answers 404 for an unknown payment', async () => {
      const s = server();
      expect((await s.app.inject({ method: 'GET', url: '/sandbox-pay/PAY20200101AAAAAAAAAAAA' })).statusCode).toBe(404);
      expect((await s.app.inject({ method: 'GET', url: '/sandbox-pay/%3Cb%3E' })).statusCode).toBe(404);
      expect((await submitPage(s, 'PAY20200101AAAAAAAAAAAA', { decision: 'approve' })).statusCode).toBe(404);
    });
  });

  describe('provider callback', () => {
    it('refuses a missing, forged or tampered signature, a stale timestamp, a wrong amount or currency, an unknown payment: nothing changes', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds);
      const payment = await prepay(s, owner, order.id);
      const body = callbackBody(order, payment);
      const before = await snapshot(s, order.id, payment.paymentId);
      const now = s.clock.now().getTime();

      const missing = await s.app.inject({ method: 'POST', url: `${PAYMENT}/card/notify`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      expect([missing.statusCode, missing.json().code]).toEqual([401, 'P00002']);
      const forged = await notify(s, 'card', body, { secret: 'not-the-secret' });
      expect([forged.statusCode, forged.json().code]).toEqual([401, 'P00002']);
      const tampered = await notify(s, 'card', body, { raw: JSON.stringify({ ...body, amount: '1.00' }) });
      expect([tampered.statusCode, tampered.json().code]).toEqual([401, 'P00002']);
      expect((await notify(s, 'card', body, { signature: 'zz' })).json().code).toBe('P00002');

      expect((await notify(s, 'card', body, { timestamp: now - 6 * MINUTE })).json().code).toBe('P00004');
      expect((await notify(s, 'card', body, { timestamp: now + 6 * MINUTE })).json().code).toBe('P00004');
      expect((await notify(s, 'card', { ...body, amount: '1234.49' })).json().code).toBe('P00005');
      expect((await notify(s, 'card', { ...body, currency: 'CNY' })).json().code).toBe('P00005');
      expect((await notify(s, 'card', { ...body, paymentId: 'PAY20200101AAAAAAAAAAAA' })).json().code).toBe('P00001');
      expect((await notify(s, 'card', { ...body, orderNo: 'FW000' })).json().code).toBe('P00001');
      expect((await notify(s, 'wallet', body)).json().code).toBe('P00001');
      expect((await notify(s, 'card', { ...body, status: 'MAYBE' })).json().code).toBe('A0400');

      expect(await snapshot(s, order.id, payment.paymentId)).toEqual(before);
    });

    it('takes a callback signed within five minutes, with the amount written differently, and answers its retry alike without applying it again', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds);
      const payment = await prepay(s, owner, order.id);
      const body = { ...callbackBody(order, payment), amount: '1234.5' };
      const timestamp = s.clock.now().getTime() - 4 * MINUTE;
      const first = await notify(s, 'card', body, { timestamp });
      expect(first.json()).toMatchObject({ code: OK, data: { paymentId: payment.paymentId, status: 'SUCCEEDED' } });
      const issued = await snapshot(s, order.id, payment.paymentId);
      // A provider retries a callback until it hears success: the retry gets the first answer.
      const retry = await notify(s, 'card', body, { timestamp });
      expect([retry.statusCode, retry.json()]).toEqual([first.statusCode, first.json()]);
      expect(await snapshot(s, order.id, payment.paymentId)).toEqual(issued);
      // A fresh signature for a payment already settled is acknowledged and changes nothing.
      expect((await notify(s, 'card', { ...body, status: 'DECLINED' })).json()).toMatchObject({ code: OK, data: { status: 'SUCCEEDED' } });
      expect(await snapshot(s, order.id, payment.paymentId)).toEqual({ ...issued, callbacks: issued.callbacks + 1 });
    });

    it('applies exactly one of 20 concurrent copies of one signed callback, and answers every copy with its outcome', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds, { passengers: ['ADT', 'ADT', 'INF'] });
      const before = await Promise.all(flightIds.map((id) => inventory(s, id)));
      const payment = await prepay(s, owner, order.id);
      const body = callbackBody(order, payment);
      const timestamp = s.clock.now().getTime();
      const results = await Promise.all(Array.from({ length: 20 }, () => notify(s, 'card', body, { timestamp })));
      expect(results.map((r) => r.json())).toEqual(Array(20).fill({ code: OK, msg: 'success', data: { paymentId: payment.paymentId, status: 'SUCCEEDED' } }));
      expect((await paymentRow(s, payment.paymentId)).status).toBe('SUCCEEDED');
      expect((await orderRow(s, order.id)).pnr).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      expect(await ticketsOf(s, order.id)).toHaveLength(3 * 2);
      for (const [i, id] of flightIds.entries()) expect((await inventory(s, id)).sold).toBe(before[i]!.sold + 2);
      const [callbacks] = await s.database.db.select({ n: count() }).from(paymentCallbacks).where(eq(paymentCallbacks.paymentId, payment.paymentId));
      expect(callbacks!.n).toBe(1);
    });

    it('refunds a payment that succeeds after the order expired, and leaves the order unticketed', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds);
      const payment = await prepay(s, owner, order.id);
      await s.database.db.update(orders).set({ paymentDeadline: new Date(s.clock.now().getTime() - SECOND) }).where(eq(orders.id, order.id));
      const before = await snapshot(s, order.id);
      expect((await payByCard(s, payment.paymentId)).statusCode).toBe(303);
      expect(await paymentRow(s, payment.paymentId)).toMatchObject({ status: 'REFUNDED', failureReason: 'order could no longer be ticketed' });
      const after = await snapshot(s, order.id);
      expect({ ...after, callbacks: 0 }).toEqual({ ...before, callbacks: 0 });
      expect(after.order.pnr).toBeNull();
      expect((await s.app.inject({ method: 'GET', url: payment.payUrl })).body).toContain('Payment refunded');
    });

    it('refunds a second payment of an order already paid', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds);
      const first = await prepay(s, owner, order.id);
      const second = await prepay(s, owner, order.id, 'wallet');
      await payByCard(s, first.paymentId);
      const issued = await snapshot(s, order.id);
      await submitPage(s, second.paymentId, { decision: 'approve' });
      expect((await paymentRow(s, second.paymentId)).status).toBe('REFUNDED');
      expect({ ...(await snapshot(s, order.id)), callbacks: 0 }).toEqual({ ...issued, callbacks: 0 });
    });
  });

  describe('issueOrder', () => {
    it('issues an order once however often it is called at once', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds);
      const before = await Promise.all(flightIds.map((id) => inventory(s, id)));
      const now = s.clock.now();
      const results = await Promise.all(Array.from({ length: 20 }, () => issueOrder(createStore(s.database.db), order.id, now)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await ticketsOf(s, order.id)).toHaveLength(3 * 2);
      for (const [i, id] of flightIds.entries()) {
        const after = await inventory(s, id);
        expect([after.held, after.sold]).toEqual([before[i]!.held - 2, before[i]!.sold + 2]);
      }
      expect(await issueOrder(createStore(s.database.db), order.id, now)).toBe(false);
    });

    it('does not issue an order past its deadline or no longer unpaid', async () => {
      const s = server();
      const order = await createOrder(s, owner.id, flightIds, { deadlineMs: MINUTE });
      expect(await issueOrder(createStore(s.database.db), order.id, new Date(s.clock.now().getTime() + 2 * MINUTE))).toBe(false);
      await s.database.db.update(orders).set({ status: 'EXPIRED' }).where(eq(orders.id, order.id));
      expect(await issueOrder(createStore(s.database.db), order.id, s.clock.now())).toBe(false);
      expect(await ticketsOf(s, order.id)).toHaveLength(0);
    });
  });
});
