import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import {
  boardingPassSchema,
  cancelCheckInResponseSchema,
  checkInDetailSchema,
  checkInDocumentsResponseSchema,
  checkInLuggageSchema,
  checkInSeatMapSchema,
  checkInStepSchema,
  confirmCheckInResponseSchema,
  confirmFlightResponseSchema,
  detrTicketResponseSchema,
  queryCheckInResponseSchema,
  type CheckInSeatMap,
} from '../../services/schemas/check-in';
import { checkIns, flights, flightStatus, orders, seatAssignments, tickets } from '../../server/db/schema';
import { describeEachDatabase, type Envelope, type TestServer } from './harness';
import { HOUR, MINUTE, parseExact, registerUser, type RegisteredUser } from './helpers';
import {
  addDays,
  adult,
  book,
  child,
  confirmOrder,
  confirmSeats,
  dayAhead,
  infant,
  ok,
  orderRow,
  PAGE_EXPIRED,
  payByCard,
  refused,
  t,
  type PassengerInput,
} from './booking-helpers';

const CHECKIN = '/dsb-order/api/v1/checkin';
const NOT_FOUND = 'K00006';

/** Who calls: a user, a guest with a token, or nobody (the anonymous client credential). */
type As = RegisteredUser | { guestToken: string } | null;
function call(s: TestServer, as: As, method: 'GET' | 'POST', path: string, json?: unknown): Promise<Envelope> {
  const who = as && 'token' in as ? { token: as.token } : as ? { headers: { 'x-guest-token': as.guestToken } } : {};
  return s.call(method, `${CHECKIN}${path}`, { json: method === 'POST' ? (json ?? {}) : undefined, ...who });
}
const post = (s: TestServer, as: As, path: string, json: unknown) => call(s, as, 'POST', path, json);
const get = (s: TestServer, as: As, path: string) => call(s, as, 'GET', path);

const ticketsOf = async (s: TestServer, orderId: number) =>
  (await s.database.db.select().from(tickets).where(eq(tickets.orderId, orderId))).sort((a, b) => a.passengerIndex - b.passengerIndex);
const checkInRows = (s: TestServer, flightId: number) => s.database.db.select().from(checkIns).where(eq(checkIns.flightId, flightId));
const seatRow = async (s: TestServer, flightId: number, seatNo: string) =>
  (await s.database.db.select().from(seatAssignments).where(and(eq(seatAssignments.flightId, flightId), eq(seatAssignments.seatNo, seatNo))))[0];

function seatsWhere(map: CheckInSeatMap, test: (seat: CheckInSeatMap['cabins'][number]['rows'][number]['seats'][number], exit: boolean) => boolean): string[] {
  return map.cabins.flatMap((c) => c.rows.flatMap((r) => r.seats.filter((seat) => test(seat, r.exit)).map((seat) => seat.seatNo)));
}
const seatIn = (map: CheckInSeatMap, seatNo: string) => map.cabins.flatMap((c) => c.rows.flatMap((r) => r.seats)).find((seat) => seat.seatNo === seatNo)!;

