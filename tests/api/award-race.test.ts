import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, pointsHolds } from '../../server/db/schema';
import { demoClubMembers } from '../../server/db/seed/demo-accounts';
import { createStore } from '../../server/repositories/store';
import { databaseKinds, startTestServer } from './harness';
import { OK } from './helpers';
import { dayAhead, orderRow, startCardPayment } from './booking-helpers';
import { awardBooking, confirmAwardOrder, memberLogin, orderBody, pointPost, pointsOf, spendRowsOf, type Member } from './points-booking-helpers';

const BOOKINGS = 50;
const silver = demoClubMembers.find((m) => m.tier === 'SILVER')!;

// PostgreSQL alone runs requests truly at once; PGlite takes one at a time.
describe.runIf(databaseKinds.includes('postgres'))('award bookings racing for one account (postgres)', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  let member: Member;
  beforeAll(async () => {
    s = await startTestServer('postgres');
    member = await memberLogin(s, silver.cardNo, silver.password);
  });
  afterAll(async () => {
    await s?.stop();
  });

  /** Each booking on a flight of its own (a day of its own), so nothing but the member's points stands between them. */
  const plan = (day: number) => ({ segments: [{ org: 'HKG', dst: 'TPE', date: dayAhead(s, day) }], brand: 'ECO FFP CLASSICAWARD', flyers: [{ kind: 'MEMBER' as const, id: member.memberId }] });

  /** Moves the member's ledger so what they may spend is `target`. */
  async function setAvailable(target: number, ref: string) {
    const { shown } = await pointsOf(s, member);
    await createStore(s.database.db).points.record({ memberId: member.memberId, points: target - shown, kind: 'ADJUST', source: 'TEST', sourceRef: ref, occurredAt: s.clock.now() });
  }

  const heldRows = () => s.database.db.select().from(pointsHolds).where(eq(pointsHolds.memberId, member.memberId));

  it(`confirms and pays exactly one of ${BOOKINGS} award bookings made at once from an account whose points cover one`, async () => {
    const first = await awardBooking(s, member, plan(3));
    const points = first.psg.price.points;
    await setAvailable(points + Math.floor(points / 2), 'race-1');
    const keys = [first.psg.processKey];
    for (let i = 1; i < BOOKINGS; i++) keys.push((await awardBooking(s, member, plan(3 + i))).psg.processKey);

    const answers = await Promise.all(keys.map((key) => pointPost(s, member, '/booking/confirm/order', orderBody(key))));
    const winners = answers.filter((a) => a.code === OK);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((a) => a.code !== OK)) expect(loser.code).toBe('F00031');
    const made = await s.database.db.select().from(orders).where(eq(orders.userId, member.id));
    expect(made.map((o) => [o.id, o.status])).toEqual([[winners[0]!.data.orderId, 'UNPAID']]);
    expect((await heldRows()).map((h) => [h.orderId, h.points, h.status])).toEqual([[winners[0]!.data.orderId, points, 'HELD']]);

    // Every confirmation tried again at once: the winner's answers its order, the others are still refused.
    const again = await Promise.all(keys.map((key) => pointPost(s, member, '/booking/confirm/order', orderBody(key))));
    expect(again.filter((a) => a.code === OK).map((a) => a.data.orderId)).toEqual([winners[0]!.data.orderId]);
    expect(await heldRows()).toHaveLength(1);

    const { submit } = await startCardPayment(s, member, winners[0]!.data.orderId);
    expect((await submit()).status).toBe(303);
    expect((await orderRow(s, winners[0]!.data.orderId)).status).toBe('ISSUED');
    expect((await spendRowsOf(s, winners[0]!.data.orderNo)).map((r) => r.points)).toEqual([-points]);
    const after = await pointsOf(s, member);
    expect(after).toEqual({ shown: Math.floor(points / 2), ledger: Math.floor(points / 2), held: 0 });
    // Fifty bookings of four steps each are made one after another first: on a slow machine that alone nears the default 30 s.
  }, 120_000);

  it('pays an award order paid from two tabs at once once, and spends its points once', async () => {
    const booking = await awardBooking(s, member, plan(60));
    const points = booking.psg.price.points;
    await setAvailable(points, 'race-2');
    const order = await confirmAwardOrder(s, member, booking.psg.processKey);
    const tabs = await Promise.all([startCardPayment(s, member, order.orderId), startCardPayment(s, member, order.orderId)]);
    const pages = await Promise.all(tabs.map((tab) => tab.submit()));
    for (const page of pages) expect(page.status).toBe(303);

    expect((await orderRow(s, order.orderId)).status).toBe('ISSUED');
    const statuses = await Promise.all(tabs.map(async (tab) => (await s.database.db.select().from(payments).where(eq(payments.id, tab.payment.paymentId)))[0]!.status));
    expect(statuses.sort()).toEqual(['REFUNDED', 'SUCCEEDED']);
    expect((await spendRowsOf(s, order.orderNo)).map((r) => r.points)).toEqual([-points]);
    expect(await s.database.db.select().from(pointsHolds).where(and(eq(pointsHolds.orderId, order.orderId), eq(pointsHolds.status, 'SPENT')))).toHaveLength(1);
    expect(await pointsOf(s, member)).toEqual({ shown: 0, ledger: 0, held: 0 });
  });
});
