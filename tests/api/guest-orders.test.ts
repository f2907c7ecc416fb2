import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guestOrderAccessSchema, guestOrderCodeSentSchema, orderDetailSchema, orderPageSchema } from '../../services/schemas/order';
import { paymentStatusSchema, prepaymentSchema } from '../../services/schemas/payment';
import { guestTokens, orders, outbox } from '../../server/db/schema';
import { codeFromOutbox, describeEachDatabase, type TestServer } from './harness';
import { countRows, MINUTE, OK, otherCode, parseExact, registerUser, type RegisteredUser } from './helpers';
import { adult, book, confirmOrder, contact, dayAhead, ok, ORDER, orderRow, PAYMENT, refused, t } from './booking-helpers';
import { payByCard } from './payment-helpers';

const GUEST = `${ORDER}/guest`;
const NOT_FOUND = 'O00001';
const LOGIN_REQUIRED = 'U00003';
const WRONG_CODE = 'U00012';
const NO_MATCH = () => t('errors.guestOrderNoMatch');

/** A guest's call: the client credential, with the order's guest token when there is one. */
const asGuest = (s: TestServer, method: 'GET' | 'POST', url: string, guestToken: string | null, json?: unknown) =>
  s.call(method, url, { json, headers: guestToken ? { 'x-guest-token': guestToken } : {} });
const asUser = (s: TestServer, user: RegisteredUser, method: 'GET' | 'POST', url: string, json?: unknown) => s.call(method, url, { token: user.token, json });

const detailUrl = (orderId: number) => `${ORDER}/front/detail/${orderId}`;

/** A guest books one adult on FW201 `days` ahead; with `paid`, pays by card through the guest token. */
async function guestOrder(s: TestServer, days: number, lastName = 'WONG') {
  const booking = await book(s, { user: null, segments: [{ org: 'HKG', dst: 'NRT', date: dayAhead(s, days) }], flights: ['FW201'], passengers: [adult({ lastName })] });
  const order = await confirmOrder(s, null, booking.psgKey);
  expect(order.guestToken).toEqual(expect.any(String));
  return { orderId: order.orderId, token: order.guestToken! };
}

async function payAsGuest(s: TestServer, order: { orderId: number; token: string }) {
  const payment = parseExact(prepaymentSchema, await ok(asGuest(s, 'POST', `${PAYMENT}/card/prepayment`, order.token, { orderId: order.orderId })));
  expect((await payByCard(s, payment.paymentId)).statusCode).toBe(303);
  return payment;
}