describeEachDatabase('check-in', (server) => {
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  // Each booking flies on its own day (FW201, HKG-NRT), so earlier tests' seats do not get in the way.
  let day = 3;

  beforeAll(async () => {
    const s = server();
    alice = await registerUser(s);
    bob = await registerUser(s);
  });

  // Tests move the clock into a flight's window; the next one starts from today again.
  afterEach(() => server().clock.reset());

  /** An issued order of FW201 HKG-NRT, paid by card; `seats` bought with it. */
  async function issuedOrder(s: TestServer, user: RegisteredUser, passengers: PassengerInput[] = [adult()], options: { date?: string; seats?: { passengerIndex: number; seatNo: string }[]; brand?: string } = {}) {
    const date = options.date ?? dayAhead(s, day++);
    const booking = await book(s, { user, segments: [{ org: 'HKG', dst: 'NRT', date }], flights: ['FW201'], passengers, brand: options.brand });
    const key = options.seats ? (await confirmSeats(s, user, booking.psgKey, options.seats.map((seat) => ({ segmentIndex: 0, ...seat })))).processKey : booking.psgKey;
    const order = await confirmOrder(s, user, key);
    await payByCard(s, user, order.orderId);
    const row = await orderRow(s, order.orderId);
    expect(row.status).toBe('ISSUED');
    const segment = booking.legs[0]!.option.segments[0]!;
    return { orderId: order.orderId, pnr: row.pnr!, date, flightId: segment.flightId, depAt: segment.depAt, depLocal: segment.depLocal, tickets: await ticketsOf(s, order.orderId) };
  }
  type Order = Awaited<ReturnType<typeof issuedOrder>>;

  /** Moves the server clock to `before` ms ahead of the flight's departure. */
  const beforeDeparture = (s: TestServer, order: Order, before: number) => s.clock.advance(Date.parse(order.depAt) - before - s.clock.now().getTime());

  /** Goes through every step to the check-in of `psgIds` with `seats`; answers the keys of the steps on the way. */
  async function checkIn(s: TestServer, as: As, order: Order, psgIds: number[], seats: string[], processKey?: string) {
    const flight = parseExact(confirmFlightResponseSchema, await ok(post(s, as, '/confirm/flight', { orderId: order.orderId, segmentIndex: 0, ...(processKey && { processKey }) })));
    const psg = parseExact(checkInDocumentsResponseSchema, await ok(post(s, as, '/confirm/psg', { processKey: flight.processKey, psgIds })));
    const hk = parseExact(checkInDocumentsResponseSchema, await ok(post(s, as, '/check/hk', { processKey: psg.processKey })));
    const map = parseExact(checkInSeatMapSchema, await ok(post(s, as, '/query/seat', { processKey: hk.processKey })));
    const seat = parseExact(checkInStepSchema, await ok(post(s, as, '/confirm/seat', { processKey: map.processKey, seats: psgIds.map((psgId, i) => ({ psgId, seatNo: seats[i] })) })));
    const luggage = parseExact(checkInLuggageSchema, await ok(post(s, as, '/query/luggage', { processKey: seat.processKey })));
    const aux = parseExact(checkInStepSchema, await ok(post(s, as, '/confirm/aux', { processKey: luggage.processKey, dangerousGoodsAccepted: true })));
    const done = parseExact(confirmCheckInResponseSchema, await ok(post(s, as, '/confirm/checkin', { processKey: aux.processKey, termsAccepted: true })));
    return { flight, psg, hk, map, luggage, aux, done };
  }

  /** The steps up to the one before the check-in itself, with seats chosen. */
  async function upToConfirm(s: TestServer, as: As, order: Order, psgIds: number[], seats: string[]) {
    const flight = await ok(post(s, as, '/confirm/flight', { orderId: order.orderId, segmentIndex: 0 }));
    const psg = await ok(post(s, as, '/confirm/psg', { processKey: flight.processKey, psgIds }));
    const seat = await ok(post(s, as, '/confirm/seat', { processKey: psg.processKey, seats: psgIds.map((psgId, i) => ({ psgId, seatNo: seats[i] })) }));
    return (await ok(post(s, as, '/confirm/aux', { processKey: seat.processKey, dangerousGoodsAccepted: true }))).processKey as string;
  }

  it('checks two passengers in with seats, issues their boarding passes, cancels one and checks them in again', async () => {
    const s = server();
    const order = await issuedOrder(s, alice, [adult(), adult({ firstName: 'SIU WAI' })]);
    beforeDeparture(s, order, 24 * HOUR);

    const trips = await ok(post(s, alice, '/my/trip', {}));
    const trip = trips.find((g: { orderId: number }) => g.orderId === order.orderId);
    expect(trip).toMatchObject({ flightNo: 'FW201', pnr: order.pnr, segmentIndex: 0, cabin: 'Y', window: 'OPEN', checkedIn: 0, passengers: 2 });
    expect(trip.opensAt).toBe(new Date(Date.parse(order.depAt) - 48 * HOUR).toISOString());
    expect(trip.closesAt).toBe(new Date(Date.parse(order.depAt) - 90 * MINUTE).toISOString());

    const steps = await checkIn(s, alice, order, [0, 1], ['31A', '31C']);
    expect(steps.flight.passengers.map((p) => [p.psgId, p.ticketNo, p.status, p.blocked])).toEqual([
      [0, order.tickets[0]!.ticketNo, 'NOT_STARTED', null],
      [1, order.tickets[1]!.ticketNo, 'NOT_STARTED', null],
    ]);
    expect(steps.psg.documents.map((d) => [d.certType, d.certNoMasked?.slice(-4), d.hkProblem])).toEqual([
      ['PASSPORT', expect.any(String), null],
      ['PASSPORT', expect.any(String), null],
    ]);
    expect(steps.map.flightNo).toBe('FW201');
    expect(steps.map.cabins.map((c) => c.cabin)).toEqual(['Y']);
    expect(steps.luggage.passengers).toEqual([
      { psgId: 0, freeKg: 20, prepaidKg: 0, cabinBags: 1 },
      { psgId: 1, freeKg: 20, prepaidKg: 0, cabinBags: 1 },
    ]);
    const [first, second] = steps.done.checkIns;
    expect(steps.done.checkIns.map((c) => [c.psgId, c.seatNo, c.status, c.ticketNo])).toEqual([
      [0, '31A', 'COMPLETED', order.tickets[0]!.ticketNo],
      [1, '31C', 'COMPLETED', order.tickets[1]!.ticketNo],
    ]);
    expect(second!.sequenceNo).toBe(first!.sequenceNo + 1);
    expect(steps.done.segment.checkedIn).toBe(2);
    expect(await seatRow(s, order.flightId, '31A')).toMatchObject({ orderId: order.orderId, passengerIndex: 0, status: 'CHECKED_IN' });

    // The seat map now shows the party's seats as theirs, and the check-in's state.
    const state = parseExact(queryCheckInResponseSchema, await ok(post(s, alice, '/query/checkin', { orderId: order.orderId, segmentIndex: 0 })));
    expect(state.passengers.map((p) => [p.status, p.seatNo, p.blocked, p.checkInId])).toEqual([
      ['COMPLETED', '31A', 'CHECKED_IN', first!.checkInId],
      ['COMPLETED', '31C', 'CHECKED_IN', second!.checkInId],
    ]);

    const detail = parseExact(checkInDetailSchema, await ok(get(s, alice, `/front/detail/${first!.checkInId}`)));
    expect(detail).toMatchObject({ checkInId: first!.checkInId, seatNo: '31A', status: 'COMPLETED', boardingPassUntil: trip.closesAt });

    const pass = parseExact(boardingPassSchema, await ok(get(s, alice, `/front/boarding/card/${first!.checkInId}`)));
    const departureMinutes = (local: string) => Date.parse(`${local.replace(' ', 'T')}:00Z`);
    expect(pass).toMatchObject({ passengerName: 'CHAN/TAI MAN', ticketNo: order.tickets[0]!.ticketNo, pnr: order.pnr, flightNo: 'FW201', depAirport: 'HKG', arrAirport: 'NRT', seatNo: '31A', cabin: 'Y' });
    expect(departureMinutes(pass.depLocal) - departureMinutes(pass.boardingLocal)).toBe(40 * MINUTE);
    expect(departureMinutes(pass.depLocal) - departureMinutes(pass.gateClosesLocal)).toBe(20 * MINUTE);
    expect(pass.terminal).toMatch(/^T\d$/);
    expect(pass.gate).toMatch(/^\d+$/);
    expect(pass.bcbp.slice(0, 60)).toBe(`M1${'CHAN/TAIMAN'.padEnd(20)}E${order.pnr.padEnd(7)}HKGNRTFW 0201 ${pass.bcbp.slice(44, 47)}Y031A${String(first!.sequenceNo).padStart(5, '0')}1${pass.bcbp.slice(58, 60)}`);

    // Checking in twice is refused.
    const again = await ok(post(s, alice, '/confirm/flight', { orderId: order.orderId, segmentIndex: 0 }));
    await refused(post(s, alice, '/confirm/psg', { processKey: again.processKey, psgIds: [0] }), 'K00008', t('errors.alreadyCheckedIn'));

    // Cancelling gives the seat back; the cancelled check-in says so, with its booking, and has no boarding pass.
    expect(parseExact(cancelCheckInResponseSchema, await ok(get(s, alice, `/front/cancel/${first!.checkInId}`)))).toEqual({ checkInId: first!.checkInId, status: 'CANCELLED' });
    expect(await seatRow(s, order.flightId, '31A')).toBeUndefined();
    await refused(get(s, alice, `/front/cancel/${first!.checkInId}`), 'K00009', t('errors.checkInCancelled'), { orderId: order.orderId });
    await refused(get(s, alice, `/front/boarding/card/${first!.checkInId}`), 'K00009', t('errors.checkInCancelled'), { orderId: order.orderId });
    // Whose it is not: not found, as before.
    await refused(get(s, bob, `/front/boarding/card/${first!.checkInId}`), NOT_FOUND);

    // And the passenger checks in again, with the next sequence number.
    const redo = await checkIn(s, alice, order, [0], ['32C']);
    expect(redo.flight.passengers.map((p) => p.status)).toEqual(['NOT_STARTED', 'COMPLETED']);
    expect(redo.done.checkIns[0]).toMatchObject({ psgId: 0, seatNo: '32C', sequenceNo: second!.sequenceNo + 1 });
    expect((await checkInRows(s, order.flightId)).map((r) => r.status).sort()).toEqual(['CANCELLED', 'COMPLETED', 'COMPLETED']);
  });

  it('opens 48 hours and closes 90 minutes before departure; the boarding pass is issued until then', async () => {
    const s = server();
    const order = await issuedOrder(s, alice);
    const flight = () => post(s, alice, '/confirm/flight', { orderId: order.orderId, segmentIndex: 0 });
    const closed = t('errors.checkInClosed', { hours: 48, minutes: 90 });

    beforeDeparture(s, order, 48 * HOUR + MINUTE);
    await refused(flight(), 'K00001', closed);
    expect((await ok(post(s, alice, '/my/trip', {}))).find((g: { orderId: number }) => g.orderId === order.orderId).window).toBe('BEFORE');
    beforeDeparture(s, order, 48 * HOUR);
    await ok(flight());

    // A key taken inside the window is refused once the window has closed.
    beforeDeparture(s, order, 91 * MINUTE);
    const key = (await ok(flight())).processKey;
    beforeDeparture(s, order, 90 * MINUTE);
    await refused(flight(), 'K00001', closed);
    await refused(post(s, alice, '/confirm/psg', { processKey: key, psgIds: [0] }), 'K00001', closed);

    beforeDeparture(s, order, 3 * HOUR);
    const processKey = await upToConfirm(s, alice, order, [0], ['33A']);
    const [made] = (await ok(post(s, alice, '/confirm/checkin', { processKey, termsAccepted: true }))).checkIns;
    beforeDeparture(s, order, 90 * MINUTE + MINUTE);
    // Operations' terminal and gate, once they have said them.
    await s.database.db.insert(flightStatus).values({ flightId: order.flightId, depTerminal: 'T2', gate: '65', updatedAt: s.clock.now() });
    expect(parseExact(boardingPassSchema, await ok(get(s, alice, `/front/boarding/card/${made.checkInId}`)))).toMatchObject({ terminal: 'T2', gate: '65', seatNo: '33A' });
    beforeDeparture(s, order, 89 * MINUTE);
    await refused(get(s, alice, `/front/boarding/card/${made.checkInId}`), 'K00005', t('errors.boardingPassClosed', { minutes: 90 }));
    await refused(get(s, alice, `/front/cancel/${made.checkInId}`), 'K00001');
  });

  it('lists the traveller\u2019s segments from now until two days after their window opens, soonest first', async () => {
    const s = server();
    const later = await issuedOrder(s, alice, [adult()], { date: dayAhead(s, 3) });
    const sooner = await issuedOrder(s, alice, [adult()], { date: dayAhead(s, 2) });
    const far = await issuedOrder(s, alice, [adult()], { date: dayAhead(s, 40) });
    beforeDeparture(s, sooner, 24 * HOUR);
    const mine = (await ok(post(s, alice, '/my/trip', {}))).map((g: { orderId: number }) => g.orderId);
    expect(mine.indexOf(sooner.orderId)).toBeLessThan(mine.indexOf(later.orderId));
    expect(mine).not.toContain(far.orderId);
    expect((await ok(post(s, bob, '/my/trip', {}))).map((g: { orderId: number }) => g.orderId)).not.toContain(sooner.orderId);
    await refused(post(s, null, '/my/trip', {}), 'U00003');

    // A booking Bob added to his trips by ticket number and name is his to check in too.
    await refused(post(s, bob, '/confirm/flight', { orderId: sooner.orderId, segmentIndex: 0 }), NOT_FOUND);
    await ok(s.call('POST', '/dsb-order/api/v1/order/travelmgn/add/itinerary', { token: bob.token, json: { ticketNo: sooner.tickets[0]!.ticketNo, lastName: 'CHAN', firstName: 'TAI MAN' } }));
    expect((await ok(post(s, bob, '/my/trip', {}))).map((g: { orderId: number }) => g.orderId)).toContain(sooner.orderId);
    await checkIn(s, bob, sooner, [0], ['41A']);
  });

  it('refuses a child alone and no passenger at all; a child goes with an adult of the booking, and after one', async () => {
    const s = server();
    const date = dayAhead(s, day++);
    const order = await issuedOrder(s, alice, [adult(), child(date)], { date });
    beforeDeparture(s, order, 24 * HOUR);
    const flight = await ok(post(s, alice, '/confirm/flight', { orderId: order.orderId, segmentIndex: 0 }));
    await refused(post(s, alice, '/confirm/psg', { processKey: flight.processKey, psgIds: [1] }), 'K00002', t('errors.checkInChildAlone'));
    await refused(post(s, alice, '/confirm/psg', { processKey: flight.processKey, psgIds: [] }), 'A0400', t('validation.selectPassenger'));

    // Not on an exit row.
    const psg = await ok(post(s, alice, '/confirm/psg', { processKey: flight.processKey, psgIds: [0, 1] }));
    const map = parseExact(checkInSeatMapSchema, await ok(post(s, alice, '/query/seat', { processKey: psg.processKey })));
    const [exit] = seatsWhere(map, (seat, isExit) => isExit && seat.state === 'available');
    const free = seatsWhere(map, (seat, isExit) => !isExit && seat.state === 'available');
    await refused(post(s, alice, '/confirm/seat', { processKey: psg.processKey, seats: [{ psgId: 0, seatNo: free[0] }, { psgId: 1, seatNo: exit }] }), 'B0105', t('seat.exitRowRefused', { seat: exit }));
    await refused(post(s, alice, '/confirm/seat', { processKey: psg.processKey, seats: [{ psgId: 0, seatNo: free[0] }] }), 'I0003');
    await refused(post(s, alice, '/confirm/seat', { processKey: psg.processKey, seats: [{ psgId: 0, seatNo: free[0] }, { psgId: 1, seatNo: free[0] }] }), 'B0105');

    // Once the adult is checked in, the child may follow.
    await checkIn(s, alice, order, [0], [exit!]);
    const done = await checkIn(s, alice, order, [1], [free[1]!]);
    expect(done.done.checkIns.map((c) => c.psgId)).toEqual([1]);
  });

  it('sends an infant and its guardian to the counter', async () => {
    const s = server();
    const date = dayAhead(s, day++);
    const order = await issuedOrder(s, alice, [adult(), infant(date, 0), adult({ firstName: 'SIU WAI' })], { date });
    beforeDeparture(s, order, 24 * HOUR);
    const flight = parseExact(confirmFlightResponseSchema, await ok(post(s, alice, '/confirm/flight', { orderId: order.orderId, segmentIndex: 0 })));
    expect(flight.passengers.map((p) => [p.type, p.status, p.blocked])).toEqual([
      ['ADT', 'FAILED', 'COUNTER'],
      ['INF', 'FAILED', 'COUNTER'],
      ['ADT', 'NOT_STARTED', null],
    ]);
    for (const psgIds of [[0], [1], [0, 1, 2]]) {
      await refused(post(s, alice, '/confirm/psg', { processKey: flight.processKey, psgIds }), 'K00003', 'Check-in failed, please go to the check-in counter');
    }
    await checkIn(s, alice, order, [2], ['34A']);
    expect(await checkInRows(s, order.flightId)).toHaveLength(1);
  });

  it('gives a seat taken a moment ago by someone else to no one else, and changes nothing', async () => {
    const s = server();
    const date = dayAhead(s, day++);
    const mine = await issuedOrder(s, alice, [adult()], { date });
    const theirs = await issuedOrder(s, bob, [adult({ lastName: 'LEE' })], { date });
    beforeDeparture(s, mine, 24 * HOUR);
    const processKey = await upToConfirm(s, alice, mine, [0], ['35A']);

    await checkIn(s, bob, theirs, [0], ['35A']);
    await refused(post(s, alice, '/confirm/checkin', { processKey, termsAccepted: true }), 'K00004', t('errors.checkInSeatTaken', { seat: '35A' }));
    expect(await seatRow(s, mine.flightId, '35A')).toMatchObject({ orderId: theirs.orderId });
    expect((await checkInRows(s, mine.flightId)).map((r) => r.ticketNo)).toEqual([theirs.tickets[0]!.ticketNo]);

    // The seat map shows it occupied and not Alice's; choosing it now is refused at once.
    const flight = await ok(post(s, alice, '/confirm/flight', { orderId: mine.orderId, segmentIndex: 0 }));
    const psg = await ok(post(s, alice, '/confirm/psg', { processKey: flight.processKey, psgIds: [0] }));
    const map = parseExact(checkInSeatMapSchema, await ok(post(s, alice, '/query/seat', { processKey: psg.processKey })));
    expect(seatIn(map, '35A')).toMatchObject({ state: 'occupied', psgId: null });
    await refused(post(s, alice, '/confirm/seat', { processKey: psg.processKey, seats: [{ psgId: 0, seatNo: '35A' }] }), 'K00004');
    await refused(post(s, alice, '/confirm/seat', { processKey: psg.processKey, seats: [{ psgId: 0, seatNo: '99Z' }] }), 'A0400');
    // Only seats of the fare's cabin: economy does not check in to business.
    expect(map.cabins.map((c) => c.cabin)).toEqual(['Y']);
    await refused(post(s, alice, '/confirm/seat', { processKey: psg.processKey, seats: [{ psgId: 0, seatNo: '11A' }] }), 'B0105', t('errors.seatTaken', { seat: '11A' }));
  });

  it('keeps a seat bought with the booking, and keeps it when the check-in is cancelled', async () => {
    const s = server();
    const order = await issuedOrder(s, alice, [adult()], { seats: [{ passengerIndex: 0, seatNo: '40F' }] });
    beforeDeparture(s, order, 24 * HOUR);
    const flight = await ok(post(s, alice, '/confirm/flight', { orderId: order.orderId, segmentIndex: 0 }));
    expect(flight.passengers[0].seatNo).toBe('40F');
    const psg = await ok(post(s, alice, '/confirm/psg', { processKey: flight.processKey, psgIds: [0] }));
    const map = parseExact(checkInSeatMapSchema, await ok(post(s, alice, '/query/seat', { processKey: psg.processKey })));
    expect(seatIn(map, '40F')).toMatchObject({ state: 'occupied', psgId: 0 });
    expect(map.seats).toEqual([{ psgId: 0, seatNo: '40F' }]);
    await refused(post(s, alice, '/confirm/seat', { processKey: psg.processKey, seats: [{ psgId: 0, seatNo: '36A' }] }), 'B0105', t('errors.checkInSeatKept', { seat: '40F' }));

    const { done } = await checkIn(s, alice, order, [0], ['40F']);
    expect(await seatRow(s, order.flightId, '40F')).toMatchObject({ orderId: order.orderId, status: 'SOLD' });
    await ok(get(s, alice, `/front/cancel/${done.checkIns[0]!.checkInId}`));
    expect(await seatRow(s, order.flightId, '40F')).toMatchObject({ orderId: order.orderId, status: 'SOLD' });
  });

  it('checks the documents for Hong Kong immigration and completes them where the booking keeps them', async () => {
    const s = server();
    const order = await issuedOrder(s, alice, [adult({ certType: 'HOME_RETURN_PERMIT', nationality: 'CN' }), adult({ firstName: 'SIU WAI', certType: 'HK_ID' })]);
    beforeDeparture(s, order, 24 * HOUR);
    const flight = await ok(post(s, alice, '/confirm/flight', { orderId: order.orderId, segmentIndex: 0 }));
    const psg = parseExact(checkInDocumentsResponseSchema, await ok(post(s, alice, '/confirm/psg', { processKey: flight.processKey, psgIds: [0, 1] })));
    expect(psg.documents.map((d) => d.hkProblem)).toEqual(['hkProblem.notAccepted', null]);
    expect(psg.documents[0]!.certNoMasked).toMatch(/^\*+\d{4}$/);

    const expiring = { psgId: 1, certType: 'PASSPORT', certNo: 'k7654321', nationality: 'hk', expireDate: addDays(order.date, -1), birthDate: '1990-01-01' };
    const updated = parseExact(
      checkInDocumentsResponseSchema,
      await ok(post(s, alice, '/update/psg', { processKey: psg.processKey, passengers: [{ psgId: 0, certType: 'PASSPORT', certNo: 'e1234567', nationality: 'cn', expireDate: '2035-05-05', birthDate: '1980-02-02' }, expiring] })),
    );
    expect(updated.documents.map((d) => [d.certType, d.nationality, d.expireDate, d.birthDate, d.hkProblem])).toEqual([
      ['PASSPORT', 'CN', '2035-05-05', '1980-02-02', null],
      ['PASSPORT', 'HK', expiring.expireDate, '1990-01-01', 'hkProblem.expired'],
    ]);
    const kept = (await orderRow(s, order.orderId)).passengers as { certNo: string; certType: string; certExpiry: string }[];
    expect(kept[0]).toMatchObject({ certType: 'PASSPORT', certNo: 'E1234567', certExpiry: '2035-05-05' });
    expect((await ok(post(s, alice, '/check/hk', { processKey: updated.processKey }))).documents.map((d: { hkProblem: string | null }) => d.hkProblem)).toEqual([null, 'hkProblem.expired']);
    await refused(post(s, alice, '/update/psg', { processKey: updated.processKey, passengers: [{ ...expiring, psgId: 5 }] }), NOT_FOUND);
  });

  it('finds a booking by ticket number and name for a guest, who checks in and reaches only that check-in', async () => {
    const s = server();
    const order = await issuedOrder(s, alice, [adult(), adult({ firstName: 'SIU WAI' })]);
    const other = await issuedOrder(s, bob, [adult({ lastName: 'LEE' })], { date: order.date });
    beforeDeparture(s, order, 24 * HOUR);
    const ticketNo = order.tickets[1]!.ticketNo;
    await refused(post(s, null, '/detr/ticket', { ticketNo, lastName: 'CHAN', firstName: 'TAI MAN' }), NOT_FOUND, t('errors.checkInNotFound'));
    await refused(post(s, null, '/detr/ticket', { ticketNo: other.tickets[0]!.ticketNo, lastName: 'CHAN', firstName: 'SIU WAI' }), NOT_FOUND);
    await refused(post(s, null, '/detr/ticket', { ticketNo: '7849999999999', lastName: 'CHAN', firstName: 'SIU WAI' }), NOT_FOUND);
    await refused(post(s, null, '/detr/ticket', { ticketNo: '12345', lastName: 'CHAN', firstName: 'SIU WAI' }), 'A0400', t('validation.ticketNo'));

    const found = parseExact(detrTicketResponseSchema, await ok(post(s, null, '/detr/ticket', { ticketNo, lastName: ' chan ', firstName: 'siu wai' })));
    expect(found.segments.map((g) => [g.orderId, g.pnr, g.window])).toEqual([[order.orderId, order.pnr, 'OPEN']]);
    const guest = { guestToken: found.guestToken! };
    const { done } = await checkIn(s, guest, order, [1], ['37A'], found.processKey);
    const id = done.checkIns[0]!.checkInId;
    expect((await s.database.db.select().from(checkIns).where(eq(checkIns.id, id)))[0]!.userId).toBeNull();
    await ok(get(s, guest, `/front/detail/${id}`));
    await ok(get(s, guest, `/front/boarding/card/${id}`));
    // The owner of the booking sees it too; another user, another guest and nobody do not.
    await ok(get(s, alice, `/front/detail/${id}`));
    await refused(get(s, bob, `/front/detail/${id}`), NOT_FOUND);
    await refused(get(s, null, `/front/detail/${id}`), 'U00003');
    const stranger = parseExact(detrTicketResponseSchema, await ok(post(s, null, '/detr/ticket', { ticketNo: other.tickets[0]!.ticketNo, lastName: 'LEE', firstName: 'TAI MAN' })));
    await refused(get(s, { guestToken: stranger.guestToken! }, `/front/boarding/card/${id}`), NOT_FOUND);
    await refused(get(s, { guestToken: stranger.guestToken! }, `/front/cancel/${id}`), NOT_FOUND);
    await refused(post(s, { guestToken: stranger.guestToken! }, '/confirm/flight', { orderId: order.orderId, segmentIndex: 0 }), NOT_FOUND);
    await ok(get(s, guest, `/front/cancel/${id}`));

    // A logged-in user who finds a ticket gets no guest token, and owns the check-in they make.
    const byUser = parseExact(detrTicketResponseSchema, await ok(post(s, bob, '/detr/ticket', { ticketNo, lastName: 'CHAN', firstName: 'SIU WAI' })));
    expect(byUser.guestToken).toBeNull();
    const again = await checkIn(s, bob, order, [1], ['37C'], byUser.processKey);
    await ok(get(s, bob, `/front/detail/${again.done.checkIns[0]!.checkInId}`));
  });

  it('answers not found to another user for every id and key of someone else\u2019s booking', async () => {
    const s = server();
    const order = await issuedOrder(s, alice);
    beforeDeparture(s, order, 24 * HOUR);
    const flight = await ok(post(s, alice, '/confirm/flight', { orderId: order.orderId, segmentIndex: 0 }));
    await refused(post(s, bob, '/confirm/flight', { orderId: order.orderId, segmentIndex: 0 }), NOT_FOUND);
    await refused(post(s, null, '/confirm/flight', { orderId: order.orderId, segmentIndex: 0 }), NOT_FOUND);
    await refused(post(s, bob, '/query/checkin', { orderId: order.orderId, segmentIndex: 0 }), NOT_FOUND);
    await refused(post(s, bob, '/confirm/psg', { processKey: flight.processKey, psgIds: [0] }), 'B0101', PAGE_EXPIRED);
    await refused(post(s, bob, '/confirm/flight', { processKey: flight.processKey, orderId: order.orderId, segmentIndex: 0 }), 'B0101');
    const { done } = await checkIn(s, alice, order, [0], ['38A']);
    const id = done.checkIns[0]!.checkInId;
    for (const path of ['detail', 'boarding/card', 'cancel']) await refused(get(s, bob, `/front/${path}/${id}`), NOT_FOUND);
    await refused(get(s, alice, '/front/detail/987654'), NOT_FOUND);
    expect((await checkInRows(s, order.flightId)).map((r) => r.status)).toEqual(['COMPLETED']);
    // A booking's processKey does not continue a check-in.
    const booking = await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'NRT', date: dayAhead(s, 20) }], flights: ['FW201'] });
    await refused(post(s, alice, '/confirm/psg', { processKey: booking.psgKey, psgIds: [0] }), 'B0101');
  });

  it('does not check in a ticket refunded or changed, nor on a flight the airline cancelled', async () => {
    const s = server();
    const order = await issuedOrder(s, alice, [adult(), adult({ firstName: 'SIU WAI' })]);
    beforeDeparture(s, order, 24 * HOUR);
    await s.database.db.update(tickets).set({ status: 'REFUNDED' }).where(eq(tickets.ticketNo, order.tickets[1]!.ticketNo));
    await refused(post(s, null, '/detr/ticket', { ticketNo: order.tickets[1]!.ticketNo, lastName: 'CHAN', firstName: 'SIU WAI' }), 'K00007', t('errors.ticketNotIssued'));
    const flight = parseExact(confirmFlightResponseSchema, await ok(post(s, alice, '/confirm/flight', { orderId: order.orderId, segmentIndex: 0 })));
    expect(flight.passengers.map((p) => p.blocked)).toEqual([null, 'NOT_ISSUED']);
    await refused(post(s, alice, '/confirm/psg', { processKey: flight.processKey, psgIds: [0, 1] }), 'K00007');
    // Refunded after the passengers were chosen: the check-in itself refuses it and takes no seat.
    const processKey = await upToConfirm(s, alice, order, [0], ['39A']);
    await s.database.db.update(tickets).set({ status: 'CHANGING' }).where(eq(tickets.ticketNo, order.tickets[0]!.ticketNo));
    await refused(post(s, alice, '/confirm/checkin', { processKey, termsAccepted: true }), 'K00007');
    expect(await seatRow(s, order.flightId, '39A')).toBeUndefined();
    // A flight the airline cancelled is not checked in; its check-ins may still be cancelled.
    await s.database.db.update(tickets).set({ status: 'OPEN' }).where(eq(tickets.ticketNo, order.tickets[0]!.ticketNo));
    const { done } = await checkIn(s, alice, order, [0], ['39A']);
    await s.database.db.update(flights).set({ cancelledAt: s.clock.now() }).where(eq(flights.id, order.flightId));
    await refused(post(s, alice, '/confirm/flight', { orderId: order.orderId, segmentIndex: 0 }), 'B0102', t('errors.checkInFlightCancelled'));
    await refused(post(s, alice, '/confirm/aux', { processKey, dangerousGoodsAccepted: true }), 'B0102');
    await ok(get(s, alice, `/front/cancel/${done.checkIns[0]!.checkInId}`));
    await s.database.db.update(orders).set({ status: 'CHANGED' }).where(eq(orders.id, order.orderId));
    await refused(post(s, alice, '/confirm/flight', { orderId: order.orderId, segmentIndex: 0 }), 'K00007');
  });

  it('asks for the terms, the added-service page and a seat before checking in', async () => {
    const s = server();
    const order = await issuedOrder(s, alice);
    beforeDeparture(s, order, 24 * HOUR);
    const flight = await ok(post(s, alice, '/confirm/flight', { orderId: order.orderId, segmentIndex: 0 }));
    const psg = await ok(post(s, alice, '/confirm/psg', { processKey: flight.processKey, psgIds: [0] }));
    await refused(post(s, alice, '/confirm/checkin', { processKey: psg.processKey, termsAccepted: true }), 'I0003');
    const seat = await ok(post(s, alice, '/confirm/seat', { processKey: psg.processKey, seats: [{ psgId: 0, seatNo: '40A' }] }));
    await refused(post(s, alice, '/confirm/checkin', { processKey: seat.processKey, termsAccepted: true }), 'I0003');
    await refused(post(s, alice, '/confirm/aux', { processKey: seat.processKey, dangerousGoodsAccepted: false }), 'A0400');
    const aux = await ok(post(s, alice, '/confirm/aux', { processKey: seat.processKey, dangerousGoodsAccepted: true }));
    await refused(post(s, alice, '/confirm/checkin', { processKey: aux.processKey }), 'A0400', t('validation.acknowledge'));
    await refused(post(s, alice, '/confirm/flight', { orderId: order.orderId, segmentIndex: 3 }), 'I0003');
    expect(await checkInRows(s, order.flightId)).toEqual([]);
    // Keys expire after 30 minutes, as the booking's do.
    s.clock.advance(31 * MINUTE);
    await refused(post(s, alice, '/confirm/checkin', { processKey: aux.processKey, termsAccepted: true }), 'B0101');
  });
});
