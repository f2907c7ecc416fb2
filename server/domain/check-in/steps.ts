import type * as z from 'zod/mini';
import type {
  BoardingPass,
  CheckInDetail,
  CheckInDocument,
  CheckInLuggage,
  CheckInPassenger,
  CheckInResult,
  CheckInSeatMap,
  CheckInSegment,
  ConfirmCheckInSeatRequest,
  detrTicketRequestSchema,
  updateCheckInPassengersRequestSchema,
} from '../../../services/schemas/check-in';
import type { BookingPassenger } from '../../../services/schemas/offer';
import type { Clock } from '../../clock';
import { CHECK_IN_SEAT, type CheckInRow } from '../../repositories/check-ins';
import type { OrderOwner, OrderRow } from '../../repositories/orders';
import type { Store } from '../../repositories/store';
import { isUniqueViolation } from '../../repositories/unique-violation';
import { mayTakeExitRow } from '../../../services/schemas/seat-rules';
import { brandByName } from '../booking/fares';
import { issueGuestToken } from '../booking/guest-orders';
import { loadStep, saveStep } from '../booking/process-keys';
import { localTime, referenceLoader } from '../booking/reference';
import { cabinMap, seatState } from '../booking/seats';
import { flightOf, itineraryOf, type OrderExtras, type OrderItinerarySegment } from '../changes/order-legs';
import { canMove, flightsNow, inUse, moveCoupons, tripsNowOf } from '../coupons/coupons';
import { encodeBcbp } from './bcbp';
import {
  alreadyCheckedIn,
  atCounter,
  boardingPassClosed,
  checkInCancelled,
  checkInClosed,
  checkInProblem,
  checkInNotFound,
  ensureNotAlone,
  ensureOpen,
  exitRowRefused,
  flightCancelled,
  goesToCounter,
  hkProblemOf,
  seatKept,
  seatRefused,
  seatTaken,
  seatTwice,
  stepMissing,
  ticketNotIssued,
  windowOf,
} from './rules';

/** What a check-in's processKey stands for: the booking, then the segment, the passengers and their seats as chosen so far. */
interface CheckInData {
  orderId: number;
  segmentIndex?: number;
  psgIds?: number[];
  seats?: { psgId: number; seatNo: string }[];
  /** The added-service page was read. */
  aux?: boolean;
}

const MINUTE = 60_000;
/** Upcoming trips read for /my/trip: far more than one traveller has inside four days. */
const MY_TRIPS_MAX = 200;
const BOARDING_MINUTES = 40;
const GATE_CLOSES_MINUTES = 20;
const sameName = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');
/** Who calls: a user by id, a guest by the one booking their token opens, or null for nobody known. */
type Caller = OrderOwner | null;
const userOf = (caller: Caller) => (typeof caller === 'number' ? caller : null);
/** Whether the caller owns the booking: their account's, or the guest's one booking. */
const owns = (caller: Caller, order: Pick<OrderRow, 'id' | 'userId'>) => (typeof caller === 'number' ? order.userId === caller : caller !== null && caller.guestOrderId === order.id);

