import { and, count, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema } from '../../services/schemas/order';
import { fareInventory, flights, orders, payments, seatAssignments, tickets } from '../../server/db/schema';
import { describeEachDatabase, type TestServer } from './harness';
import { HOUR, MINUTE, OK, parseExact, registerUser, SECOND, type RegisteredUser } from './helpers';
import {
  adult,
  book,
  bookingState,
  child,
  confirmOrder,
  confirmSeats,
  dayAhead,
  flightNos,
  infant,
  inventoryOf,
  ok,
  ORDER,
  orderRequest,
  orderRow,
  payByCard,
  PAYMENT,
  PAGE_EXPIRED,
  post,
  refused,
  search,
  seatMap,
  seatOf,
  seatsOfFlight,
  stepResponseSchema,
  t,
  type Booking,
  type Leg,
} from './booking-helpers';

const detail = (s: TestServer, user: RegisteredUser | null, id: number) => s.call('GET', `${ORDER}/front/detail/${id}`, { token: user?.token });

const remainingOf = async (s: TestServer, user: RegisteredUser, leg: Leg, flightNo: string, brand: string) => {
  const option = (await search(s, user, { segments: [leg] })).options.find((o) => flightNos(o) === flightNo);
  return option?.brands.find((b) => b.brand === brand)?.remaining ?? 0;
};

