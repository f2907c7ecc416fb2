import { codes } from '../../../services/schemas/codes';
import { addDays } from '../../../services/schemas/calendar-dates';
import type { ChangeAddOn } from '../../../services/schemas/date-change';
import type { BookingPassenger } from '../../../services/schemas/offer';
import type {
  PendingScheduleChange,
  ScheduleChangeFlightChoose,
  ScheduleChangeFlightOption,
  ScheduleChangeFlightQuery,
  ScheduleChangeSubmit,
  ScheduleChangeVerify,
} from '../../../services/schemas/schedule-change';
import type { Clock } from '../../clock';
import type { FlightRow, FlightWithInventory } from '../../repositories/flights';
import type { ScheduleChangeRow } from '../../repositories/schedule-changes';
import type { Store } from '../../repositories/store';
import { brandByName, capacityOf } from '../booking/fares';
import { loadStep, saveStep } from '../booking/process-keys';
import { referenceLoader, type Reference } from '../booking/reference';
import { BOOKING_CUTOFF_MS, inventoryOf, toSegment } from '../booking/search';
import { changedAddOns, flightOf, itineraryOf, type OrderExtras, type OrderItinerary } from '../changes/order-legs';
import { orderNotFound } from '../changes/rules';
import { flyable, moveCoupons } from '../coupons/coupons';
import { DomainError } from '../errors';

/** What a schedule change's processKey stands for: the change being handled and, once chosen, the new flight. */
interface IfcData {
  scheduleChangeId: number;
  orderId: number;
  flightId?: number;
}

/** The new flight leaves from the day before the changed one to two days after it. */
const SEARCH_DAYS = [-1, 0, 1, 2];
const MIN_CONNECTION_MS = 60 * 60_000;
const notPending = (key = 'errors.scheduleChangeNotPending') => new DomainError(codes.scheduleChangeNotPending, key);
const flightUnavailable = () => new DomainError(codes.scheduleChangeFlightUnavailable, 'errors.scheduleChangeFlightUnavailable');

/**
 * What moving to another flight does to the passengers' add-ons on the changed segment (our rule for
 * a change the airline made): prepaid baggage and meals move with the passenger; a paid seat moves
 * to the same seat when the new flight has the same aircraft and the seat is free, else it is
 * cancelled. Keeping a retimed flight keeps every add-on.
 */
function addOnsOn(ref: Reference, order: Parameters<typeof changedAddOns>[1], psgIds: number[], segmentIndex: number, from: FlightRow, to: FlightRow | null, taken: Set<string>): ChangeAddOn[] {
  return changedAddOns(ref, order, psgIds, new Set())
    .filter((a) => a.segmentIndex === segmentIndex)
    .map((a) => (a.kind === 'SEAT' && to && (to.aircraftCode !== from.aircraftCode || taken.has(a.item)) ? { ...a, fate: 'CANCELLED' as const } : a));
}

