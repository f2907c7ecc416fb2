import type { PriceSummary } from '../../../services/schemas/offer';
import type { BookingData } from './booking-data';
import { sum } from './fares';

/** Fare, taxes, extras and discount of the booking so far, in its currency. */
export function priceSummary(data: BookingData): PriceSummary {
  const currency = data.search.currency;
  const { adult, child, infant } = data.search.passengers;
  const types = data.passengers?.map((p) => p.type) ?? [...Array(adult).fill('ADT'), ...Array(child).fill('CNN'), ...Array(infant).fill('INF')];
  const fare = sum(data.legs.flatMap((leg) => types.map((t: 'ADT' | 'CNN' | 'INF') => leg.brand.fare[t])), currency);
  const tax = sum(data.legs.flatMap((leg) => types.map((t: 'ADT' | 'CNN' | 'INF') => leg.brand.tax[t])), currency);
  const ancillary = sum([data.auxiliaryAmount ?? 0, data.seatAmount ?? 0], currency);
  const discount = Math.min(data.promo?.discount ?? 0, fare);
  return { currency, fare, tax, ancillary, discount, total: sum([fare, tax, ancillary, -discount], currency) };
}
