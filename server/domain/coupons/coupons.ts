import type { FlightSegment } from '../../../services/schemas/offer';
import type { BookingPassenger } from '../../../services/schemas/offer';
import type { Coupon, CouponMoveName, CouponStatus, OrderEvent, PassengerCoupons } from '../../../services/schemas/order';
import { FLYABLE, type CouponsOf } from '../../repositories/coupons';
import type { OrderRow } from '../../repositories/orders';
import type { Store } from '../../repositories/store';
import { localTime, referenceLoader, type Reference } from '../booking/reference';
import { itineraryOf } from '../changes/order-legs';
import { queueNotice, whoAndWhich } from '../notices';

/**
 * The status of each ticket coupon (one passenger on one flight of a booking), which every screen
 * reads. A coupon's status is stored and moved only by `moveCoupons`, inside the transaction of the
 * flow that causes the move, along the moves below; each move is recorded for the order's timeline.
 * FLOWN is not stored: an open or checked-in coupon is flown once its flight has left by the server
 * clock, at its current time.
 */
export type StoredCouponStatus = Exclude<CouponStatus, 'FLOWN'>;

export const couponMoves = {
  checkedIn: { from: ['OPEN'], to: 'CHECKED_IN' },
  checkInCancelled: { from: ['CHECKED_IN'], to: 'OPEN' },
  refundAsked: { from: ['OPEN', 'SUSPENDED'], to: 'REFUNDING' },
  refundPaid: { from: ['REFUNDING'], to: 'REFUNDED' },
  changeOrdered: { from: ['OPEN'], to: 'CHANGING' },
  changeDropped: { from: ['CHANGING'], to: 'OPEN' },
  changePaid: { from: ['CHANGING'], to: 'EXCHANGED' },
  flightCancelled: { from: ['OPEN', 'CHECKED_IN'], to: 'SUSPENDED' },
  rebooked: { from: ['SUSPENDED'], to: 'OPEN' },
} as const satisfies Record<CouponMoveName, { from: readonly StoredCouponStatus[]; to: StoredCouponStatus }>;
export type CouponMove = keyof typeof couponMoves;

/** Whether a coupon of this stored status may make `move` now (a refund, a change, a check-in). */
export const canMove = (move: CouponMove, stored: string) => (couponMoves[move].from as readonly string[]).includes(stored);

/** Each passenger holding a coupon that cannot make `move`, with that coupon's status: who a refund or a change cannot take, and why. */
export function heldPassengers(move: CouponMove, tickets: readonly { passengerIndex: number; status: string }[]): Map<number, StoredCouponStatus> {
  return new Map(tickets.filter((t) => !canMove(move, t.status)).map((t) => [t.passengerIndex, t.status as StoredCouponStatus]));
}

/** A coupon its passenger may still fly on: open or checked in. */
export const flyable = (stored: string) => (FLYABLE as readonly string[]).includes(stored);

/** A coupon still the traveller's to fly: open, checked in, or waiting to be rebooked or refunded. */
export const inUse = (stored: string) => flyable(stored) || stored === 'SUSPENDED';

/**
 * Moves the coupons that may make `move` (see `couponMoves`) and answers the ticket numbers moved.
 * The traveller gets a notice of the move (but of a date change's start, which they see paying it),
 * sent once whatever retries the flow; `told` adds what the notice says besides (a refund's amount).
 */
export async function moveCoupons(tx: Store, move: CouponMove, which: CouponsOf, now: Date, told: Record<string, string> = {}): Promise<string[]> {
  const moved = await tx.coupons.move(which, couponMoves[move].from, couponMoves[move].to, move, now);
  if (moved.length > 0 && move !== 'changeOrdered') {
    const order = (await tx.orders.byId(which.orderId))!;
    const params = {
      ...whoAndWhich(
        order,
        moved.map((m) => m.passengerIndex),
        moved.map((m) => m.segmentIndex),
      ),
      ...told,
    };
    await queueNotice(tx, move, order, `coupons:${Math.min(...moved.map((m) => m.eventId))}`, params, now);
  }
  return moved.map((m) => m.ticketNo);
}

/** A flight as it stands now: its current times, operations' estimate, and whether the airline cancelled it. */
export interface FlightNow {
  id: number;
  depAt: Date;
  arrAt: Date;
  estDepAt: Date | null;
  cancelledAt: Date | null;
}

/** When the flight is now expected to leave: operations' estimate, else its current time. */
export const expectedDeparture = (flight: FlightNow) => flight.estDepAt ?? flight.depAt;

/** The coupon's status at `now`: the stored one, or FLOWN once its flight has left. */
export function couponStatusOf(stored: string, flight: FlightNow | undefined, now: Date): CouponStatus {
  const status = stored as StoredCouponStatus;
  return flyable(status) && flight && expectedDeparture(flight) <= now ? 'FLOWN' : status;
}

/** The flights of these ids as they stand now, by id: times and cancellations are read here, never from an order's copy. */
export async function flightsNow(store: Store, flightIds: readonly number[]): Promise<Map<number, FlightNow>> {
  const rows = await store.trips.flightStates([...new Set(flightIds)]);
  return new Map(rows.map((f) => [f.id, f]));
}