/** The schedule-change steps (spec section 7, "Schedule-change handling"): verify, flight query, flight choose, submit. */
export function scheduleChangeSteps(store: Store, clock: Clock) {
  const reference = referenceLoader(store);
  const load = async (processKey: string, userId: number) => (await loadStep<IfcData>(store, processKey, userId, clock.now(), 'ifc')).data;
  const save = (step: string, data: IfcData, userId: number) => saveStep(store, `ifc/${step}`, data, userId, clock.now());

  /** The user's order, its waiting change, the changed segment and the passengers whose coupons of it wait: suspended on a cancelled flight, still to fly on a retimed one. */
  async function changeOf(s: Store, orderId: number, userId: number, change?: ScheduleChangeRow) {
    const order = await s.orders.findOwn(orderId, userId);
    if (!order) throw orderNotFound();
    const pending = change ?? (await s.scheduleChanges.pendingOf(order.id));
    if (!pending || pending.status !== 'PENDING' || order.status !== 'ISSUED') throw notPending();
    const waiting = (status: string) => (pending.kind === 'CANCELLED' ? status === 'SUSPENDED' : flyable(status));
    const tickets = (await s.orders.ticketsOf(order.id)).filter((t) => t.segmentIndex === pending.segmentIndex && waiting(t.status));
    if (tickets.length === 0) throw notPending();
    const itinerary = itineraryOf(order);
    const flight = (await s.scheduleChanges.flightById(pending.flightId))!;
    const psgIds = tickets.map((t) => t.passengerIndex).sort((a, b) => a - b);
    const passengers = order.passengers as BookingPassenger[];
    const seated = psgIds.filter((i) => passengers[i]!.type !== 'INF').length;
    return { order, pending, tickets, itinerary, segment: itinerary.segments[pending.segmentIndex]!, flight, psgIds, seated };
  }
  type Change = Awaited<ReturnType<typeof changeOf>>;

  async function changeOfKey(data: IfcData, userId: number) {
    const change = await store.scheduleChanges.byId(data.scheduleChangeId);
    if (!change || change.orderId !== data.orderId) throw notPending();
    return changeOf(store, data.orderId, userId, change);
  }

  /** Flights of the same route a few days around the changed one, in time around the booking's other segments, with seats of the booked class for every passenger. */
  async function optionsOf(s: Store, c: Change): Promise<(ScheduleChangeFlightOption & { row: FlightRow })[]> {
    const ref = await reference();
    const now = clock.now();
    const brand = brandByName.get(c.segment.brand)!;
    const before = c.itinerary.segments[c.pending.segmentIndex - 1];
    const after = c.itinerary.segments[c.pending.segmentIndex + 1];
    const earliest = before ? Date.parse(before.arrAt) + MIN_CONNECTION_MS : -Infinity;
    const latest = after ? Date.parse(after.depAt) - MIN_CONNECTION_MS : Infinity;
    // One day after another: `s` may be a transaction's store, whose one connection takes one query at a time.
    const flights: FlightWithInventory[] = [];
    for (const d of SEARCH_DAYS) flights.push(...(await s.flights.direct([c.flight.depAirport], [c.flight.arrAirport], addDays(c.flight.depDate, d))));
    const inventory = inventoryOf(ref, flights);
    return flights
      .filter((f) => f.id !== c.flight.id && f.cancelledAt === null && f.depAt.getTime() - now.getTime() >= BOOKING_CUTOFF_MS)
      .filter((f) => f.depAt.getTime() >= earliest && f.arrAt.getTime() <= latest)
      .map((f) => ({ row: f, flight: toSegment(ref, f), seatsLeft: inventory.remaining(f, brand) }))
      .filter((o) => o.seatsLeft >= c.seated)
      .sort((a, b) => a.row.depAt.getTime() - b.row.depAt.getTime());
  }

  async function chosenOption(s: Store, c: Change, flightId: number) {
    const option = (await optionsOf(s, c)).find((o) => o.row.id === flightId);
    if (!option) throw flightUnavailable();
    return option.row;
  }

  const answerOf = (change: ScheduleChangeRow, itinerary: OrderItinerary): ScheduleChangeSubmit => ({
    scheduleChangeId: change.id,
    status: change.status as ScheduleChangeSubmit['status'],
    orderId: change.orderId,
    itineraryList: itinerary.segments.map(flightOf),
    auxiliaryList: change.addOns ?? [],
  });

  /** A change this key already resolved (the same submit sent again): its answer; null when it is still waiting. */
  async function resolvedAnswer(data: IfcData, userId: number): Promise<ScheduleChangeSubmit | null> {
    const change = await store.scheduleChanges.byId(data.scheduleChangeId);
    const order = await store.orders.findOwn(data.orderId, userId);
    if (!change || !order || change.orderId !== order.id) throw orderNotFound();
    if (change.status === 'PENDING') return null;
    if (change.newFlightId !== (data.flightId ?? null)) throw notPending();
    return answerOf(change, itineraryOf(order));
  }

  /** The segment as the order keeps it, on another flight (or the same flight at its new times). */
  const rebooked = (ref: Reference, c: Change, to: FlightRow) => {
    const segments = c.itinerary.segments.map((s, i) => (i === c.pending.segmentIndex ? { ...s, ...toSegment(ref, to) } : s));
    const legs = c.itinerary.legs.map((l) => (l.depAt === c.segment.depAt ? { ...l, depAt: segments[c.pending.segmentIndex]!.depAt } : l));
    return { segments, legs };
  };

  return {
    async pending(userId: number): Promise<PendingScheduleChange[]> {
      const rows = await store.scheduleChanges.pendingOfUser(userId);
      return rows.map(({ change, pnr, flight }) => ({
        scheduleChangeId: change.id,
        orderId: change.orderId,
        pnr: pnr ?? '',
        kind: change.kind as PendingScheduleChange['kind'],
        flightNo: flight.flightNo,
        oldDepAt: change.oldDepAt.toISOString(),
        newDepAt: change.kind === 'CANCELLED' ? null : flight.depAt.toISOString(),
      }));
    },

    async verify(orderId: number, userId: number): Promise<ScheduleChangeVerify> {
      const c = await changeOf(store, orderId, userId);
      const ref = await reference();
      const passengers = c.order.passengers as BookingPassenger[];
      const cancelled = c.pending.kind === 'CANCELLED';
      return {
        processKey: await save('verify', { scheduleChangeId: c.pending.id, orderId: c.order.id }, userId),
        scheduleChangeId: c.pending.id,
        orderId: c.order.id,
        pnr: c.order.pnr ?? '',
        kind: c.pending.kind as ScheduleChangeVerify['kind'],
        ticketNos: c.tickets.map((t) => t.ticketNo),
        changeBeforeFlightList: [flightOf({ ...c.segment, depAt: c.pending.oldDepAt.toISOString(), arrAt: c.pending.oldArrAt.toISOString() })],
        changedFlight: cancelled ? null : toSegment(ref, c.flight),
        changeBeforePassengerList: c.psgIds.map((psgId) => ({ psgId, type: passengers[psgId]!.type, lastName: passengers[psgId]!.lastName, firstName: passengers[psgId]!.firstName })),
        auxiliaryList: addOnsOn(ref, c.order, c.psgIds, c.pending.segmentIndex, c.flight, null, new Set()),
        canAccept: !cancelled,
      };
    },

    async queryFlights(processKey: string, userId: number): Promise<ScheduleChangeFlightQuery> {
      const data = await load(processKey, userId);
      const c = await changeOfKey(data, userId);
      const options = await optionsOf(store, c);
      return {
        processKey: await save('flights', { scheduleChangeId: data.scheduleChangeId, orderId: data.orderId }, userId),
        itineraryList: options.map(({ flight, seatsLeft }) => ({ flight, seatsLeft })),
      };
    },

    async chooseFlight(processKey: string, flightId: number, userId: number): Promise<ScheduleChangeFlightChoose> {
      const data = await load(processKey, userId);
      const c = await changeOfKey(data, userId);
      const to = await chosenOption(store, c, flightId);
      const ref = await reference();
      return {
        processKey: await save('choose', { ...data, flightId }, userId),
        flight: toSegment(ref, to),
        auxiliaryList: addOnsOn(ref, c.order, c.psgIds, c.pending.segmentIndex, c.flight, to, await store.flights.takenSeats(to.id)),
        isEndChooseFlight: true,
        isNeedChooseSeat: false,
      };
    },

    /**
     * Keeps the retimed flight (a key from verify) or moves the passengers to the flight chosen (a
     * key from choose). One transaction resolves the change with a conditional update, moves the
     * sold seats of the booked class from the old flight to the new, moves or gives up paid seats,
     * and rewrites the order's itinerary; the tickets stay and now stand for the new flight. The
     * same key sent again answers what the first did, so the move happens exactly once.
     */
    async submit(processKey: string, userId: number): Promise<ScheduleChangeSubmit> {
      const data = await load(processKey, userId);
      const done = await resolvedAnswer(data, userId);
      if (done) return done;
      const ref = await reference();
      const now = clock.now();
      const answered = await store.transaction(async (tx) => {
        const change = (await tx.scheduleChanges.byId(data.scheduleChangeId))!;
        // The same key submitted at once may have resolved it since it was read: answered as that one was.
        if (change.status !== 'PENDING') return false;
        const c = await changeOf(tx, data.orderId, userId, change);
        const extras = c.order.extras as OrderExtras;
        if (data.flightId === undefined) {
          if (c.pending.kind !== 'RETIMED') throw notPending();
          const addOns = addOnsOn(ref, c.order, c.psgIds, c.pending.segmentIndex, c.flight, null, new Set());
          if (!(await tx.scheduleChanges.resolve(c.pending.id, 'ACCEPTED', null, addOns, now))) return false;
          await tx.scheduleChanges.setItinerary(c.order.id, { itinerary: rebooked(ref, c, c.flight), holds: c.order.holds, extras });
          return true;
        }
        if ((await tx.checkIns.activeOf(c.tickets.map((t) => t.ticketNo), c.flight.id)).length > 0) throw notPending('errors.scheduleChangeCheckedIn');
        const to = await chosenOption(tx, c, data.flightId);
        const addOns = addOnsOn(ref, c.order, c.psgIds, c.pending.segmentIndex, c.flight, to, await tx.flights.takenSeats(to.id));
        if (!(await tx.scheduleChanges.resolve(c.pending.id, 'REBOOKED', to.id, addOns, now))) return false;
        const brand = brandByName.get(c.segment.brand)!;
        const hold = { flightId: to.id, rbd: c.segment.rbd, count: c.seated };
        if (!(await tx.inventory.hold([{ ...hold, capacity: capacityOf(brand, ref.aircraft.get(to.aircraftCode)?.cabinSeats[brand.cabin] ?? 0) }]))) throw flightUnavailable();
        await tx.inventory.sell(hold);
        await tx.inventory.unsell({ ...hold, flightId: c.flight.id });
        for (const seat of addOns.filter((a) => a.kind === 'SEAT')) {
          if (seat.fate === 'MOVED') await tx.scheduleChanges.moveSeat(c.order.id, seat.passengerIndex!, c.flight.id, to.id);
          else await tx.inventory.releaseSeat(c.order.id, c.flight.id, seat.passengerIndex!);
        }
        const cancelledSeat = (s: { segmentIndex: number; passengerIndex: number }) =>
          addOns.some((a) => a.kind === 'SEAT' && a.fate === 'CANCELLED' && a.segmentIndex === s.segmentIndex && a.passengerIndex === s.passengerIndex);
        await moveCoupons(tx, 'rebooked', { orderId: c.order.id, passengerIndexes: c.psgIds, segmentIndex: c.pending.segmentIndex }, now);
        await tx.scheduleChanges.setItinerary(c.order.id, {
          itinerary: rebooked(ref, c, to),
          holds: c.order.holds.map((h) => (h.flightId === c.flight.id ? { ...h, flightId: to.id } : h)),
          extras: { ...extras, seats: extras.seats.filter((s) => !cancelledSeat(s)), cancelled: [...(extras.cancelled ?? []), ...addOns.filter((a) => a.fate === 'CANCELLED')] },
        });
        return true;
      }).catch(async (error: unknown) => {
        // The same key resolved it meanwhile (its coupons moved on): answered as that one was.
        if (await resolvedAnswer(data, userId)) return false;
        throw error;
      });
      if (!answered) {
        const again = await resolvedAnswer(data, userId);
        if (!again) throw notPending();
        return again;
      }
      return (await resolvedAnswer(data, userId))!;
    },
  };
}
