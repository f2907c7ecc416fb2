import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { flights, flightStatus, tickets } from '../../server/db/schema';
import { moveCoupons } from '../../server/domain/coupons/coupons';
import { createStore } from '../../server/repositories/store';
import { tripDetailSchema, tripPageSchema } from '../../services/schemas/trip';
import { describeEachDatabase } from './harness';
import { DAY, HOUR, parseExact, registerUser, type RegisteredUser } from './helpers';
import { adult, book, confirmOrder, dayAhead, ok, ORDER, payByCard, refused, t } from './booking-helpers';

const TRAVEL = `${ORDER}/travelmgn`;
const TRIPS = `${TRAVEL}/query/flight/list`;

describeEachDatabase('trips', (server) => {
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;

  /** An order of `who` for the passengers on FW201 `days` ahead, paid unless told. */
  async function order(who: RegisteredUser, days: number, { pay = true, passengers = [adult()] } = {}) {
    const s = server();
    const booking = await book(s, { user: who, segments: [{ org: 'HKG', dst: 'NRT', date: dayAhead(s, days) }], flights: ['FW201'], passengers });
    const placed = await confirmOrder(s, who, booking.psgKey);
    if (pay) await payByCard(s, who, placed.orderId);
    return placed.orderId as number;
  }

  const ticketsOf = async (orderId: number) =>
    (await server().database.db.select().from(tickets).where(eq(tickets.orderId, orderId))).sort((a, b) => a.passengerIndex - b.passengerIndex || a.segmentIndex - b.segmentIndex);

  const trips = async (who: RegisteredUser, json?: unknown) => parseExact(tripPageSchema, await ok(server().call('POST', TRIPS, { token: who.token, json: json ?? {} })));
  const detail = (who: RegisteredUser, orderId: number) => server().call('GET', `${TRAVEL}/detail/${orderId}`, { token: who.token });
  const addTrip = (who: RegisteredUser, json: unknown) => server().call('POST', `${TRAVEL}/add/itinerary`, { token: who.token, json });
  const removeTrip = (who: RegisteredUser, orderId: number) => server().call('POST', `${TRAVEL}/remove/itinerary`, { token: who.token, json: { orderId } });
  const addCompanion = (who: RegisteredUser, json: unknown) => server().call('POST', `${TRAVEL}/add/companion`, { token: who.token, json });
  const removeCompanion = (who: RegisteredUser, orderId: number, companionId: number) =>
    server().call('POST', `${TRAVEL}/remove/companion`, { token: who.token, json: { orderId, companionId } });

  /** The server's clock, which runs on while the test waits for its answer. */
  const expectNow = (serverTime: string) => expect(Math.abs(Date.parse(serverTime) - server().clock.now().getTime())).toBeLessThan(5_000);

  let flown: number;
  let later: number;
  let sooner: number;
  /** Bob's booking of two passengers, 8 days ahead on the same flight as nothing of Alice's. */
  let bobs: number;

  beforeAll(async () => {
    alice = await registerUser(server());
    bob = await registerUser(server());
    carol = await registerUser(server());
    flown = await order(alice, 2); // flown by the time the tests look
    later = await order(alice, 20);
    sooner = await order(alice, 10);
    await order(alice, 5, { pay: false }); // unpaid, expired by then
    const cancelled = await order(alice, 6, { pay: false });
    await ok(server().call('GET', `${ORDER}/front/cancel/${cancelled}`, { token: alice.token }));
    bobs = await order(bob, 8, { passengers: [adult({ lastName: 'WONG', firstName: 'SIU MING' }), adult({ lastName: 'LEE', firstName: 'KA YAN' })] });
    server().clock.advance(3 * DAY);
  });

  describe('the trip list', () => {
    it("lists the user's issued bookings still ahead, soonest first, with local times, booking reference, passengers and the server's time", async () => {
      const page = await trips(alice);
      expect(page.records.map((trip) => trip.orderId)).toEqual([sooner, later]);
      expect(page).toMatchObject({ total: 2, pageNum: 1, pageSize: 10 });
      expectNow(page.serverTime);
      const [first] = page.records;
      expect(first!.pnr).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      expect(first!.added).toBe(false);
      expect(first!.segments).toEqual([expect.objectContaining({ flightNo: 'FW201', depAirport: 'HKG', arrAirport: 'NRT', depLocal: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/) })]);
      expect(first!.passengers).toEqual([{ lastName: adult().lastName, firstName: adult().firstName, statuses: ['OPEN'] }]);
    });

    it('pages, and lists the past trips latest first', async () => {
      expect((await trips(alice, { pageNum: 2, pageSize: 1 })).records.map((trip) => trip.orderId)).toEqual([later]);
      const past = await trips(alice, { scope: 'PAST' });
      expect(past.records.map((trip) => trip.orderId)).toEqual([flown]);
      await refused(server().call('POST', TRIPS, { token: alice.token, json: { scope: 'SOON' } }), 'A0400');
    });

    it('shows another user none of them, and refuses a caller without a login', async () => {
      expect((await trips(carol)).records).toEqual([]);
      await refused(server().call('POST', TRIPS, { json: {} }), 'U00003');
    });
  });

  describe('adding a trip by ticket number and name', () => {
    it("adds a colleague's booking, showing only the passenger named; a second try answers it already exists", async () => {
      const [wong] = await ticketsOf(bobs);
      const added = await ok(addTrip(carol, { ticketNo: wong!.ticketNo, lastName: 'wong', firstName: 'Siu Ming' }));
      expect(added).toEqual({ orderId: bobs });
      const [trip] = (await trips(carol)).records;
      expect(trip).toMatchObject({ orderId: bobs, added: true, passengers: [{ lastName: 'WONG', firstName: 'SIU MING', statuses: ['OPEN'] }] });

      await refused(addTrip(carol, { ticketNo: wong!.ticketNo, lastName: 'WONG', firstName: 'SIU MING' }), 'T00001', 'The itineraries already exists');
      const lee = (await ticketsOf(bobs))[1]!;
      await refused(addTrip(carol, { ticketNo: lee.ticketNo, lastName: 'LEE', firstName: 'KA YAN' }), 'T00001');
      expect((await trips(carol)).total).toBe(1);
    });

    it("answers already exists for the user's own booking, and not found for a name that does not match or an unknown ticket", async () => {
      const [own] = await ticketsOf(sooner);
      await refused(addTrip(alice, { ticketNo: own!.ticketNo, lastName: 'CHAN', firstName: 'TAI MAN' }), 'T00001');
      const [wong] = await ticketsOf(bobs);
      await refused(addTrip(alice, { ticketNo: wong!.ticketNo, lastName: 'WONG', firstName: 'TAI MAN' }), 'T00002', t('errors.tripTicketNotFound'));
      await refused(addTrip(alice, { ticketNo: '1239999999999', lastName: 'WONG', firstName: 'SIU MING' }), 'T00002');
      await refused(addTrip(alice, { ticketNo: '12345', lastName: 'WONG', firstName: 'SIU MING' }), 'A0400');
      expect((await trips(alice)).total).toBe(2);
    });

    it('removes an added trip; the owner keeps it, and an own booking or another user cannot be removed', async () => {
      const dave = await registerUser(server());
      const [wong] = await ticketsOf(bobs);
      await ok(addTrip(dave, { ticketNo: wong!.ticketNo, lastName: 'WONG', firstName: 'SIU MING' }));
      await refused(removeTrip(alice, bobs), 'T00002', t('errors.tripNotFound'));
      await refused(removeTrip(alice, sooner), 'T00002');
      await ok(removeTrip(dave, bobs));
      expect((await trips(dave)).records).toEqual([]);
      await refused(removeTrip(dave, bobs), 'T00002');
      expect((await trips(bob)).records.map((trip) => trip.orderId)).toEqual([bobs]);
      expect((await trips(carol)).records.map((trip) => trip.orderId)).toEqual([bobs]);
    });
  });

  describe('the trip detail', () => {
    it('shows each segment scheduled with its check-in window, the passengers with their tickets and the booking reference', async () => {
      const trip = parseExact(tripDetailSchema, await ok(detail(alice, sooner)));
      const [segment] = trip.segments;
      const depAt = Date.parse(segment!.depAt);
      expect(segment).toMatchObject({ segmentIndex: 0, flightNo: 'FW201', status: 'SCHEDULED', estDepAt: null });
      expect(Date.parse(segment!.checkInOpensAt)).toBe(depAt - 48 * HOUR);
      expect(Date.parse(segment!.checkInClosesAt)).toBe(depAt - 90 * 60_000);
      const [ticket] = await ticketsOf(sooner);
      expect(trip).toMatchObject({ orderId: sooner, added: false, companions: [] });
      expectNow(trip.serverTime);
      expect(trip.passengers).toEqual([{ psgId: 0, type: 'ADT', lastName: 'CHAN', firstName: 'TAI MAN', tickets: [{ segmentIndex: 0, ticketNo: ticket!.ticketNo, status: 'OPEN', checkInId: null }] }]);
      expect(parseExact(tripDetailSchema, await ok(detail(alice, flown))).segments[0]!.status).toBe('FLOWN');
    });

    it('shows a delay, a time change and a cancellation by the airline, and a completed check-in', async () => {
      const s = server();
      const trip = parseExact(tripDetailSchema, await ok(detail(alice, later)));
      const { flightId, depAt } = trip.segments[0]!;
      const estDepAt = new Date(Date.parse(depAt) + 2 * HOUR);
      await s.database.db.insert(flightStatus).values({ flightId, estDepAt, updatedAt: s.clock.now() });
      const delayed = parseExact(tripDetailSchema, await ok(detail(alice, later))).segments[0]!;
      expect(delayed).toMatchObject({ status: 'DELAYED', estDepAt: estDepAt.toISOString() });

      // The airline moves the flight 3 hours later: the new time shows, whatever operations estimated before.
      await s.database.db.delete(flightStatus).where(eq(flightStatus.flightId, flightId));
      const movedTo = new Date(Date.parse(depAt) + 3 * HOUR);
      await s.database.db.update(flights).set({ depAt: movedTo }).where(eq(flights.id, flightId));
      const changed = parseExact(tripDetailSchema, await ok(detail(alice, later))).segments[0]!;
      expect(changed).toMatchObject({ status: 'CHANGED', estDepAt: movedTo.toISOString(), depAt });
      expect(Date.parse(changed.checkInClosesAt)).toBe(movedTo.getTime() - 90 * 60_000);

      await s.database.db.update(flights).set({ cancelledAt: s.clock.now() }).where(eq(flights.id, flightId));
      expect(parseExact(tripDetailSchema, await ok(detail(alice, later))).segments[0]!.status).toBe('CANCELLED');

      const soonerTrip = parseExact(tripDetailSchema, await ok(detail(alice, sooner)));
      const [ticket] = await ticketsOf(sooner);
      // As check-in does it: the check-in and its coupon's move, in one transaction.
      const made = await createStore(s.database.db).transaction(async (tx) => {
        await moveCoupons(tx, 'checkedIn', { orderId: sooner, passengerIndexes: [0], segmentIndex: 0 }, s.clock.now());
        return tx.checkIns.create({ ticketNo: ticket!.ticketNo, flightId: soonerTrip.segments[0]!.flightId, status: 'COMPLETED', createdAt: s.clock.now() });
      });
      const checkedIn = parseExact(tripDetailSchema, await ok(detail(alice, sooner)));
      expect(checkedIn.segments[0]!.status).toBe('CHECKED_IN');
      // The coupon names its check-in, whose boarding pass the trip opens.
      expect(checkedIn.passengers[0]!.tickets[0]).toMatchObject({ status: 'CHECKED_IN', checkInId: made.id });
    });

    it("shows an added trip's named passenger only, and answers not found to anyone else", async () => {
      const trip = parseExact(tripDetailSchema, await ok(detail(carol, bobs)));
      expect(trip.added).toBe(true);
      expect(trip.passengers.map((p) => p.lastName)).toEqual(['WONG']);
      expect((await ok(detail(bob, bobs))).passengers).toHaveLength(2);
      await refused(detail(alice, bobs), 'T00002', t('errors.tripNotFound'));
      await refused(detail(bob, sooner), 'T00002');
      await refused(server().call('GET', `${TRAVEL}/detail/${sooner}`, {}), 'U00003');
    });
  });

  describe('fellow passengers', () => {
    it('adds a passenger of another booking on the same flight to a trip, shown to the user who added them only; removes them', async () => {
      const erin = await registerUser(server());
      const mine = await order(erin, 6);
      const [lee] = (await ticketsOf(bobs)).filter((k) => k.passengerIndex === 1);
      // Bob's booking is 5 days ahead by now: a flight Erin's is not on.
      await refused(addCompanion(erin, { orderId: mine, ticketNo: lee!.ticketNo, lastName: 'LEE', firstName: 'KA YAN' }), 'T00003', t('errors.companionNotOnTrip'));

      const friend = await order(alice, 6);
      const [friendTicket] = await ticketsOf(friend);
      await ok(addCompanion(erin, { orderId: mine, ticketNo: friendTicket!.ticketNo, lastName: 'CHAN', firstName: 'TAI MAN' }));
      const trip = parseExact(tripDetailSchema, await ok(detail(erin, mine)));
      expect(trip.companions).toEqual([{ companionId: expect.any(Number), lastName: 'CHAN', firstName: 'TAI MAN', pnr: expect.any(String) }]);
      expect(parseExact(tripDetailSchema, await ok(detail(alice, friend))).companions).toEqual([]);

      await refused(addCompanion(erin, { orderId: mine, ticketNo: friendTicket!.ticketNo, lastName: 'CHAN', firstName: 'TAI MAN' }), 'T00001');
      const [own] = await ticketsOf(mine);
      await refused(addCompanion(erin, { orderId: mine, ticketNo: own!.ticketNo, lastName: 'CHAN', firstName: 'TAI MAN' }), 'T00001');
      await refused(addCompanion(erin, { orderId: mine, ticketNo: friendTicket!.ticketNo, lastName: 'CHAN', firstName: 'SIU MAN' }), 'T00002');
      await refused(addCompanion(alice, { orderId: mine, ticketNo: friendTicket!.ticketNo, lastName: 'CHAN', firstName: 'TAI MAN' }), 'T00002', t('errors.tripNotFound'));

      const { companionId } = trip.companions[0]!;
      await refused(removeCompanion(alice, mine, companionId), 'T00002');
      await ok(removeCompanion(erin, mine, companionId));
      expect(parseExact(tripDetailSchema, await ok(detail(erin, mine))).companions).toEqual([]);
      await refused(removeCompanion(erin, mine, companionId), 'T00002');
    });
  });
});
