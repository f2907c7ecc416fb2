import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { codes } from '../../../services/schemas/codes';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import type { BookingData } from './booking-data';

/** A booking step's snapshot stays usable for 30 minutes. */
export const PROCESS_KEY_TTL_MS = 30 * 60_000;

export const pageExpired = () => new DomainError(codes.pageExpired, 'errors.pageExpired');

/** A date change's steps are named `change/...`, check-in's `checkin/...`, a schedule change's `ifc/...`, an award booking's `point/...`, a redeem-card booking's `card/...`, a Travel Pass booking's `pass/...`: their keys continue only their own flow. */
const flows = ['change', 'checkin', 'ifc', 'point', 'card', 'pass'] as const;
type Flow = 'booking' | (typeof flows)[number];
const flowOf = (step: string): Flow => flows.find((flow) => step.startsWith(`${flow}/`)) ?? 'booking';

/** Keeps the booking (or the date change) as it stands after a step and returns the step's new processKey. */
export async function saveStep<T = BookingData>(store: Store, step: string, data: T, userId: number | null, now: Date): Promise<string> {
  const processKey = randomBytes(18).toString('base64url');
  await store.bookingSessions.save({ processKey, userId, step, data, createdAt: now, expiresAt: new Date(now.getTime() + PROCESS_KEY_TTL_MS) });
  return processKey;
}

/** A signed key: its data, its step, whose it is and until when, checked by its signature instead of a row. */
interface SignedStep {
  step: string;
  data: unknown;
  userId: number | null;
  expiresAt: number;
}

const signatureOf = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest().subarray(0, 18);

/**
 * A search's processKey holds the search itself, signed: the step most often taken (every search a
 * traveller makes) then writes no row and needs no round trip, and any server process sharing the
 * secret reads it. Row keys never contain a '.', so the two kinds cannot be taken for each other.
 */
export function signStep(secret: string, step: string, data: unknown, userId: number | null, now: Date): string {
  const payload = Buffer.from(JSON.stringify({ step, data, userId, expiresAt: now.getTime() + PROCESS_KEY_TTL_MS } satisfies SignedStep)).toString('base64url');
  return `${payload}.${signatureOf(secret, payload).toString('base64url')}`;
}

/** The step a signed processKey holds, or undefined when the key is not signed or not by this secret. */
function readSigned(secret: string, processKey: string): SignedStep | undefined {
  const [payload, signature, ...rest] = processKey.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as SignedStep;
}

/**
 * The booking as a processKey left it. An unknown or expired key, or one another user made,
 * answers 'The page information has expired'. A guest's key may be continued after logging in.
 */
export async function loadStep<T = BookingData>(
  store: Store,
  processKey: string,
  userId: number | null,
  now: Date,
  flow: Flow = 'booking',
  /** The secret signed keys are checked with; without it only row keys are read. */
  secret?: string,
): Promise<{ step: string; data: T }> {
  const signed = secret === undefined || !processKey.includes('.') ? undefined : readSigned(secret, processKey);
  const row = signed ? (signed.expiresAt > now.getTime() ? signed : undefined) : await store.bookingSessions.find(processKey, now);
  if (!row || (row.userId !== null && row.userId !== userId) || flowOf(row.step) !== flow) throw pageExpired();
  return { step: row.step, data: row.data as T };
}
