import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { codes } from '../../../services/schemas/codes';
import type { Db } from '../../db/client';
import { bookingSessions } from '../../db/schema';
import { DomainError } from '../errors';
import type { BookingData } from './booking-data';

/** A booking step's snapshot stays usable for 30 minutes. */
export const PROCESS_KEY_TTL_MS = 30 * 60_000;

export const pageExpired = () => new DomainError(codes.pageExpired, 'errors.pageExpired');

/** The two statements of every step, built once per database (drizzle otherwise builds the SQL each time). */
function stepStatements(db: Db) {
  const value = (name: keyof typeof bookingSessions.$inferInsert) => sql.placeholder(name);
  return {
    insert: db
      .insert(bookingSessions)
      .values({ processKey: value('processKey'), userId: value('userId'), step: value('step'), data: value('data'), createdAt: value('createdAt'), expiresAt: value('expiresAt') })
      .prepare('save_step'),
    find: db
      .select()
      .from(bookingSessions)
      .where(and(eq(bookingSessions.processKey, sql.placeholder('processKey')), gt(bookingSessions.expiresAt, sql.placeholder('now'))))
      .prepare('load_step'),
  };
}
const prepared = new WeakMap<Db, ReturnType<typeof stepStatements>>();
const statementsOf = (db: Db) => {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = stepStatements(db)));
  return statements;
};

/** Keeps the booking as it stands after a step and returns the step's new processKey. */
export async function saveStep(db: Db, step: string, data: BookingData, userId: number | null, now: Date): Promise<string> {
  const processKey = randomBytes(18).toString('base64url');
  await statementsOf(db).insert.execute({ processKey, userId, step, data, createdAt: now, expiresAt: new Date(now.getTime() + PROCESS_KEY_TTL_MS) });
  return processKey;
}

/**
 * The booking as a processKey left it. An unknown or expired key, or one another user made,
 * answers 'The page information has expired'. A guest's key may be continued after logging in.
 */
export async function loadStep(db: Db, processKey: string, userId: number | null, now: Date): Promise<{ step: string; data: BookingData }> {
  const [row] = await statementsOf(db).find.execute({ processKey, now: now.toISOString() });
  if (!row || (row.userId !== null && row.userId !== userId)) throw pageExpired();
  return { step: row.step, data: row.data as BookingData };
}
