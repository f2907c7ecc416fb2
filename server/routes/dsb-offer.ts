import type { FastifyInstance } from 'fastify';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { codes } from '../../services/schemas/codes';
import {
  calendarRequestSchema,
  confirmAuxiliaryRequestSchema,
  confirmBrandRequestSchema,
  confirmOrderRequestSchema,
  confirmPassengersRequestSchema,
  confirmSeatRequestSchema,
  fareRuleRequestSchema,
  processKeySchema,
  promoCodeRequestSchema,
  searchRequestSchema,
} from '../../services/schemas/offer';
import type { InfantConfig } from '../../services/schemas/system';
import * as z from 'zod/mini';
import type { AppDeps } from '../deps';
import { flights, uploads } from '../db/schema';
import { auxiliaryOffers, auxiliaryPrice, checkAuxiliary, segmentsOf } from '../domain/booking/auxiliary';
import type { BookingData } from '../domain/booking/booking-data';
import { brandByName, brandsOfCabin, ratesFromHKD, sum } from '../domain/booking/fares';
import { createOrder } from '../domain/booking/orders';
import { checkPassengers, documentWarnings, withSavedDocuments } from '../domain/booking/passengers';
import { priceSummary } from '../domain/booking/price';
import { loadStep, pageExpired, saveStep } from '../domain/booking/process-keys';
import { promoDiscountHKD } from '../domain/booking/promo';
import { localTime, referenceLoader } from '../domain/booking/reference';
import { BOOKING_CUTOFF_MS, loadInventory, priceBrand, searchLeg } from '../domain/booking/search';
import { checkSeats, seatMap } from '../domain/booking/seats';
import { ApiError } from '../http/api-error';
import { route, userIdOf } from '../http/route';
import { translate } from '../i18n';

/** Passenger age rules of spec sections 5 and 9. */
export const infantConfig: InfantConfig = {
  infantMinAgeDays: 7,
  infantMaxAgeYears: 2,
  childMinAgeYears: 2,
  childMaxAgeYears: 11,
  guardianMinAgeYears: 18,
  infantsPerGuardian: 1,
  maxAdultsAndChildren: 9,
};

const OFFER = '/dsb-offer/api/v1/offer';
const segmentRequestSchema = z.object({ processKey: z.string(), segmentIndex: z.number() });

const firstDate = (d: BookingData) => d.search.segments[0]!.date;
const lastDate = (d: BookingData) => d.search.segments[d.search.segments.length - 1]!.date;
const userOrNull = (caller: { kind: string; userId?: number }) => (caller.kind === 'user' ? caller.userId! : null);
/** When the legs chosen so far land: the next leg leaves after it. */
const arrivalOf = (d: BookingData) => d.legs.at(-1)?.option.segments.at(-1)?.arrAt;

function need<T>(value: T | undefined, key = 'errors.stepMissing'): T {
  if (value === undefined) throw new ApiError(codes.invalidState, key);
  return value;
}

