import type { BookingPassenger } from '../../../services/schemas/offer';
import { codes } from '../../../services/schemas/codes';
import type { OrderSegment, PassengerCoupons, Trip } from '../../../services/schemas/order';
import type { AddCompanionRequest, AddItineraryRequest, SegmentStatus, TripDetail, TripPage, TripScope } from '../../../services/schemas/trip';
import type { OrderRow } from '../../repositories/orders';
import type { Page } from '../../repositories/page';
import type { Store } from '../../repositories/store';
import type { TripRow } from '../../repositories/trips';
import { DomainError } from '../errors';
import { windowOf } from '../check-in/rules';
import { expectedDeparture, inUse, tripNow, tripsNowOf, type FlightNow } from '../coupons/coupons';
import { addOnsOfTrip, paidAddOnOrders, routeOf, segmentsOfOrder } from '../booking/my-orders';

const exists = () => new DomainError(codes.tripExists, 'errors.tripExists');
const tripNotFound = () => new DomainError(codes.tripNotFound, 'errors.tripNotFound');
const ticketNotFound = () => new DomainError(codes.tripNotFound, 'errors.tripTicketNotFound');

const passengersOf = (order: OrderRow) => order.passengers as BookingPassenger[];

/** The passengers' places the user sees: all of their own booking, only the one they named of someone else's. */
const shownIndexes = ({ order, passengerIndex }: TripRow) => (passengerIndex === null ? passengersOf(order).map((_, i) => i) : [passengerIndex]);

/** A trip of the list, at its flights' current times. */
function tripOf(row: TripRow, segments: Trip['segments'], passengers: PassengerCoupons[]): Trip {
  return {
    orderId: row.order.id,
    pnr: row.order.pnr,
    segments,
    passengers: shownIndexes(row).map((i) => passengers[i]!),
    added: row.passengerIndex !== null,
  };
}

/** A page of the user's trips, their own issued bookings and those they added. */
export async function tripPage(store: Store, userId: number, scope: TripScope, page: Page, now: Date): Promise<TripPage> {
  const { rows, total } = await store.trips.page(userId, scope, page, now);
  const current = await tripsNowOf(
    store,
    rows.map((r) => r.order),
    now,
  );
  return { records: rows.map((r, i) => tripOf(r, routeOf(current.segments[i]!, current.flights), current.passengers[i]!)), total, ...page, serverTime: now.toISOString() };
}

/** The issued ticket with this number whose passenger has this name, and its order. */
async function ticketOf(store: Store, { ticketNo, lastName, firstName }: AddItineraryRequest) {
  const found = await store.trips.ticket(ticketNo);
  const passenger = found && passengersOf(found.order)[found.ticket.passengerIndex];
  const named = passenger && passenger.lastName.toUpperCase() === lastName.toUpperCase() && passenger.firstName.toUpperCase() === firstName.toUpperCase();
  if (!found || !named || found.order.status !== 'ISSUED' || found.order.deletedAt || !inUse(found.ticket.status)) throw ticketNotFound();
  return found;
}

/** Adds someone else's booking to the user's trips by one of its ticket numbers and that passenger's name. */
export async function addItinerary(store: Store, userId: number, request: AddItineraryRequest, now: Date): Promise<{ orderId: number }> {
  const { ticket, order } = await ticketOf(store, request);
  if (order.userId === userId || !(await store.trips.link(userId, order.id, ticket.passengerIndex, now))) throw exists();
  return { orderId: order.id };
}

/** Takes a booking the user added off their trips; their own bookings cannot be removed this way. */
export async function removeItinerary(store: Store, userId: number, orderId: number): Promise<void> {
  if (!(await store.trips.unlink(userId, orderId))) throw tripNotFound();
}

async function ownTrip(store: Store, userId: number, orderId: number): Promise<TripRow> {
  const row = await store.trips.find(userId, orderId);
  if (!row) throw tripNotFound();
  return row;
}

