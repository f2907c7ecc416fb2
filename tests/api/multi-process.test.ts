import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../../services/schemas/codes';
import { PAYMENT_WINDOW_MS } from '../../server/domain/booking/orders';
import { fareInventory, orders, payments, pointsHolds, pointsLedger, seatAssignments, tickets, vipInventory, vipOrders } from '../../server/db/schema';
import { demoClubMembers } from '../../server/db/seed/demo-accounts';
import { createStore } from '../../server/repositories/store';
import { book, confirmSeats, dayAhead, inventoryOf, orderRequest, orderRow, startCardPayment, t } from './booking-helpers';
import { MINUTE, OK, registerUser, type RegisteredUser } from './helpers';
import { airportDay, product, soldOn, submit, submitBody } from './lounge-helpers';
import { awardBooking, memberLogin, orderBody, pointPost, pointsOf, spendRowsOf } from './points-booking-helpers';
import { startProcesses, type Processes } from './processes';
import { databaseKinds } from './harness';

const PROCESSES = 3;
const TRAVELLERS = 20;
/** Orders racing for the last seats of one booking class. */
const BOOKINGS = 1000;
const SEATS_LEFT = 5;
/** Orders being paid (from two tabs each) when a process is killed. */
const PAID_ORDERS = 30;

// PostgreSQL alone serves several processes.
describe.runIf(databaseKinds.includes('postgres'))(`${PROCESSES} server processes on one database`, () => {
  let p: Processes;
  let travellers: RegisteredUser[];
  beforeAll(async () => {
    p = await startProcesses(PROCESSES);
    travellers = await Promise.all(Array.from({ length: TRAVELLERS }, (_, i) => registerUser(p.at(i))));
  }, 180_000);
  afterAll(async () => {
    await p?.stop();
  });

  /**
   * Copies of a booking step, one for each owner, each with a processKey of its own: as many
   * bookings made up to that step as there are owners, without the steps' requests.
   */
  async function copiesOfStep(processKey: string, owners: RegisteredUser[]): Promise<string[]> {
    const keys = owners.map(() => randomBytes(18).toString('base64url'));
    await p.database.executeSql(
      `INSERT INTO booking_sessions (process_key, user_id, step, data, created_at, expires_at)
       SELECT copy.key, copy.owner, step, data, created_at, expires_at
       FROM booking_sessions, unnest($2::text[], $3::int[]) AS copy(key, owner) WHERE process_key = $1`,
      [processKey, keys, owners.map((o) => o.id)],
    );
    return keys;
  }
  const traveller = (i: number) => travellers[i % TRAVELLERS]!;

  /** Seats the unpaid orders hold of a booking class, by their own account. */
  async function heldByOrders(flightId: number, rbd: string): Promise<number> {
    const unpaid = await p.database.db.select({ holds: orders.holds }).from(orders).where(eq(orders.status, 'UNPAID'));
    return unpaid.flatMap((o) => o.holds).filter((h) => h.flightId === flightId && h.rbd === rbd).reduce((sum, h) => sum + h.count, 0);
  }

  it(`sells exactly the ${SEATS_LEFT} seats left of a booking class to ${BOOKINGS} orders at once, and answers the rest sold out`, async () => {
    const s = p.at(0);
    const booking = await book(s, { user: traveller(0), segments: [{ org: 'HKG', dst: 'BKK', date: dayAhead(s, 30) }], flights: ['FW301'] });
    const { option, brand } = booking.legs[0]!;
    const flightId = option.segments[0]!.flightId;
    await p.database.db.insert(fareInventory).values({ flightId, rbd: brand.rbd, capacity: 100, sold: 100 - SEATS_LEFT });
    const owners = Array.from({ length: BOOKINGS }, (_, i) => traveller(i));
    const keys = await copiesOfStep(booking.psgKey, owners);

    const answers = await Promise.all(keys.map((key, i) => orderRequest(p.at(i), owners[i]!, key)));
    const winners = answers.filter((a) => a.code === OK);
    expect(winners).toHaveLength(SEATS_LEFT);
    for (const loser of answers.filter((a) => a.code !== OK)) expect([loser.code, loser.msg]).toEqual([codes.flightUnavailable, t('errors.flightSoldOut')]);
    expect(await inventoryOf(s, flightId, brand.rbd)).toMatchObject({ sold: 100 - SEATS_LEFT, held: SEATS_LEFT });
    expect(await heldByOrders(flightId, brand.rbd)).toBe(SEATS_LEFT);
    const made = await p.database.db.select({ id: orders.id }).from(orders).where(inArray(orders.processKey, keys));
    expect(made.map((o) => o.id).sort()).toEqual(winners.map((w) => w.data.orderId as number).sort());
  }, 120_000);

  it(`gives one seat to exactly one of ${TRAVELLERS} travellers ordering it at once`, async () => {
    const s = p.at(0);
    const booking = await book(s, { user: traveller(0), segments: [{ org: 'HKG', dst: 'TPE', date: dayAhead(s, 31) }] });
    const flightId = booking.legs[0]!.option.segments[0]!.flightId;
    const seated = await confirmSeats(s, traveller(0), booking.psgKey, [{ segmentIndex: 0, passengerIndex: 0, seatNo: '20F' }]);
    const keys = await copiesOfStep(seated.processKey, travellers);

    const answers = await Promise.all(keys.map((key, i) => orderRequest(p.at(i), traveller(i), key)));
    const winners = answers.filter((a) => a.code === OK);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((a) => a.code !== OK)) expect(loser.code).toBe(codes.seatUnavailable);
    const seats = await p.database.db.select().from(seatAssignments).where(and(eq(seatAssignments.flightId, flightId), eq(seatAssignments.seatNo, '20F')));
    expect(seats.map((seat) => seat.orderId)).toEqual([winners[0]!.data.orderId]);
  });

  it(`sells exactly the 5 lounge vouchers left to ${TRAVELLERS} buyers at once`, async () => {
    const s = p.at(0);
    const lounge = await product(s, 'VL-HKG-T1');
    const day = airportDay(s, 'Asia/Hong_Kong', 7);
    await p.database.db.insert(vipInventory).values({ productId: lounge.id, useDate: day, total: 40, sold: 35 });

    const answers = await Promise.all(travellers.map((buyer, i) => submit(p.at(i), buyer.token, submitBody(lounge.id, day, [['RACE', 'BUYER']]))));
    const winners = answers.filter((a) => a.code === codes.success);
    expect(winners).toHaveLength(5);
    for (const loser of answers.filter((a) => a.code !== codes.success)) expect(loser.code).toBe(codes.loungeStockInsufficient);
    expect(await soldOn(s, lounge.id, day)).toBe(40);
    const made = await p.database.db.select({ id: vipOrders.orderId }).from(vipOrders).where(and(eq(vipOrders.productId, lounge.id), eq(vipOrders.useDate, day)));
    expect(made.map((o) => o.id).sort()).toEqual(winners.map((w) => w.data.orderId as number).sort());
  });

  it('spends the points of award orders confirmed and paid from two tabs on two processes once', async () => {
    const [one, two] = [p.at(0), p.at(1)];
    const silver = demoClubMembers.find((m) => m.tier === 'SILVER')!;
    const member = await memberLogin(one, silver.cardNo, silver.password);
    const plan = (day: number) => ({ segments: [{ org: 'HKG', dst: 'TPE', date: dayAhead(one, day) }], brand: 'ECO FFP CLASSICAWARD', flyers: [{ kind: 'MEMBER' as const, id: member.memberId }] });
    const bookings = [await awardBooking(one, member, plan(40)), await awardBooking(one, member, plan(41))];
    const points = bookings[0]!.psg.price.points;
    // What the member may spend covers one of the two.
    const { shown } = await pointsOf(one, member);
    await createStore(p.database.db).points.record({ memberId: member.memberId, points: points + Math.floor(points / 2) - shown, kind: 'ADJUST', source: 'TEST', sourceRef: 'two-tabs', occurredAt: new Date() });

    const answers = await Promise.all(bookings.map((b, i) => pointPost(p.at(i), member, '/booking/confirm/order', orderBody(b.psg.processKey))));
    const winner = answers.find((a) => a.code === OK)!;
    expect(answers.map((a) => a.code).sort()).toEqual([OK, codes.insufficientPoints].sort());
    const tabs = await Promise.all([startCardPayment(one, member, winner.data.orderId), startCardPayment(two, member, winner.data.orderId)]);
    for (const page of await Promise.all(tabs.map((tab) => tab.submit()))) expect(page.status).toBe(303);

    expect((await orderRow(one, winner.data.orderId)).status).toBe('ISSUED');
    expect((await spendRowsOf(one, winner.data.orderNo)).map((r) => r.points)).toEqual([-points]);
    expect(await p.database.db.select().from(pointsHolds).where(eq(pointsHolds.memberId, member.memberId))).toMatchObject([{ orderId: winner.data.orderId, status: 'SPENT' }]);
    expect(await pointsOf(one, member)).toEqual({ shown: Math.floor(points / 2), ledger: Math.floor(points / 2), held: 0 });
  });

  it(`ends each of ${PAID_ORDERS} orders paid from two tabs paid and ticketed once, or unpaid and expired, when a process is killed midway`, async () => {
    const s = p.at(0);
    const booking = await book(s, { user: traveller(0), segments: [{ org: 'HKG', dst: 'TPE', date: dayAhead(s, 32) }] });
    const { option, brand } = booking.legs[0]!;
    const flightId = option.segments[0]!.flightId;
    const owners = Array.from({ length: PAID_ORDERS }, (_, i) => traveller(i));
    const keys = await copiesOfStep(booking.psgKey, owners);
    const made = await Promise.all(keys.map(async (key, i) => (await orderRequest(p.at(i), owners[i]!, key)).data.orderId as number));
    // Each order's two tabs on two processes: every process takes payments of every third order.
    const tabs = await Promise.all(made.flatMap((orderId, i) => [startCardPayment(p.at(i), owners[i]!, orderId), startCardPayment(p.at(i + 1), owners[i]!, orderId)]));

    const paying = Promise.allSettled(tabs.map((tab) => tab.submit()));
    await new Promise((resolve) => setTimeout(resolve, 30));
    await p.all[0]!.kill();
    const pages = await paying;
    await p.all[0]!.start();
    expect(pages.filter((page) => page.status === 'rejected').length, 'requests the kill cut off').toBeGreaterThan(0);

    const statusOf = new Map((await p.database.db.select().from(orders).where(inArray(orders.id, made))).map((o) => [o.id, o.status]));
    const paid = made.filter((id) => statusOf.get(id) === 'ISSUED');
    const unpaid = made.filter((id) => statusOf.get(id) === 'UNPAID');
    expect(paid.length + unpaid.length).toBe(PAID_ORDERS);
    const succeeded = await p.database.db.select().from(payments).where(and(inArray(payments.orderId, made), eq(payments.status, 'SUCCEEDED')));
    expect(succeeded.map((row) => row.orderId).sort()).toEqual(paid.sort());
    const ticketed = await p.database.db.select().from(tickets).where(inArray(tickets.orderId, made));
    expect(ticketed.map((row) => row.orderId).sort()).toEqual(paid.sort());

    // Every process's clock moves past the payment deadline at once, and runs its jobs: each unpaid order expires once.
    const moves = await Promise.all(p.all.map((process) => process.call('POST', '/dev/clock', { json: { advanceMs: PAYMENT_WINDOW_MS + MINUTE } })));
    const expired = await p.database.db.select().from(orders).where(and(inArray(orders.id, made), eq(orders.status, 'EXPIRED')));
    expect(expired.map((o) => o.id).sort()).toEqual(unpaid.sort());
    expect(moves.map((m) => m.status)).toEqual(p.all.map(() => 200));
    // No payment or spend of points recorded twice.
    const ledger = await p.database.db.select().from(pointsLedger);
    expect(new Set(ledger.map((row) => `${row.memberId} ${row.kind} ${row.source} ${row.sourceRef}`)).size).toBe(ledger.length);
    expect(await heldByOrders(flightId, brand.rbd)).toBe(0);
    expect(await inventoryOf(s, flightId, brand.rbd)).toMatchObject({ held: 0, sold: paid.length });
  }, 120_000);
});
