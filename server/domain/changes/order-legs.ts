import type { ChangedAddOn } from '../../db/schema';
import type { BookingPassenger, ConfirmAuxiliaryRequest, ConfirmSeatRequest, FlightSegment } from '../../../services/schemas/offer';
import type { OrderSegment } from '../../../services/schemas/order';
import type { OrderRow } from '../../repositories/orders';
import { meals } from '../booking/auxiliary';
import { convert, luggagePriceHKD, type Currency } from '../booking/fares';
import type { LegPrices } from '../booking/leg-prices';
import type { Reference } from '../booking/reference';
import { seatPrice } from '../booking/seats';

/** A segment as the order keeps it: the flight, its fare brand and class, and its fare per passenger type. */
export type OrderItinerarySegment = OrderSegment & { fare: LegPrices['fare'] };
export interface OrderItinerary {
  segments: OrderItinerarySegment[];
  legs: LegPrices[];
}

/** One leg of an order: its place, the places of its segments in the itinerary, and its prices. */
export interface OrderLeg {
  legIndex: number;
  segmentIndexes: number[];
  segments: OrderItinerarySegment[];
  prices: LegPrices;
}

/** What an order keeps of its add-ons. */
export interface OrderExtras {
  auxiliary: Omit<ConfirmAuxiliaryRequest, 'processKey'> | null;
  seats: ConfirmSeatRequest['seats'];
  promo?: unknown;
  /** Seats and meals a date change cancelled. */
  cancelled?: ChangedAddOn[];
  /** An award order's points. */
  points?: number;
  /** The points each passenger of an award order paid, by passenger type. */
  pointsByType?: Record<BookingPassenger['type'], number>;
}

/** An award order's points; null for a cash order. */
export const pointsOf = (order: OrderRow) => (order.extras as OrderExtras).points ?? null;

/** The points some passengers of an award order paid; null for a cash order. */
export function pointsOfPassengers(order: OrderRow, passengerIndexes: number[]): number | null {
  const byType = (order.extras as OrderExtras).pointsByType;
  if (!byType) return null;
  const passengers = order.passengers as BookingPassenger[];
  return passengerIndexes.reduce((total, i) => total + byType[passengers[i]!.type], 0);
}

export const itineraryOf = (order: OrderRow) => order.itinerary as OrderItinerary;

/** The order's legs: a leg's segments run from its first departure up to the next leg's. */
export function legsOfOrder(order: OrderRow): OrderLeg[] {
  const { segments, legs } = itineraryOf(order);
  const starts = legs.map((leg) => segments.findIndex((s) => s.depAt === leg.depAt));
  return legs.map((prices, legIndex) => {
    const segmentIndexes = segments.map((_, i) => i).filter((i) => i >= starts[legIndex]! && (legIndex + 1 >= legs.length || i < starts[legIndex + 1]!));
    return { legIndex, segmentIndexes, segments: segmentIndexes.map((i) => segments[i]!), prices };
  });
}

/** The flight fields of a segment, without what the order adds to them. */
export const flightOf = (s: FlightSegment): FlightSegment => ({
  flightId: s.flightId,
  flightNo: s.flightNo,
  depAirport: s.depAirport,
  arrAirport: s.arrAirport,
  depAt: s.depAt,
  arrAt: s.arrAt,
  depLocal: s.depLocal,
  arrLocal: s.arrLocal,
  durationMin: s.durationMin,
  distanceKm: s.distanceKm,
  aircraft: s.aircraft,
  aircraftName: s.aircraftName,
  ...(s.bookedDepLocal && { bookedDepLocal: s.bookedDepLocal }),
});

function seatPriceOf(ref: Reference, segment: OrderItinerarySegment, seatNo: string, currency: Currency): number {
  const seat = ref.aircraft
    .get(segment.aircraft)
    ?.seatMap.cabins.flatMap((c) => c.rows.flatMap((r) => r.seats))
    .find((s) => s.seatNo === seatNo);
  return seatPrice(seat?.kind ?? 'standard', segment.brand, currency);
}

/**
 * The passengers' add-ons of each segment and what a change does to them (spec section 4): on a
 * changed leg prepaid baggage moves to the new trip and paid seats and meals are cancelled; on a
 * leg that keeps its flight every add-on moves with its passenger. Insurance covers the trip and
 * stays with the order it was bought with.
 */
export function changedAddOns(ref: Reference, order: OrderRow, passengerIndexes: number[], changedSegments: ReadonlySet<number>): ChangedAddOn[] {
  const { auxiliary, seats } = order.extras as OrderExtras;
  const segments = itineraryOf(order).segments;
  const currency = order.currency as Currency;
  const mine = (a: { passengerIndex: number }) => passengerIndexes.includes(a.passengerIndex);
  const fate = (segmentIndex: number, moves: boolean): ChangedAddOn['fate'] => (moves || !changedSegments.has(segmentIndex) ? 'MOVED' : 'CANCELLED');
  return [
    ...(auxiliary?.luggage ?? []).filter(mine).map((l) => ({
      kind: 'LUGGAGE' as const,
      segmentIndex: l.segmentIndex,
      passengerIndex: l.passengerIndex,
      item: String(l.kg),
      amount: convert(luggagePriceHKD(l.kg, segments[l.segmentIndex]!.distanceKm), currency),
      fate: fate(l.segmentIndex, true),
    })),
    ...(auxiliary?.meals ?? []).filter(mine).map((m) => ({
      kind: 'MEAL' as const,
      segmentIndex: m.segmentIndex,
      passengerIndex: m.passengerIndex,
      item: m.code,
      amount: convert(meals.find((x) => x.code === m.code)?.priceHKD ?? 0, currency),
      fate: fate(m.segmentIndex, false),
    })),
    ...(seats ?? []).filter(mine).map((s) => ({
      kind: 'SEAT' as const,
      segmentIndex: s.segmentIndex,
      passengerIndex: s.passengerIndex,
      item: s.seatNo,
      amount: seatPriceOf(ref, segments[s.segmentIndex]!, s.seatNo, currency),
      fate: fate(s.segmentIndex, false),
    })),
  ];
}
