import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orderDetailSchema } from '../../services/schemas/order';
import {
  flightChangeResultSchema,
  pendingScheduleChangeSchema,
  pendingScheduleChangesSchema,
  scheduleChangeFlightChooseSchema,
  scheduleChangeFlightQuerySchema,
  scheduleChangeSubmitSchema,
  scheduleChangeVerifySchema,
} from '../../services/schemas/schedule-change';
import { fareInventory, flights, scheduleChanges, seatAssignments } from '../../server/db/schema';
import { sendNotices } from '../../server/domain/notices';
import { createStore } from '../../server/repositories/store';
import { describeEachDatabase, type TestServer } from './harness';
import { HOUR, parseExact, registerUser, tokenFor, type RegisteredUser } from './helpers';
import { addDays, adult, book, confirmOrder, confirmSeats, dayAhead, inventoryOf, ok, ORDER, orderRow, payByCard, post, refused, search, stepResponseSchema, t } from './booking-helpers';

const APP_ORIGIN = 'https://app.fwc.example';
const IFC = '/dsb-ifc/api/v1/ifc';
const OPS = '/dsb-ops/api/v1';
const NOT_PENDING = 'S00001';
const FLIGHT_UNAVAILABLE = 'S00002';

type Who = RegisteredUser | { token: string } | null;
const get = (s: TestServer, who: Who, path: string) => s.call('GET', path, { token: who?.token });
const postTo = (s: TestServer, who: Who, path: string, json: unknown) => s.call('POST', path, { token: who?.token, json });

const cancel = (s: TestServer, who: Who, flightNo: string, depDate: string) => postTo(s, who, `${OPS}/flight/cancel`, { flightNo, depDate });
const retime = (s: TestServer, who: Who, flightNo: string, depDate: string, depAt: string) => postTo(s, who, `${OPS}/flight/change`, { flightNo, depDate, depAt });
const pending = async (s: TestServer, who: Who) => parseExact(pendingScheduleChangeSchema, (await ok(get(s, who, `${IFC}/change/list`)))[0]);
const pendingList = async (s: TestServer, who: Who) => pendingScheduleChangesSchema.parse(await ok(get(s, who, `${IFC}/change/list`)));
const verify = (s: TestServer, who: Who, orderId: number) => postTo(s, who, `${IFC}/check/change/verify`, { orderId });
const query = (s: TestServer, who: Who, processKey: string) => postTo(s, who, `${IFC}/flight/query`, { processKey });
const choose = (s: TestServer, who: Who, processKey: string, flightId: number) => postTo(s, who, `${IFC}/flight/choose`, { processKey, flightId });
const submit = (s: TestServer, who: Who, processKey: string) => postTo(s, who, `${IFC}/submit`, { processKey });
const orderShown = async (s: TestServer, who: Who, orderId: number) => parseExact(orderDetailSchema, await ok(get(s, who, `${ORDER}/front/detail/${orderId}`)));
const flightOf = async (s: TestServer, flightNo: string, depDate: string) =>
  (await s.database.db.select().from(flights).where(eq(flights.flightNo, flightNo))).find((f) => f.depDate === depDate)!;
const seatsOf = (s: TestServer, orderId: number) => s.database.db.select().from(seatAssignments).where(eq(seatAssignments.orderId, orderId));
const messagesOf = async (s: TestServer, who: Who) => (await ok(postTo(s, who, '/dsb-system/app-api/v1/msg/pages', { pageNum: 1, pageSize: 20 }))).records as { title: string; body: string }[];

/** An issued order of one adult on HKG-NRT FW201 with baggage, a meal and seat 31A. */
async function issuedOrder(s: TestServer, user: RegisteredUser, date: string) {
  const booking = await book(s, { user, segments: [{ org: 'HKG', dst: 'NRT', date }], flights: ['FW201'], passengers: [adult()] });
  const aux = parseExact(
    stepResponseSchema,
    await ok(post(s, user, '/booking/confirm/auxiliary', { processKey: booking.psgKey, luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 10 }], meals: [{ segmentIndex: 0, passengerIndex: 0, code: 'HKML' }], insurance: null })),
  );
  const seated = await confirmSeats(s, user, aux.processKey, [{ segmentIndex: 0, passengerIndex: 0, seatNo: '31A' }]);
  const order = await confirmOrder(s, user, seated.processKey);
  await payByCard(s, user, order.orderId);
  const row = await orderRow(s, order.orderId);
  expect(row.status).toBe('ISSUED');
  return { ...order, pnr: row.pnr!, flightId: booking.legs[0]!.option.segments[0]!.flightId };
}

