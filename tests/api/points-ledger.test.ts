import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ledgerPageSchema, pointAccountSchema } from '../../services/schemas/points';
import { pointsLedger, tickets } from '../../server/db/schema';
import { createStore } from '../../server/repositories/store';
import { describeEachDatabase } from './harness';
import { adult, ok, refused, t } from './booking-helpers';
import { DAY, FFP, MINUTE, parseExact, registerUser, type RegisteredUser } from './helpers';
import { clubMember, flyCash, moveClockTo, pointAccount } from './points-helpers';

const details = async (s: Parameters<typeof pointAccount>[0], user: RegisteredUser, query: string) =>
  parseExact(ledgerPageSchema, await ok(s.call('GET', `${FFP}/point/details?${query}`, { token: user.token })));

const addYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

describeEachDatabase('Points ledger', (server) => {
  let silver: Awaited<ReturnType<typeof clubMember>>;
  let golden: Awaited<ReturnType<typeof clubMember>>;
  let standard: Awaited<ReturnType<typeof clubMember>>;
  let plainUser: RegisteredUser;
  let flight: Awaited<ReturnType<typeof flyCash>>;
  let before: { silver: number; golden: number };

  beforeAll(async () => {
    const s = server();
    [silver, golden, standard] = [await clubMember(s, 0), await clubMember(s, 1), await clubMember(s, 3)];
    plainUser = await registerUser(s);
  });

  it('a flown cash ticket earns its brand share of the distance once, for the account member under their own names or the member whose card the passenger gave', async () => {
    const s = server();
    before = { silver: (await pointAccount(s, silver)).points, golden: (await pointAccount(s, golden)).points };
    flight = await flyCash(s, silver, [
      adult({ lastName: 'CHAN', firstName: 'TAI MAN' }),
      adult({ lastName: 'WONG', firstName: 'MEI LING', ffpNo: golden.cardNo }),
      // A card number with someone else's names earns nothing, for anyone.
      adult({ lastName: 'HO', firstName: 'KA KEI', ffpNo: '8800100003' }),
    ]);
    const earns = Math.round((flight.segment.distanceKm * 75) / 100);
    expect((await moveClockTo(s, new Date(Date.parse(flight.segment.depAt) + MINUTE))).earnPoints).toBe(0);
    expect((await moveClockTo(s, new Date(Date.parse(flight.segment.arrAt) + MINUTE))).earnPoints).toBe(2);
    // The job again: nothing moves.
    expect((await moveClockTo(s, new Date(s.clock.now().getTime() + MINUTE))).earnPoints).toBe(0);

    const flightDate = flight.segment.depLocal.slice(0, 10);
    for (const [member, ticketNo, was] of [
      [silver, flight.ticketNos[0]!, before.silver],
      [golden, flight.ticketNos[1]!, before.golden],
    ] as const) {
      const { records } = await details(s, member, 'type=EARN');
      expect(records).toEqual([
        expect.objectContaining({ kind: 'EARN', source: 'TICKET', sourceRef: ticketNo, points: earns, tierPoints: earns, flightNo: flight.segment.flightNo, flightDate, expiresOn: addYears(flightDate, 3) }),
      ]);
      expect((await pointAccount(s, member)).points).toBe(was + earns);
    }
    const third = await s.database.db.select().from(pointsLedger).where(eq(pointsLedger.sourceRef, flight.ticketNos[2]!));
    expect(third).toEqual([]);
  });

  it('states on the fare rules what a brand earns by the earning table', async () => {
    const s = server();
    const rule = await ok(s.call('POST', '/dsb-offer/api/v1/offer/search/flight/rule', { json: { brand: 'BUSINESS FLEX' } }));
    expect(rule.rules).toContain(t('points.fareEarns', { percent: 200, tierPercent: 200 }));
  });

  it('a refunded ticket earns nothing', async () => {
    const s = server();
    const refunded = await flyCash(s, standard, [adult({ lastName: 'LAM', firstName: 'KA YAN' })]);
    await s.database.db.update(tickets).set({ status: 'REFUNDED' }).where(eq(tickets.ticketNo, refunded.ticketNos[0]!));
    expect((await moveClockTo(s, new Date(Date.parse(refunded.segment.arrAt) + MINUTE))).earnPoints).toBe(0);
    expect((await details(s, standard, 'type=EARN')).total).toBe(0);
  });

  it('answers the account: points, the soonest expiry, tier and the tier points to the next', async () => {
    const s = server();
    const account = parseExact(pointAccountSchema, await pointAccount(s, silver));
    const earns = Math.round((flight.segment.distanceKm * 75) / 100);
    expect(account).toMatchObject({ cardNo: silver.cardNo, points: before.silver + earns, expiringPoints: 4820, tier: 'SILVER', tierPoints: earns, nextTier: 'GOLDEN', pointsToNextTier: 60_000 - earns });
    await refused(s.call('GET', `${FFP}/get/point`, { token: plainUser.token }), 'U00017');
  });

  it('lists the ledger by the points-trade filter, and one row only to its member', async () => {
    const s = server();
    const all = await details(s, silver, 'pageNum=1&pageSize=10');
    expect(all.records.map((r) => r.kind)).toEqual(['EARN', 'ADJUST', 'ADJUST']);
    const today = s.clock.now().toISOString().slice(0, 10);
    expect((await details(s, silver, `beginDate=${addYears(today, 1)}`)).total).toBe(0);
    const flightDate = flight.segment.depLocal.slice(0, 10);
    expect((await details(s, silver, `beginDate=${flightDate}&endDate=&type=`)).records.map((r) => r.kind)).toEqual(['EARN']);
    expect((await details(s, silver, `beginDate=${flightDate}&endDate=${addYears(flightDate, 1)}&type=EARN`)).total).toBe(1);
    expect((await details(s, silver, `endDate=${addYears(today, -1)}`)).total).toBe(0);
    expect((await details(s, silver, 'type=SPEND')).total).toBe(0);
    expect((await details(s, silver, 'pageNum=2&pageSize=2')).records).toHaveLength(1);
    const earn = all.records[0]!;
    expect((await details(s, silver, `id=${earn.id}`)).records).toEqual([earn]);
    // Another member, or a user without a membership, learns nothing of it.
    await refused(s.call('GET', `${FFP}/point/details?id=${earn.id}`, { token: golden.token }), 'F00015', t('errors.pointsRecordNotFound'));
    await refused(s.call('GET', `${FFP}/point/details?id=${earn.id}`, { token: plainUser.token }), 'U00017');
    await refused(s.call('GET', `${FFP}/point/details?type=GIFT`, { token: silver.token }), 'A0400');
    await refused(s.call('GET', `${FFP}/point/details?beginDate=2026-02-30`, { token: silver.token }), 'A0400');
  });

  it('moves a member up a tier on the last 12 months of tier points, for a year, and never down', async () => {
    const s = server();
    const store = createStore(s.database.db);
    const standardId = (await s.database.db.select().from(pointsLedger).where(eq(pointsLedger.sourceRef, '8800100004/1')))[0]!.memberId;
    await store.points.record({ memberId: standardId, points: 9_000, tierPoints: 9_000, kind: 'EARN', source: 'TICKET', sourceRef: 'earlier-flight', expiresOn: '2099-01-01', occurredAt: s.clock.now() });
    const next = await flyCash(s, standard, [adult({ lastName: 'LAM', firstName: 'KA YAN' })], 'BUSINESS FLEX');
    await moveClockTo(s, new Date(Date.parse(next.segment.arrAt) + MINUTE));
    const account = await pointAccount(s, standard);
    const earned = Math.round(next.segment.distanceKm * 2);
    expect(account.tierPoints).toBe(9_000 + earned);
    expect(account.tier).toBe('SELECT');
    const hkToday = new Date(s.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(account.tierEndDate).toBe(addYears(hkToday, 1));
    // A golden member flying little stays golden.
    expect((await pointAccount(s, golden)).tier).toBe('GOLDEN');
  });

  it('expires what is left of each credit past its day, soonest-expiring spent first, once', async () => {
    const s = server();
    const store = createStore(s.database.db);
    let platinum = await clubMember(s, 2);
    const platinumId = (await s.database.db.select().from(pointsLedger).where(eq(pointsLedger.sourceRef, '8800100003/1')))[0]!.memberId;
    await store.points.record({ memberId: platinumId, points: -1_000, kind: 'SPEND', source: 'ORDER', sourceRef: 'FW-test-spend', occurredAt: s.clock.now() });
    const was = (await pointAccount(s, platinum)).points;
    const jobs = await moveClockTo(s, new Date(s.clock.now().getTime() + 62 * DAY));
    expect(jobs.expirePoints).toBeGreaterThanOrEqual(1);
    // Sessions end in weeks: log in again.
    platinum = await clubMember(s, 2);
    const expired = await s.database.db.select().from(pointsLedger).where(and(eq(pointsLedger.memberId, platinumId), eq(pointsLedger.kind, 'EXPIRE')));
    const soon = (await s.database.db.select().from(pointsLedger).where(eq(pointsLedger.sourceRef, '8800100003/1')))[0]!;
    expect(expired).toEqual([expect.objectContaining({ points: -(41_200 - 1_000), source: 'EXPIRY', sourceRef: String(soon.id) })]);
    expect((await pointAccount(s, platinum)).points).toBe(was - 40_200);
    expect((await moveClockTo(s, new Date(s.clock.now().getTime() + MINUTE))).expirePoints).toBe(0);
    expect((await details(s, platinum, 'type=EXPIRE')).total).toBe(1);
  });
});

