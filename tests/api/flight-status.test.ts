import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flightFollows, flightStatus, flights } from '../../server/db/schema';
import { sendFlightNotices } from '../../server/domain/flight-status/notices';
import { translate } from '../../server/i18n';
import { createStore } from '../../server/repositories/store';
import { flightInfoSchema, followedStatusSchema } from '../../services/schemas/flight-status';
import { describeEachDatabase, type TestServer } from './harness';
import { DAY, MINUTE, OK, parseExact, registerUser, type RegisteredUser } from './helpers';

const INFO = '/dsb-order/api/v1/order/my/flight/info';
const STATUS_LIST = '/dsb-order/api/v1/order/my/flight/status/list';
const MESSAGES = '/dsb-system/app-api/v1/msg/pages';

/** The date in Hong Kong `days` from the test server's now. */
const hkDate = (s: TestServer, days: number) => new Date(s.clock.now().getTime() + 8 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

const post = (s: TestServer, path: string, json: unknown, user?: RegisteredUser, locale?: string) => s.call('POST', `${INFO}/${path}`, { json, token: user?.token, locale });

async function ok(res: Promise<{ code: string; msg: string; data: any }>) {
  const { code, msg, data } = await res;
  expect(code, msg).toBe(OK);
  return data;
}

async function flightOf(s: TestServer, flightNo: string, days: number) {
  const [flight] = await ok(post(s, 'query/flightNo', { flightNo, date: hkDate(s, days) }));
  return parseExact(flightInfoSchema, flight);
}

const messagesOf = async (s: TestServer, user: RegisteredUser) =>
  (await ok(s.call('POST', MESSAGES, { token: user.token, json: { pageNum: 1, pageSize: 50 } }))).records as { title: string; body: string }[];

/** Runs the server's jobs now, as the development clock does. */
const runJobs = async (s: TestServer) => (await s.app.inject({ method: 'POST', url: '/dev/clock', payload: {} })).json().jobs as Record<string, number>;

describeEachDatabase('flight status', (server) => {
  describe('query', () => {
    it('finds a route\'s flights of a day, soonest first, with their places and aircraft', async () => {
      const s = server();
      const list = await ok(post(s, 'query/airport', { depAirport: 'hkg', arrAirport: 'NRT', date: hkDate(s, 2) }));
      expect(list.map((f: { flightNo: string }) => f.flightNo)).toEqual(['FW201', 'FW203']);
      const first = parseExact(flightInfoSchema, list[0]);
      expect(first).toMatchObject({ status: 'SCHEDULED', depAirport: 'HKG', arrAirport: 'NRT', estDepLocal: null, actDepLocal: null, depTerminal: '1' });
      expect(first.schedDepLocal).toBe(`${hkDate(s, 2)} 09:10`);
      expect(first.gate).toMatch(/^\d+$/);
      expect(first.aircraft).toMatch(/^A3\d\d$/);
      expect(first.aircraftName).toContain('Airbus');
      // The same flight shows the same gate each time.
      expect((await flightOf(s, 'FW201', 2)).gate).toBe(first.gate);
    });

    it('shows a seeded delay with its estimated times, gate and carousel', async () => {
      const s = server();
      const delayed = await flightOf(s, 'FW309', 1);
      expect(delayed).toMatchObject({ status: 'DELAYED', gate: '62', carousel: '9', schedDepLocal: `${hkDate(s, 1)} 13:05`, estDepLocal: `${hkDate(s, 1)} 14:35` });
    });

    it('takes the digits alone as the airline\'s own flight number', async () => {
      const s = server();
      expect(await ok(post(s, 'query/flightNo', { flightNo: '309', date: hkDate(s, 1) }))).toEqual([await flightOf(s, 'fw309', 1)]);
    });

    it('answers no flights for a number that does not fly that day', async () => {
      const s = server();
      expect(await ok(post(s, 'query/flightNo', { flightNo: 'FW999', date: hkDate(s, 1) }))).toEqual([]);
    });

    it.each([['FW20'], ['FW20123'], ['FWABC'], ['20'], ['12345'], ['123456'], ['FW 201'], ['']])('refuses the flight number %j with a localised message', async (flightNo) => {
      const s = server();
      const res = await post(s, 'query/flightNo', { flightNo, date: hkDate(s, 1) }, undefined, 'zh-CN');
      expect(res.code).toBe('A0400');
      expect(res.msg).toBe(translate('zh-CN', 'validation.flightNo'));
    });

    it('refuses a route without airport codes or a date that does not exist', async () => {
      const s = server();
      expect((await post(s, 'query/airport', { depAirport: 'Hong Kong', arrAirport: 'NRT', date: hkDate(s, 1) })).code).toBe('A0400');
      expect((await post(s, 'query/airport', { depAirport: 'HKG', arrAirport: 'NRT', date: '2026-02-30' })).code).toBe('A0400');
    });
  });

  it('moves the status with the clock: scheduled, boarding 40 minutes before, departed, arrived', async () => {
    const s = server();
    const date = hkDate(s, 3);
    const [row] = await s.database.db.select().from(flights).where(and(eq(flights.flightNo, 'FW241'), eq(flights.depDate, date)));
    const status = async () => (await ok(post(s, 'query/flightNo', { flightNo: 'FW241', date })))[0].status;
    const to = (at: number) => s.clock.advance(at - s.clock.now().getTime());
    try {
      to(row!.depAt.getTime() - 40 * MINUTE - 1000);
      expect(await status()).toBe('SCHEDULED');
      to(row!.depAt.getTime() - 40 * MINUTE);
      expect(await status()).toBe('BOARDING');
      to(row!.depAt.getTime());
      const departed = (await ok(post(s, 'query/flightNo', { flightNo: 'FW241', date })))[0];
      expect(departed).toMatchObject({ status: 'DEPARTED', actDepLocal: departed.schedDepLocal, actArrLocal: null });
      to(row!.arrAt.getTime());
      expect(await status()).toBe('ARRIVED');
      await s.database.db.update(flights).set({ cancelledAt: s.clock.now() }).where(eq(flights.id, row!.id));
      expect(await status()).toBe('CANCELLED');
    } finally {
      s.clock.reset();
    }
  });

  describe('followed flights', () => {
    it('follows, checks, lists and unfollows a flight for its user only', async () => {
      const s = server();
      const [ada, bob] = [await registerUser(s), await registerUser(s)];
      const flight = await flightOf(s, 'FW205', 2);
      expect(await ok(post(s, 'check', { flightId: flight.flightId }, ada))).toEqual({ followed: false });
      await ok(post(s, 'add', { flightId: flight.flightId }, ada));
      await ok(post(s, 'add', { flightId: flight.flightId }, ada));
      expect(await ok(post(s, 'check', { flightId: flight.flightId }, ada))).toEqual({ followed: true });
      expect(await ok(post(s, 'list', {}, ada))).toEqual([flight]);
      const statuses = await ok(s.call('GET', STATUS_LIST, { token: ada.token }));
      expect(statuses.map((x: unknown) => parseExact(followedStatusSchema, x))).toEqual([{ flightId: flight.flightId, flightNo: 'FW205', depDate: flight.depDate, status: 'SCHEDULED' }]);

      // Another user sees none of it and cannot remove it.
      expect(await ok(post(s, 'check', { flightId: flight.flightId }, bob))).toEqual({ followed: false });
      expect(await ok(post(s, 'list', {}, bob))).toEqual([]);
      expect(await ok(s.call('GET', STATUS_LIST, { token: bob.token }))).toEqual([]);
      expect((await post(s, 'del', { flightId: flight.flightId }, bob)).code).toBe('A0404');
      expect(await ok(post(s, 'check', { flightId: flight.flightId }, ada))).toEqual({ followed: true });

      await ok(post(s, 'del', { flightId: flight.flightId }, ada));
      expect(await ok(post(s, 'list', {}, ada))).toEqual([]);
      expect((await post(s, 'del', { flightId: flight.flightId }, ada)).code).toBe('A0404');
    });

    it('needs a login, a flight that exists and a numeric id', async () => {
      const s = server();
      const ada = await registerUser(s);
      for (const path of ['list', 'add', 'del', 'check']) expect((await post(s, path, { flightId: 1 })).code).toBe('U00003');
      expect((await s.call('GET', STATUS_LIST)).code).toBe('U00003');
      const add = await post(s, 'add', { flightId: 99_999_999 }, ada, 'zh-HK');
      expect(add).toMatchObject({ code: 'A0404', msg: translate('zh-HK', 'errors.flightNotFound') });
      expect((await post(s, 'add', { flightId: 'x' }, ada)).code).toBe('A0400');
      expect(await s.database.db.select().from(flightFollows).where(eq(flightFollows.userId, ada.id))).toEqual([]);
    });
  });

  it('keeps a followed flight on the status list until a day after it lands', async () => {
    const s = server();
    const ada = await registerUser(s);
    const flight = await flightOf(s, 'FW221', 1);
    await ok(post(s, 'add', { flightId: flight.flightId }, ada));
    const [row] = await s.database.db.select().from(flights).where(eq(flights.id, flight.flightId));
    const to = (at: number) => s.clock.advance(at - s.clock.now().getTime());
    try {
      to(row!.arrAt.getTime() + DAY - 1000);
      expect((await ok(s.call('GET', STATUS_LIST, { token: ada.token }))).map((f: { status: string }) => f.status)).toEqual(['ARRIVED']);
      to(row!.arrAt.getTime() + DAY);
      expect(await ok(s.call('GET', STATUS_LIST, { token: ada.token }))).toEqual([]);
      // The followed list itself keeps it.
      expect((await ok(post(s, 'list', {}, ada))).map((f: { flightId: number }) => f.flightId)).toEqual([flight.flightId]);
    } finally {
      s.clock.reset();
    }
  });

  describe('the flightNotices job', () => {
    it('tells each follower of a delay, a gate change and a cancellation once each', async () => {
      const s = server();
      const [ada, bob, cy] = [await registerUser(s), await registerUser(s), await registerUser(s)];
      const flight = await flightOf(s, 'FW215', 2);
      await ok(post(s, 'add', { flightId: flight.flightId }, ada));
      await ok(post(s, 'add', { flightId: flight.flightId }, bob));
      const before = (await messagesOf(s, cy)).length;
      // Following tells nothing; neither does a run with nothing changed.
      await runJobs(s);
      expect((await messagesOf(s, ada)).length).toBe(before);

      const [row] = await s.database.db.select().from(flights).where(eq(flights.id, flight.flightId));
      await s.database.db.insert(flightStatus).values({ flightId: flight.flightId, estDepAt: new Date(row!.depAt.getTime() + 50 * MINUTE), gate: '44', updatedAt: s.clock.now() });
      expect((await runJobs(s)).flightNotices).toBe(4);
      expect((await runJobs(s)).flightNotices).toBe(0);
      for (const user of [ada, bob]) {
        const titles = (await messagesOf(s, user)).map((m) => m.title);
        expect(titles.filter((t) => t === 'FW215 departure time changed')).toHaveLength(1);
        expect(titles.filter((t) => t === 'FW215 gate changed')).toHaveLength(1);
      }
      const sc = await ok(s.call('POST', MESSAGES, { token: ada.token, locale: 'zh-CN', json: { pageNum: 1, pageSize: 50 } }));
      expect(sc.records.map((m: { body: string }) => m.body)).toContain(`${flight.depDate}的FW215航班现于${flight.schedDepLocal.slice(0, 11)}${addMinutes(flight.schedDepLocal.slice(11), 50)}起飞。`);
      // Someone who does not follow it hears nothing.
      expect((await messagesOf(s, cy)).length).toBe(before);

      await s.database.db.update(flights).set({ cancelledAt: s.clock.now() }).where(eq(flights.id, flight.flightId));
      // Two runs at once (two processes, say) tell it once between them.
      const store = createStore(s.database.db);
      const runs = await Promise.all([sendFlightNotices(store, s.clock.now()), sendFlightNotices(store, s.clock.now())]);
      expect(runs[0] + runs[1]).toBe(2);
      expect((await runJobs(s)).flightNotices).toBe(0);
      expect((await messagesOf(s, bob)).filter((m) => m.title === 'FW215 cancelled')).toHaveLength(1);
    });

    it('tells of a retimed schedule as operations make it (flights.dep_at moved), not of a flight that did not change', async () => {
      const s = server();
      const ada = await registerUser(s);
      const [moved, kept] = [await flightOf(s, 'FW217', 3), await flightOf(s, 'FW219', 3)];
      await ok(post(s, 'add', { flightId: moved.flightId }, ada));
      await ok(post(s, 'add', { flightId: kept.flightId }, ada));
      const [row] = await s.database.db.select().from(flights).where(eq(flights.id, moved.flightId));
      await s.database.db
        .update(flights)
        .set({ depAt: new Date(row!.depAt.getTime() - 30 * MINUTE), arrAt: new Date(row!.arrAt.getTime() - 30 * MINUTE) })
        .where(eq(flights.id, moved.flightId));
      expect((await runJobs(s)).flightNotices).toBe(1);
      const bodies = (await messagesOf(s, ada)).map((m) => m.body);
      expect(bodies).toContain(`Flight FW217 on ${moved.depDate} now departs at ${moved.depDate} ${addMinutes(moved.schedDepLocal.slice(11), -30)}.`);
      expect(bodies.some((b) => b.includes('FW219'))).toBe(false);
    });
  });
});

const addMinutes = (hhmm: string, minutes: number) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const total = (h * 60 + m + minutes + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};
