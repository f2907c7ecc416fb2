import { pricedSeatKinds, type CheckInFee } from '../../../services/schemas/fees';
import type { BookingPassenger } from '../../../services/schemas/offer';
import type { Store } from '../../repositories/store';
import { translate } from '../../i18n';
import { LUGGAGE_CUTOFF_MS } from '../booking/auxiliary';
import { BAGGAGE_CAP_KG, type Currency } from '../booking/fares';
import { referenceLoader } from '../booking/reference';
import { seatPrice } from '../booking/seats';
import { canMove, tripNow } from '../coupons/coupons';
import { emdOffers } from '../emd/add-ons';
import { windowOf } from './rules';

/**
 * POST /processing/fee/match/checkin: what checking in on the user's issued trip can cost now. Check-in
 * itself is free (a seat of the passenger's cabin included, see `checkInSteps`); what costs is what
 * the trip's add-on shop sells until a passenger checks in: a seat of a chosen type and extra
 * baggage, at the prices and on the rules of `emdOffers` and `seatPrice`. Only the segments some of
 * the order's passengers can still check in on are listed (a coupon that may be checked in, a flight
 * not cancelled, its check-in window not closed), each with those passengers.
 */
export async function checkInFees(store: Store, userId: number, orderId: number, locale: string, now: Date): Promise<CheckInFee> {
  // The caller's issued ticket order, or the add-on shop's refusal (another user's order does not exist).
  const offers = await emdOffers(store, userId, orderId, locale, now);
  const order = (await store.orders.findOwn(orderId, userId))!;
  const [{ segments, flightOf, coupons }, ref] = await Promise.all([tripNow(store, order, now), referenceLoader(store)()]);
  const passengers = order.passengers as BookingPassenger[];
  const currency = order.currency as Currency;

  const feeSegments = segments.flatMap((segment, segmentIndex): CheckInFee['segments'] => {
    const { opensAt, closesAt, window } = windowOf(segment.depAt, now);
    const able = coupons.filter((c) => c.segmentIndex === segmentIndex && canMove('checkedIn', c.status));
    if (flightOf(segmentIndex)?.cancelledAt || window === 'CLOSED' || able.length === 0) return [];
    const cabin = ref.aircraft.get(segment.aircraft)?.seatMap.cabins.filter((c) => c.cabin === segment.cabin) ?? [];
    const kinds = new Set(cabin.flatMap((c) => c.rows.flatMap((r) => r.seats.map((s) => s.kind))));
    return [
      {
        segmentIndex,
        flightNo: segment.flightNo,
        depAirport: segment.depAirport,
        arrAirport: segment.arrAirport,
        depAt: segment.depAt,
        depLocal: segment.depLocal,
        opensAt,
        closesAt,
        window,
        seats: pricedSeatKinds.filter((kind) => kinds.has(kind)).map((kind) => ({ kind, price: seatPrice(kind, segment.brand, currency) })),
        passengers: able.map(({ passengerIndex }) => {
          const { type, lastName, firstName } = passengers[passengerIndex]!;
          const place = offers.places.find((p) => p.segmentIndex === segmentIndex && p.passengerIndex === passengerIndex)!;
          return {
            psgId: passengerIndex,
            type,
            lastName,
            firstName,
            freeKg: place.freeKg,
            prepaidKg: place.prepaidKg,
            seatNo: place.seatNo,
            closedReason: place.closedReason,
            luggage: place.luggageOptions,
          };
        }),
      },
    ];
  });

  return {
    orderId: order.id,
    orderNo: order.orderNo,
    currency,
    segments: feeSegments,
    rules: [translate(locale, 'rules.checkInFree'), translate(locale, 'rules.checkInAddOns', { hours: LUGGAGE_CUTOFF_MS / 3_600_000, cap: BAGGAGE_CAP_KG })],
  };
}
