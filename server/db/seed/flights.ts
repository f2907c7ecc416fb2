import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as schema from '../schema';
import { aircraftTypes } from '../../domain/flights/aircraft';
import { routeSchedules } from '../../domain/flights/schedule';

/** The airline's code, and how many flights a day each rotation flies each way (1 unless measuring growth). */
export interface Programme {
  airlineCode: string;
  density?: number;
}

/**
 * Adds the aircraft types and route schedules that are missing (existing rows are kept), then
 * every flight from today in Hong Kong for `days` days that is not there yet.
 */
export async function seedFlights(db: Db, now: Date, programme: Programme, days = 330): Promise<void> {
  await db.insert(schema.aircraftTypes).values(aircraftTypes).onConflictDoNothing();
  const schedules = routeSchedules(programme.airlineCode, programme.density);
  // In slices: a dense programme has more values than one statement may carry.
  for (let i = 0; i < schedules.length; i += 1000) await db.insert(schema.routeSchedules).values(schedules.slice(i, i + 1000)).onConflictDoNothing();
  // `local date + local time AT TIME ZONE zone` is the instant that local time happens there.
  await db.execute(sql`
    INSERT INTO flights (flight_no, dep_date, dep_airport, arr_airport, dep_at, arr_at, duration_min, aircraft_code, distance_km)
    SELECT s.flight_no, d.dep_date, s.dep_airport, s.arr_airport,
           (d.dep_date + s.dep_time::time) AT TIME ZONE a.time_zone,
           ((d.dep_date + s.dep_time::time) AT TIME ZONE a.time_zone) + s.duration_min * interval '1 minute',
           s.duration_min, s.aircraft_code, s.distance_km
    FROM route_schedules s
    JOIN airports a ON a.code = s.dep_airport
    CROSS JOIN (
      SELECT (${now.toISOString()}::timestamptz AT TIME ZONE 'Asia/Hong_Kong')::date + i AS dep_date
      FROM generate_series(0, ${days - 1}::int) AS i
    ) d
    -- ON CONFLICT alone would also do, but checks each flight one by one: slow when they all exist.
    WHERE NOT EXISTS (SELECT 1 FROM flights f WHERE f.flight_no = s.flight_no AND f.dep_date = d.dep_date)
    ON CONFLICT (flight_no, dep_date) DO NOTHING`);
}
