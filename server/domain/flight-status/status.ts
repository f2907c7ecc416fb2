import { BOARDING_MINUTES, type FlightStatus } from '../../../services/schemas/flight-status';

/** A flight's schedule and what operations say of it on the day (flight_status, flights.cancelled_at). */
export interface FlightTimes {
  depAt: Date;
  arrAt: Date;
  estDepAt: Date | null;
  estArrAt: Date | null;
  cancelledAt: Date | null;
}

export interface FlightProgress {
  status: FlightStatus;
  /** The departure and arrival expected now: the estimated ones, else the scheduled ones. */
  depAt: Date;
  arrAt: Date;
  /** Set once the flight has departed or arrived. */
  actDepAt: Date | null;
  actArrAt: Date | null;
}

/**
 * The status at `now`. A cancelled flight stays CANCELLED. Otherwise the expected times decide: an
 * estimated departure without an estimated arrival moves the arrival by the same delay. ARRIVED
 * from the arrival, DEPARTED from the departure, BOARDING from 40 minutes before it, DELAYED
 * before that when expected later than scheduled, else SCHEDULED.
 */
export function flightProgress(f: FlightTimes, now: Date): FlightProgress {
  const depAt = f.estDepAt ?? f.depAt;
  const arrAt = f.estArrAt ?? new Date(f.arrAt.getTime() + depAt.getTime() - f.depAt.getTime());
  if (f.cancelledAt) return { status: 'CANCELLED', depAt, arrAt, actDepAt: null, actArrAt: null };
  const t = now.getTime();
  const departed = t >= depAt.getTime();
  const arrived = t >= arrAt.getTime();
  const status: FlightStatus = arrived
    ? 'ARRIVED'
    : departed
      ? 'DEPARTED'
      : t >= depAt.getTime() - BOARDING_MINUTES * 60_000
        ? 'BOARDING'
        : depAt.getTime() > f.depAt.getTime()
          ? 'DELAYED'
          : 'SCHEDULED';
  return { status, depAt, arrAt, actDepAt: departed ? depAt : null, actArrAt: arrived ? arrAt : null };
}

/** Where a flight leaves and lands when operations have not said otherwise: the same for the same flight every time. */
export function defaultPlaces(flightNo: string, depDate: string) {
  let hash = 0;
  for (const c of `${flightNo}${depDate}`) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return { depTerminal: '1', arrTerminal: '1', gate: String(1 + (hash % 70)), carousel: String(1 + ((hash >>> 8) % 16)) };
}