/** The airline moved the flight since the segment was written. */
const retimed = (segment: FlightSegment, flight: FlightNow) => flight.depAt.getTime() !== Date.parse(segment.depAt);

/** The segment at its flight's current times (a retimed flight's new ones, with the departure first booked), in each airport's local time. */
export function segmentNow<S extends FlightSegment>(ref: Reference, segment: S, flight: FlightNow | undefined): S {
  if (!flight || !retimed(segment, flight)) return segment;
  const local = (at: Date, airport: string) => localTime(at, ref.airports.get(airport)?.timeZone ?? 'UTC');
  return { ...segment, depAt: flight.depAt.toISOString(), arrAt: flight.arrAt.toISOString(), depLocal: local(flight.depAt, segment.depAirport), arrLocal: local(flight.arrAt, segment.arrAirport), bookedDepLocal: segment.depLocal };
}

/** The orders' segments at their flights' current times, and the flights as they stand now (one read for all). */
export async function segmentsNowOf(store: Store, orders: readonly OrderRow[]) {
  const booked = orders.map((o) => itineraryOf(o).segments);
  const flights = await flightsNow(store, booked.flat().map((s) => s.flightId));
  const anyRetimed = booked.flat().some((s) => flights.has(s.flightId) && retimed(s, flights.get(s.flightId)!));
  const ref = anyRetimed ? await referenceLoader(store)() : undefined;
  return { segments: booked.map((segments) => (ref ? segments.map((s) => segmentNow(ref, s, flights.get(s.flightId))) : segments)), flights };
}

/**
 * The orders' trips as lists show them: `segmentsNowOf`'s segments and flights, and each order's
 * passengers with their coupons' statuses at `now`, segment by segment (null before ticketing).
 */
export async function tripsNowOf(store: Store, orders: readonly OrderRow[], now: Date) {
  const [{ segments, flights }, tickets] = await Promise.all([segmentsNowOf(store, orders), store.orders.ticketsOfOrders(orders.map((o) => o.id))]);
  const passengers = orders.map((order): PassengerCoupons[] => {
    const booked = itineraryOf(order).segments;
    const own = tickets.filter((t) => t.orderId === order.id);
    return (order.passengers as BookingPassenger[]).map((p, passengerIndex) => ({
      lastName: p.lastName,
      firstName: p.firstName,
      statuses: booked.map((s, segmentIndex) => {
        const ticket = own.find((t) => t.passengerIndex === passengerIndex && t.segmentIndex === segmentIndex);
        return ticket ? couponStatusOf(ticket.status, flights.get(s.flightId), now) : null;
      }),
    }));
  });
  return { segments, flights, passengers };
}

/**
 * The order's trip as it stands now, which every screen shows: each segment at its flight's current
 * times, each flight's state, and each coupon's status at `now`, by passenger and segment.
 */
export async function tripNow(store: Store, order: OrderRow, now: Date) {
  const [tickets, { segments, flights }] = await Promise.all([store.orders.ticketsOf(order.id), segmentsNowOf(store, [order])]);
  const booked = itineraryOf(order).segments;
  const flightOf = (segmentIndex: number) => flights.get(booked[segmentIndex]!.flightId);
  const coupons: (Coupon & { passengerIndex: number })[] = tickets
    .map((t) => ({ passengerIndex: t.passengerIndex, segmentIndex: t.segmentIndex, ticketNo: t.ticketNo, status: couponStatusOf(t.status, flightOf(t.segmentIndex), now) }))
    .sort((a, b) => a.passengerIndex - b.passengerIndex || a.segmentIndex - b.segmentIndex);
  return { segments: segments[0]!, flightOf, coupons };
}

/** The order's timeline from its coupons (`tripNow`'s): booked, paid, then each move of its coupons (those moved together on one line), oldest first. */
export async function timelineOf(store: Store, order: OrderRow, coupons: readonly (Coupon & { passengerIndex: number })[]): Promise<OrderEvent[]> {
  const tickets = new Map(coupons.map((c) => [c.ticketNo, c]));
  const moves = new Map<string, OrderEvent>();
  for (const e of await store.coupons.eventsOf(order.id)) {
    const at = e.at.toISOString();
    const line = moves.get(`${at} ${e.cause}`) ?? { at, event: e.cause as CouponMoveName, passengerIndexes: [], segmentIndexes: [] };
    const ticket = tickets.get(e.ticketNo)!;
    if (!line.passengerIndexes.includes(ticket.passengerIndex)) line.passengerIndexes.push(ticket.passengerIndex);
    if (!line.segmentIndexes.includes(ticket.segmentIndex)) line.segmentIndexes.push(ticket.segmentIndex);
    moves.set(`${at} ${e.cause}`, line);
  }
  const whole = (event: 'BOOKED' | 'PAID', at: Date): OrderEvent => ({ at: at.toISOString(), event, passengerIndexes: [], segmentIndexes: [] });
  return [whole('BOOKED', order.createdAt), ...(order.paidAt ? [whole('PAID', order.paidAt)] : []), ...moves.values()];
}
