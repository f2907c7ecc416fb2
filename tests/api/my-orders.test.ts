import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOnOrderPageSchema, addOnOrderSchema, orderDetailSchema, orderPageSchema, sendItineraryResponseSchema } from '../../services/schemas/order';
import { flightStatus, outbox, payments, tickets } from '../../server/db/schema';
import { describeEachDatabase, type TestServer } from './harness';
import { countRows, DAY, MINUTE, OK, parseExact, registerUser, type RegisteredUser } from './helpers';
import {
  adult,
  book,
  bookingState,
  confirmOrder,
  confirmSeats,
  contact,
  dayAhead,
  inventoryOf,
  ok,
  ORDER,
  orderRow,
  payByCard,
  post,
  refused,
  seatsOfFlight,
  startCardPayment,
  stepResponseSchema,
  t,
} from './booking-helpers';

const AUXILIARY = '/dsb-order/api/v1/auxiliary/front';
const NOT_FOUND = 'O00001';
const WRONG_STATE = 'O00003';

const call = (s: TestServer, who: RegisteredUser | null, method: 'GET' | 'POST', path: string, json?: unknown) => s.call(method, path, { token: who?.token, json });
const page = async (s: TestServer, who: RegisteredUser, body: Record<string, unknown> = {}) => parseExact(orderPageSchema, await ok(call(s, who, 'POST', `${ORDER}/front/page`, body)));
const detail = (s: TestServer, who: RegisteredUser, id: number) => call(s, who, 'GET', `${ORDER}/front/detail/${id}`);
const shown = async (s: TestServer, who: RegisteredUser, id: number) => parseExact(orderDetailSchema, await ok(detail(s, who, id)));
const cancel = (s: TestServer, who: RegisteredUser | null, id: number) => call(s, who, 'GET', `${ORDER}/front/cancel/${id}`);
const remove = (s: TestServer, who: RegisteredUser | null, id: number) => call(s, who, 'GET', `${ORDER}/front/delete/${id}`);
const sendItinerary = (s: TestServer, who: RegisteredUser | null, orderId: number) => call(s, who, 'POST', `${ORDER}/front/sendItineraryList`, { orderId });
const changeContact = (s: TestServer, who: RegisteredUser | null, orderId: number, to: Record<string, unknown>) =>
  call(s, who, 'POST', `${ORDER}/contact/change`, { orderId, contact: { ...contact, ...to } });
const mailsTo = (s: TestServer, email: string) => s.database.db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.channel, 'email')));

/** An unpaid order of one adult on FW201 `days` ahead; with `addOns`, 10 kg of baggage, a meal, insurance and seat 31A. */
async function unpaidOrder(s: TestServer, user: RegisteredUser, days: number, addOns = false) {
  const booking = await book(s, { user, segments: [{ org: 'HKG', dst: 'NRT', date: dayAhead(s, days) }], flights: ['FW201'], passengers: [adult()] });
  if (!addOns) return { ...(await confirmOrder(s, user, booking.psgKey)), flightId: booking.legs[0]!.option.segments[0]!.flightId };
  const aux = parseExact(
    stepResponseSchema,
    await ok(
      post(s, user, '/booking/confirm/auxiliary', {
        processKey: booking.psgKey,
        luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 10 }],
        meals: [{ segmentIndex: 0, passengerIndex: 0, code: 'HKML' }],
        insurance: { code: 'TRAVEL_ESSENTIAL' },
      }),
    ),
  );
  const seated = await confirmSeats(s, user, aux.processKey, [{ segmentIndex: 0, passengerIndex: 0, seatNo: '31A' }]);
  return { ...(await confirmOrder(s, user, seated.processKey)), flightId: booking.legs[0]!.option.segments[0]!.flightId };
}

