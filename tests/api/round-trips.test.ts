import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from './harness';
import { adult, book, confirmOrder, confirmSeats, dayAhead, seatMap } from './booking-helpers';
import { registerUser } from './helpers';
import { sentStatements } from './sent-statements';

describe.runIf(databaseKinds.includes('postgres'))('round trips to the database (postgres)', () => {
  let s: TestServer & { stop(): Promise<void> };
  beforeAll(async () => {
    s = await startTestServer('postgres');
  }, 120_000);
  afterAll(async () => {
    await s?.stop();
  });

  it('confirms an order of two passengers with seats on a round trip in 8 statements, whatever the number of fare classes and seats', async () => {
    const user = await registerUser(s);
    const booking = await book(s, {
      user,
      routeWay: 'R',
      segments: [
        { org: 'HKG', dst: 'TPE', date: dayAhead(s, 30) },
        { org: 'TPE', dst: 'HKG', date: dayAhead(s, 33) },
      ],
      passengers: [adult(), adult({ firstName: 'SIU MING', certNo: 'K7654321' })],
    });
    const freeSeats = async (segmentIndex: number) =>
      (await seatMap(s, user, booking.psgKey, segmentIndex)).cabins
        .filter((c) => c.cabin === 'Y')
        .flatMap((c) => c.rows.flatMap((r) => r.seats))
        .filter((seat) => seat.state === 'available' && seat.price === 0)
        .map((seat) => seat.seatNo);
    const [out, back] = [await freeSeats(0), await freeSeats(1)];
    const seated = await confirmSeats(s, user, booking.psgKey, [
      { segmentIndex: 0, passengerIndex: 0, seatNo: out[0]! },
      { segmentIndex: 0, passengerIndex: 1, seatNo: out[1]! },
      { segmentIndex: 1, passengerIndex: 0, seatNo: back[0]! },
    ]);
    const statements = (await sentStatements(() => confirmOrder(s, user, seated.processKey))).map((st) => st.text);
    // The caller's session, the booking's step, then one transaction: the fare classes held in one
    // statement, the order, its seats in one statement, its notice announced in the same statement.
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(8);
  });
});
