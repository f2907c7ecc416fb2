import { randomBytes } from 'node:crypto';
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

/**
 * The booking as a processKey left it. An unknown or expired key, or one another user made,
 * answers 'The page information has expired'. A guest's key may be continued after logging in.
 */
export async function loadStep<T = BookingData>(store: Store, processKey: string, userId: number | null, now: Date, flow: Flow = 'booking'): Promise<{ step: string; data: T }> {
  const row = await store.bookingSessions.find(processKey, now);
  if (!row || (row.userId !== null && row.userId !== userId) || flowOf(row.step) !== flow) throw pageExpired();
  return { step: row.step, data: row.data as T };
}
