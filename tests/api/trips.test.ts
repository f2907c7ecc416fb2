import { beforeAll, expect, it } from 'vitest';
import { tripSchema } from '../../services/schemas/order';
import { describeEachDatabase } from './harness';
import { DAY, parseExact, registerUser, type RegisteredUser } from './helpers';
import { adult, book, confirmOrder, dayAhead, ok, ORDER, payByCard, refused } from './booking-helpers';

const TRIPS = `${ORDER}/travelmgn/query/flight/list`;

describeEachDatabase('trips', (server) => {
  let alice: RegisteredUser;
  let bob: RegisteredUser;

  /** Alice's order of one adult on FW201 `days` ahead, paid unless told. */
  async function order(days: number, pay = true) {
    const s = server();
    const booking = await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'NRT', date: dayAhead(s, days) }], flights: ['FW201'], passengers: [adult()] });
    const placed = await confirmOrder(s, alice, booking.psgKey);
    if (pay) await payByCard(s, alice, placed.orderId);
    return placed.orderId;
  }

  const trips = async (who: RegisteredUser) => ((await ok(server().call('POST', TRIPS, { token: who.token }))) as unknown[]).map((trip) => parseExact(tripSchema, trip));

  let later: number;
  let sooner: number;

  beforeAll(async () => {
    alice = await registerUser(server());
    bob = await registerUser(server());
    await order(2); // flown by the time the tests look
    later = await order(20);
    sooner = await order(10);
    await order(5, false); // unpaid, expired by then
    const cancelled = await order(6, false);
    await ok(server().call('GET', `${ORDER}/front/cancel/${cancelled}`, { token: alice.token }));
    server().clock.advance(3 * DAY);
  });

  it("lists the user's issued bookings still ahead, soonest first, with local times, booking reference and passengers", async () => {
    const list = await trips(alice);
    expect(list.map((trip) => trip.orderId)).toEqual([sooner, later]);
    const [first] = list;
    expect(first!.pnr).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(first!.segments).toEqual([expect.objectContaining({ flightNo: 'FW201', depAirport: 'HKG', arrAirport: 'NRT', depLocal: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/) })]);
    expect(first!.passengers).toEqual([{ lastName: adult().lastName, firstName: adult().firstName }]);
  });

  it('shows another user none of them, and refuses a caller without a login', async () => {
    expect(await trips(bob)).toEqual([]);
    await refused(server().call('POST', TRIPS, {}), 'U00003');
  });
});
