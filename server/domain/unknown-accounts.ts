import { randomBytes } from 'node:crypto';
import { afterSuccess, type LoginAttempts } from './login-attempts';
import { hashPassword } from './passwords';

const REMEMBERED = 10_000;

/**
 * Logins naming no account (or one without a password) are answered as a real account's wrong
 * password would be: checked against a hash no password matches, so they take as long, and counted,
 * so that they too come to ask for a picture code and to lock. Nobody can tell from the answers
 * whether an account exists. The counts of the newest usernames are kept in memory.
 */
export function createUnknownAccounts() {
  const unmatchableHash = hashPassword(randomBytes(32).toString('base64'));
  const attempts = new Map<string, LoginAttempts>();
  return {
    async account(username: string) {
      return {
        passwordHash: await unmatchableHash,
        lock: async () => attempts.get(username) ?? afterSuccess(),
        save: async (_tx: unknown, next: LoginAttempts) => {
          attempts.delete(username);
          attempts.set(username, next);
          if (attempts.size > REMEMBERED) attempts.delete(attempts.keys().next().value!);
        },
      };
    },
  };
}

export type UnknownAccounts = ReturnType<typeof createUnknownAccounts>;