/** A terminal and gate when operations have not said which: the same for a flight every day. */
function defaultGate(airport: string, flightNo: string) {
  const hash = [...`${airport}${flightNo}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9973, 7);
  return { terminal: `T${(hash % 2) + 1}`, gate: String((hash % 60) + 1) };
}

/**
 * Mobile check-in (spec section 7, "Check-in"): a booking found by the owner's account or by a
 * ticket number and name, its segment, the passengers who check in, their documents, their seats,
 * then the check-in itself, its cancellation and the boarding pass. Each step continues from the
 * processKey of the one before, as the booking's steps do.
 */
export function checkInSteps(store: Store, clock: Clock, airlineCode: string) {
  const reference = referenceLoader(store);
  const save = (step: string, data: CheckInData, caller: Caller) => saveStep(store, `checkin/${step}`, data, userOf(caller), clock.now());
  const load = async (processKey: string, caller: Caller) => (await loadStep<CheckInData>(store, processKey, userOf(caller), clock.now(), 'checkin')).data;

  /** The booking, if the caller may reach it: theirs, one they added to their trips, the guest's one booking, or the one a processKey found by ticket. */
  async function reachable(orderId: number, caller: Caller, keyOrderId?: number): Promise<OrderRow> {
    const order = await store.orders.byId(orderId);
    const linked = async () => typeof caller === 'number' && (await store.trips.find(caller, orderId)) !== undefined;
    if (!order || order.deletedAt || !(owns(caller, order) || keyOrderId === orderId || (await linked()))) throw checkInNotFound();
    if (order.status !== 'ISSUED') throw ticketNotIssued();
    return order;
  }

  function segmentOf(order: OrderRow, segmentIndex: number | undefined): OrderItinerarySegment {
    const segment = segmentIndex === undefined ? undefined : itineraryOf(order).segments[segmentIndex];
    if (!segment) throw stepMissing();
    return segment;
  }

  /** Each passenger of the booking on a segment: ticket, check-in, seat and why they cannot check in online. */
  async function passengersOf(order: OrderRow, segmentIndex: number): Promise<CheckInPassenger[]> {
    const segment = segmentOf(order, segmentIndex);
    const passengers = order.passengers as BookingPassenger[];
    const tickets = (await store.orders.ticketsOf(order.id)).filter((t) => t.segmentIndex === segmentIndex);
    const active = await store.checkIns.activeOf(
      tickets.map((t) => t.ticketNo),
      segment.flightId,
    );
    const seats = (await store.checkIns.seatsOf(segment.flightId)).filter((s) => s.orderId === order.id);
    return passengers.map((p, psgId) => {
      const ticket = tickets.find((t) => t.passengerIndex === psgId);
      const checkIn = active.find((c) => c.ticketNo === ticket?.ticketNo);
      const blocked = checkIn ? 'CHECKED_IN' : !ticket || !canMove('checkedIn', ticket.status) ? 'NOT_ISSUED' : goesToCounter(passengers, psgId) ? 'COUNTER' : null;
      return {
        psgId,
        type: p.type,
        lastName: p.lastName,
        firstName: p.firstName,
        ticketNo: ticket?.ticketNo ?? '',
        guardianId: p.guardianIndex ?? null,
        status: checkIn ? (checkIn.status as CheckInPassenger['status']) : blocked === 'COUNTER' ? 'FAILED' : 'NOT_STARTED',
        seatNo: checkIn?.seatNo ?? seats.find((s) => s.passengerIndex === psgId)?.seatNo ?? null,
        blocked,
        checkInId: checkIn?.id ?? null,
      };
    });
  }

  /** The segment at its flight's current times, with its window and check-ins. */
  async function segmentView(order: OrderRow, segmentIndex: number): Promise<CheckInSegment> {
    segmentOf(order, segmentIndex);
    const [passengers, { segments, flights, passengers: coupons }] = await Promise.all([passengersOf(order, segmentIndex), tripsNowOf(store, [order], clock.now())]);
    const segment = segments[0]![segmentIndex]!;
    return {
      ...flightOf(segment),
      orderId: order.id,
      pnr: order.pnr ?? '',
      segmentIndex,
      cabin: segment.cabin as CheckInSegment['cabin'],
      ...windowOf(segment.depAt, clock.now()),
      cancelled: flights.get(segment.flightId)?.cancelledAt != null,
      checkedIn: passengers.filter((p) => p.blocked === 'CHECKED_IN').length,
      passengers: passengers.length,
      coupons: coupons[0]!.map(({ lastName, firstName, statuses }) => ({ lastName, firstName, status: statuses[segmentIndex]! })),
    };
  }

  const segmentsOf = (order: OrderRow) => Promise.all(itineraryOf(order).segments.map((_, i) => segmentView(order, i)));

  /** Check-in is open on the segment: a flight the airline has not cancelled, inside the window of its current time. */
  async function ensureCheckInOpen(segment: OrderItinerarySegment) {
    const problem = checkInProblem(segment, (await flightsNow(store, [segment.flightId])).get(segment.flightId), clock.now());
    if (problem === 'FLIGHT_CANCELLED') throw flightCancelled();
    if (problem) throw checkInClosed();
  }

  /** A step past the flight: the booking still reachable, the segment chosen and check-in open on it. */
  async function stepOf(processKey: string, caller: Caller) {
    const data = await load(processKey, caller);
    const order = await reachable(data.orderId, caller, data.orderId);
    const segment = segmentOf(order, data.segmentIndex);
    await ensureCheckInOpen(segment);
    return { data, order, segment, segmentIndex: data.segmentIndex!, passengers: order.passengers as BookingPassenger[] };
  }
  const chosenOf = (data: CheckInData) => {
    if (!data.psgIds) throw stepMissing();
    return data.psgIds;
  };

  function documentsOf(passengers: BookingPassenger[], psgIds: number[], segment: OrderItinerarySegment): CheckInDocument[] {
    const viaHongKong = segment.depAirport === 'HKG' || segment.arrAirport === 'HKG';
    return psgIds.map((psgId) => {
      const p = passengers[psgId]!;
      return {
        psgId,
        lastName: p.lastName,
        firstName: p.firstName,
        certType: p.certType ?? null,
        certNoMasked: p.certNo ? `${'*'.repeat(Math.max(0, p.certNo.length - 4))}${p.certNo.slice(-4)}` : null,
        nationality: p.nationality ?? null,
        expireDate: p.certExpiry ?? null,
        birthDate: p.birthday ?? null,
        hkProblem: hkProblemOf(p, segment.depLocal.slice(0, 10), viaHongKong),
      };
    });
  }

  /** A check-in the caller made, or one of the caller's booking (a guest's: of their one booking), while it is active. */
  async function activeCheckIn(id: number, caller: Caller) {
    const checkIn = await store.checkIns.byId(id);
    const ticket = checkIn && (await store.checkIns.ticket(checkIn.ticketNo));
    const order = ticket && (await store.orders.byId(ticket.orderId));
    const mine = order && (owns(caller, order) || (checkIn.userId !== null && checkIn.userId === userOf(caller)));
    if (!checkIn || !ticket || !order || !mine) throw checkInNotFound();
    if (!['IN_PROGRESS', 'COMPLETED'].includes(checkIn.status)) throw checkInCancelled(order.id);
    return { checkIn, ticket, order, segment: segmentOf(order, ticket.segmentIndex) };
  }

  function resultOf(checkIn: CheckInRow, passenger: BookingPassenger, psgId: number): CheckInResult {
    return {
      checkInId: checkIn.id,
      psgId,
      lastName: passenger.lastName,
      firstName: passenger.firstName,
      ticketNo: checkIn.ticketNo,
      seatNo: checkIn.seatNo ?? '',
      sequenceNo: checkIn.sequenceNo ?? 0,
      status: checkIn.status as CheckInResult['status'],
    };
  }

  return {
    /** The segments of the logged-in traveller's trips (their bookings and those they added) from now until 48 hours after their window opens, soonest first. */
    async myTrips(userId: number): Promise<CheckInSegment[]> {
      const now = clock.now();
      const horizon = now.getTime() + 2 * 48 * 60 * MINUTE;
      const trips = await store.trips.page(userId, 'UPCOMING', { pageNum: 1, pageSize: MY_TRIPS_MAX }, now);
      const segments = (await Promise.all(trips.rows.map((t) => segmentsOf(t.order)))).flat();
      return segments.filter((s) => Date.parse(s.depAt) > now.getTime() && Date.parse(s.depAt) <= horizon).sort((a, b) => a.depAt.localeCompare(b.depAt));
    },

    /** A booking by a ticket number and that passenger's name; a caller without an account gets a guest token for it. */
    async findTicket(request: z.infer<typeof detrTicketRequestSchema>, caller: Caller) {
      const ticket = await store.checkIns.ticket(request.ticketNo);
      const order = ticket && (await store.orders.byId(ticket.orderId));
      const passenger = order && (order.passengers as BookingPassenger[])[ticket.passengerIndex];
      if (!ticket || !order || order.deletedAt || !passenger || !sameName(passenger.lastName, request.lastName) || !sameName(passenger.firstName, request.firstName)) throw checkInNotFound();
      if (!inUse(ticket.status) || order.status !== 'ISSUED') throw ticketNotIssued();
      const data: CheckInData = { orderId: order.id };
      return {
        processKey: await save('ticket', data, caller),
        segments: await segmentsOf(order),
        guestToken: typeof caller === 'number' ? null : await issueGuestToken(store, order.id, clock.now()),
      };
    },

    async confirmFlight(request: { processKey?: string; orderId: number; segmentIndex: number }, caller: Caller) {
      const keyOrderId = request.processKey ? (await load(request.processKey, caller)).orderId : undefined;
      const order = await reachable(request.orderId, caller, keyOrderId);
      await ensureCheckInOpen(segmentOf(order, request.segmentIndex));
      return {
        processKey: await save('flight', { orderId: order.id, segmentIndex: request.segmentIndex }, caller),
        segment: await segmentView(order, request.segmentIndex),
        passengers: await passengersOf(order, request.segmentIndex),
      };
    },

    /** Who checks in: not a passenger blocked, not a child alone, not an infant or its guardian (the counter). */
    async confirmPassengers(request: { processKey: string; psgIds: number[] }, caller: Caller) {
      const { data, order, segment, segmentIndex, passengers } = await stepOf(request.processKey, caller);
      const all = await passengersOf(order, segmentIndex);
      const psgIds = [...new Set(request.psgIds)];
      for (const psgId of psgIds) {
        const p = all[psgId];
        if (!p) throw checkInNotFound();
        if (p.blocked === 'NOT_ISSUED') throw ticketNotIssued();
        if (p.blocked === 'CHECKED_IN') throw alreadyCheckedIn();
        if (p.blocked === 'COUNTER') throw atCounter();
      }
      ensureNotAlone(passengers, psgIds, new Set(all.filter((p) => p.blocked === 'CHECKED_IN').map((p) => p.psgId)));
      return { processKey: await save('psg', { orderId: data.orderId, segmentIndex, psgIds }, caller), documents: documentsOf(passengers, psgIds, segment) };
    },

    async checkHongKong(processKey: string, caller: Caller) {
      const { data, segment, passengers } = await stepOf(processKey, caller);
      return { processKey: await save('hk', data, caller), documents: documentsOf(passengers, chosenOf(data), segment) };
    },

    /** Completes the chosen passengers' documents where the booking keeps its passengers. */
    async updatePassengers(request: z.infer<typeof updateCheckInPassengersRequestSchema>, caller: Caller) {
      const { data, order, segment, passengers } = await stepOf(request.processKey, caller);
      const chosen = chosenOf(data);
      const updated = passengers.map((p) => ({ ...p }));
      for (const u of request.passengers) {
        if (!chosen.includes(u.psgId)) throw checkInNotFound();
        Object.assign(updated[u.psgId]!, { certType: u.certType, certNo: u.certNo, nationality: u.nationality, certExpiry: u.expireDate, birthday: u.birthDate });
      }
      await store.orders.setPassengers(order.id, updated);
      return { processKey: await save('update', data, caller), documents: documentsOf(updated, chosen, segment) };
    },

    /** The aircraft's seat map in the passengers' cabin: others' seats occupied, the booking's own marked with their passenger. */
    async seatMap(processKey: string, caller: Caller): Promise<CheckInSeatMap> {
      const { data, order, segment } = await stepOf(processKey, caller);
      const chosen = chosenOf(data);
      const aircraft = (await reference()).aircraft.get(segment.aircraft);
      if (!aircraft) throw stepMissing();
      const held = new Map((await store.checkIns.seatsOf(segment.flightId)).map((s) => [s.seatNo, s]));
      const picked = new Map((data.seats ?? []).map((s) => [s.seatNo, s.psgId]));
      const ownerOf = (seatNo: string) => picked.get(seatNo) ?? (held.get(seatNo)?.orderId === order.id ? held.get(seatNo)!.passengerIndex : null);
      return {
        processKey: await save('seat', data, caller),
        flightNo: segment.flightNo,
        aircraft: aircraft.code,
        aircraftName: aircraft.name,
        cabin: segment.cabin as CheckInSeatMap['cabin'],
        cabins: cabinMap(aircraft.seatMap, segment.cabin, (s) => ({ state: seatState(s, held.has(s.seatNo) || picked.has(s.seatNo)), psgId: ownerOf(s.seatNo) })),
        seats: chosen.map((psgId) => ({
          psgId,
          seatNo: data.seats?.find((s) => s.psgId === psgId)?.seatNo ?? [...held.values()].find((s) => s.orderId === order.id && s.passengerIndex === psgId)?.seatNo ?? null,
        })),
      };
    },

    /**
     * A seat for every chosen passenger, free at check-in, in the cabin of their fare; a seat bought
     * with the booking is kept; a child never sits in an exit row.
     */
    async confirmSeats(request: ConfirmCheckInSeatRequest, caller: Caller) {
      const { data, order, segment, passengers } = await stepOf(request.processKey, caller);
      const chosen = chosenOf(data);
      const aircraft = (await reference()).aircraft.get(segment.aircraft);
      const rows = aircraft?.seatMap.cabins.filter((c) => c.cabin === segment.cabin).flatMap((c) => c.rows) ?? [];
      const held = await store.checkIns.seatsOf(segment.flightId);
      const seats: { psgId: number; seatNo: string }[] = [];
      for (const psgId of chosen) {
        const own = held.find((s) => s.orderId === order.id && s.passengerIndex === psgId);
        const pick = request.seats.find((s) => s.psgId === psgId);
        const seatNo = pick?.seatNo ?? own?.seatNo;
        if (!seatNo) throw stepMissing();
        if (own && own.status !== CHECK_IN_SEAT && own.seatNo !== seatNo) throw seatKept(own.seatNo);
        if (seats.some((s) => s.seatNo === seatNo)) throw seatTwice(seatNo);
        const row = rows.find((r) => r.seats.some((s) => s.seatNo === seatNo && s.kind !== 'blocked'));
        if (!row) throw seatRefused(seatNo);
        if (row.exit && !mayTakeExitRow(passengers, psgId)) throw exitRowRefused(seatNo);
        const holder = held.find((s) => s.seatNo === seatNo);
        if (holder && !(holder.orderId === order.id && holder.passengerIndex === psgId)) throw seatTaken(seatNo);
        seats.push({ psgId, seatNo });
      }
      if (request.seats.some((s) => !chosen.includes(s.psgId))) throw checkInNotFound();
      return { processKey: await save('seat/confirm', { ...data, seats }, caller) };
    },

    async luggage(processKey: string, caller: Caller): Promise<CheckInLuggage> {
      const { data, order, segment, segmentIndex } = await stepOf(processKey, caller);
      const luggage = (order.extras as OrderExtras).auxiliary?.luggage ?? [];
      const freeKg = brandByName.get(segment.brand)?.baggageKg ?? 0;
      return {
        processKey: await save('luggage', data, caller),
        passengers: chosenOf(data).map((psgId) => ({
          psgId,
          freeKg,
          prepaidKg: luggage.filter((l) => l.segmentIndex === segmentIndex && l.passengerIndex === psgId).reduce((kg, l) => kg + l.kg, 0),
          cabinBags: segment.cabin === 'C' ? 2 : 1,
        })),
      };
    },

    async confirmAux(processKey: string, caller: Caller) {
      const { data } = await stepOf(processKey, caller);
      chosenOf(data);
      return { processKey: await save('aux', { ...data, aux: true }, caller) };
    },

    /**
     * Checks the chosen passengers in, in one transaction: each takes their seat (the seat's unique
     * key lets one traveller have it) and the flight's next sequence number.
     */
    async confirm(processKey: string, caller: Caller) {
      const { data, order, segment, segmentIndex, passengers } = await stepOf(processKey, caller);
      const chosen = chosenOf(data);
      if (!data.seats || !data.aux) throw stepMissing();
      const seats = data.seats;
      const now = clock.now();
      const checkIns = await store.transaction(async (tx) => {
        await tx.checkIns.lockFlight(segment.flightId);
        const tickets = (await tx.orders.ticketsOf(order.id)).filter((t) => t.segmentIndex === segmentIndex && chosen.includes(t.passengerIndex));
        if ((await tx.checkIns.activeOf(tickets.map((t) => t.ticketNo))).length > 0) throw alreadyCheckedIn();
        if (tickets.length !== chosen.length || tickets.some((t) => !canMove('checkedIn', t.status))) throw ticketNotIssued();
        const held = await tx.checkIns.seatsOf(segment.flightId);
        const made: CheckInRow[] = [];
        for (const { psgId, seatNo } of seats) {
          const holder = held.find((s) => s.seatNo === seatNo);
          if (holder && !(holder.orderId === order.id && holder.passengerIndex === psgId)) throw seatTaken(seatNo);
          if (!holder) {
            try {
              await tx.transaction((sp) => sp.checkIns.takeSeat({ flightId: segment.flightId, seatNo, orderId: order.id, passengerIndex: psgId }));
            } catch (error) {
              if (isUniqueViolation(error)) throw seatTaken(seatNo);
              throw error;
            }
          }
          const ticketNo = tickets.find((t) => t.passengerIndex === psgId)!.ticketNo;
          const sequenceNo = await tx.checkIns.nextSequenceNo(segment.flightId);
          made.push(await tx.checkIns.create({ ticketNo, flightId: segment.flightId, userId: userOf(caller), status: 'COMPLETED', seatNo, sequenceNo, createdAt: now, completedAt: now }));
        }
        await moveCoupons(tx, 'checkedIn', { orderId: order.id, passengerIndexes: chosen, segmentIndex }, now);
        return made;
      });
      return {
        segment: await segmentView(order, segmentIndex),
        checkIns: checkIns.map((c, i) => resultOf(c, passengers[seats[i]!.psgId]!, seats[i]!.psgId)),
      };
    },

    async query(request: { processKey?: string; orderId: number; segmentIndex: number }, caller: Caller) {
      const keyOrderId = request.processKey ? (await load(request.processKey, caller)).orderId : undefined;
      const order = await reachable(request.orderId, caller, keyOrderId);
      segmentOf(order, request.segmentIndex);
      return { segment: await segmentView(order, request.segmentIndex), passengers: await passengersOf(order, request.segmentIndex) };
    },

    async detail(id: number, caller: Caller): Promise<CheckInDetail> {
      const { checkIn, ticket, order, segment } = await activeCheckIn(id, caller);
      const passenger = (order.passengers as BookingPassenger[])[ticket.passengerIndex]!;
      const window = windowOf(segment.depAt, clock.now());
      return {
        ...resultOf(checkIn, passenger, ticket.passengerIndex),
        segment: await segmentView(order, ticket.segmentIndex),
        boardingPassFrom: (checkIn.completedAt ?? checkIn.createdAt).toISOString(),
        boardingPassUntil: window.closesAt,
      };
    },

    /** Cancels a check-in while the window is open; its seat is given back unless it was bought. */
    async cancel(id: number, caller: Caller) {
      const { checkIn, ticket, segment } = await activeCheckIn(id, caller);
      const now = clock.now();
      ensureOpen(segment.depAt, now);
      await store.transaction(async (tx) => {
        if (!(await tx.checkIns.cancel(checkIn.id, now))) throw checkInNotFound();
        if (checkIn.seatNo) await tx.checkIns.releaseSeat(checkIn.flightId, checkIn.seatNo);
        await moveCoupons(tx, 'checkInCancelled', { orderId: ticket.orderId, passengerIndexes: [ticket.passengerIndex], segmentIndex: ticket.segmentIndex }, now);
      });
      return { checkInId: checkIn.id, status: 'CANCELLED' as const };
    },

    /** The electronic boarding pass, until 90 minutes before departure. */
    async boardingPass(id: number, caller: Caller): Promise<BoardingPass> {
      const { checkIn, ticket, order, segment } = await activeCheckIn(id, caller);
      const now = clock.now();
      if (checkIn.status !== 'COMPLETED' || windowOf(segment.depAt, now).window !== 'OPEN') throw boardingPassClosed();
      const passenger = (order.passengers as BookingPassenger[])[ticket.passengerIndex]!;
      const timeZone = (await reference()).airports.get(segment.depAirport)?.timeZone ?? 'UTC';
      const departure = Date.parse(segment.depAt);
      const status = await store.checkIns.flightStatus(segment.flightId);
      const fallback = defaultGate(segment.depAirport, segment.flightNo);
      const seatNo = checkIn.seatNo ?? '';
      const sequenceNo = checkIn.sequenceNo ?? 0;
      return {
        checkInId: checkIn.id,
        passengerName: `${passenger.lastName}/${passenger.firstName}`,
        ticketNo: ticket.ticketNo,
        pnr: order.pnr ?? '',
        flightNo: segment.flightNo,
        depAirport: segment.depAirport,
        arrAirport: segment.arrAirport,
        depLocal: segment.depLocal,
        arrLocal: segment.arrLocal,
        boardingLocal: localTime(new Date(departure - BOARDING_MINUTES * MINUTE), timeZone),
        gateClosesLocal: localTime(new Date(departure - GATE_CLOSES_MINUTES * MINUTE), timeZone),
        terminal: status ? status.depTerminal : fallback.terminal,
        gate: status ? status.gate : fallback.gate,
        cabin: segment.cabin as BoardingPass['cabin'],
        seatNo,
        sequenceNo,
        bcbp: encodeBcbp({
          passengerName: `${passenger.lastName}/${passenger.firstName}`.replace(/\s+/g, ''),
          pnr: order.pnr ?? '',
          from: segment.depAirport,
          to: segment.arrAirport,
          carrier: airlineCode,
          flightNumber: segment.flightNo.slice(airlineCode.length),
          flightDate: segment.depLocal.slice(0, 10),
          compartment: segment.cabin,
          seat: seatNo,
          sequenceNo,
          ticketNo: ticket.ticketNo,
          issuedOn: localTime(now, timeZone).slice(0, 10),
          freeBaggageKg: brandByName.get(segment.brand)?.baggageKg ?? 0,
          passengerType: passenger.type,
        }),
        issuedAt: now.toISOString(),
      };
    },
  };
}
