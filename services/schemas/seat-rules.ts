import type { BookingPassenger } from './offer';
import type { PassengerType } from './passenger';

/**
 * Spec section 5: children, pregnant passengers and adults carrying an infant may not sit in an
 * exit row. Booking's and check-in's seat maps refuse such a pick at once, and the server again when
 * seats are confirmed.
 */
export const exitRowAllowed = (passenger: { type: PassengerType; pregnant?: boolean }, carriesInfant: boolean): boolean =>
  passenger.type !== 'CNN' && !passenger.pregnant && !carriesInfant;

/** The same rule for a passenger of a booking by their place in it. */
export function mayTakeExitRow(passengers: BookingPassenger[], passengerIndex: number): boolean {
  const passenger = passengers[passengerIndex];
  return !!passenger && exitRowAllowed(passenger, passengers.some((p) => p.type === 'INF' && p.guardianIndex === passengerIndex));
}
