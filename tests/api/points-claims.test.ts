import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { claimPageSchema, claimSchema, type AddClaimRequest } from '../../services/schemas/points';
import { messages, pointsClaims, pointsLedger } from '../../server/db/schema';
import { describeEachDatabase, type TestServer } from './harness';
import { adult, ok, refused, t } from './booking-helpers';
import { countRows, DAY, FFP, MINUTE, parseExact, registerUser, type RegisteredUser } from './helpers';
import { clubMember, flyCash, moveClockTo, pointAccount } from './points-helpers';

const addClaim = (s: TestServer, user: RegisteredUser, body: AddClaimRequest) => s.call('POST', `${FFP}/add/reclaim`, { token: user.token, json: body });
const queryClaims = (s: TestServer, user: RegisteredUser, body: object) => s.call('POST', `${FFP}/query/reclaim`, { token: user.token, json: body });

describeEachDatabase('Missing-points claims', (server) => {
  let silver: Awaited<ReturnType<typeof clubMember>>;
  let golden: Awaited<ReturnType<typeof clubMember>>;
  let standard: Awaited<ReturnType<typeof clubMember>>;
  let booker: RegisteredUser;
  let flight: Awaited<ReturnType<typeof flyCash>>;
  /** The claim of the standard member's ticket, as the form sends it. */
  let claim: AddClaimRequest;
  let claimId: number;

  const relogin = async (s: TestServer) => {
    [silver, golden, standard] = [await clubMember(s, 0), await clubMember(s, 1), await clubMember(s, 3)];
  };

  beforeAll(async () => {
    const s = server();
    await relogin(s);
    booker = await registerUser(s);
    // Booked by an account without a membership: the members' names alone earn nothing.
    flight = await flyCash(s, booker, [
      adult({ lastName: 'LAM', firstName: 'KA YAN' }),
      adult({ lastName: 'WONG', firstName: 'MEI LING', ffpNo: golden.cardNo }),
      adult({ lastName: 'CHAN', firstName: 'TAI MAN' }),
    ]);
    const { segment } = flight;
    claim = {
      flightNo: segment.flightNo,
      flightDate: segment.depLocal.slice(0, 10),
      ticketNo: flight.ticketNos[0]!,
      cabin: 'Y',
      origin: segment.depAirport,
      destination: segment.arrAirport,
      lastName: 'lam',
      firstName: 'ka yan',
    };
    expect((await moveClockTo(s, new Date(Date.parse(segment.arrAt) + DAY))).earnPoints).toBe(1);
  });

  it('is refused before 3 days have passed since the flight', async () => {
    const s = server();
    await refused(addClaim(s, standard, claim), 'F00010', t('errors.claimOutsideWindow'));
    expect(await countRows(s, pointsClaims)).toBe(0);
  });

  it('is refused for a flight the member did not fly, one that earned already, and bad input, changing nothing', async () => {
    const s = server();
    await moveClockTo(s, new Date(Date.parse(flight.segment.depAt) + 3 * DAY));
    for (const wrong of [{ flightNo: 'FW9' }, { flightDate: new Date(Date.parse(`${claim.flightDate}T00:00:00Z`) - DAY).toISOString().slice(0, 10) }, { destination: 'NRT' }, { cabin: 'C' as const }, { firstName: 'KA MAN' }, { ticketNo: '8519999999999' }])
      await refused(addClaim(s, standard, { ...claim, ...wrong }), 'F00011');
    // Another member cannot claim the standard member's ticket under their own names.
    await refused(addClaim(s, silver, { ...claim, lastName: 'CHAN', firstName: 'TAI MAN' }), 'F00011', t('errors.claimFlightNotFound'));
    await refused(addClaim(s, golden, { ...claim, ticketNo: flight.ticketNos[1]!, lastName: 'WONG', firstName: 'MEI LING' }), 'F00012', t('errors.claimAlreadyEarned'));
    const bad = await refused(addClaim(s, standard, { ...claim, ticketNo: '12AB' }), 'A0400', t('claims.ticketNoInvalid'));
    expect(bad.msg).toBe(t('claims.ticketNoInvalid'));
    await refused(s.call('POST', `${FFP}/add/reclaim`, { token: booker.token, json: claim }), 'U00017');
    expect(await countRows(s, pointsClaims)).toBe(0);
  });

  it('is accepted once for the member’s flown ticket that earned nothing, to be credited in 4 to 6 weeks', async () => {
    const s = server();
    const made = parseExact(claimSchema, await ok(addClaim(s, standard, claim)));
    claimId = made.id;
    const earns = Math.round((flight.segment.distanceKm * 75) / 100);
    expect(made).toMatchObject({ ticketNo: claim.ticketNo, lastName: 'LAM', firstName: 'KA YAN', status: 'SUBMITTED', points: earns, creditedAt: null });
    const wait = Date.parse(made.creditDueAt) - Date.parse(made.createdAt);
    expect(wait).toBeGreaterThanOrEqual(28 * DAY);
    expect(wait).toBeLessThanOrEqual(42 * DAY);
    await refused(addClaim(s, standard, claim), 'F00013', t('errors.claimExists'));
    expect(await countRows(s, pointsClaims)).toBe(1);
  });

  it('lists the member’s claims, and one claim only to its member', async () => {
    const s = server();
    const page = parseExact(claimPageSchema, await ok(queryClaims(s, standard, { pageNum: 1, pageSize: 10 })));
    expect(page.records.map((c) => c.id)).toEqual([claimId]);
    expect(parseExact(claimPageSchema, await ok(queryClaims(s, standard, { id: claimId }))).records[0]).toEqual(page.records[0]);
    expect((await ok(queryClaims(s, silver, {}))).records).toEqual([]);
    await refused(queryClaims(s, silver, { id: claimId }), 'F00016', t('errors.claimNotFound'));
    await refused(queryClaims(s, booker, { id: claimId }), 'U00017');
  });

  it('is credited on its day as one CLAIM row with a message, once, and the ticket never earns besides', async () => {
    const s = server();
    const [row] = await s.database.db.select().from(pointsClaims).where(eq(pointsClaims.id, claimId));
    const was = (await pointAccount(s, standard)).points;
    expect((await moveClockTo(s, new Date(row!.creditDueAt.getTime() - MINUTE))).creditPointsClaims).toBe(0);
    const jobs = await moveClockTo(s, row!.creditDueAt);
    expect(jobs).toMatchObject({ creditPointsClaims: 1, earnPoints: 0 });
    expect((await moveClockTo(s, new Date(s.clock.now().getTime() + MINUTE))).creditPointsClaims).toBe(0);
    await relogin(s);
    const credited = (await ok(queryClaims(s, standard, { id: claimId }))).records[0];
    expect(credited.status).toBe('CREDITED');
    expect(Date.parse(credited.creditedAt) - row!.creditDueAt.getTime()).toBeGreaterThanOrEqual(0);
    expect(Date.parse(credited.creditedAt) - row!.creditDueAt.getTime()).toBeLessThan(MINUTE);
    const rows = await s.database.db.select().from(pointsLedger).where(eq(pointsLedger.sourceRef, String(claimId)));
    expect(rows).toEqual([expect.objectContaining({ kind: 'CLAIM', source: 'CLAIM', points: row!.points, tierPoints: row!.points, flightNo: claim.flightNo, flightDate: claim.flightDate })]);
    expect((await pointAccount(s, standard)).points).toBe(was + row!.points);
    const sent = await s.database.db.select().from(messages).where(eq(messages.userId, standard.id));
    expect(sent.map((m) => m.title.en)).toContain(t('claims.creditedMessage.title'));
  });

  it('is refused more than 180 days after the flight', async () => {
    const s = server();
    await moveClockTo(s, new Date(Date.parse(flight.segment.depAt) + 182 * DAY));
    await relogin(s);
    await refused(addClaim(s, silver, { ...claim, ticketNo: flight.ticketNos[2]!, lastName: 'CHAN', firstName: 'TAI MAN' }), 'F00010');
  });
});
