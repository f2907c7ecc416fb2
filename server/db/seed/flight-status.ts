import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * What operations say of a few flights today and tomorrow in Hong Kong: a delay with its gate and
 * carousel, and a flight leaving from a stated gate. Rows already there are kept.
 */
export async function seedFlightStatus(db: Db, now: Date, airlineCode: string): Promise<void> {
  const rows: [number: string, dayOffset: number, delayMin: number, gate: string, carousel: string][] = [
    ['213', 0, 45, '31', '4'],
    ['245', 1, 0, '18', '2'],
    ['309', 1, 90, '62', '9'],
  ];
  for (const [number, dayOffset, delayMin, gate, carousel] of rows) {
    await db.execute(sql`
      INSERT INTO flight_status (flight_id, est_dep_at, est_arr_at, dep_terminal, arr_terminal, gate, carousel, updated_at)
      SELECT f.id,
             CASE WHEN ${delayMin}::int > 0 THEN f.dep_at + ${delayMin}::int * interval '1 minute' END,
             CASE WHEN ${delayMin}::int > 0 THEN f.arr_at + ${delayMin}::int * interval '1 minute' END,
             '1', '1', ${gate}, ${carousel}, ${now.toISOString()}::timestamptz
      FROM flights f
      WHERE f.flight_no = ${airlineCode + number}
        AND f.dep_date = (${now.toISOString()}::timestamptz AT TIME ZONE 'Asia/Hong_Kong')::date + ${dayOffset}::int
      ON CONFLICT (flight_id) DO NOTHING`);
  }
}
