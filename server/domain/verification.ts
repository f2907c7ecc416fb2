import { createHash, randomInt } from 'node:crypto';
import { codeResendSeconds, type CodePurpose } from '../../services/schemas/auth';
import { codes } from '../../services/schemas/codes';
import type { Store } from '../repositories/store';
import { DomainError } from './errors';
import { translate } from '../i18n';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODES_PER_HOUR = 5;
const MAX_WRONG_ATTEMPTS = 5;

export type CodeChannel = 'sms' | 'email';
export interface CodeTarget {
  channel: CodeChannel;
  /** `852-91234567` for SMS, the lower-cased address for e-mail. */
  recipient: string;
  /**
   * A guest's order or lounge order is opened, a guest's booking confirmed (`guestBooking`, proving its
   * contact e-mail), and a club member's redemption password reset, with a code of its own purpose,
   * which no account call can ask for.
   */
  purpose: CodePurpose | 'guestOrder' | 'guestBooking' | 'loungeOrder' | 'payPassword';
}

export const smsRecipient = (areaCode: string, mobile: string) => `${areaCode}-${mobile}`;
export const emailRecipient = (email: string) => email.toLowerCase();

const hashCode = (t: CodeTarget, code: string) =>
  createHash('sha256').update(`${t.channel}:${t.recipient}:${t.purpose}:${code}`).digest('hex');

/** Sends a 6-digit code, valid 10 minutes, at most one a minute and five an hour per recipient. */
export async function sendCode(store: Store, target: CodeTarget, now: Date, locale: string) {
  return store.transaction(async (tx) => {
    // One request per recipient at a time, so requests sent together cannot slip past the limits.
    await tx.verificationCodes.lockRecipient(target.recipient);
    const recent = await tx.verificationCodes.sentSince(target.recipient, new Date(now.getTime() - 3_600_000));
    const last = recent[0];
    if (last && now.getTime() - last.getTime() < codeResendSeconds * 1000) {
      throw new DomainError(codes.tooManyRequests, 'errors.codeTooSoon', { seconds: codeResendSeconds });
    }
    if (recent.length >= MAX_CODES_PER_HOUR) throw new DomainError(codes.tooManyRequests, 'errors.codeTooMany');

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.verificationCodes.create({
      ...target,
      codeHash: hashCode(target, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    await tx.outbox.add({
      channel: target.channel,
      recipient: target.recipient,
      subject: translate(locale, 'outbox.codeSubject'),
      body: translate(locale, 'outbox.codeBody', { code, purpose: translate(locale, `outbox.purpose.${target.purpose}`), minutes: 10 }),
      createdAt: now,
    });
    return { resendAfterSeconds: codeResendSeconds, expiresInSeconds: CODE_TTL_MS / 1000 };
  });
}

/**
 * Runs `action` in one transaction with using up the newest live code for this recipient and
 * purpose: a failed action leaves the code usable. A wrong code is counted while the code's row is
 * locked, so wrong tries sent at the same time all count.
 */
export async function withCode<T>(store: Store, target: CodeTarget, code: string, now: Date, action: (tx: Store) => Promise<T>): Promise<T> {
  const outcome = await store.transaction(async (tx) => {
    if (!(await consumeCode(tx, target, code, now))) return { ok: false as const };
    return { ok: true as const, value: await action(tx) };
  });
  if (!outcome.ok) throw new DomainError(codes.codeInvalid, 'errors.codeInvalid');
  return outcome.value;
}

/**
 * Whether the code is right, leaving it usable until it expires (a guest reads a lounge order again
 * with it); a wrong one is counted as in `withCode`.
 */
export async function checkCode(store: Store, target: CodeTarget, code: string, now: Date): Promise<boolean> {
  return (await store.transaction((tx) => matchCode(tx, target, code, now))) !== undefined;
}

/** Uses up the code when it is right; a wrong one adds to the code's attempts. */
async function consumeCode(tx: Store, target: CodeTarget, code: string, now: Date): Promise<boolean> {
  const live = await matchCode(tx, target, code, now);
  if (live) await tx.verificationCodes.markUsed(live.id, now);
  return live !== undefined;
}

/** The newest live code when `code` is it; a wrong one adds to its attempts, five wrong and it opens nothing more. */
async function matchCode(tx: Store, target: CodeTarget, code: string, now: Date) {
  const live = await tx.verificationCodes.lockLatest(target, now);
  if (!live || live.attempts >= MAX_WRONG_ATTEMPTS) return undefined;
  if (live.codeHash !== hashCode(target, code)) {
    await tx.verificationCodes.setAttempts(live.id, live.attempts + 1);
    return undefined;
  }
  return live;
}
