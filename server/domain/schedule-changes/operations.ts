import { codes } from '../../../services/schemas/codes';
import type { FlightCancelRequest, FlightChangeResult, FlightRetimeRequest, ScheduleChangeKind } from '../../../services/schemas/schedule-change';
import type { Clock } from '../../clock';
import type { FlightRow } from '../../repositories/flights';
import type { Store } from '../../repositories/store';
import { itineraryOf } from '../changes/order-legs';
import { referenceLoader } from '../booking/reference';
import { toSegment } from '../booking/search';
import { DomainError } from '../errors';
import { queueNotice, whoAndWhich } from '../notices';
import { flyable, moveCoupons } from '../coupons/coupons';

/**
 * The airline side of a schedule change: operations retime or cancel a flight. Every issued booking
 * holding the flight gets a schedule change waiting for its traveller, and the traveller a message.
 */

const flightNotFound = () => new DomainError(codes.notFound, 'errors.flightNotFound');

async function flightOf(store: Store, flightNo: string, depDate: string, now: Date) {
  const flight = await store.scheduleChanges.flightOf(flightNo, depDate);
  if (!flight) throw flightNotFound();
  if (flight.cancelledAt || flight.depAt <= now) throw new DomainError(codes.badRequest, 'errors.flightNotChangeable');
  return flight;
}

/**
 * Records the change on each booking holding the flight whose coupons of it are still to be flown, and
 * tells its traveller. A cancelled flight's coupons are suspended until they are rebooked or refunded,
 * and their check-ins are cancelled (seats taken at check-in given back).
 */
async function recordAffected(tx: Store, flight: FlightRow, kind: ScheduleChangeKind, now: Date): Promise<number> {
  const ref = await referenceLoader(tx)();
  const segment = toSegment(ref, flight);
  let affected = 0;
  for (const order of await tx.scheduleChanges.issuedOrdersOn(flight.id)) {
    const segmentIndex = itineraryOf(order).segments.findIndex((s) => s.flightId === flight.id);
    const booked = itineraryOf(order).segments[segmentIndex]!;
    const tickets = (await tx.orders.ticketsOf(order.id)).filter((t) => t.segmentIndex === segmentIndex && flyable(t.status));
    if (tickets.length === 0) continue;
    if (kind === 'CANCELLED') {
      for (const checkIn of await tx.checkIns.activeOf(tickets.map((t) => t.ticketNo), flight.id)) {
        await tx.checkIns.cancel(checkIn.id, now);
        if (checkIn.seatNo) await tx.checkIns.releaseSeat(flight.id, checkIn.seatNo);
      }
      await moveCoupons(tx, 'flightCancelled', { orderId: order.id, segmentIndex }, now);
    }
    await tx.scheduleChanges.record({ orderId: order.id, userId: order.userId, flightId: flight.id, segmentIndex, kind, oldDepAt: new Date(booked.depAt), oldArrAt: new Date(booked.arrAt), createdAt: now });
    // A cancellation's notice goes with its coupons' move; a retime moves none.
    if (kind === 'RETIMED') {
      const params = { ...whoAndWhich(order, tickets.map((t) => t.passengerIndex), [segmentIndex]), date: flight.depDate, time: segment.depLocal.slice(11, 16) };
      await queueNotice(tx, 'flightRetimed', order, `retimed:${flight.id}:${flight.depAt.toISOString()}:${order.id}`, params, now);
    }
    affected += 1;
  }
  return affected;
}

/** Moves the flight's departure (it keeps its duration). */
export async function retimeFlight(store: Store, clock: Clock, request: FlightRetimeRequest): Promise<FlightChangeResult> {
  const now = clock.now();
  const depAt = new Date(request.depAt);
  if (depAt <= now) throw new DomainError(codes.badRequest, 'errors.flightNotChangeable');
  return store.transaction(async (tx) => {
    const flight = await flightOf(tx, request.flightNo, request.depDate, now);
    const arrAt = new Date(depAt.getTime() + flight.durationMin * 60_000);
    await tx.scheduleChanges.retimeFlight(flight.id, depAt, arrAt);
    const affectedOrders = await recordAffected(tx, { ...flight, depAt, arrAt }, 'RETIMED', now);
    return { flightId: flight.id, flightNo: flight.flightNo, depDate: flight.depDate, kind: 'RETIMED' as const, affectedOrders };
  });
}

/** Cancels the flight: it is no longer sold, and its travellers choose another. */
export async function cancelFlight(store: Store, clock: Clock, request: FlightCancelRequest): Promise<FlightChangeResult> {
  const now = clock.now();
  return store.transaction(async (tx) => {
    const flight = await flightOf(tx, request.flightNo, request.depDate, now);
    await tx.scheduleChanges.cancelFlight(flight.id, now);
    const affectedOrders = await recordAffected(tx, flight, 'CANCELLED', now);
    return { flightId: flight.id, flightNo: flight.flightNo, depDate: flight.depDate, kind: 'CANCELLED' as const, affectedOrders };
  });
}
