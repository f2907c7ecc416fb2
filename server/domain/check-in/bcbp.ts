/**
 * The IATA bar-coded boarding pass (Resolution 792, version 6), format M with one leg: the
 * mandatory items, then the conditional items the barcode readers at the gate look for. Each item
 * has a fixed width; the hexadecimal sizes say how many characters of conditional items follow.
 */
export interface BcbpLeg {
  /** 'LAST/FIRST'. */
  passengerName: string;
  pnr: string;
  from: string;
  to: string;
  carrier: string;
  /** The flight number without the carrier, e.g. '201'. */
  flightNumber: string;
  /** The local departure date, 'YYYY-MM-DD'. */
  flightDate: string;
  /** The IATA compartment code: 'Y' economy, 'C' business. */
  compartment: string;
  /** e.g. '12A'. */
  seat: string;
  sequenceNo: number;
  /** The 13-digit ticket number: the airline's numeric code and the document's serial number. */
  ticketNo: string;
  /** 'YYYY-MM-DD' the boarding pass is issued on. */
  issuedOn: string;
  /** Free checked baggage in kilograms, 0 for none. */
  freeBaggageKg: number;
  passengerType: 'ADT' | 'CNN' | 'INF';
}

const pad = (value: string, width: number) => value.slice(0, width).padEnd(width, ' ');
const zeros = (value: number | string, width: number) => String(value).padStart(width, '0').slice(-width);
const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');

/** Day of the year, 1 to 366, of a 'YYYY-MM-DD' date. */
export function julianDay(date: string): number {
  const at = Date.parse(`${date}T00:00:00Z`);
  return Math.round((at - Date.UTC(Number(date.slice(0, 4)), 0, 1)) / 86_400_000) + 1;
}

/** '201' -> '0201 ': four digits and an operational suffix (none here). */
const flightNumberField = (flightNumber: string) => `${zeros(flightNumber.replace(/\D/g, ''), 4)} `;
/** '12A' -> '012A'. */
const seatField = (seat: string) => `${zeros(seat.slice(0, -1), 3)}${seat.slice(-1)}`;
/** Passenger description: 0 adult, 3 child, 4 infant. */
const descriptionOf = { ADT: '0', CNN: '3', INF: '4' } as const;
/** Passenger status 1: ticket issued and checked in. */
const CHECKED_IN = '1';

export function encodeBcbp(leg: BcbpLeg): string {
  const unique = [
    descriptionOf[leg.passengerType],
    'W', // source of check-in: web
    'W', // source of boarding pass issuance: web
    `${leg.issuedOn.slice(3, 4)}${zeros(julianDay(leg.issuedOn), 3)}`,
    'B', // document type: boarding pass
    pad(leg.carrier, 3),
  ].join('');
  const repeated = [
    leg.ticketNo.slice(0, 3),
    leg.ticketNo.slice(3, 13),
    '0', // selectee indicator
    '0', // international documentation verification: not required
    pad(leg.carrier, 3), // marketing carrier
    pad('', 3), // frequent flyer airline
    pad('', 16), // frequent flyer number
    ' ', // ID/AD indicator
    leg.freeBaggageKg > 0 ? pad(`${leg.freeBaggageKg}K`, 3) : pad('', 3),
    'N', // fast track
  ].join('');
  const conditional = `>6${hex2(unique.length)}${unique}${hex2(repeated.length)}${repeated}`;
  return [
    'M1',
    pad(leg.passengerName, 20),
    'E',
    pad(leg.pnr, 7),
    leg.from,
    leg.to,
    pad(leg.carrier, 3),
    flightNumberField(leg.flightNumber),
    zeros(julianDay(leg.flightDate), 3),
    leg.compartment,
    seatField(leg.seat),
    zeros(leg.sequenceNo, 5),
    CHECKED_IN,
    hex2(conditional.length),
    conditional,
  ].join('');
}
