import type { BookingPassenger } from './offer';

/**
 * Spec section 5: children, pregnant passengers and adults carrying an infant may not sit in an
 * exit row. The seat map refuses such a pick at once, and the server again when seats are confirmed.
 */
export function mayTakeExitRow(passengers: BookingPassenger[], passengerIndex: number): boolean {
  const passenger = passengers[passengerIndex];
  if (!passenger || passenger.type === 'CNN' || passenger.pregnant) return false;
  return !passengers.some((p) => p.type === 'INF' && p.guardianIndex === passengerIndex);
}