/** Adds a fellow passenger on another booking who flies at least one of the trip's flights. */
export async function addCompanion(store: Store, userId: number, request: AddCompanionRequest, now: Date): Promise<void> {
  const trip = await ownTrip(store, userId, request.orderId);
  const { ticket, order } = await ticketOf(store, request);
  if (order.id === trip.order.id) throw exists();
  const flightIds = new Set(segmentsOfOrder(trip.order).map((s) => s.flightId));
  if (!flightIds.has(segmentsOfOrder(order)[ticket.segmentIndex]!.flightId)) throw new DomainError(codes.companionNotOnTrip, 'errors.companionNotOnTrip');
  if (!(await store.trips.addCompanion(userId, trip.order.id, ticket.ticketNo, now))) throw exists();
}

export async function removeCompanion(store: Store, userId: number, orderId: number, companionId: number): Promise<void> {
  if (!(await store.trips.removeCompanion(userId, orderId, companionId))) throw tripNotFound();
}

/** When the flight is now expected to leave, if not as booked: operations' estimate, or the time the airline moved it to. */
function newDeparture(segment: OrderSegment, state: FlightNow | undefined): Date | null {
  const expected = state && expectedDeparture(state);
  return expected && expected.getTime() !== Date.parse(segment.depAt) ? expected : null;
}

function statusOf(segment: OrderSegment, state: FlightNow | undefined, checkedIn: boolean, now: Date): SegmentStatus {
  const expected = newDeparture(segment, state);
  if (state?.cancelledAt) return 'CANCELLED';
  if ((expected ?? new Date(segment.depAt)) <= now) return 'FLOWN';
  if (state && state.depAt.getTime() !== Date.parse(segment.depAt)) return 'CHANGED';
  if (expected && expected.getTime() > Date.parse(segment.depAt)) return 'DELAYED';
  return checkedIn ? 'CHECKED_IN' : 'SCHEDULED';
}

/** One trip with each flight's status and check-in window, the passengers, their add-ons and fellow passengers. */
export async function tripDetail(store: Store, userId: number, orderId: number, now: Date): Promise<TripDetail> {
  const row = await ownTrip(store, userId, orderId);
  const { order } = row;
  const shown = shownIndexes(row);
  const [trip, companions, addOnOrders] = await Promise.all([
    tripNow(store, order, now),
    store.trips.companions(userId, order.id),
    paidAddOnOrders(store, order),
  ]);
  const addOns = addOnsOfTrip(order, addOnOrders);
  const passengers = passengersOf(order);
  const coupons = trip.coupons.filter((c) => shown.includes(c.passengerIndex));
  const checkIns = await store.checkIns.activeOf(coupons.map((c) => c.ticketNo));
  const checkInOf = (ticketNo: string) => checkIns.find((c) => c.ticketNo === ticketNo && c.status === 'COMPLETED')?.id ?? null;
  return {
    orderId: order.id,
    pnr: order.pnr!,
    added: row.passengerIndex !== null,
    // As booked, with the flight's status and expected departure beside: a retimed flight shows its old and new times.
    segments: segmentsOfOrder(order).map((segment, segmentIndex) => {
      const onSegment = coupons.filter((c) => c.segmentIndex === segmentIndex);
      const allCheckedIn = onSegment.length > 0 && onSegment.every((c) => c.status === 'CHECKED_IN');
      const state = trip.flightOf(segmentIndex);
      // The window follows the flight's current time, as check-in does.
      const { opensAt, closesAt } = windowOf((state?.depAt ?? new Date(segment.depAt)).toISOString(), now);
      return {
        ...segment,
        segmentIndex,
        status: statusOf(segment, state, allCheckedIn, now),
        estDepAt: newDeparture(segment, state)?.toISOString() ?? null,
        checkInOpensAt: opensAt,
        checkInClosesAt: closesAt,
      };
    }),
    passengers: shown.map((i) => ({
      psgId: i,
      type: passengers[i]!.type,
      lastName: passengers[i]!.lastName,
      firstName: passengers[i]!.firstName,
      tickets: coupons.filter((c) => c.passengerIndex === i).map(({ segmentIndex, ticketNo, status }) => ({ segmentIndex, ticketNo, status, checkInId: checkInOf(ticketNo) })),
    })),
    addOns: addOns.filter((a) => a.passengerIndex === null || shown.includes(a.passengerIndex)),
    companions: companions.map(({ id, ticket, order: theirs }) => {
      const p = passengersOf(theirs)[ticket.passengerIndex]!;
      return { companionId: id, lastName: p.lastName, firstName: p.firstName, pnr: theirs.pnr! };
    }),
    serverTime: now.toISOString(),
  };
}
