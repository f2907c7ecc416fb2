import { CHECK_IN_CLOSES_MINUTES, CHECK_IN_OPENS_HOURS, type CheckInSegment } from '../../../services/schemas/check-in';
import { checkInWindowOf } from '../../../services/schemas/check-in-window';
import { codes } from '../../../services/schemas/codes';
import type { BookingPassenger } from '../../../services/schemas/offer';
import { DomainError } from '../errors';

export const checkInClosed = () => new DomainError(codes.checkInClosed, 'errors.checkInClosed', { hours: CHECK_IN_OPENS_HOURS, minutes: CHECK_IN_CLOSES_MINUTES });
export const childAlone = () => new DomainError(codes.checkInChildAlone, 'errors.checkInChildAlone');
export const atCounter = () => new DomainError(codes.checkInAtCounter, 'errors.checkInAtCounter');
export const seatTaken = (seat: string) => new DomainError(codes.checkInSeatTaken, 'errors.checkInSeatTaken', { seat });
export const boardingPassClosed = () => new DomainError(codes.boardingPassClosed, 'errors.boardingPassClosed', { minutes: CHECK_IN_CLOSES_MINUTES });
export const checkInNotFound = () => new DomainError(codes.checkInNotFound, 'errors.checkInNotFound');
export const checkInCancelled = (orderId: number) => new DomainError(codes.checkInCancelled, 'errors.checkInCancelled', {}, { orderId });
export const ticketNotIssued = () => new DomainError(codes.ticketNotIssued, 'errors.ticketNotIssued');
export const alreadyCheckedIn = () => new DomainError(codes.alreadyCheckedIn, 'errors.alreadyCheckedIn');
export const flightCancelled = () => new DomainError(codes.flightUnavailable, 'errors.checkInFlightCancelled');
export const stepMissing = () => new DomainError(codes.invalidState, 'errors.stepMissing');
const seatUnavailable = (key: string, seat: string) => new DomainError(codes.seatUnavailable, key, { seat });
export const seatRefused = (seat: string) => seatUnavailable('errors.seatTaken', seat);
export const exitRowRefused = (seat: string) => seatUnavailable('seat.exitRowRefused', seat);
export const seatKept = (seat: string) => seatUnavailable('errors.checkInSeatKept', seat);
export const seatTwice = (seat: string) => seatUnavailable('errors.seatTwice', seat);


/** The check-in window of a departure: [opensAt, closesAt), 48 hours to 90 minutes before it (spec section 9). */
export function windowOf(depAt: string, now: Date): Pick<CheckInSegment, 'opensAt' | 'closesAt' | 'window'> {
  const { opensAt, closesAt } = checkInWindowOf(depAt);
  const at = now.getTime();
  return { opensAt, closesAt, window: at < Date.parse(opensAt) ? 'BEFORE' : at < Date.parse(closesAt) ? 'OPEN' : 'CLOSED' };
}

export function ensureOpen(depAt: string, now: Date): void {
  if (windowOf(depAt, now).window !== 'OPEN') throw checkInClosed();
}

/**
 * Why check-in is not open on a segment now, or null: its flight, as it stands now, cancelled by the
 * airline, or `now` outside the window of the flight's current departure.
 */
export function checkInProblem(segment: { depAt: string }, flight: { depAt: Date; cancelledAt: Date | null } | undefined, now: Date): 'FLIGHT_CANCELLED' | 'CHECK_IN_NOT_OPEN' | null {
  if (flight?.cancelledAt) return 'FLIGHT_CANCELLED';
  return windowOf((flight?.depAt ?? new Date(segment.depAt)).toISOString(), now).window === 'OPEN' ? null : 'CHECK_IN_NOT_OPEN';
}

/** An infant and the adult it travels with go to the counter (spec section 5). */
export const goesToCounter = (passengers: BookingPassenger[], psgId: number) =>
  passengers[psgId]?.type === 'INF' || passengers.some((p) => p.type === 'INF' && p.guardianIndex === psgId);

/**
 * Children check in only beside an adult of the booking: one chosen now, or one already checked in
 * on the flight.
 */
export function ensureNotAlone(passengers: BookingPassenger[], chosen: number[], checkedIn: ReadonlySet<number>): void {
  const adultWith = chosen.some((i) => passengers[i]?.type === 'ADT') || [...checkedIn].some((i) => passengers[i]?.type === 'ADT');
  if (!adultWith && chosen.some((i) => passengers[i]?.type === 'CNN')) throw childAlone();
}

/** Hong Kong immigration accepts these documents (spec section 5): a Home Return Permit only from Hong Kong and Macau residents. */
const hkDocuments: Record<string, (nationality: string) => boolean> = {
  PASSPORT: () => true,
  HK_ID: () => true,
  HOME_RETURN_PERMIT: (nationality) => nationality === 'HK' || nationality === 'MO',
};

/**
 * What keeps a passenger's document from passing Hong Kong immigration on a flight from or to Hong
 * Kong: the locale key of the problem, or null. A missing birth date or a document that expires
 * before the flight are problems on every flight.
 */
export function hkProblemOf(p: Partial<BookingPassenger>, flightDate: string, viaHongKong: boolean): string | null {
  if (!p.birthday) return 'hkProblem.birthDate';
  if (!p.certType || !p.certNo) return 'hkProblem.document';
  if (!p.certExpiry || p.certExpiry < flightDate) return 'hkProblem.expired';
  if (viaHongKong && !hkDocuments[p.certType]?.(p.nationality ?? '')) return 'hkProblem.notAccepted';
  return null;
}
