import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIns, seatAssignments } from '../../server/db/schema';
import { databaseKinds, startTestServer } from './harness';
import { HOUR, registerUser, type RegisteredUser } from './helpers';
import { adult, book, confirmOrder, dayAhead, ok, payByCard, t } from './booking-helpers';

const CHECKIN = '/dsb-order/api/v1/checkin';
const TRAVELLERS = 20;

// PostgreSQL alone runs requests truly at once; PGlite takes one at a time.
describe.runIf(databaseKinds.includes('postgres'))('check-ins racing for one seat (postgres)', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer('postgres');
  });
  afterAll(async () => {
    await s?.stop();
  });

  const post = (user: RegisteredUser, path: string, json: unknown) => s.call('POST', `${CHECKIN}${path}`, { token: user.token, json });

  /** The steps of one traveller's check-in up to the last, with `seatNo` chosen; answers the last step's processKey. */
  async function readyToCheckIn(user: RegisteredUser, orderId: number, seatNo: string): Promise<string> {
    const flight = await ok(post(user, '/confirm/flight', { orderId, segmentIndex: 0 }));
    const psg = await ok(post(user, '/confirm/psg', { processKey: flight.processKey, psgIds: [0] }));
    const seat = await ok(post(user, '/confirm/seat', { processKey: psg.processKey, seats: [{ psgId: 0, seatNo }] }));
    return (await ok(post(user, '/confirm/aux', { processKey: seat.processKey, dangerousGoodsAccepted: true }))).processKey;
  }

  it('gives the seat to exactly one of 20 travellers checking in at once; the others change nothing and then check in elsewhere', async () => {
    const date = dayAhead(s, 5);
    const travellers: { user: RegisteredUser; orderId: number }[] = [];
    let flightId = 0;
    let depAt = '';
    for (let i = 0; i < TRAVELLERS; i++) {
      const user = await registerUser(s);
      const booking = await book(s, { user, segments: [{ org: 'HKG', dst: 'NRT', date }], flights: ['FW201'], passengers: [adult()] });
      const order = await confirmOrder(s, user, booking.psgKey);
      await payByCard(s, user, order.orderId);
      travellers.push({ user, orderId: order.orderId });
      ({ flightId, depAt } = booking.legs[0]!.option.segments[0]!);
    }
    s.clock.advance(Date.parse(depAt) - 24 * HOUR - s.clock.now().getTime());

    const keys = await Promise.all(travellers.map((x) => readyToCheckIn(x.user, x.orderId, '45A')));
    const answers = await Promise.all(travellers.map((x, i) => post(x.user, '/confirm/checkin', { processKey: keys[i], termsAccepted: true })));
    const winners = answers.filter((a) => a.code === '00000');
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((a) => a.code !== '00000')) expect(loser).toMatchObject({ code: 'K00004', msg: t('errors.checkInSeatTaken', { seat: '45A' }), data: null });
    const seats = await s.database.db.select().from(seatAssignments).where(eq(seatAssignments.flightId, flightId));
    expect(seats).toHaveLength(1);
    const rows = await s.database.db.select().from(checkIns).where(eq(checkIns.flightId, flightId));
    expect(rows.map((r) => [r.seatNo, r.status, r.sequenceNo])).toEqual([['45A', 'COMPLETED', 1]]);
    expect(seats[0]!.orderId).toBe(travellers[answers.indexOf(winners[0]!)]!.orderId);

    // The others, each in a seat of their own at once: every one checked in, the sequence numbers one after another.
    const others = travellers.filter((_, i) => answers[i]!.code !== '00000');
    const seatOf = (i: number) => `${50 + Math.floor(i / 4)}${['A', 'C', 'H', 'K'][i % 4]}`;
    const otherKeys = await Promise.all(others.map((x, i) => readyToCheckIn(x.user, x.orderId, seatOf(i))));
    const done = await Promise.all(others.map((x, i) => post(x.user, '/confirm/checkin', { processKey: otherKeys[i], termsAccepted: true })));
    expect(done.map((d) => d.code)).toEqual(others.map(() => '00000'));
    const all = await s.database.db.select().from(checkIns).where(eq(checkIns.flightId, flightId));
    expect(all.map((r) => r.sequenceNo).sort((a, b) => a! - b!)).toEqual(Array.from({ length: TRAVELLERS }, (_, i) => i + 1));
  });
});
