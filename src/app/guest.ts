import type { GuestOrderAccess } from '../../services/schemas/order';
import { readJson, writeJson } from './storage';

/**
 * A traveller going on without an account, for this tab's visit: chosen on the login page, or
 * holding the token of the one order they booked or found again (sent with their calls for it).
 */
interface Guest {
  order: GuestOrderAccess | null;
}
const NAME = 'guest';
const listeners = new Set<() => void>();

const guest = () => readJson<Guest>(sessionStorage, NAME);

export const isGuest = () => guest() !== null;
export const guestToken = () => guest()?.order?.guestToken ?? null;

/** Calls `listener` when the traveller chooses to go on as a guest; answers how to stop. */
export function onGuest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function continueAsGuest(): void {
  if (!isGuest()) writeJson(sessionStorage, NAME, { order: null } satisfies Guest);
  for (const listener of listeners) listener();
}

/** The order the guest now reaches; its token replaces the one before. */
export const keepGuestOrder = (order: GuestOrderAccess) => writeJson(sessionStorage, NAME, { order } satisfies Guest);
