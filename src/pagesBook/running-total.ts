import { seatKey, type BookingContext } from '../../machines/booking.machine';
import { sum } from '../../services/schemas/money';
import type { BrandOffer, PriceSummary } from '../../services/schemas/offer';

/**
 * The running total of a booking in the sticky bar. The server prices each confirmed step; what the
 * traveller picks on a page before confirming it (a fare brand, extras, seats) is added here from
 * the prices the server offered, summed the way the server sums them, so the bar shows at each step
 * what the order will cost when it is confirmed.
 */

type Currency = PriceSummary['currency'];
const passengerTypes = (c: BookingContext) => {
  const { adult, child, infant } = c.search?.passengers ?? { adult: 1, child: 0, infant: 0 };
  return [...Array<'ADT'>(adult).fill('ADT'), ...Array<'CNN'>(child).fill('CNN'), ...Array<'INF'>(infant).fill('INF')];
};

const summary = (currency: Currency, fare: number, tax: number, ancillary: number): PriceSummary => ({
  currency,
  fare,
  tax,
  ancillary,
  discount: 0,
  total: sum([fare, tax, ancillary], currency),
});

/** The fare step: the legs chosen before this one, and `brand` for this one, for every passenger searched. */
export function brandTotal(c: BookingContext, brand: BrandOffer): PriceSummary {
  const currency = c.search?.currency ?? 'HKD';
  const brands = [...c.legs.slice(0, c.legIndex).map((l) => l.brand), brand];
  const types = passengerTypes(c);
  const fare = sum(brands.flatMap((b) => types.map((t) => b.fare[t])), currency);
  const tax = sum(brands.flatMap((b) => types.map((t) => b.tax[t])), currency);
  return summary(currency, fare, tax, 0);
}

/** The extras chosen: each item at its offered price, insurance for every passenger. */
export function extrasAmount(c: BookingContext): number {
  const offers = c.auxiliaryOffers;
  const currency = c.search?.currency ?? 'HKD';
  if (!offers) return 0;
  const { luggage, meals, insurance } = c.extras;
  return sum(
    [
      ...luggage.map((l) => offers.luggage[l.segmentIndex]?.options.find((o) => o.kg === l.kg)?.price ?? 0),
      ...meals.map((m) => offers.meals[m.segmentIndex]?.options.find((o) => o.code === m.code)?.price ?? 0),
      (offers.insurance.find((p) => p.code === insurance?.code)?.pricePerPassenger ?? 0) * c.passengers.length,
    ],
    currency,
  );
}

/** From the passengers to the seats: the fares and taxes of the server's last answer, with the extras and seats chosen. */
export function runningTotal(c: BookingContext): PriceSummary | null {
  if (!c.price) return null;
  const { currency, fare, tax } = c.price;
  const seats = sum(c.seats.map((s) => c.seatPrices[seatKey(s)] ?? 0), currency);
  return summary(currency, fare, tax, sum([extrasAmount(c), seats], currency));
}
