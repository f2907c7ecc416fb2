import { createHash, randomBytes } from 'node:crypto';
import type { GrantType, TokenResponse } from '../../services/schemas/auth';
import type { Store } from '../repositories/store';

/** Access tokens are stored hashed, so a database leak does not leak sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(store: Store, userId: number, grantType: GrantType, now: Date, ttlMs: number): Promise<TokenResponse> {
  const token = randomBytes(32).toString('base64url');
  await store.sessions.create({ tokenHash: hashToken(token), userId, grantType, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
  return { access_token: token, token_type: 'bearer', expires_in: Math.floor(ttlMs / 1000), memberId: userId, grant_type: grantType };
}