export function registerDsbOfferRoutes(app: FastifyInstance, { db, clock }: AppDeps): void {
  const reference = referenceLoader(db);

  async function stepFrom(processKey: string, caller: { kind: string; userId?: number }) {
    return loadStep(db, processKey, userOrNull(caller), clock.now());
  }
  const save = (step: string, data: BookingData, caller: { kind: string; userId?: number }) => saveStep(db, step, data, userOrNull(caller), clock.now());

  async function searchResponse(data: BookingData, legIndex: number, caller: { kind: string; userId?: number }) {
    const options = await searchLeg(db, await reference(), data.search, legIndex, clock.now(), arrivalOf(data));
    return { processKey: await save('search', data, caller), legIndex, currency: data.search.currency, options };
  }

  route(app, { method: 'GET', url: `${OFFER}/search/infant/config` }, () => infantConfig);

  route(app, { method: 'POST', url: `${OFFER}/search/flight`, body: searchRequestSchema }, async ({ body, caller }) => {
    // Past is before today where the trip starts, not in UTC.
    const ref = await reference();
    const timeZone = ref.airports.get(ref.airportsOf(body.segments[0]!.org)[0] ?? '')?.timeZone ?? 'UTC';
    if (body.segments[0]!.date < localTime(clock.now(), timeZone).slice(0, 10)) throw new ApiError(codes.badRequest, 'validation.dateInPast');
    return searchResponse({ search: body, legs: [] }, 0, caller);
  });

  // The next leg (the return of a round trip, or the next city of a multi-city trip).
  route(app, { method: 'POST', url: `${OFFER}/search/flight/back`, body: processKeySchema }, async ({ body, caller }) => {
    const { data } = await stepFrom(body.processKey, caller);
    if (data.legs.length === 0 || data.legs.length >= data.search.segments.length) throw new ApiError(codes.invalidState, 'errors.stepMissing');
    return searchResponse(data, data.legs.length, caller);
  });

  route(app, { method: 'POST', url: `${OFFER}/search/flight/brand`, body: z.object({ processKey: z.string(), flightKey: z.string() }) }, async ({ body, caller }) => {
    const { data } = await stepFrom(body.processKey, caller);
    const option = (await searchLeg(db, await reference(), data.search, data.legs.length, clock.now(), arrivalOf(data))).find((o) => o.flightKey === body.flightKey);
    if (!option) throw new ApiError(codes.flightUnavailable, 'errors.flightUnavailable');
    return { processKey: await save('brand', data, caller), option };
  });

  route(app, { method: 'POST', url: `${OFFER}/search/flight/rule`, body: fareRuleRequestSchema }, ({ body, locale }) => {
    const brand = brandByName.get(body.brand);
    if (!brand) throw new ApiError(codes.badRequest, 'errors.brandUnknown');
    const rules = ['rules.baggage', 'rules.change', 'rules.refund', 'rules.noShow', 'rules.checkIn'].map((key) =>
      translate(locale, key, {
        kg: brand.baggageKg,
        carryOn: brand.carryOnKg,
        change: brand.changeFeeHKD === null ? translate(locale, 'rules.notAllowed') : `HKD ${brand.changeFeeHKD}`,
        refund: brand.refundFeeHKD === null ? translate(locale, 'rules.notAllowed') : `HKD ${brand.refundFeeHKD}`,
      }),
    );
    return {
      brand: brand.brand,
      baggageKg: brand.baggageKg,
      carryOnKg: brand.carryOnKg,
      changeFee: brand.changeFeeHKD,
      refundFee: brand.refundFeeHKD,
      freeSeatSelection: brand.freeSeatSelection,
      milesPercent: brand.milesPercent,
      rules,
    };
  });

  // Lowest adult fare per day on direct flights, for the date picker and the low-fare calendar.
  async function calendar(body: z.infer<typeof calendarRequestSchema>) {
    const ref = await reference();
    const dayOf = (i: number) => new Date(Date.parse(`${body.from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    const days = Array.from({ length: body.days }, (_, i) => dayOf(i));
    const cutoff = clock.now().getTime() + BOOKING_CUTOFF_MS;
    const rows = (
      await db
        .select()
        .from(flights)
        .where(
          and(
            inArray(flights.depAirport, ref.airportsOf(body.org)),
            inArray(flights.arrAirport, ref.airportsOf(body.dst)),
            gte(flights.depDate, days[0]!),
            lte(flights.depDate, days[days.length - 1]!),
          ),
        )
    ).filter((f) => f.depAt.getTime() > cutoff);
    const inventory = await loadInventory(db, ref, rows.map((f) => f.id));
    const brands = brandsOfCabin(body.classLevel).filter((b) => !b.student);
    return days.map((date) => {
      const fares = rows
        .filter((f) => f.depDate === date)
        .flatMap((f) => brands.filter((b) => inventory.remaining(f, b) > 0).map((b) => priceBrand(ref, [f], b, inventory, body.currency).fare.ADT));
      return { date, lowestFare: fares.length ? Math.min(...fares) : null };
    });
  }
  route(app, { method: 'POST', url: `${OFFER}/search/calendar`, body: calendarRequestSchema }, ({ body }) => calendar(body));
  route(app, { method: 'POST', url: `${OFFER}/search/lowestPrice/flight/calendar`, body: calendarRequestSchema }, ({ body }) => calendar(body));

  route(app, { method: 'POST', url: `${OFFER}/booking/confirm/brand`, body: confirmBrandRequestSchema }, async ({ body, caller }) => {
    const { data } = await stepFrom(body.processKey, caller);
    const legIndex = data.legs.length;
    if (legIndex >= data.search.segments.length) throw new ApiError(codes.invalidState, 'errors.stepMissing');
    const option = (await searchLeg(db, await reference(), data.search, legIndex, clock.now(), arrivalOf(data))).find((o) => o.flightKey === body.flightKey);
    const brand = option?.brands.find((b) => b.brand === body.brand);
    if (!option || !brand) throw new ApiError(codes.flightUnavailable, 'errors.flightUnavailable');
    if (brand.fare.ADT !== body.quotedFare && !body.acceptPrice) {
      throw new ApiError(codes.promoFareChanged, 'errors.promoFareChanged', { amount: `${data.search.currency} ${brand.fare.ADT}` }, 200, { fare: brand.fare });
    }
    const next: BookingData = { search: data.search, legs: [...data.legs, { option, brand }] };
    const nextLegIndex = next.legs.length < next.search.segments.length ? next.legs.length : null;
    return { processKey: await save('brand', next, caller), legs: next.legs, nextLegIndex, price: priceSummary(next) };
  });

  route(app, { method: 'POST', url: `${OFFER}/booking/confirm/psg`, access: 'user', body: confirmPassengersRequestSchema }, async ({ body, caller, locale }) => {
    const { data } = await stepFrom(body.processKey, caller);
    if (data.legs.length !== data.search.segments.length) throw new ApiError(codes.invalidState, 'errors.stepMissing');
    const passengers = await withSavedDocuments(db, userIdOf(caller), body.passengers);
    checkPassengers(passengers, data.search.passengers, firstDate(data), lastDate(data));
    if (data.legs.some((l) => l.brand.student)) {
      const [document] = body.studentDocumentId
        ? await db.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.id, body.studentDocumentId), eq(uploads.userId, userIdOf(caller)), eq(uploads.purpose, 'student')))
        : [];
      if (!document) throw new ApiError(codes.passengerRule, 'errors.studentDocument');
      if (!body.studentEmail) throw new ApiError(codes.passengerRule, 'errors.studentEmail');
    }
    const next: BookingData = { search: data.search, legs: data.legs, passengers, contact: body.contact, studentDocumentId: body.studentDocumentId, studentEmail: body.studentEmail };
    const miles = segmentsOf(data.legs).reduce((m, { segment, brand }) => m + Math.round((segment.distanceKm * 0.621 * (brandByName.get(brand.brand)?.milesPercent ?? 0)) / 100), 0);
    return {
      processKey: await save('psg', next, caller),
      warnings: documentWarnings(passengers, lastDate(data)),
      ffpClubPoints: miles * passengers.filter((p) => p.type !== 'INF').length,
      auxiliary: auxiliaryOffers(data.legs, passengers, data.search.currency, locale, clock.now()),
      price: priceSummary(next),
    };
  });

  for (const kind of ['luggage', 'meal', 'insure']) {
    route(app, { method: 'POST', url: `${OFFER}/booking/auxiliary/${kind}`, access: 'user', body: processKeySchema }, async ({ body, caller, locale }) => {
      const { data } = await stepFrom(body.processKey, caller);
      const offers = auxiliaryOffers(data.legs, need(data.passengers), data.search.currency, locale, clock.now());
      return kind === 'luggage' ? offers.luggage : kind === 'meal' ? offers.meals : offers.insurance;
    });
  }

  route(app, { method: 'POST', url: `${OFFER}/booking/confirm/auxiliary`, access: 'user', body: confirmAuxiliaryRequestSchema }, async ({ body, caller, locale }) => {
    const { data } = await stepFrom(body.processKey, caller);
    const passengers = need(data.passengers);
    const offers = auxiliaryOffers(data.legs, passengers, data.search.currency, locale, clock.now());
    const { processKey: _, ...auxiliary } = body;
    checkAuxiliary(auxiliary, offers, passengers, firstDate(data));
    const next: BookingData = { ...data, auxiliary, auxiliaryAmount: sum(auxiliaryPrice(auxiliary, offers, passengers.length), data.search.currency) };
    return { processKey: await save('aux', next, caller), price: priceSummary(next) };
  });

  for (const url of [`${OFFER}/booking/seat/choose`, `${OFFER}/booking/auxiliary/seat`]) {
    route(app, { method: 'POST', url, access: 'user', body: segmentRequestSchema }, async ({ body, caller }) => {
      const { data } = await stepFrom(body.processKey, caller);
      return { processKey: body.processKey, ...(await seatMap(db, await reference(), data.legs, body.segmentIndex, data.search.currency)) };
    });
  }

  route(app, { method: 'POST', url: `${OFFER}/booking/confirm/seat`, access: 'user', body: confirmSeatRequestSchema }, async ({ body, caller }) => {
    const { data } = await stepFrom(body.processKey, caller);
    const prices = await checkSeats(db, await reference(), data.legs, need(data.passengers), body.seats, data.search.currency);
    const next: BookingData = { ...data, seats: body.seats, seatAmount: sum(prices, data.search.currency) };
    return { processKey: await save('seat', next, caller), price: priceSummary(next) };
  });

  route(app, { method: 'POST', url: `${OFFER}/booking/confirm/promote/code`, access: 'user', body: promoCodeRequestSchema }, async ({ body, caller }) => {
    const { data } = await stepFrom(body.processKey, caller);
    need(data.passengers);
    const rate = ratesFromHKD[data.search.currency];
    const price = priceSummary(data);
    const offHKD = promoDiscountHKD(body.promoCode, price.fare / rate, localTime(clock.now(), 'Asia/Hong_Kong').slice(0, 10));
    const discount = data.search.currency === 'CAD' ? Math.round(offHKD * rate * 100) / 100 : Math.round(offHKD * rate);
    const next: BookingData = { ...data, promo: { code: body.promoCode, discount } };
    return { processKey: await save('promo', next, caller), price: priceSummary(next) };
  });

  route(app, { method: 'POST', url: `${OFFER}/booking/confirm/order`, access: 'user', body: confirmOrderRequestSchema }, async ({ body, caller }) => {
    const { data } = await stepFrom(body.processKey, caller);
    if (!data.passengers || !data.contact) throw new ApiError(codes.invalidState, 'errors.stepMissing');
    const order = await createOrder(db, await reference(), data, body.processKey, userIdOf(caller), clock.now());
    if (order.userId !== userIdOf(caller)) throw pageExpired();
    return {
      orderId: order.id,
      orderNo: order.orderNo,
      paymentDeadline: order.paymentDeadline.toISOString(),
      price: { currency: order.currency, fare: Number(order.fareAmount), tax: Number(order.taxAmount), ancillary: Number(order.ancillaryAmount), discount: Number(order.discountAmount), total: Number(order.totalAmount) },
    };
  });
}
