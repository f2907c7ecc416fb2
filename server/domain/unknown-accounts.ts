import { randomBytes } from 'node:crypto';
import type { Store } from '../repositories/store';
import type { LoginAttempts } from './login-attempts';
import { hashPassword } from './passwords';

/**
 * Logins naming no account (or one without a password) are answered as a real account's wrong
 * password would be: checked against a hash no password matches, so they take as long, and counted,
 * so that they too come to ask for a picture code and to lock. Nobody can tell from the answers
 * whether an account exists. The counts are kept in the database, so every server process sees
 * them; the pruning job forgets those not touched for a day.
 */
export function createUnknownAccounts() {
  const unmatchableHash = hashPassword(randomBytes(32).toString('base64'));
  return {
    async account(username: string, now: Date) {
      return {
        passwordHash: await unmatchableHash,
        lock: (tx: Store) => tx.unknownLogins.lock(username, now),
        save: (tx: Store, next: LoginAttempts) => tx.unknownLogins.save(username, next, now),
      };
    },
  };
}

export type UnknownAccounts = ReturnType<typeof createUnknownAccounts>;
