import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aircraftTypes, clubMembers, flights, routeSchedules as routeSchedulesTable, scheduleChanges, users } from '../../server/db/schema';
import * as network from '../../server/db/seed/network';
import { seed } from '../../server/db/seed/seed';
import { aircraftTypes as fleet } from '../../server/domain/flights/aircraft';
import { aircraftFor, blockMinutes, greatCircleKm, routeSchedules } from '../../server/domain/flights/schedule';
import { seedFlights } from '../../server/db/seed/flights';
import { describeEachDatabase } from './harness';
import { countRows, DAY, HOUR, MINUTE } from './helpers';

const DAYS = 330;
const HOT = ['NRT', 'HND', 'KIX', 'ICN', 'TPE', 'BKK', 'PVG', 'PEK'];
const schedules = routeSchedules('FW');
const scheduleOf = new Map(schedules.map((s) => [s.flightNo, s]));

/** 'YYYY-MM-DD', `days` after a 'YYYY-MM-DD' date. */
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** Hong Kong is UTC+8 all year. */
const hongKongToday = (at: Date) => new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 10);

/**
 * Los Angeles' offset from UTC in hours, by the US rule rather than any time zone data: -7 from the
 * second Sunday of March 10:00Z to the first Sunday of November 09:00Z, otherwise -8.
 */
function losAngelesOffset(at: Date): number {
  const year = at.getUTCFullYear();
  const sunday = (month: number, nth: number) => {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((7 - first) % 7) + (nth - 1) * 7;
  };
  const start = Date.UTC(year, 2, sunday(2, 2), 10);
  const end = Date.UTC(year, 10, sunday(10, 1), 9);
  return at.getTime() >= start && at.getTime() < end ? -7 : -8;
}
const wallClock = (at: Date, offsetHours: number) => new Date(at.getTime() + offsetHours * HOUR).toISOString().slice(0, 16).replace('T', ' ');

type Flight = typeof flights.$inferSelect;
/** A flight's departure and arrival as local 'YYYY-MM-DD HH:MM' at its airports, as the database converts them. */
type LocalTimes = { flight_no: string; dep_date: string; dep_local: string; arr_local: string };