describeEachDatabase('schedule change', (server) => {
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let ops: { token: string };
  let day = 20;
  const nextDay = (s: TestServer) => dayAhead(s, (day += 5));

  beforeAll(async () => {
    const s = server();
    alice = await registerUser(s);
    bob = await registerUser(s);
    ops = { token: await tokenFor(s, 'ops@fwc.example', 'Ops@2026x') };
  });

  it('lets only an operations account change or cancel a flight, and refuses a flight that does not run', async () => {
    const s = server();
    const date = nextDay(s);
    const before = await flightOf(s, 'FW201', date);
    await refused(cancel(s, alice, 'FW201', date), 'A0403', t('errors.operationsOnly'));
    await refused(retime(s, alice, 'FW201', date, new Date(before.depAt.getTime() + HOUR).toISOString()), 'A0403');
    await refused(cancel(s, null, 'FW201', date), 'U00003');
    await refused(cancel(s, ops, 'FW20A', date), 'A0400');
    await refused(cancel(s, ops, 'FW999', date), 'A0404', t('errors.flightNotFound'));
    await refused(retime(s, ops, 'FW201', date, new Date(s.clock.now().getTime() - HOUR).toISOString()), 'A0400', t('errors.flightNotChangeable'));
    // Nothing changed.
    expect(await flightOf(s, 'FW201', date)).toEqual(before);
  });

  it('cancels a flight: the traveller is told, chooses another flight, and the booking moves to it exactly once', async () => {
    const s = server();
    const date = nextDay(s);
    const order = await issuedOrder(s, alice, date);
    const old = await flightOf(s, 'FW201', date);
    const cancelled = parseExact(flightChangeResultSchema, await ok(cancel(s, ops, 'FW201', date)));
    expect(cancelled).toEqual({ flightId: old.id, flightNo: 'FW201', depDate: date, kind: 'CANCELLED', affectedOrders: 1 });
    expect((await flightOf(s, 'FW201', date)).cancelledAt).not.toBeNull();
    // A cancelled flight is no longer sold.
    const sold = await search(s, bob, { segments: [{ org: 'HKG', dst: 'NRT', date }] });
    expect(sold.options.map((o) => o.segments[0]!.flightNo)).toEqual(['FW203']);
    // Cancelling again is refused and tells no one twice.
    await refused(cancel(s, ops, 'FW201', date), 'A0400');

    await sendNotices(createStore(s.database.db), s.clock.now(), APP_ORIGIN);
    expect((await messagesOf(s, alice))[0]).toMatchObject({ title: t('tripNotice.flightCancelled.title', { flights: 'FW201' }) });
    expect((await messagesOf(s, alice))[0]!.body).toContain(order.pnr);
    expect(await pending(s, alice)).toEqual({ scheduleChangeId: expect.any(Number), orderId: order.orderId, pnr: order.pnr, kind: 'CANCELLED', flightNo: 'FW201', oldDepAt: old.depAt.toISOString(), newDepAt: null });
    expect(await pendingList(s, bob)).toEqual([]);

    // Another user's booking is not found.
    await refused(verify(s, bob, order.orderId), 'O00001');
    const verified = parseExact(scheduleChangeVerifySchema, await ok(verify(s, alice, order.orderId)));
    expect(verified).toMatchObject({ orderId: order.orderId, pnr: order.pnr, kind: 'CANCELLED', changedFlight: null, canAccept: false });
    expect(verified.ticketNos).toHaveLength(1);
    expect(verified.changeBeforeFlightList.map((f) => [f.flightNo, f.depAt])).toEqual([['FW201', old.depAt.toISOString()]]);
    expect(verified.changeBeforePassengerList).toEqual([{ psgId: 0, type: 'ADT', lastName: 'CHAN', firstName: 'TAI MAN' }]);
    expect(verified.auxiliaryList.map((a) => [a.kind, a.item])).toEqual([
      ['LUGGAGE', '10'],
      ['MEAL', 'HKML'],
      ['SEAT', '31A'],
    ]);
    // A cancelled flight cannot be kept.
    await refused(submit(s, alice, verified.processKey), NOT_PENDING, t('errors.scheduleChangeNotPending'));
    // Another user cannot continue the traveller's key.
    await refused(query(s, bob, verified.processKey), 'B0101');

    const options = parseExact(scheduleChangeFlightQuerySchema, await ok(query(s, alice, verified.processKey)));
    // The same route, a few days around the cancelled flight, soonest first.
    expect(new Set(options.itineraryList.map((o) => `${o.flight.depAirport}-${o.flight.arrAirport}`))).toEqual(new Set(['HKG-NRT']));
    const departures = options.itineraryList.map((o) => o.flight.depAt);
    expect(departures).toEqual([...departures].sort());
    expect(options.itineraryList.every((o) => o.flight.flightId !== old.id && o.seatsLeft >= 1)).toBe(true);
    const sameDay = await flightOf(s, 'FW203', date);
    const nextDayFlight = await flightOf(s, 'FW201', addDays(date, 1));
    expect(options.itineraryList.map((o) => o.flight.flightId)).toEqual(expect.arrayContaining([sameDay.id, nextDayFlight.id]));

    // A flight with no seat left in the booked class is refused; so is one not offered (the cancelled one).
    await s.database.db.insert(fareInventory).values({ flightId: sameDay.id, rbd: 'M', capacity: 1, sold: 1, held: 0 }).onConflictDoUpdate({ target: [fareInventory.flightId, fareInventory.rbd], set: { capacity: 1, sold: 1, held: 0 } });
    await refused(choose(s, alice, options.processKey, sameDay.id), FLIGHT_UNAVAILABLE, t('errors.scheduleChangeFlightUnavailable'));
    await refused(choose(s, alice, options.processKey, old.id), FLIGHT_UNAVAILABLE);

    const chosen = parseExact(scheduleChangeFlightChooseSchema, await ok(choose(s, alice, options.processKey, nextDayFlight.id)));
    expect(chosen).toMatchObject({ flight: { flightId: nextDayFlight.id, flightNo: 'FW201' }, isEndChooseFlight: true, isNeedChooseSeat: false });
    // The same aircraft with the seat free: every add-on moves.
    expect(chosen.auxiliaryList.map((a) => [a.kind, a.fate])).toEqual([
      ['LUGGAGE', 'MOVED'],
      ['MEAL', 'MOVED'],
      ['SEAT', 'MOVED'],
    ]);

    const [oldBefore, newBefore] = [await inventoryOf(s, old.id, 'M'), await inventoryOf(s, nextDayFlight.id, 'M')];
    const done = parseExact(scheduleChangeSubmitSchema, await ok(submit(s, alice, chosen.processKey)));
    expect(done).toMatchObject({ scheduleChangeId: verified.scheduleChangeId, status: 'REBOOKED', orderId: order.orderId });
    expect(done.itineraryList.map((f) => [f.flightId, f.flightNo, f.depAt])).toEqual([[nextDayFlight.id, 'FW201', nextDayFlight.depAt.toISOString()]]);
    // Submitted twice: the same answer, the seats moved once.
    expect(parseExact(scheduleChangeSubmitSchema, await ok(submit(s, alice, chosen.processKey)))).toEqual(done);
    expect(await inventoryOf(s, old.id, 'M')).toMatchObject({ sold: oldBefore.sold - 1, held: oldBefore.held });
    expect(await inventoryOf(s, nextDayFlight.id, 'M')).toMatchObject({ sold: (newBefore?.sold ?? 0) + 1, held: newBefore?.held ?? 0 });
    expect((await seatsOf(s, order.orderId)).map((x) => [x.flightId, x.seatNo, x.status])).toEqual([[nextDayFlight.id, '31A', 'SOLD']]);

    const shown = await orderShown(s, alice, order.orderId);
    expect(shown.status).toBe('ISSUED');
    expect(shown.segments.map((g) => [g.flightNo, g.depAt, g.brand])).toEqual([['FW201', nextDayFlight.depAt.toISOString(), 'MAIN']]);
    expect(await pendingList(s, alice)).toEqual([]);
    await refused(verify(s, alice, order.orderId), NOT_PENDING);
    const [row] = await s.database.db.select().from(scheduleChanges).where(eq(scheduleChanges.orderId, order.orderId));
    expect(row).toMatchObject({ status: 'REBOOKED', newFlightId: nextDayFlight.id });
  });

  it('retimes a flight: the traveller keeps it at the new time', async () => {
    const s = server();
    const date = nextDay(s);
    const order = await issuedOrder(s, alice, date);
    const old = await flightOf(s, 'FW201', date);
    const first = (await orderShown(s, alice, order.orderId)).segments[0]!;
    expect(first).not.toHaveProperty('bookedDepLocal');
    const depAt = new Date(old.depAt.getTime() + 3 * HOUR);
    const retimed = parseExact(flightChangeResultSchema, await ok(retime(s, ops, 'FW201', date, depAt.toISOString())));
    expect(retimed).toMatchObject({ kind: 'RETIMED', affectedOrders: 1 });
    const now = await flightOf(s, 'FW201', date);
    expect([now.depAt, now.arrAt]).toEqual([depAt, new Date(old.arrAt.getTime() + 3 * HOUR)]);
    await sendNotices(createStore(s.database.db), s.clock.now(), APP_ORIGIN);
    expect((await messagesOf(s, alice))[0]!.title).toBe(t('tripNotice.flightRetimed.title', { flights: 'FW201' }));
    expect(await pendingList(s, alice)).toEqual([expect.objectContaining({ orderId: order.orderId, kind: 'RETIMED', oldDepAt: old.depAt.toISOString(), newDepAt: depAt.toISOString() })]);
    const booked = (await orderShown(s, alice, order.orderId)).segments[0]!;
    expect(booked).toMatchObject({ depAt: depAt.toISOString(), bookedDepLocal: first.depLocal });
    expect(booked.depLocal).not.toBe(booked.bookedDepLocal);

    const verified = parseExact(scheduleChangeVerifySchema, await ok(verify(s, alice, order.orderId)));
    expect(verified).toMatchObject({ kind: 'RETIMED', canAccept: true, changedFlight: { flightId: old.id, depAt: depAt.toISOString() } });
    expect(verified.changeBeforeFlightList[0]!.depAt).toBe(old.depAt.toISOString());
    const inventory = await inventoryOf(s, old.id, 'M');
    const kept = parseExact(scheduleChangeSubmitSchema, await ok(submit(s, alice, verified.processKey)));
    expect(kept).toMatchObject({ status: 'ACCEPTED', itineraryList: [{ flightId: old.id, depAt: depAt.toISOString() }] });
    expect(kept.auxiliaryList.every((a) => a.fate === 'MOVED')).toBe(true);
    expect(await inventoryOf(s, old.id, 'M')).toEqual(inventory);
    // Kept: the order now holds the new time, and no longer tells of the one first booked.
    const keptSegment = (await orderShown(s, alice, order.orderId)).segments[0]!;
    expect(keptSegment.depAt).toBe(depAt.toISOString());
    expect(keptSegment).not.toHaveProperty('bookedDepLocal');
    expect(await pendingList(s, alice)).toEqual([]);
  });

  it('gives up a paid seat when the new flight has another aircraft', async () => {
    const s = server();
    const date = nextDay(s);
    const order = await issuedOrder(s, alice, date);
    const old = await flightOf(s, 'FW201', date);
    const other = await flightOf(s, 'FW203', date);
    const [otherType] = (await s.database.db.select().from(flights).where(eq(flights.flightNo, 'FW001'))).map((f) => f.aircraftCode);
    expect(otherType).not.toBe(old.aircraftCode);
    await s.database.db.update(flights).set({ aircraftCode: otherType! }).where(eq(flights.id, other.id));
    await ok(cancel(s, ops, 'FW201', date));

    const verified = parseExact(scheduleChangeVerifySchema, await ok(verify(s, alice, order.orderId)));
    const options = parseExact(scheduleChangeFlightQuerySchema, await ok(query(s, alice, verified.processKey)));
    const chosen = parseExact(scheduleChangeFlightChooseSchema, await ok(choose(s, alice, options.processKey, other.id)));
    expect(chosen.auxiliaryList.map((a) => [a.kind, a.fate])).toEqual([
      ['LUGGAGE', 'MOVED'],
      ['MEAL', 'MOVED'],
      ['SEAT', 'CANCELLED'],
    ]);
    const before = await inventoryOf(s, other.id, 'M');
    // Five submits at once: all answer the one rebooking, the place is taken once.
    const [first, ...others] = await Promise.all(Array.from({ length: 5 }, () => ok(submit(s, alice, chosen.processKey))));
    for (const other of others) expect(other).toEqual(first);
    expect((await inventoryOf(s, other.id, 'M')).sold).toBe(before.sold + 1);
    expect(await seatsOf(s, order.orderId)).toEqual([]);
    const shown = await orderShown(s, alice, order.orderId);
    expect(shown.segments.map((g) => g.flightNo)).toEqual(['FW203']);
    expect(shown.addOns.filter((a) => a.kind === 'SEAT')).toEqual([{ kind: 'SEAT', segmentIndex: 0, passengerIndex: 0, item: '31A', status: 'CANCELLED' }]);
  });
});
