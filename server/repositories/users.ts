import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';
import type { LoginAttempts } from '../domain/login-attempts';

export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;

const live = isNull(users.deletedAt);
const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/** App accounts; a deleted account keeps its row, emptied, and is found by none of these reads. */
export function createUserRepository(db: Executor) {
  return {
    async find(userId: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(and(eq(users.id, userId), live));
      return row;
    },

    /** The live accounts of these ids, in no order. */
    findAll: (userIds: number[]): Promise<UserRow[]> => (userIds.length === 0 ? Promise.resolve([]) : db.select().from(users).where(and(inArray(users.id, userIds), live))),

    /** A login names a mobile number (with its area code) or an e-mail address. */
    async findByLogin(username: string, areaCode = '852'): Promise<UserRow | undefined> {
      const login = username.includes('@') ? byEmail(username) : and(eq(users.areaCode, areaCode), eq(users.mobile, username));
      const [row] = await db.select().from(users).where(and(login, live));
      return row;
    },

    /** Locks a live account's row until the transaction ends; false when there is none. */
    async lock(userId: number): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), live)).for('update');
      return rows.length > 0;
    },

    async mobileTaken(areaCode: string, mobile: string, exceptUserId = 0): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.areaCode, areaCode), eq(users.mobile, mobile), ne(users.id, exceptUserId)));
      return rows.length > 0;
    },

    async emailTaken(email: string, exceptUserId = 0): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(byEmail(email), ne(users.id, exceptUserId)));
      return rows.length > 0;
    },

    async create(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async update(userId: number, fields: Partial<NewUser>): Promise<UserRow> {
      const [row] = await db.update(users).set(fields).where(eq(users.id, userId)).returning();
      return row!;
    },

    /** The account bound to a club membership. */
    async idOfClubMember(clubMemberId: number): Promise<number | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.clubMemberId, clubMemberId));
      return row?.id;
    },

    /** Reads the failed logins with the account's row locked until the transaction ends. */
    async lockLoginAttempts(userId: number): Promise<LoginAttempts> {
      const [row] = await db.select({ failedLogins: users.failedLogins, lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, userId)).for('update');
      return row!;
    },

    async saveLoginAttempts(userId: number, attempts: LoginAttempts): Promise<void> {
      await db.update(users).set(attempts).where(eq(users.id, userId));
    },
  };
}