describeEachDatabase('guest orders', (server) => {
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let paid: { orderId: number; token: string; pnr: string };
  let other: { orderId: number; token: string };
  let alicesOrderId: number;

  beforeAll(async () => {
    const s = server();
    alice = await registerUser(s);
    bob = await registerUser(s);
    const order = await guestOrder(s, 5);
    await payAsGuest(s, order);
    paid = { ...order, pnr: (await orderRow(s, order.orderId)).pnr! };
    other = await guestOrder(s, 6, 'LEE');
    const alices = await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'NRT', date: dayAhead(s, 7) }], flights: ['FW201'] });
    alicesOrderId = (await confirmOrder(s, alice, alices.psgKey)).orderId;
  });

  describe('booking as a guest', () => {
    it('stores the order with no user and reaches it, paid and ticketed, with its guest token', async () => {
      const s = server();
      expect((await orderRow(s, paid.orderId)).userId).toBeNull();
      const order = parseExact(orderDetailSchema, await ok(asGuest(s, 'GET', detailUrl(paid.orderId), paid.token)));
      expect(order).toMatchObject({ orderId: paid.orderId, status: 'ISSUED', pnr: paid.pnr });
      expect(order.passengers[0]).toMatchObject({ lastName: 'WONG', certNoMasked: expect.stringMatching(/^\*+\d{4}$/) });
      expect(order.passengers[0]!.tickets).toHaveLength(1);
    });

    it("answers the payment's status to the guest, and a user's booking gets no guest token", async () => {
      const s = server();
      const order = await guestOrder(s, 8);
      const payment = await payAsGuest(s, order);
      const status = parseExact(paymentStatusSchema, await ok(asGuest(s, 'GET', `${PAYMENT}/card/prepayment/status/${payment.paymentId}`, order.token)));
      expect(status).toMatchObject({ status: 'SUCCEEDED', orderId: order.orderId, orderStatus: 'ISSUED' });
      // Another order's token does not reach this payment.
      await refused(asGuest(s, 'GET', `${PAYMENT}/card/prepayment/status/${payment.paymentId}`, other.token), 'P00001');
      const alices = await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'NRT', date: dayAhead(s, 9) }], flights: ['FW201'] });
      expect((await confirmOrder(s, alice, alices.psgKey)).guestToken).toBeUndefined();
    });

    it("lets a guest token reach no other order: another guest's, a user's, or the user-only calls", async () => {
      const s = server();
      for (const id of [other.orderId, alicesOrderId]) {
        await refused(asGuest(s, 'GET', detailUrl(id), paid.token), NOT_FOUND, t('errors.orderNotFound'));
        await refused(asGuest(s, 'POST', `${PAYMENT}/card/prepayment`, paid.token, { orderId: id }), NOT_FOUND);
      }
      await refused(asGuest(s, 'POST', `${ORDER}/front/page`, paid.token, {}), LOGIN_REQUIRED);
      await refused(asGuest(s, 'GET', `${ORDER}/front/cancel/${other.orderId}`, other.token), LOGIN_REQUIRED);
      expect((await orderRow(s, other.orderId)).status).toBe('UNPAID');
    });

    it('answers a caller without a live guest token as one who must log in, and a second user as if the order did not exist', async () => {
      const s = server();
      await refused(asGuest(s, 'GET', detailUrl(paid.orderId), null), LOGIN_REQUIRED);
      await refused(asGuest(s, 'GET', detailUrl(paid.orderId), 'forged-token'), LOGIN_REQUIRED);
      await refused(asUser(s, bob, 'GET', detailUrl(paid.orderId)), NOT_FOUND, t('errors.orderNotFound'));
      await refused(asUser(s, bob, 'POST', `${PAYMENT}/card/prepayment`, { orderId: other.orderId }), NOT_FOUND);
      // A token's day is over: the caller is anonymous again.
      const order = await guestOrder(s, 10);
      s.clock.advance(24 * 60 * MINUTE);
      await refused(asGuest(s, 'GET', detailUrl(order.orderId), order.token), LOGIN_REQUIRED);
    });
  });

  describe('finding a guest booking again', () => {
    it('e-mails a code to the contact for the right reference and last name, and opens the order with it', async () => {
      const s = server();
      s.clock.advance(2 * MINUTE);
      const sent = parseExact(guestOrderCodeSentSchema, await ok(asGuest(s, 'POST', `${GUEST}/code`, null, { pnr: paid.pnr.toLowerCase(), lastName: ' wong ' })));
      expect(sent).toMatchObject({ email: 'c***@test.example', resendAfterSeconds: 60 });
      const code = await codeFromOutbox(s, contact.email);
      // A second code is not sent within the minute.
      await refused(asGuest(s, 'POST', `${GUEST}/code`, null, { pnr: paid.pnr, lastName: 'WONG' }), 'A0429');

      const tokensBefore = await countRows(s, guestTokens);
      await refused(asGuest(s, 'POST', `${GUEST}/verify`, null, { pnr: paid.pnr, lastName: 'WONG', code: otherCode(code) }), WRONG_CODE, t('errors.codeInvalid'));
      expect(await countRows(s, guestTokens)).toBe(tokensBefore);
      const access = parseExact(guestOrderAccessSchema, await ok(asGuest(s, 'POST', `${GUEST}/verify`, null, { pnr: paid.pnr, lastName: 'WONG', code })));
      expect(access.orderId).toBe(paid.orderId);
      const order = parseExact(orderDetailSchema, await ok(asGuest(s, 'GET', detailUrl(paid.orderId), access.guestToken)));
      expect(order.pnr).toBe(paid.pnr);
      await refused(asGuest(s, 'GET', detailUrl(other.orderId), access.guestToken), NOT_FOUND);
      // The code is used up.
      await refused(asGuest(s, 'POST', `${GUEST}/verify`, null, { pnr: paid.pnr, lastName: 'WONG', code }), WRONG_CODE);
    });

    it('gives the same answer for an unknown reference, a wrong last name and a booking of a user, and sends nothing', async () => {
      const s = server();
      s.clock.advance(2 * MINUTE);
      const alicesPnr = (await orderRow(s, alicesOrderId)).pnr;
      const mails = await countRows(s, outbox);
      const lookups = [
        { pnr: 'ZZZZZZ', lastName: 'WONG' },
        { pnr: paid.pnr, lastName: 'CHAN' },
        { pnr: alicesPnr ?? 'AAAAAA', lastName: 'CHAN' },
      ];
      const answers = await Promise.all(lookups.map((body) => asGuest(s, 'POST', `${GUEST}/code`, null, body)));
      for (const answer of answers) expect({ code: answer.code, msg: answer.msg, data: answer.data }).toEqual({ code: NOT_FOUND, msg: NO_MATCH(), data: null });
      for (const body of lookups) await refused(asGuest(s, 'POST', `${GUEST}/verify`, null, { ...body, code: '123456' }), NOT_FOUND, NO_MATCH());
      expect(await countRows(s, outbox)).toBe(mails);
      await refused(asGuest(s, 'POST', `${GUEST}/code`, null, { pnr: 'AB', lastName: 'WONG' }), 'A0400', t('guestOrder.pnrFormat'));
      await refused(asGuest(s, 'POST', `${GUEST}/code`, null, { pnr: paid.pnr, lastName: '' }), 'A0400', t('validation.required'));
    });
  });

  describe('claiming a guest booking', () => {
    it('attaches the order to the user who proves the code, once; the guest token then reaches it no more', async () => {
      const s = server();
      s.clock.advance(2 * MINUTE);
      const order = await guestOrder(s, 12, 'HO');
      await payAsGuest(s, order);
      const pnr = (await orderRow(s, order.orderId)).pnr!;
      const body = { pnr, lastName: 'HO' };
      await refused(asGuest(s, 'POST', `${GUEST}/claim`, null, { ...body, code: '123456' }), LOGIN_REQUIRED);

      await ok(asGuest(s, 'POST', `${GUEST}/code`, null, body));
      const code = await codeFromOutbox(s, contact.email);
      await refused(asUser(s, bob, 'POST', `${GUEST}/claim`, { ...body, code: otherCode(code) }), WRONG_CODE);
      expect((await orderRow(s, order.orderId)).userId).toBeNull();
      expect(await ok(asUser(s, bob, 'POST', `${GUEST}/claim`, { ...body, code }))).toEqual({ orderId: order.orderId });

      expect((await orderRow(s, order.orderId)).userId).toBe(bob.id);
      const bobs = parseExact(orderPageSchema, await ok(asUser(s, bob, 'POST', `${ORDER}/front/page`, {})));
      expect(bobs.records.map((r) => r.orderId)).toContain(order.orderId);
      await refused(asGuest(s, 'GET', detailUrl(order.orderId), order.token), NOT_FOUND);
      await refused(asUser(s, alice, 'GET', detailUrl(order.orderId), undefined), NOT_FOUND);

      // An order with an owner is found no more as a guest's, so neither another code nor a claim reaches it.
      s.clock.advance(2 * MINUTE);
      await refused(asGuest(s, 'POST', `${GUEST}/code`, null, body), NOT_FOUND, NO_MATCH());
      await refused(asUser(s, alice, 'POST', `${GUEST}/claim`, { ...body, code }), NOT_FOUND, NO_MATCH());
      const [row] = await s.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, order.orderId));
      expect(row!.userId).toBe(bob.id);
    });

    it('lets one of two users claiming with the same code at once win', async () => {
      const s = server();
      s.clock.advance(2 * MINUTE);
      const order = await guestOrder(s, 13, 'YIP');
      await payAsGuest(s, order);
      const body = { pnr: (await orderRow(s, order.orderId)).pnr!, lastName: 'YIP' };
      await ok(asGuest(s, 'POST', `${GUEST}/code`, null, body));
      const code = await codeFromOutbox(s, contact.email);
      const answers = await Promise.all([alice, bob].map((u) => asUser(s, u, 'POST', `${GUEST}/claim`, { ...body, code })));
      const [winner, loser] = answers[0]!.code === OK ? [alice, answers[1]!] : [bob, answers[0]!];
      // The loser came either while the code was being used (used up) or after (the order no longer a guest's).
      expect([WRONG_CODE, NOT_FOUND]).toContain(loser.code);
      expect((await orderRow(s, order.orderId)).userId).toBe(winner.id);
    });
  });
});