describeEachDatabase('my orders', (server) => {
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  /** Alice's orders, oldest first: paid with add-ons, unpaid, cancelled. */
  let paid: Awaited<ReturnType<typeof unpaidOrder>>;
  let unpaid: Awaited<ReturnType<typeof unpaidOrder>>;
  let cancelled: Awaited<ReturnType<typeof unpaidOrder>>;
  let bobs: Awaited<ReturnType<typeof unpaidOrder>>;

  beforeAll(async () => {
    const s = server();
    alice = await registerUser(s);
    bob = await registerUser(s);
    paid = await unpaidOrder(s, alice, 5, true);
    await payByCard(s, alice, paid.orderId);
    s.clock.advance(MINUTE);
    unpaid = await unpaidOrder(s, alice, 31);
    s.clock.advance(MINUTE);
    cancelled = await unpaidOrder(s, alice, 32);
    await ok(cancel(s, alice, cancelled.orderId));
    bobs = await unpaidOrder(s, bob, 33);
  });

  describe('front/page', () => {
    it("lists the user's own orders newest first, 10 to a page unless asked, in each tab", async () => {
      const s = server();
      const all = await page(s, alice);
      expect(all).toMatchObject({ total: 3, pageNum: 1, pageSize: 10 });
      expect(all.records.map((r) => r.orderId)).toEqual([cancelled.orderId, unpaid.orderId, paid.orderId]);
      const first = all.records[2]!;
      expect(first).toMatchObject({ orderNo: paid.orderNo, status: 'ISSUED', currency: 'HKD', totalAmount: paid.price.total, passengerCount: 1 });
      expect(first.pnr).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      expect(first.segments).toEqual([expect.objectContaining({ flightNo: 'FW201', depAirport: 'HKG', arrAirport: 'NRT' })]);
      // Each passenger with their coupon's status on each flight; an unpaid order's have none yet.
      expect(first.passengers).toEqual([{ lastName: 'CHAN', firstName: 'TAI MAN', statuses: ['OPEN'] }]);
      expect(all.records[1]!.passengers.map((p) => p.statuses)).toEqual([[null]]);

      const tab = async (name: string) => (await page(s, alice, { tab: name })).records.map((r) => r.orderId);
      expect(await tab('UNPAID')).toEqual([unpaid.orderId]);
      expect(await tab('ISSUED')).toEqual([paid.orderId]);
      expect(await tab('BOOKED')).toEqual([paid.orderId]);
      expect(await tab('CANCELLED')).toEqual([cancelled.orderId]);
      expect(await tab('EXPIRED')).toEqual([]);
      expect(await tab('REFUNDED')).toEqual([]);

      const second = await page(s, alice, { pageNum: 2, pageSize: 2 });
      expect(second).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
      expect(second.records.map((r) => r.orderId)).toEqual([paid.orderId]);
      expect((await page(s, bob)).records.map((r) => r.orderId)).toEqual([bobs.orderId]);
    });

    it('refuses an unknown tab or a page of more than 50, and a caller without a login', async () => {
      const s = server();
      await refused(call(s, alice, 'POST', `${ORDER}/front/page`, { tab: 'PAID' }), 'A0400');
      await refused(call(s, alice, 'POST', `${ORDER}/front/page`, { pageSize: 51 }), 'A0400');
      await refused(call(s, null, 'POST', `${ORDER}/front/page`, {}), 'U00003');
    });
  });

  describe('front/detail', () => {
    it('shows the fees and each add-on with its status, paid once the order is', async () => {
      const s = server();
      const order = await shown(s, alice, paid.orderId);
      expect([order.fareAmount + order.taxAmount + order.ancillaryAmount - order.discountAmount]).toEqual([order.totalAmount]);
      expect(order.ancillaryAmount).toBeGreaterThan(0);
      expect(order.addOns).toEqual([
        { kind: 'LUGGAGE', segmentIndex: 0, passengerIndex: 0, item: '10', status: 'PAID' },
        { kind: 'MEAL', segmentIndex: 0, passengerIndex: 0, item: 'HKML', status: 'PAID' },
        { kind: 'SEAT', segmentIndex: 0, passengerIndex: 0, item: '31A', status: 'PAID' },
        { kind: 'INSURANCE', segmentIndex: null, passengerIndex: null, item: 'TRAVEL_ESSENTIAL', status: 'PAID' },
      ]);
      expect(order.links).toEqual([]);
      expect(order.passengers[0]!.tickets).toHaveLength(1);
    });

    it('marks the add-ons of an unpaid order WAIT', async () => {
      const s = server();
      const waiting = await unpaidOrder(s, alice, 40, true);
      expect((await shown(s, alice, waiting.orderId)).addOns.map((a) => a.status)).toEqual(['WAIT', 'WAIT', 'WAIT', 'WAIT']);
      await ok(cancel(s, alice, waiting.orderId));
      expect((await shown(s, alice, waiting.orderId)).addOns.map((a) => a.status)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED', 'CANCELLED']);
    });

    it("answers another user's order as if it did not exist", async () => {
      const s = server();
      await refused(detail(s, bob, paid.orderId), NOT_FOUND, t('errors.orderNotFound'));
    });

    it("gives each flight its arrival, brand, cabin, free baggage and the terminals once operations state them, and each passenger's seat, to the owner only", async () => {
      const s = server();
      const before = (await shown(s, alice, paid.orderId)).segments[0]!;
      expect(before).toMatchObject({ flightNo: 'FW201', brand: 'MAIN', cabin: 'Y', baggageKg: 20, depTerminal: null, arrTerminal: null });
      expect(before.arrLocal > before.depLocal).toBe(true);
      expect(before.durationMin).toBeGreaterThan(0);
      await s.database.db.insert(flightStatus).values({ flightId: paid.flightId, depTerminal: '1', arrTerminal: '2', updatedAt: s.clock.now() });
      const order = await shown(s, alice, paid.orderId);
      expect(order.segments[0]).toMatchObject({ depTerminal: '1', arrTerminal: '2' });
      expect(order.seats).toEqual([{ segmentIndex: 0, passengerIndex: 0, seatNo: '31A' }]);
      await refused(detail(s, bob, paid.orderId), NOT_FOUND, t('errors.orderNotFound'));
    });
  });

  describe('front/detail/aux', () => {
    it("answers all of an order's add-ons when its id and number go together, for its owner only", async () => {
      const s = server();
      const path = (id: number, no: string) => `${ORDER}/front/detail/aux/${id}/${no}`;
      const all = parseExact(addOnOrderSchema, await ok(call(s, alice, 'GET', path(paid.orderId, paid.orderNo))));
      expect(all).toMatchObject({ orderId: paid.orderId, orderNo: paid.orderNo, status: 'ISSUED' });
      expect(all.addOns.map((a) => a.kind)).toEqual(['LUGGAGE', 'MEAL', 'SEAT', 'INSURANCE']);
      expect(parseExact(addOnOrderSchema, await ok(call(s, alice, 'GET', path(unpaid.orderId, unpaid.orderNo)))).addOns).toEqual([]);
      await refused(call(s, alice, 'GET', path(paid.orderId, unpaid.orderNo)), NOT_FOUND, t('errors.orderNotFound'));
      await refused(call(s, bob, 'GET', path(paid.orderId, paid.orderNo)), NOT_FOUND, t('errors.orderNotFound'));
      await refused(call(s, alice, 'GET', path(paid.orderId, 'nonsense')), 'A0400');
      await refused(call(s, null, 'GET', path(paid.orderId, paid.orderNo)), 'U00003');
    });
  });

  describe('front/cancel', () => {
    it('cancels an unpaid order and gives its fare class and seat back in the same step', async () => {
      const s = server();
      const order = await unpaidOrder(s, alice, 41, true);
      const held = await inventoryOf(s, order.flightId, 'M');
      expect((await seatsOfFlight(s, order.flightId)).map((x) => x.seatNo)).toContain('31A');
      await ok(cancel(s, alice, order.orderId));
      const row = await orderRow(s, order.orderId);
      expect(row.status).toBe('CANCELLED');
      expect(row.closedAt).not.toBeNull();
      expect((await inventoryOf(s, order.flightId, 'M')).held).toBe(held.held - 1);
      expect(await seatsOfFlight(s, order.flightId)).toEqual([]);
      // A second cancel changes nothing.
      await refused(cancel(s, alice, order.orderId), WRONG_STATE, t('errors.orderNotCancellable'));
      expect((await inventoryOf(s, order.flightId, 'M')).held).toBe(held.held - 1);
    });

    it('lets exactly one of a cancel and a payment racing for the same order win, and moves seats and money once', async () => {
      const s = server();
      const carol = await registerUser(s);
      for (let round = 0; round < 10; round++) {
        const order = await unpaidOrder(s, carol, 50 + round);
        const before = await inventoryOf(s, order.flightId, 'M');
        const { payment, submit } = await startCardPayment(s, carol, order.orderId);
        // The cancel starts a little later each round, so that (timing allowing) each side wins some rounds.
        const late = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
        const [cancelled] = await Promise.all([late(round * 4).then(() => cancel(s, carol, order.orderId)), submit()]);
        const row = await orderRow(s, order.orderId);
        const after = await inventoryOf(s, order.flightId, 'M');
        const [paymentRow] = await s.database.db.select().from(payments).where(eq(payments.id, payment.paymentId));
        const ticketCount = (await s.database.db.select().from(tickets).where(eq(tickets.orderId, order.orderId))).length;
        expect(after.held, `round ${round}`).toBe(before.held - 1);
        if (row.status === 'CANCELLED') {
          expect(cancelled.code).toBe(OK);
          expect([after.sold, ticketCount, paymentRow!.status]).toEqual([before.sold, 0, 'REFUNDED']);
        } else {
          expect(row.status).toBe('ISSUED');
          expect(cancelled.code).toBe(WRONG_STATE);
          expect([after.sold, ticketCount, paymentRow!.status]).toEqual([before.sold + 1, 1, 'SUCCEEDED']);
        }
      }
    });

    it("refuses a paid order, another user's order and a caller without a login, changing nothing", async () => {
      const s = server();
      const before = await bookingState(s);
      await refused(cancel(s, alice, paid.orderId), WRONG_STATE, t('errors.orderNotCancellable'));
      await refused(cancel(s, bob, unpaid.orderId), NOT_FOUND, t('errors.orderNotFound'));
      await refused(cancel(s, null, unpaid.orderId), 'U00003');
      await refused(cancel(s, alice, 2_000_000_000), NOT_FOUND);
      expect(await bookingState(s)).toEqual(before);
      expect((await orderRow(s, unpaid.orderId)).status).toBe('UNPAID');
      expect((await orderRow(s, paid.orderId)).status).toBe('ISSUED');
    });
  });

  describe('front/delete', () => {
    it('deletes only a closed order, which then leaves the list and its detail', async () => {
      const s = server();
      const gone = await unpaidOrder(s, alice, 42);
      await refused(remove(s, alice, gone.orderId), WRONG_STATE, t('errors.orderNotDeletable'));
      await refused(remove(s, alice, paid.orderId), WRONG_STATE, t('errors.orderNotDeletable'));
      await ok(cancel(s, alice, gone.orderId));
      await refused(remove(s, bob, gone.orderId), NOT_FOUND, t('errors.orderNotFound'));
      await refused(remove(s, null, gone.orderId), 'U00003');
      expect((await orderRow(s, gone.orderId)).deletedAt).toBeNull();

      await ok(remove(s, alice, gone.orderId));
      expect((await page(s, alice, { tab: 'CANCELLED' })).records.map((r) => r.orderId)).not.toContain(gone.orderId);
      expect((await page(s, alice, { pageSize: 50 })).records.map((r) => r.orderId)).not.toContain(gone.orderId);
      await refused(detail(s, alice, gone.orderId), NOT_FOUND);
      await refused(remove(s, alice, gone.orderId), NOT_FOUND);
    });
  });

  describe('front/sendItineraryList', () => {
    it("e-mails an issued order's itinerary to its contact, with the tickets and a link to the order", async () => {
      const s = server();
      const before = (await mailsTo(s, contact.email)).length;
      const sent = parseExact(sendItineraryResponseSchema, await ok(sendItinerary(s, alice, paid.orderId)));
      expect(sent).toEqual({ email: contact.email });
      const mails = await mailsTo(s, contact.email);
      expect(mails).toHaveLength(before + 1);
      const order = await shown(s, alice, paid.orderId);
      const mail = mails.at(-1)!;
      expect(mail.subject).toBe(t('outbox.itinerary.subject', { pnr: order.pnr }));
      expect(mail.body).toContain(order.pnr!);
      expect(mail.body).toContain(order.passengers[0]!.tickets[0]!.ticketNo);
      expect(mail.body).toContain(`FW201 HKG ${order.segments[0]!.depLocal} → NRT ${order.segments[0]!.arrLocal}`);
      expect(mail.body).toContain(`/pagesMy/pages/order/detail?orderId=${paid.orderId}`);
    });

    it("sends nothing for an unpaid order, another user's order or a caller without a login", async () => {
      const s = server();
      const before = await countRows(s, outbox);
      await refused(sendItinerary(s, alice, unpaid.orderId), WRONG_STATE, t('errors.orderNotIssued'));
      await refused(sendItinerary(s, bob, paid.orderId), NOT_FOUND, t('errors.orderNotFound'));
      await refused(sendItinerary(s, null, paid.orderId), 'U00003');
      expect(await countRows(s, outbox)).toBe(before);
    });
  });

  describe('contact/change', () => {
    it("changes an open order's contact, checked as at booking", async () => {
      const s = server();
      await ok(changeContact(s, alice, unpaid.orderId, { name: 'LEE SIU MEI', email: 'lee@test.example' }));
      expect((await shown(s, alice, unpaid.orderId)).contact).toEqual({ ...contact, name: 'LEE SIU MEI', email: 'lee@test.example' });
      await refused(changeContact(s, alice, unpaid.orderId, { email: 'not-an-email' }), 'A0400', t('validation.emailFormat'));
      expect((await shown(s, alice, unpaid.orderId)).contact.email).toBe('lee@test.example');
    });

    it("refuses a closed order, another user's order and a caller without a login, changing nothing", async () => {
      const s = server();
      await refused(changeContact(s, alice, cancelled.orderId, { name: 'LEE SIU MEI' }), WRONG_STATE, t('errors.orderClosed'));
      await refused(changeContact(s, bob, paid.orderId, { name: 'BOB' }), NOT_FOUND, t('errors.orderNotFound'));
      await refused(changeContact(s, null, paid.orderId, { name: 'NOBODY' }), 'U00003');
      expect((await shown(s, alice, paid.orderId)).contact).toEqual(contact);
      expect((await shown(s, alice, cancelled.orderId)).contact).toEqual(contact);
    });
  });

  describe('auxiliary/front', () => {
    it('lists the orders holding each kind of add-on, with those add-ons, and shows one', async () => {
      const s = server();
      for (const [type, kind, item] of [
        ['luggage', 'LUGGAGE', '10'],
        ['food', 'MEAL', 'HKML'],
        ['seat', 'SEAT', '31A'],
        ['insure', 'INSURANCE', 'TRAVEL_ESSENTIAL'],
      ] as const) {
        const list = parseExact(addOnOrderPageSchema, await ok(call(s, alice, 'POST', `${AUXILIARY}/${type}/page`, {})));
        const mine = list.records.find((r) => r.orderId === paid.orderId);
        expect(mine?.addOns, type).toEqual([expect.objectContaining({ kind, item, status: 'PAID' })]);
        // Orders without add-ons are not listed.
        expect(list.records.map((r) => r.orderId)).not.toContain(unpaid.orderId);
        const one = parseExact(addOnOrderSchema, await ok(call(s, alice, 'GET', `${AUXILIARY}/detail/${type}/${paid.orderId}`)));
        expect(one).toEqual(mine);
        await refused(call(s, alice, 'GET', `${AUXILIARY}/detail/${type}/${unpaid.orderId}`), NOT_FOUND);
        await refused(call(s, bob, 'GET', `${AUXILIARY}/detail/${type}/${paid.orderId}`), NOT_FOUND, t('errors.orderNotFound'));
        expect(parseExact(addOnOrderPageSchema, await ok(call(s, bob, 'POST', `${AUXILIARY}/${type}/page`, {}))).records).toEqual([]);
      }
      await refused(call(s, alice, 'POST', `${AUXILIARY}/lounge/page`, {}), 'A0400');
      await refused(call(s, null, 'POST', `${AUXILIARY}/seat/page`, {}), 'U00003');
    });
  });

  // Last: it moves the clock past the flights.
  describe('tabs over time', () => {
    it('moves an unpaid order past its deadline to Expired, and a flown trip out of Booked but not out of Issued', async () => {
      const s = server();
      expect((await s.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs: 21 * MINUTE } })).statusCode).toBe(200);
      expect((await page(s, alice, { tab: 'EXPIRED' })).records.map((r) => r.orderId)).toContain(unpaid.orderId);
      expect((await page(s, alice, { tab: 'UNPAID' })).records).toEqual([]);
      s.clock.advance(6 * DAY);
      expect((await page(s, alice, { tab: 'BOOKED' })).records).toEqual([]);
      expect((await page(s, alice, { tab: 'ISSUED' })).records.map((r) => r.orderId)).toEqual([paid.orderId]);
    });
  });
});
