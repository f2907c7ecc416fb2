import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { clubMembers } from '../db/schema';
import type { LoginAttempts } from '../domain/login-attempts';

export type ClubMemberRow = typeof clubMembers.$inferSelect;

/** Members of the loyalty club, who may log in with the club's password. */
export function createClubMemberRepository(db: Executor) {
  return {
    async find(id: number | null): Promise<ClubMemberRow | undefined> {
      if (id === null) return undefined;
      const [row] = await db.select().from(clubMembers).where(eq(clubMembers.id, id));
      return row;
    },

    /** A club login names the card number, phone, e-mail or ID document number. */
    async findByLogin(username: string): Promise<ClubMemberRow | undefined> {
      const [row] = await db
        .select()
        .from(clubMembers)
        .where(
          or(
            eq(clubMembers.cardNo, username),
            eq(clubMembers.mobile, username),
            eq(sql`lower(${clubMembers.email})`, username.toLowerCase()),
            eq(clubMembers.idNo, username),
          ),
        )
        .limit(1);
      return row;
    },

    /** Locks the membership's row until the transaction ends. */
    async lock(id: number): Promise<void> {
      await db.select({ id: clubMembers.id }).from(clubMembers).where(eq(clubMembers.id, id)).for('update');
    },

    async lockLoginAttempts(id: number): Promise<LoginAttempts> {
      const [row] = await db
        .select({ failedLogins: clubMembers.failedLogins, lockedUntil: clubMembers.lockedUntil })
        .from(clubMembers)
        .where(eq(clubMembers.id, id))
        .for('update');
      return row!;
    },

    async saveLoginAttempts(id: number, attempts: LoginAttempts): Promise<void> {
      await db.update(clubMembers).set(attempts).where(eq(clubMembers.id, id));
    },

    /** The redemption password and its attempts, with the membership's row locked until the transaction ends. */
    async lockPayAttempts(id: number) {
      const [row] = await db
        .select({ payPasswordHash: clubMembers.payPasswordHash, payFailed: clubMembers.payFailed, payLockedUntil: clubMembers.payLockedUntil })
        .from(clubMembers)
        .where(eq(clubMembers.id, id))
        .for('update');
      return row!;
    },

    async savePayAttempts(id: number, attempts: LoginAttempts): Promise<void> {
      await db.update(clubMembers).set({ payFailed: attempts.failedLogins, payLockedUntil: attempts.lockedUntil }).where(eq(clubMembers.id, id));
    },

    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.update(clubMembers).set({ passwordHash }).where(eq(clubMembers.id, id));
    },

    /** A new redemption password starts with no wrong attempts and no lock. */
    async setPayPassword(id: number, payPasswordHash: string): Promise<void> {
      await db.update(clubMembers).set({ payPasswordHash, payFailed: 0, payLockedUntil: null }).where(eq(clubMembers.id, id));
    },

    async stopPointsReminder(id: number): Promise<void> {
      await db.update(clubMembers).set({ noRemind: true }).where(eq(clubMembers.id, id));
    },
  };
}
