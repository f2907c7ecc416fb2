import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { GrantType, TokenResponse } from '../../services/schemas/auth';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken } from '../http/auth';

export async function issueToken(db: Db, userId: number, grantType: GrantType, now: Date, ttlMs: number): Promise<TokenResponse> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    grantType,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return { access_token: token, token_type: 'bearer', expires_in: Math.floor(ttlMs / 1000), memberId: userId, grant_type: grantType };
}

export async function revokeToken(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every live session of a user, but `keepTokenHash` when given. */
export async function revokeAllTokens(db: Db, userId: number, now: Date, keepTokenHash?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined));
}
