import type { BookingPassenger } from '../../../services/schemas/offer';
import type { Currency } from '../booking/fares';
import { convert, sum } from '../booking/fares';
import type { LegPrices } from '../booking/leg-prices';

const HOUR = 3_600_000;
/** The flexible fare product (a brand whose refund is free) is refunded only this long before departure (spec section 9). */
export const FLEXIBLE_REFUND_CUTOFF_MS = 12 * HOUR;
/** A booking not cancelled this long before departure pays the no-show fee (spec section 9). */
export const NO_SHOW_CUTOFF_MS = 2 * HOUR;
export const NO_SHOW_FEE_HKD = 300;

export interface PassengerRefund {
  paid: number;
  fee: number;
  amount: number;
}

/**
 * What a passenger's tickets cost and what a refund at `now` gives back, by each leg's fare brand:
 * taxes come back for every leg not yet flown; the fare less the brand's refund fee, nothing of a
 * non-refundable fare, nothing of the flexible product's fare within 12 hours of departure, and
 * less the no-show fee within 2 hours of departure. A promotion's discount is shared over the fares
 * and never given back.
 */
export function passengerRefund(legs: LegPrices[], passenger: BookingPassenger, discountShare: number, currency: Currency, now: Date): PassengerRefund {
  const parts = legs.map((leg) => {
    const fare = leg.fare[passenger.type];
    const tax = leg.tax[passenger.type];
    const left = Date.parse(leg.depAt) - now.getTime();
    if (left <= 0) return { paid: fare + tax, back: 0 };
    const flexibleTooLate = leg.refundFee === 0 && left < FLEXIBLE_REFUND_CUTOFF_MS;
    const noShowFee = left < NO_SHOW_CUTOFF_MS ? convert(NO_SHOW_FEE_HKD, currency) : 0;
    const fareBack = leg.refundFee === null || flexibleTooLate ? 0 : Math.max(0, fare - leg.refundFee - noShowFee);
    return { paid: fare + tax, back: fareBack + tax };
  });
  const paid = sum([...parts.map((p) => p.paid), -discountShare], currency);
  const amount = Math.max(0, sum([...parts.map((p) => p.back), -discountShare], currency));
  return { paid, fee: sum([paid, -amount], currency), amount };
}

/** Each passenger's share of the order's discount, by fare, rounded down so the shares never exceed it. */
export function discountShares(legs: LegPrices[], passengers: BookingPassenger[], discount: number, currency: Currency): number[] {
  const fares = passengers.map((p) => sum(legs.map((leg) => leg.fare[p.type]), currency));
  const total = fares.reduce((a, b) => a + b, 0);
  const unit = currency === 'CAD' ? 100 : 1;
  return fares.map((f) => (total === 0 ? 0 : Math.floor((discount * f * unit) / total) / unit));
}