describeEachDatabase('booking orders', (server) => {
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let crowd: RegisteredUser[];

  beforeAll(async () => {
    const s = server();
    alice = await registerUser(s);
    bob = await registerUser(s);
    crowd = [alice, bob];
    for (let i = 0; i < 3; i++) crowd.push(await registerUser(s));
  });

  describe('confirm/order', () => {
    it('makes an unpaid order due in 20 minutes that holds its fare classes and seats, shown to its owner only', async () => {
      const s = server();
      const [out, back] = [dayAhead(s, 80), dayAhead(s, 84)];
      const legs = [{ org: 'HKG', dst: 'NRT', date: out }, { org: 'NRT', dst: 'HKG', date: back }];
      const passengers = [adult(), child(out), infant(out, 0)];
      const booking = await book(s, { user: alice, routeWay: 'R', segments: legs, flights: ['FW201', 'FW202'], passengers });
      const aux = parseExact(
        stepResponseSchema,
        await ok(post(s, alice, '/booking/confirm/auxiliary', { processKey: booking.psgKey, luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 10 }], meals: [], insurance: null })),
      );
      const seats = [
        { segmentIndex: 0, passengerIndex: 0, seatNo: '31A' },
        { segmentIndex: 0, passengerIndex: 1, seatNo: '31C' },
        { segmentIndex: 1, passengerIndex: 0, seatNo: '41A' },
      ];
      const seated = await confirmSeats(s, alice, aux.processKey, seats);
      const promo = parseExact(stepResponseSchema, await ok(post(s, alice, '/booking/confirm/promote/code', { processKey: seated.processKey, promoCode: 'WELCOME100' })));
      const flightIds = booking.legs.map((l) => l.option.segments[0]!.flightId);
      const before = await Promise.all(flightIds.map((id) => inventoryOf(s, id, 'M')));
      const remainingBefore = await remainingOf(s, bob, legs[0]!, 'FW201', 'MAIN');

      // Without the notices accepted, or before the passengers, there is no order.
      const state = await bookingState(s);
      await refused(post(s, alice, '/booking/confirm/order', { processKey: promo.processKey }), 'A0400', t('validation.acknowledge'));
      await refused(orderRequest(s, alice, booking.brandKey), 'I0003', t('errors.stepMissing'));
      await refused(orderRequest(s, bob, promo.processKey), 'B0101', PAGE_EXPIRED);
      await refused(s.call('POST', '/dsb-offer/api/v1/offer/booking/confirm/order', { json: { processKey: promo.processKey, acknowledged: true } }), 'B0101', PAGE_EXPIRED);
      expect(await bookingState(s)).toEqual(state);

      const at = s.clock.now().getTime();
      const order = await confirmOrder(s, alice, promo.processKey);
      expect(order.orderNo).toMatch(/^FW\d{18}$/);
      expect(Math.abs(Date.parse(order.paymentDeadline) - at - 20 * MINUTE)).toBeLessThan(5 * SECOND);
      expect(order.price).toEqual(promo.price);
      expect(order.price.discount).toBe(100);
      expect(order.price.ancillary).toBe(280 + 80 + 80);

      // Confirming the same key again answers the same order and holds nothing more.
      const again = await confirmOrder(s, alice, promo.processKey);
      expect(again).toEqual(order);
      for (const [i, id] of flightIds.entries()) {
        const after = await inventoryOf(s, id, 'M');
        expect([after.held, after.sold]).toEqual([before[i]!.held + 2, before[i]!.sold]);
      }
      expect(await remainingOf(s, bob, legs[0]!, 'FW201', 'MAIN')).toBe(remainingBefore - 2);
      const held = await s.database.db.select().from(seatAssignments).where(eq(seatAssignments.orderId, order.orderId));
      expect(held.map((r) => [r.flightId, r.seatNo, r.passengerIndex, r.status]).sort()).toEqual(
        [
          [flightIds[0], '31A', 0, 'HELD'],
          [flightIds[0], '31C', 1, 'HELD'],
          [flightIds[1], '41A', 0, 'HELD'],
        ].sort(),
      );
      // Another traveller sees the seats taken.
      const other = await book(s, { user: bob, segments: [legs[0]!], flights: ['FW201'] });
      const map = await seatMap(s, bob, other.psgKey);
      expect([seatOf(map, '31A').state, seatOf(map, '31C').state, seatOf(map, '31D').state]).toEqual(['occupied', 'occupied', 'available']);
      await refused(post(s, bob, '/booking/confirm/seat', { processKey: other.psgKey, seats: [{ segmentIndex: 0, passengerIndex: 0, seatNo: '31A' }] }), 'B0105');

      const shown = parseExact(orderDetailSchema, await ok(detail(s, alice, order.orderId)));
      expect(shown).toMatchObject({
        orderId: order.orderId,
        orderNo: order.orderNo,
        status: 'UNPAID',
        pnr: null,
        currency: 'HKD',
        fareAmount: order.price.fare,
        taxAmount: order.price.tax,
        ancillaryAmount: order.price.ancillary,
        discountAmount: 100,
        totalAmount: order.price.total,
        paymentDeadline: order.paymentDeadline,
        paidAt: null,
        contact: { name: 'CHAN TAI MAN', areaCode: '852', mobile: '91234567', email: 'chan@test.example' },
        seats,
      });
      expect(shown.segments.map((g) => [g.flightNo, g.depAirport, g.arrAirport, g.rbd, g.brand, g.cabin])).toEqual([
        ['FW201', 'HKG', 'NRT', 'M', 'MAIN', 'Y'],
        ['FW202', 'NRT', 'HKG', 'M', 'MAIN', 'Y'],
      ]);
      expect(shown.passengers.map((p) => [p.type, p.lastName, p.tickets])).toEqual([
        ['ADT', 'CHAN', []],
        ['CNN', 'CHAN', []],
        ['INF', 'CHAN', []],
      ]);
      expect(shown.passengers.every((p, i) => p.certNoMasked !== passengers[i]!.certNo && p.certNoMasked.length > 0)).toBe(true);
      expect(Math.abs(Date.parse(shown.serverTime) - s.clock.now().getTime())).toBeLessThan(5 * SECOND);

      // Another user's order, or one that does not exist, is not found; a guest must log in.
      await refused(detail(s, bob, order.orderId), 'O00001', 'order number does not exist');
      await refused(detail(s, alice, 2_000_000_000), 'O00001');
      await refused(detail(s, null, order.orderId), 'U00003');
    });

    it('makes one order of one processKey confirmed many times at once', async () => {
      const s = server();
      const leg = { org: 'HKG', dst: 'KIX', date: dayAhead(s, 81) };
      const booking = await book(s, { user: alice, segments: [leg], flights: ['FW211'], passengers: [adult(), adult()] });
      const flightId = booking.legs[0]!.option.segments[0]!.flightId;
      const before = await inventoryOf(s, flightId, 'M');
      const ordersBefore = (await s.database.db.select({ n: count() }).from(orders))[0]!.n;
      const answers = await Promise.all(Array.from({ length: 8 }, () => orderRequest(s, alice, booking.psgKey)));
      expect(answers.map((a) => a.code)).toEqual(Array(8).fill(OK));
      expect(new Set(answers.map((a) => a.data.orderId)).size).toBe(1);
      expect((await inventoryOf(s, flightId, 'M')).held).toBe(before.held + 2);
      expect((await s.database.db.select({ n: count() }).from(orders))[0]!.n).toBe(ordersBefore + 1);
    });
  });

  describe('booking cut-off', () => {
    it('makes no order for a flight that is within two hours of departure by the time the order is confirmed', async () => {
      const s = server();
      const [next] = await s.database.db
        .select()
        .from(flights)
        .where(and(eq(flights.depAirport, 'HKG'), eq(flights.arrAirport, 'TPE'), gt(flights.depAt, new Date(s.clock.now().getTime() + 3 * HOUR))))
        .orderBy(flights.depAt)
        .limit(1);
      const shift = next!.depAt.getTime() - 2 * HOUR - 10 * MINUTE - s.clock.now().getTime();
      s.clock.advance(shift);
      try {
        const booking = await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'TPE', date: next!.depDate }], flights: [next!.flightNo] });
        s.clock.advance(15 * MINUTE);
        const before = await bookingState(s);
        await refused(orderRequest(s, alice, booking.psgKey), 'B0102', t('errors.flightUnavailable'));
        expect(await bookingState(s)).toEqual(before);
      } finally {
        s.clock.advance(-shift - 15 * MINUTE);
      }
    });
  });

  describe('payment deadline', () => {
    it('expires an unpaid order after 20 minutes and gives its seats and fare class back', async () => {
      const s = server();
      const leg = { org: 'HKG', dst: 'BKK', date: dayAhead(s, 85) };
      const remainingBefore = await remainingOf(s, bob, leg, 'FW303', 'BASIC');
      const booking = await book(s, { user: alice, segments: [leg], flights: ['FW303'], brand: 'BASIC', passengers: [adult(), adult()] });
      const flightId = booking.legs[0]!.option.segments[0]!.flightId;
      const before = await inventoryOf(s, flightId, 'V');
      const seat = await confirmSeats(s, alice, booking.psgKey, [{ segmentIndex: 0, passengerIndex: 1, seatNo: '20F' }]);
      const order = await confirmOrder(s, alice, seat.processKey);
      expect((await inventoryOf(s, flightId, 'V')).held).toBe(before.held + 2);
      expect(await remainingOf(s, bob, leg, 'FW303', 'BASIC')).toBe(remainingBefore - 2);

      const advance = async (ms: number) => {
        const res = await s.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs: ms } });
        expect(res.statusCode).toBe(200);
        return res.json() as { now: string; jobs: Record<string, number> };
      };
      // Still unpaid a minute before the deadline.
      await advance(19 * MINUTE);
      expect((await orderRow(s, order.orderId)).status).toBe('UNPAID');
      const expired = await advance(2 * MINUTE);
      expect(expired.jobs.expireOrders).toBeGreaterThanOrEqual(1);
      const row = await orderRow(s, order.orderId);
      expect(row.status).toBe('EXPIRED');
      expect(row.closedAt).toBeInstanceOf(Date);
      expect((await ok(detail(s, alice, order.orderId))).status).toBe('EXPIRED');
      expect(await inventoryOf(s, flightId, 'V')).toMatchObject({ held: before.held, sold: before.sold });
      expect(await s.database.db.select().from(seatAssignments).where(eq(seatAssignments.orderId, order.orderId))).toEqual([]);

      // The seats are on sale again: the search counts them and the seat map shows 20F free.
      expect(await remainingOf(s, bob, leg, 'FW303', 'BASIC')).toBe(remainingBefore);
      const other = await book(s, { user: bob, segments: [leg], flights: ['FW303'], brand: 'BASIC' });
      expect(seatOf(await seatMap(s, bob, other.psgKey), '20F').state).toBe('available');
      const taken = await confirmOrder(s, bob, (await confirmSeats(s, bob, other.psgKey, [{ segmentIndex: 0, passengerIndex: 0, seatNo: '20F' }])).processKey);
      expect((await orderRow(s, taken.orderId)).status).toBe('UNPAID');

      // The expired order cannot be paid, and its key gives no new order.
      await refused(s.call('POST', `${PAYMENT}/card/prepayment`, { token: alice.token, json: { orderId: order.orderId } }), 'O00002');
      expect((await confirmOrder(s, alice, seat.processKey)).orderId).toBe(order.orderId);
    });
  });

  describe('concurrency', () => {
    /** `n` bookings of one adult each on a flight, spread over several users, each with its own processKey chain. */
    async function bookings(s: TestServer, n: number, leg: Leg, flightNo: string, seatNo?: string): Promise<{ user: RegisteredUser; key: string; booking: Booking }[]> {
      const made: { user: RegisteredUser; key: string; booking: Booking }[] = [];
      for (let i = 0; i < n; i += 10) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(10, n - i) }, async (_, j) => {
            const user = crowd[(i + j) % crowd.length]!;
            const booking = await book(s, { user, segments: [leg], flights: [flightNo], passengers: [adult({ firstName: `PAX ${String.fromCharCode(65 + ((i + j) % 26))}` })] });
            const key = seatNo ? (await confirmSeats(s, user, booking.psgKey, [{ segmentIndex: 0, passengerIndex: 0, seatNo }])).processKey : booking.psgKey;
            return { user, key, booking };
          }),
        );
        made.push(...batch);
      }
      return made;
    }

    it('gives the last seat of a booking class to exactly one of 50 concurrent orders', async () => {
      const s = server();
      const leg = { org: 'HKG', dst: 'BKK', date: dayAhead(s, 90) };
      const [first] = await bookings(s, 1, leg, 'FW301');
      const flightId = first!.booking.legs[0]!.option.segments[0]!.flightId;
      // One MAIN seat left on the flight.
      const row = await inventoryOf(s, flightId, 'M');
      if (row.capacity === null) await s.database.db.insert(fareInventory).values({ flightId, rbd: 'M', capacity: 1 });
      else await s.database.db.update(fareInventory).set({ capacity: row.sold + row.held + 1 }).where(and(eq(fareInventory.flightId, flightId), eq(fareInventory.rbd, 'M')));
      const before = await inventoryOf(s, flightId, 'M');
      expect(before.capacity! - before.sold - before.held).toBe(1);
      const racers = [first!, ...(await bookings(s, 49, leg, 'FW301'))];
      expect(new Set(racers.map((r) => r.key)).size).toBe(50);
      const ordersBefore = (await s.database.db.select({ n: count() }).from(orders))[0]!.n;

      const answers = await Promise.all(racers.map((r) => orderRequest(s, r.user, r.key)));
      const codes = answers.map((a) => a.code);
      expect(codes.filter((c) => c === OK)).toHaveLength(1);
      expect(codes.filter((c) => c === 'B0102')).toHaveLength(49);
      expect(answers.find((a) => a.code === 'B0102')!.msg).toBe(t('errors.flightSoldOut'));
      const after = await inventoryOf(s, flightId, 'M');
      expect([after.capacity, after.sold, after.held]).toEqual([before.capacity, before.sold, before.held + 1]);
      expect((await s.database.db.select({ n: count() }).from(orders))[0]!.n).toBe(ordersBefore + 1);
      // The class is now sold out for everyone.
      expect(await remainingOf(s, bob, leg, 'FW301', 'MAIN')).toBe(0);
    });

    it('gives one seat chosen by 50 bookings to exactly one of their concurrent orders', async () => {
      const s = server();
      const leg = { org: 'HKG', dst: 'NRT', date: dayAhead(s, 91) };
      const racers = await bookings(s, 50, leg, 'FW203', '31A');
      const flightId = racers[0]!.booking.legs[0]!.option.segments[0]!.flightId;
      const before = await inventoryOf(s, flightId, 'M');
      const ordersBefore = (await s.database.db.select({ n: count() }).from(orders))[0]!.n;

      const answers = await Promise.all(racers.map((r) => orderRequest(s, r.user, r.key)));
      const codes = answers.map((a) => a.code);
      expect(codes.filter((c) => c === OK)).toHaveLength(1);
      expect(codes.filter((c) => c === 'B0105')).toHaveLength(49);
      expect(answers.find((a) => a.code === 'B0105')!.msg).toBe(t('errors.seatTakenMeanwhile'));
      const winner = answers.find((a) => a.code === OK)!.data.orderId as number;
      const seats = (await seatsOfFlight(s, flightId)).filter((r) => r.seatNo === '31A');
      expect(seats.map((r) => [r.orderId, r.status])).toEqual([[winner, 'HELD']]);
      expect((await inventoryOf(s, flightId, 'M')).held).toBe(before.held + 1);
      expect((await s.database.db.select({ n: count() }).from(orders))[0]!.n).toBe(ordersBefore + 1);
    });
  });

  describe('payment', () => {
    it('pays a round trip through the sandbox: the order is issued with a PNR, one ticket per passenger and flight, and its seats sold', async () => {
      const s = server();
      const [out, back] = [dayAhead(s, 95), dayAhead(s, 99)];
      const legs = [{ org: 'HKG', dst: 'TPE', date: out }, { org: 'TPE', dst: 'HKG', date: back }];
      const passengers = [adult(), adult({ firstName: 'MEI LING', gender: 'F' }), child(out), infant(out, 1)];
      const booking = await book(s, { user: alice, routeWay: 'R', segments: legs, passengers, brand: ['FLEXIPLUS', 'MAIN'] });
      const seated = await confirmSeats(s, alice, booking.psgKey, [
        { segmentIndex: 0, passengerIndex: 0, seatNo: '11A' },
        { segmentIndex: 1, passengerIndex: 2, seatNo: '20C' },
      ]);
      const flightIds = booking.legs.map((l) => l.option.segments[0]!.flightId);
      const rbds = ['Y', 'M'];
      const before = await Promise.all(flightIds.map((id, i) => inventoryOf(s, id, rbds[i]!)));
      const order = await confirmOrder(s, alice, seated.processKey);
      const payment = await payByCard(s, alice, order.orderId);
      expect(payment.amount).toBe(order.price.total.toFixed(2));
      expect((await s.database.db.select().from(payments).where(eq(payments.id, payment.paymentId)))[0]!.status).toBe('SUCCEEDED');

      const shown = parseExact(orderDetailSchema, await ok(detail(s, alice, order.orderId)));
      expect(shown.status).toBe('ISSUED');
      expect(shown.pnr).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      expect(shown.paidAt).not.toBeNull();
      expect(shown.passengers.map((p) => p.type)).toEqual(['ADT', 'ADT', 'CNN', 'INF']);
      for (const p of shown.passengers) {
        expect(p.tickets.map((x) => x.segmentIndex).sort()).toEqual([0, 1]);
        expect(p.tickets.every((x) => /^851\d{10}$/.test(x.ticketNo))).toBe(true);
      }
      const issued = await s.database.db.select().from(tickets).where(eq(tickets.orderId, order.orderId));
      expect(issued).toHaveLength(8);
      expect(new Set(issued.map((x) => x.ticketNo)).size).toBe(8);
      for (const [i, id] of flightIds.entries()) {
        const after = await inventoryOf(s, id, rbds[i]!);
        expect([after.held, after.sold]).toEqual([before[i]!.held, before[i]!.sold + 3]);
      }
      const seats = await s.database.db.select().from(seatAssignments).where(eq(seatAssignments.orderId, order.orderId));
      expect(seats.map((r) => r.status)).toEqual(['SOLD', 'SOLD']);
      // Paid, it no longer expires.
      await s.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs: 21 * MINUTE } });
      expect((await orderRow(s, order.orderId)).status).toBe('ISSUED');
      expect((await inventoryOf(s, flightIds[0]!, 'Y')).sold).toBe(before[0]!.sold + 3);
    });
  });
});
