/** Five wrong passwords in a row lock the account for 15 minutes; from the third, a captcha is asked. */
export const MAX_FAILED_LOGINS = 5;
export const CAPTCHA_AFTER_FAILED_LOGINS = 3;
export const LOCK_MS = 15 * 60_000;

export interface LoginAttempts {
  failedLogins: number;
  lockedUntil: Date | null;
}

export const isLocked = (a: LoginAttempts, now: Date) => a.lockedUntil !== null && a.lockedUntil > now;

export function afterFailure(a: LoginAttempts, now: Date): LoginAttempts {
  const failedLogins = a.failedLogins + 1;
  return failedLogins >= MAX_FAILED_LOGINS
    ? { failedLogins: 0, lockedUntil: new Date(now.getTime() + LOCK_MS) }
    : { failedLogins, lockedUntil: null };
}

export const afterSuccess = (): LoginAttempts => ({ failedLogins: 0, lockedUntil: null });
