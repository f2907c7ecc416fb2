import { describe, expect, it } from 'vitest';
import { initialBookingContext, type BookingContext } from '../../machines/booking.machine';
import type { AuxiliaryOffers, BookingPassenger, BrandOffer, ChosenLeg } from '../../services/schemas/offer';
import { auxiliaryPrice } from '../../server/domain/booking/auxiliary';
import type { BookingData } from '../../server/domain/booking/booking-data';
import { sum } from '../../server/domain/booking/fares';
import { priceSummary } from '../../server/domain/booking/price';
import { brandTotal, runningTotal } from '../../src/pagesBook/running-total';
import { booking as b } from '../graph/fixtures';

/** A round trip in Canadian dollars, whose cents show any rounding that differs from the server's. */
const brand = (fare: number): BrandOffer => ({ ...b.brandAnswers[1]!.legs[0]!.brand, fare: { ADT: fare, CNN: 812.35, INF: 101.1 }, tax: { ADT: 99.95, CNN: 88.15, INF: 12.05 } });
const legs: ChosenLeg[] = [
  { option: b.option, brand: brand(1200.45) },
  { option: b.option, brand: brand(980.3) },
];
const search = { ...b.search, currency: 'CAD' as const, passengers: { adult: 2, child: 1, infant: 1 } };
const passenger = (type: BookingPassenger['type']): BookingPassenger => ({ ...b.passengers[0]!, type, pregnant: undefined });
const passengers = [passenger('ADT'), passenger('ADT'), passenger('CNN'), { ...passenger('INF'), guardianIndex: 0 }];
const offers: AuxiliaryOffers = {
  luggage: [0, 1].map((segmentIndex) => ({ segmentIndex, freeKg: [20, 20, 20, 10], options: [{ kg: 10, price: 35.2 }, { kg: 20, price: 61.65 }] })),
  meals: [0, 1].map((segmentIndex) => ({ segmentIndex, options: [{ code: 'HKML', name: 'HK', price: 15.85 }] })),
  insurance: [{ code: 'TRAVEL_ESSENTIAL', name: 'Essential', description: '', pricePerPassenger: 11.45 }],
  saleInsureFlag: true,
};
const extras = {
  luggage: [
    { segmentIndex: 0, passengerIndex: 0, kg: 20 },
    { segmentIndex: 1, passengerIndex: 2, kg: 10 },
  ],
  meals: [{ segmentIndex: 1, passengerIndex: 1, code: 'HKML' }],
  insurance: { code: 'TRAVEL_ESSENTIAL' },
};
const seats = [
  { segmentIndex: 0, passengerIndex: 0, seatNo: '12A', price: 41.3 },
  { segmentIndex: 1, passengerIndex: 2, seatNo: '31C', price: 0 },
  { segmentIndex: 1, passengerIndex: 1, seatNo: '31B', price: 17.6 },
];
const data: BookingData = { search, legs, passengers };
const context = (fields: Partial<BookingContext>): BookingContext => ({ ...initialBookingContext, search, legs, passengers, ...fields });

describe('the running total', () => {
  it('on the fare step adds the brand on screen to the legs chosen before, for every passenger searched, as the brand step prices it', () => {
    const server = priceSummary(data);
    expect(brandTotal(context({ legIndex: 1, legs: legs.slice(0, 1) }), legs[1]!.brand)).toEqual(server);
    expect(brandTotal(context({ legIndex: 0, legs: [] }), legs[0]!.brand)).toEqual(priceSummary({ ...data, legs: legs.slice(0, 1) }));
    // Back on the first leg, the second leg chosen before does not count.
    expect(brandTotal(context({ legIndex: 0 }), legs[0]!.brand).total).toBe(priceSummary({ ...data, legs: legs.slice(0, 1) }).total);
  });

  it('with extras and seats chosen equals what the server charges once they are confirmed', () => {
    const afterPassengers = priceSummary(data);
    const auxiliaryAmount = sum(auxiliaryPrice(extras, offers, passengers.length), 'CAD');
    const seatAmount = sum(seats.map((s) => s.price), 'CAD');
    const confirmed = priceSummary({ ...data, auxiliary: extras, auxiliaryAmount, seats, seatAmount });
    const chosen = context({
      price: afterPassengers,
      auxiliaryOffers: offers,
      extras,
      seats: seats.map(({ price: _, ...s }) => s),
      seatPrices: Object.fromEntries(seats.map((s) => [`${s.segmentIndex}:${s.seatNo}`, s.price])),
    });
    expect(runningTotal(chosen)).toEqual(confirmed);
    // On the seat map the price is that of the extras' answer, which already holds the extras: they count once.
    expect(runningTotal({ ...chosen, price: priceSummary({ ...data, auxiliary: extras, auxiliaryAmount }) })).toEqual(confirmed);
  });

  it('is the last answer as it is while nothing is chosen, and nothing before a step is priced', () => {
    const price = priceSummary(data);
    expect(runningTotal(context({ price }))).toEqual(price);
    expect(runningTotal(context({}))).toBeNull();
  });
});
