import type { BookingPassenger, ChosenLeg, ConfirmSeatRequest, SeatMapResponse } from '../../../services/schemas/offer';
import { codes } from '../../../services/schemas/codes';
import { mayTakeExitRow } from '../../../services/schemas/seat-rules';
import type { SeatMap, SeatMapSeat } from '../../db/schema';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import { segmentsOf } from './auxiliary';
import { brandByName, convert, seatPriceHKD, type Currency } from './fares';
import type { Reference } from './reference';

const seatError = (key: string, params: Record<string, unknown> = {}) => new DomainError(codes.seatUnavailable, key, params);

/** The seat map of one segment with each seat's state and price for this booking. */
export async function seatMap(store: Store, ref: Reference, legs: ChosenLeg[], segmentIndex: number, currency: Currency): Promise<Omit<SeatMapResponse, 'processKey'>> {
  const entry = segmentsOf(legs)[segmentIndex];
  if (!entry) throw new DomainError(codes.badRequest, 'errors.auxiliaryInvalid');
  return seatMapOf(store, ref, entry.segment, entry.brand, segmentIndex, currency);
}

/** The seat map of a flight for a fare brand: its cabin's seats, taken or not, at the brand's prices. */
export async function seatMapOf(
  store: Store,
  ref: Reference,
  segment: { flightId: number; flightNo: string; aircraft: string },
  brand: { brand: string; cabin: string },
  segmentIndex: number,
  currency: Currency,
): Promise<Omit<SeatMapResponse, 'processKey'>> {
  const aircraft = ref.aircraft.get(segment.aircraft);
  if (!aircraft) throw new DomainError(codes.flightUnavailable, 'errors.seatMapMissing');
  const taken = await store.flights.takenSeats(segment.flightId);
  return {
    segmentIndex,
    flightNo: segment.flightNo,
    cabins: cabinMap(aircraft.seatMap, brand.cabin, (s) => ({
      state: seatState(s, taken.has(s.seatNo)),
      price: seatPrice(s.kind, brand.brand, currency),
    })),
  };
}

/** What choosing a seat of this kind costs on a fare brand: nothing when the brand includes seat choice, else the kind's price. */
export const seatPrice = (kind: SeatMapSeat['kind'], brand: string, currency: Currency) =>
  (brandByName.get(brand)?.freeSeatSelection ?? false) ? 0 : convert(seatPriceHKD[kind], currency);

export const seatState = (seat: SeatMapSeat, taken: boolean) => (seat.kind === 'blocked' ? ('blocked' as const) : taken ? ('occupied' as const) : ('available' as const));

/** One cabin of an aircraft's seat map, row by row, each seat with what `describe` adds to it (its state, its price). */
export function cabinMap<T>(seatMap: SeatMap, cabin: string, describe: (seat: SeatMapSeat) => T) {
  return seatMap.cabins
    .filter((c) => c.cabin === cabin)
    .map((c) => ({
      cabin: c.cabin,
      columns: c.columns,
      rows: c.rows.map((r) => ({ row: r.row, exit: r.exit, seats: r.seats.map((s) => ({ seatNo: s.seatNo, column: s.column, kind: s.kind, ...describe(s) })) })),
    }));
}

/**
 * Spec section 5: a seat that is taken, blocked or outside the fare's cabin is refused; children,
 * pregnant passengers and adults carrying an infant may not sit in an exit row; infants have no seat.
 */
export const checkSeats = (store: Store, ref: Reference, legs: ChosenLeg[], passengers: BookingPassenger[], seats: ConfirmSeatRequest['seats'], currency: Currency) =>
  checkSeatsOn((segmentIndex) => seatMap(store, ref, legs, segmentIndex, currency), passengers, seats);

/** The seat rules above against the seat maps `mapOf` gives; answers each seat's price. */
export async function checkSeatsOn(mapOf: (segmentIndex: number) => ReturnType<typeof seatMap>, passengers: BookingPassenger[], seats: ConfirmSeatRequest['seats']) {
  const chosen = new Set<string>();
  const prices: number[] = [];
  const maps = new Map<number, Awaited<ReturnType<typeof seatMap>>>();
  for (const pick of seats) {
    const passenger = passengers[pick.passengerIndex];
    if (!passenger || passenger.type === 'INF') throw seatError('errors.seatPassenger');
    if (chosen.has(`${pick.segmentIndex}:${pick.passengerIndex}`) || chosen.has(`${pick.segmentIndex}@${pick.seatNo}`)) throw seatError('errors.seatTwice');
    chosen.add(`${pick.segmentIndex}:${pick.passengerIndex}`).add(`${pick.segmentIndex}@${pick.seatNo}`);
    if (!maps.has(pick.segmentIndex)) maps.set(pick.segmentIndex, await mapOf(pick.segmentIndex));
    const map = maps.get(pick.segmentIndex)!;
    const row = map.cabins.flatMap((c) => c.rows).find((r) => r.seats.some((s) => s.seatNo === pick.seatNo));
    const seat = row?.seats.find((s) => s.seatNo === pick.seatNo);
    if (!row || !seat || seat.state !== 'available') throw seatError('errors.seatTaken', { seat: pick.seatNo });
    if (row.exit && !mayTakeExitRow(passengers, pick.passengerIndex)) throw seatError('seat.exitRowRefused', { seat: pick.seatNo });
    prices.push(seat.price);
  }
  return prices;
}
