import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { book, confirmBrand, confirmOrder, dayAhead, flightNos, search, type Leg } from './booking-helpers';
import { callerFor, databaseKinds, startTestServer, type TestServer } from './harness';
import { registerUser, type RegisteredUser } from './helpers';

/** Two servers on one PostgreSQL database, as two processes of a deployment are: each with its own search cache. */
describe.runIf(databaseKinds.includes('postgres'))('search across server processes (postgres)', () => {
  let one: Awaited<ReturnType<typeof startTestServer>>;
  let other: FastifyInstance;
  let twin: TestServer;
  let alice: RegisteredUser;
  beforeAll(async () => {
    one = await startTestServer('postgres');
    other = await buildApp({ db: one.database.db, dbKind: one.database.kind, notices: one.database.notices, clock: one.clock, config: { ...configFromEnv({}), staticDir: undefined } });
    twin = { app: other, database: one.database, clock: one.clock, call: callerFor(other) };
    alice = await registerUser(one);
  });
  afterAll(async () => {
    await other?.close();
    await one?.stop();
  });

  const remaining = async (s: TestServer, leg: Leg) =>
    (await search(s, alice, { segments: [leg] })).options.find((o) => flightNos(o) === 'FW201')!.brands.find((b) => b.brand === 'MAIN')!.remaining;

  it('shows seats sold through one server in the next search on the other, though the other had just answered it', async () => {
    const leg = { org: 'HKG', dst: 'NRT', date: dayAhead(one, 20) };
    const before = await remaining(twin, leg);
    expect(await remaining(twin, leg)).toBe(before);
    const booking = await book(one, { user: alice, segments: [leg], flights: ['FW201'] });
    await confirmOrder(one, alice, booking.psgKey);
    // The sale's notice reaches the other server's cache within moments of the commit.
    await expect.poll(() => remaining(twin, leg), { timeout: 2_000, interval: 50 }).toBe(before - 1);
  });

  it("continues on one server a search made on the other: a search's processKey is signed with the key both share", async () => {
    const leg = { org: 'HKG', dst: 'TPE', date: dayAhead(one, 21) };
    const found = await search(one, alice, { segments: [leg] });
    const option = found.options[0]!;
    const step = await confirmBrand(twin, alice, found.processKey, option, option.brands[0]!);
    expect(step.legs[0]!.option.flightKey).toBe(option.flightKey);
  });
});
