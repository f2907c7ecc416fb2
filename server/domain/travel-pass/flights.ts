import type * as z from 'zod/mini';
import { codes } from '../../../services/schemas/codes';
import type { OrderSegment } from '../../../services/schemas/order';
import type { RedeemCardCabin } from '../../../services/schemas/redeem-card';
import type { PassFlight, passConfirmOrderRequestSchema, passSearchRequestSchema, PassSearchResponse, passWeekRequestSchema, PassWeekResponse } from '../../../services/schemas/travel-pass';
import type { Clock } from '../../clock';
import type { PackageRow, PassRow } from '../../repositories/travel-passes';
import type { Store } from '../../repositories/store';
import { comboBooking } from '../booking/combo-booking';
import { hongKongToday } from '../booking/reference';
import { DomainError } from '../errors';
import { ownPassOrder } from './orders';
import type { Language } from '../../i18n';

type UsablePass = PassRow & { pkg: PackageRow };

const passNotFound = () => new DomainError(codes.travelPassNotFound, 'errors.travelPassNotFound');
const usedUp = () => new DomainError(codes.travelPassUsedUp, 'errors.travelPassUsedUp');

/**
 * Flights booked with a Travel Pass (process-key flow `pass/...`): one ticket of the pass per flight,
 * for its bound passenger, on the package's routes either way, within its travel dates and the pass's
 * validity, never on a blackout date; fare 0, the taxes to pay.
 */
export function passBooking(store: Store, clock: Clock) {
  async function usablePass(userId: number, passId: number, leg: { org: string; dst: string }, now: Date): Promise<UsablePass> {
    const pass = await store.travelPasses.passOfOwner(passId, userId);
    if (!pass) throw passNotFound();
    const order = (await store.orders.byId(pass.orderId))!;
    if (order.status !== 'ISSUED') throw passNotFound();
    const pkg = (await store.travelPasses.packageById(pass.packageId))!;
    if (pass.boundAt === null || pass.validUntil <= now) throw new DomainError(codes.travelPassNotBound, pass.boundAt === null ? 'errors.travelPassNotBound' : 'errors.travelPassExpired');
    if (pass.ticketsTaken >= pkg.tickets) throw usedUp();
    if (!pkg.routes.some((r) => (r.org === leg.org && r.dst === leg.dst) || (r.org === leg.dst && r.dst === leg.org))) {
      throw new DomainError(codes.travelPassOffRoute, 'errors.travelPassOffRoute');
    }
    return { ...pass, pkg };
  }

  /** A pass flies within its package's travel dates and its own validity, never on a blackout date. */
  function dayClosed({ pkg, validUntil }: UsablePass, date: string): DomainError | null {
    const validTo = hongKongToday(validUntil);
    const lastDay = validTo < pkg.travelTo ? validTo : pkg.travelTo;
    if (date < pkg.travelFrom || date > lastDay) return new DomainError(codes.travelPassOutsideDates, 'errors.travelPassOutsideDates', { from: pkg.travelFrom, to: lastDay });
    if (pkg.blackoutDates.includes(date)) return new DomainError(codes.travelPassBlackout, 'errors.travelPassBlackout', { date });
    return null;
  }

  const booking = comboBooking<UsablePass>(store, clock, {
    flow: 'pass',
    usable: usablePass,
    dayClosed,
    cabinOf: (pass) => pass.pkg.cabin as RedeemCardCabin,
    async take(tx, pass, order, _flightId, now) {
      if (!(await tx.travelPasses.takeTicket(pass.id, pass.pkg.tickets))) throw usedUp();
      await tx.travelPasses.addUse({ passId: pass.id, orderId: order.id, createdAt: now });
    },
  });

  return {
    async search(userId: number, request: z.infer<typeof passSearchRequestSchema>): Promise<PassSearchResponse> {
      const found = await booking.search(userId, request.passId, { org: request.org, dst: request.dst, date: request.date });
      return { ...found, passId: request.passId };
    },
    /** The search for up to 7 days from the date, each day's flights with seats left for the pass; a blackout day closed. */
    async week(userId: number, request: z.infer<typeof passWeekRequestSchema>): Promise<PassWeekResponse> {
      const found = await booking.week(userId, request.passId, { org: request.org, dst: request.dst, date: request.date }, request.days);
      return { ...found, passId: request.passId };
    },
    confirmOrder: (userId: number, request: z.infer<typeof passConfirmOrderRequestSchema>, language: Language) => booking.confirmOrder(userId, request, language),
  };
}

/** The flights booked with the passes of the user's pass order, oldest first. */
export async function passOrderFlights(store: Store, userId: number, orderId: number): Promise<PassFlight[]> {
  const order = await ownPassOrder(store, userId, orderId);
  const passes = await store.travelPasses.passesOf([order.id]);
  const uses = await store.travelPasses.usesOf(passes.map((p) => p.id));
  return uses.map(({ use, order: flight, passNo }) => {
    const { fare: _fare, rbd: _rbd, ...segment } = (flight.itinerary as { segments: (OrderSegment & { brand: string; cabin: string; fare?: unknown; rbd?: string })[] }).segments[0]!;
    const passenger = (flight.passengers as { lastName: string; firstName: string }[])[0]!;
    return {
      id: use.id,
      passId: use.passId,
      passNo,
      orderId: flight.id,
      orderNo: flight.orderNo,
      orderStatus: flight.status,
      status: use.status as PassFlight['status'],
      segment,
      passenger: { lastName: passenger.lastName, firstName: passenger.firstName },
      taxAmount: Number(flight.taxAmount),
      currency: flight.currency as PassFlight['currency'],
    };
  });
}