describeEachDatabase('flight programme seed', (server) => {
  let all: Flight[];
  let local: LocalTimes[];
  let today: string;
  let lastDay: string;
  /** The flights the seed's schedule-change example retimed (flight number and date): off the programme on purpose. */
  let retimed: Set<string>;
  beforeAll(async () => {
    const db = server().database.db;
    all = await db.select().from(flights);
    const moved = await db.select({ flightId: scheduleChanges.flightId }).from(scheduleChanges).where(eq(scheduleChanges.kind, 'RETIMED'));
    retimed = new Set(all.filter((f) => moved.some((m) => m.flightId === f.id)).map((f) => `${f.flightNo} ${f.depDate}`));
    const result = await db.execute(sql`
      SELECT f.flight_no, f.dep_date::text AS dep_date,
             to_char(f.dep_at AT TIME ZONE d.time_zone, 'YYYY-MM-DD HH24:MI') AS dep_local,
             to_char(f.arr_at AT TIME ZONE a.time_zone, 'YYYY-MM-DD HH24:MI') AS arr_local
      FROM flights f JOIN airports d ON d.code = f.dep_airport JOIN airports a ON a.code = f.arr_airport`);
    local = (result as unknown as { rows: LocalTimes[] }).rows;
    for (const f of [...all].sort((a, b) => a.depDate.localeCompare(b.depDate))) byFlightNo.set(f.flightNo, [...flightsOf(f.flightNo), f]);
    today = hongKongToday(server().clock.now());
    lastDay = addDays(today, DAYS - 1);
  });
  const byFlightNo = new Map<string, Flight[]>();
  /** A flight number's flights by date. */
  const flightsOf = (flightNo: string) => byFlightNo.get(flightNo) ?? [];

  it('stores the route schedules and aircraft types of the code', async () => {
    const db = server().database.db;
    const stored = await db.select().from(routeSchedulesTable);
    expect(stored.sort((a, b) => a.flightNo.localeCompare(b.flightNo))).toEqual([...schedules].sort((a, b) => a.flightNo.localeCompare(b.flightNo)));
    expect((await db.select().from(aircraftTypes)).sort((a, b) => a.code.localeCompare(b.code))).toEqual([...fleet].sort((a, b) => a.code.localeCompare(b.code)));
    expect(all).toHaveLength(schedules.length * DAYS);
  });

  it('serves every destination both ways every day for 330 days, hot ones twice', () => {
    const dates = new Map<string, Set<string>>();
    const counts = new Map<string, number>();
    for (const f of all) {
      const route = `${f.depAirport}-${f.arrAirport}`;
      if (!dates.has(route)) dates.set(route, new Set());
      dates.get(route)!.add(f.depDate);
      counts.set(route, (counts.get(route) ?? 0) + 1);
    }
    const destinations = network.airports.filter((a) => a.code !== 'HKG');
    expect(dates.size).toBe(destinations.length * 2);
    const window = Array.from({ length: DAYS }, (_, i) => addDays(today, i));
    for (const { code } of destinations) {
      for (const route of [`HKG-${code}`, `${code}-HKG`]) {
        expect([...(dates.get(route) ?? [])].sort(), route).toEqual(window);
        expect(counts.get(route), route).toBe(DAYS * (HOT.includes(code) ? 2 : 1));
      }
    }
  });

  it('numbers flights uniquely per day: outbound odd, the return the next even number', () => {
    const keys = new Set(all.map((f) => `${f.flightNo} ${f.depDate}`));
    expect(keys.size).toBe(all.length);
    for (const s of schedules) {
      expect(s.flightNo).toMatch(/^FW\d{3}$/);
      const number = Number(s.flightNo.slice(2));
      if (s.depAirport === 'HKG') {
        expect(number % 2, s.flightNo).toBe(1);
        const back = scheduleOf.get(`FW${String(number + 1).padStart(3, '0')}`);
        expect(back, s.flightNo).toMatchObject({ depAirport: s.arrAirport, arrAirport: 'HKG' });
      } else expect(number % 2, s.flightNo).toBe(0);
    }
    expect(routeSchedules('HX').map((s) => s.flightNo.slice(2))).toEqual(schedules.map((s) => s.flightNo.slice(2)));
  });

  it('departs at the schedule time, local to the departure airport, every day', () => {
    expect(local).toHaveLength(all.length);
    expect(retimed.size).toBe(1);
    expect(local.filter((f) => f.dep_local !== `${f.dep_date} ${scheduleOf.get(f.flight_no)!.depTime}` && !retimed.has(`${f.flight_no} ${f.dep_date}`))).toEqual([]);
  });

  it('departs Tokyo at the schedule time in JST (UTC+9)', () => {
    for (const f of flightsOf('FW206')) expect(f.depAt.toISOString()).toBe(new Date(Date.parse(`${f.depDate}T14:50Z`) - 9 * HOUR).toISOString());
  });

  it('departs Vancouver at 00:30 local in summer and in winter', async () => {
    const departures = flightsOf('FW802');
    const summer = departures.find((f) => ['06', '07', '08'].includes(f.depDate.slice(5, 7)))!;
    const winter = departures.find((f) => ['12', '01', '02'].includes(f.depDate.slice(5, 7)))!;
    expect(summer.depAt.toISOString()).toBe(`${summer.depDate}T07:30:00.000Z`);
    // British Columbia stays on UTC-7 from 2026-11-01 (IANA tzdata 2026a); older time zone data,
    // such as a PostgreSQL using an out-of-date system tzdata, still falls back to UTC-8.
    const probe = await server().database.db.execute(sql`SELECT to_char(timestamptz '2027-01-15 12:00Z' AT TIME ZONE 'America/Vancouver', 'HH24') AS hour`);
    const winterOffset = (probe as unknown as { rows: { hour: string }[] }).rows[0]!.hour === '05' ? 7 : 8;
    expect(winter.depAt.toISOString()).toBe(`${winter.depDate}T0${winterOffset}:30:00.000Z`);
  });

  it('keeps Los Angeles times right across a daylight saving change', () => {
    // Every window of 330 days holds a change; across one, the 00:45 departure is 23 or 25 hours after the last.
    const departures = flightsOf('FW806');
    expect(departures.slice(1).some((f, i) => f.depAt.getTime() - departures[i]!.depAt.getTime() !== DAY)).toBe(true);
    for (const f of departures) expect(wallClock(f.depAt, losAngelesOffset(f.depAt))).toBe(`${f.depDate} 00:45`);
    // Arrivals from Hong Kong: 21:45 HKT plus 15h30 is 22:15 PDT or 21:15 PST the same day.
    const arrivals = new Map(local.filter((f) => f.flight_no === 'FW805').map((f) => [f.dep_date, f.arr_local]));
    for (const f of flightsOf('FW805')) {
      const expected = wallClock(f.arrAt, losAngelesOffset(f.arrAt));
      expect(arrivals.get(f.depDate)).toBe(expected);
      expect(expected.slice(0, 10)).toBe(f.depDate);
      expect(['21:15', '22:15']).toContain(expected.slice(11));
    }
  });

  it('flies each route for its block time, on the aircraft its distance calls for', () => {
    for (const s of schedules) {
      const [dep, arr] = [s.depAirport, s.arrAirport].map((code) => network.airports.find((a) => a.code === code)!);
      expect(s.distanceKm, s.flightNo).toBe(Math.round(greatCircleKm(dep!, arr!)));
      expect(s.durationMin, s.flightNo).toBe(blockMinutes(s.distanceKm));
      expect(s.durationMin % 5).toBe(0);
      expect(s.aircraftCode, s.flightNo).toBe(aircraftFor(s.distanceKm));
    }
    expect(scheduleOf.get('FW801')).toMatchObject({ aircraftCode: 'A359', durationMin: 825 });
    expect(scheduleOf.get('FW261')).toMatchObject({ aircraftCode: 'A320' });
    const inconsistent = all.filter((f) => {
      const s = scheduleOf.get(f.flightNo)!;
      return f.arrAt.getTime() - f.depAt.getTime() !== f.durationMin * MINUTE || f.durationMin !== s.durationMin || f.aircraftCode !== s.aircraftCode
        || f.distanceKm !== s.distanceKm || f.depAirport !== s.depAirport || f.arrAirport !== s.arrAirport;
    });
    expect(inconsistent).toEqual([]);
  });

  it('turns the aircraft round at the destination before it flies back', () => {
    for (const s of schedules.filter((x) => x.depAirport === 'HKG')) {
      const returns = flightsOf(`FW${String(Number(s.flightNo.slice(2)) + 1).padStart(3, '0')}`).map((f) => f.depAt.getTime());
      let next = 0;
      for (const out of flightsOf(s.flightNo).filter((f) => f.depDate < addDays(lastDay, -1) && !retimed.has(`${f.flightNo} ${f.depDate}`))) {
        while (returns[next]! < out.arrAt.getTime()) next++;
        const turnaround = (returns[next]! - out.arrAt.getTime()) / MINUTE;
        expect(turnaround, `${out.flightNo} ${out.depDate}`).toBeGreaterThanOrEqual(45);
        expect(turnaround, `${out.flightNo} ${out.depDate}`).toBeLessThanOrEqual(s.aircraftCode === 'A359' ? 240 : 120);
      }
    }
  });

  it('has valid seat maps', () => {
    expect(fleet.map((t) => t.code)).toEqual(['A320', 'A321', 'A333', 'A359']);
    for (const type of fleet) {
      const seatNos = new Set<string>();
      const rows: number[] = [];
      expect(type.seatMap.cabins.map((c) => c.cabin)).toEqual(['C', 'Y']);
      for (const cabin of type.seatMap.cabins) {
        const letters = cabin.columns.filter((c) => c !== '');
        expect(new Set(letters).size, type.code).toBe(letters.length);
        expect(cabin.columns.at(0)).not.toBe('');
        expect(cabin.columns.at(-1)).not.toBe('');
        expect(cabin.columns.some((c, i) => c === '' && cabin.columns[i + 1] === ''), type.code).toBe(false);
        for (const row of cabin.rows) {
          rows.push(row.row);
          expect(row.seats.map((seat) => seat.column), `${type.code} row ${row.row}`).toEqual(letters.filter((l) => row.seats.some((seat) => seat.column === l)));
          for (const seat of row.seats) {
            expect(seat.seatNo).toBe(`${row.row}${seat.column}`);
            expect(seatNos.has(seat.seatNo), `${type.code} ${seat.seatNo}`).toBe(false);
            seatNos.add(seat.seatNo);
            if (cabin.cabin === 'C') expect(seat.kind).toBe('standard');
            if (row.exit) expect(seat.kind, `${type.code} ${seat.seatNo}`).toBe('extraLegroom');
          }
        }
        if (cabin.cabin === 'Y') {
          expect(cabin.rows.some((r) => r.exit), type.code).toBe(true);
          const kinds = cabin.rows.flatMap((r) => r.seats.map((seat) => seat.kind));
          for (const kind of ['standard', 'preferred', 'extraLegroom', 'blocked']) expect(kinds, `${type.code} ${kind}`).toContain(kind);
        }
      }
      expect(rows, type.code).not.toContain(13);
      expect([...rows].sort((a, b) => a - b), type.code).toEqual(rows);
      expect(new Set(rows).size, type.code).toBe(rows.length);
    }
    const seats = (code: string, cabin: 'C' | 'Y') => fleet.find((t) => t.code === code)!.seatMap.cabins.find((c) => c.cabin === cabin)!.rows.flatMap((r) => r.seats).length;
    expect([seats('A320', 'C'), seats('A320', 'Y')]).toEqual([8, 150]);
    expect(seats('A333', 'C')).toBe(24);
    expect(seats('A359', 'C')).toBe(33);
  });

  it('adds nothing when seeded again', async () => {
    const s = server();
    const tables = [flights, routeSchedulesTable, aircraftTypes, users, clubMembers];
    const before = await Promise.all(tables.map((t) => countRows(s, t)));
    await seed(s.database.db, s.clock, { airlineCode: 'FW' });
    expect(await Promise.all(tables.map((t) => countRows(s, t)))).toEqual(before);
  });

  it('adds only the new days when seeded days later', async () => {
    const s = server();
    await seedFlights(s.database.db, new Date(s.clock.now().getTime() + 3 * DAY), { airlineCode: 'FW' });
    const after = await s.database.db.select().from(flights);
    expect(after).toHaveLength(all.length + 3 * schedules.length);
    const added = after.filter((f) => f.depDate > lastDay).map((f) => f.depDate);
    expect([...new Set(added)].sort()).toEqual([1, 2, 3].map((i) => addDays(lastDay, i)));
    const ids = new Set(after.map((f) => f.id));
    expect(all.every((f) => ids.has(f.id))).toBe(true);
  });
});

describe('route schedules', () => {
  it('measures great-circle distances', () => {
    expect(Math.round(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 }))).toBe(20015);
    expect(blockMinutes(780)).toBe(95);
  });
});
