import type * as z from 'zod/mini';
import { codes } from '../../../services/schemas/codes';
import type {
  calendarRequestSchema,
  confirmAuxiliaryRequestSchema,
  confirmBrandRequestSchema,
  confirmPassengersRequestSchema,
  confirmSeatRequestSchema,
  nextLegRequestSchema,
  pagedSearchRequestSchema,
} from '../../../services/schemas/offer';
import type { Clock } from '../../clock';
import type { PlacedOrder } from '../../repositories/orders';
import type { Store } from '../../repositories/store';
import type { Language } from '../../i18n';
import { DomainError } from '../errors';
import { ensureMayBook } from '../flash-sale';
import { auxiliaryOffers, auxiliaryPrice, checkAuxiliary, segmentsOf } from './auxiliary';
import type { BookingData } from './booking-data';
import { lowestFares } from './calendar';
import { brandByName, sum } from './fares';
import { issueGuestToken, maskEmail } from './guest-orders';
import { createOrder } from './orders';
import { checkPassengers, documentWarnings, withSavedDocuments } from './passengers';
import { priceSummary } from './price';
import type { BookingContact, PriceSummary } from '../../../services/schemas/offer';
import { loadStep, pageExpired, saveStep, signStep } from './process-keys';
import { promoDiscount } from './promo';
import { hongKongToday, localTime, referenceLoader } from './reference';
import { legFlights, type SearchPage } from './search';
import { checkSeats, seatMap } from './seats';
import { emailRecipient, sendCode, withCode, type CodeTarget } from '../verification';

/** Who is booking: a user's id, or null for a guest. */
type Booker = number | null;
type Input<S extends z.ZodMiniType> = z.infer<S>;

const firstDate = (d: BookingData) => d.search.segments[0]!.date;
const lastDate = (d: BookingData) => d.search.segments[d.search.segments.length - 1]!.date;
/** When the legs chosen so far land: the next leg leaves after it. */
const arrivalOf = (d: BookingData) => d.legs.at(-1)?.option.segments.at(-1)?.arrAt;
const stepMissing = () => new DomainError(codes.invalidState, 'errors.stepMissing');
/** A guest's booking proves its contact e-mail with a code of its own purpose. */
const bookingCodeTarget = (contact: BookingContact): CodeTarget => ({ channel: 'email', recipient: emailRecipient(contact.email), purpose: 'guestBooking' });
const flightUnavailable = () => new DomainError(codes.flightUnavailable, 'errors.flightUnavailable');

function need<T>(value: T | undefined): T {
  if (value === undefined) throw stepMissing();
  return value;
}

/** Miles earned per seated passenger: each segment's distance in miles times the fare's percentage. */
function clubPointsPerPassenger(data: BookingData): number {
  return segmentsOf(data.legs).reduce((m, { segment, brand }) => m + Math.round((segment.distanceKm * 0.621 * (brandByName.get(brand.brand)?.milesPercent ?? 0)) / 100), 0);
}

/** What an order confirmed from a booking carries besides: extras to keep, the language booked in (its notices'), and work in the transaction that places it. */
export interface OrderPlacing {
  extras?: Record<string, unknown>;
  language?: Language;
  inTransaction?: (tx: Store, order: PlacedOrder) => Promise<void>;
}

/** The cash booking, or the award booking (its steps `point/...`, award brands priced in points). */
interface Sale<P> {
  award: boolean;
  price: (data: BookingData) => P;
}
const cashSale: Sale<PriceSummary> = { award: false, price: priceSummary };

/** What confirming a booking answers: the unpaid order and its price. */
export function confirmedOrder(order: PlacedOrder) {
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    paymentDeadline: order.paymentDeadline.toISOString(),
    price: {
      currency: order.currency,
      fare: Number(order.fareAmount),
      tax: Number(order.taxAmount),
      ancillary: Number(order.ancillaryAmount),
      discount: Number(order.discountAmount),
      total: Number(order.totalAmount),
    },
  };
}

/**
 * The booking flow's steps (spec section 4). Each step continues from the processKey of the one
 * before and answers a new processKey for the booking as it now stands.
 */
export function bookingSteps<P = PriceSummary>(store: Store, clock: Clock, processKeySecret: string, sale: Sale<P> = cashSale as Sale<P>) {
  const reference = referenceLoader(store);
  const flow = sale.award ? 'point' : 'booking';
  const load = async (processKey: string, booker: Booker) => (await loadStep(store, processKey, booker, clock.now(), flow, processKeySecret)).data;
  const stepName = (step: string) => (sale.award ? `point/${step}` : step);
  // A new search is signed rather than kept: it is the step taken most, and most are never continued.
  const save = (step: string, data: BookingData, booker: Booker) =>
    data.legs.length === 0 ? signStep(processKeySecret, stepName(step), data, booker, clock.now()) : saveStep(store, stepName(step), data, booker, clock.now());
  const flightsOf = async (data: BookingData, legIndex: number, locale: string) =>
    legFlights(store, await reference(), data.search, legIndex, clock.now(), arrivalOf(data), sale.award ? { award: { locale } } : {});

  /** A leg's page of flights; a later page of a leg already listed answers the key it was asked with (`sameKey`) rather than writing another. */
  async function searchResponse(data: BookingData, legIndex: number, page: SearchPage, booker: Booker, locale: string, sameKey?: string) {
    const { total, options } = await (await flightsOf(data, legIndex, locale)).page(page);
    return { processKey: sameKey ?? (await save('search', data, booker)), legIndex, currency: data.search.currency, options, ...page, total };
  }

  return {
    /** The booking as a processKey of this flow left it. */
    load,

    async search({ pageNum, pageSize, ...search }: Input<typeof pagedSearchRequestSchema>, booker: Booker, locale = 'en') {
      // Past is before today where the trip starts, not in UTC.
      const ref = await reference();
      const timeZone = ref.airports.get(ref.airportsOf(search.segments[0]!.org)[0] ?? '')?.timeZone ?? 'UTC';
      if (search.segments[0]!.date < localTime(clock.now(), timeZone).slice(0, 10)) throw new DomainError(codes.badRequest, 'validation.dateInPast');
      return searchResponse({ search, legs: [] }, 0, { pageNum, pageSize }, booker, locale);
    },

    /** The next leg: the return of a round trip, or the next city of a multi-city trip. */
    async nextLeg({ processKey, pageNum, pageSize }: Input<typeof nextLegRequestSchema>, booker: Booker, locale = 'en') {
      const data = await load(processKey, booker);
      if (data.legs.length === 0 || data.legs.length >= data.search.segments.length) throw stepMissing();
      return searchResponse(data, data.legs.length, { pageNum, pageSize }, booker, locale, pageNum > 1 ? processKey : undefined);
    },

    async flightOption(processKey: string, flightKey: string, booker: Booker, locale = 'en') {
      const data = await load(processKey, booker);
      const option = await (await flightsOf(data, data.legs.length, locale)).find(flightKey);
      if (!option) throw flightUnavailable();
      return { processKey: await save('brand', data, booker), option };
    },

    async lowestFares(request: Input<typeof calendarRequestSchema>) {
      return lowestFares(store, await reference(), request, clock.now());
    },

    /** A fare whose price changed since it was shown is confirmed only when the new price is accepted. */
    async confirmBrand(request: Input<typeof confirmBrandRequestSchema>, booker: Booker, locale = 'en') {
      const data = await load(request.processKey, booker);
      const legIndex = data.legs.length;
      if (legIndex >= data.search.segments.length) throw stepMissing();
      const option = await (await flightsOf(data, legIndex, locale)).find(request.flightKey);
      const brand = option?.brands.find((b) => b.brand === request.brand);
      if (!option || !brand) throw flightUnavailable();
      if (brand.fare.ADT !== request.quotedFare && !request.acceptPrice) {
        throw new DomainError(codes.promoFareChanged, 'errors.promoFareChanged', { amount: `${data.search.currency} ${brand.fare.ADT}` }, { fare: brand.fare });
      }
      const next: BookingData = { search: data.search, legs: [...data.legs, { option, brand }] };
      await ensureMayBook(store, next.legs, booker);
      const nextLegIndex = next.legs.length < next.search.segments.length ? next.legs.length : null;
      return { processKey: await save('brand', next, booker), legs: next.legs, nextLegIndex, price: sale.price(next) };
    },

    /** A student fare needs the user's uploaded student document and an institution e-mail. */
    async confirmPassengers(request: Input<typeof confirmPassengersRequestSchema>, booker: Booker, locale: string) {
      const data = await load(request.processKey, booker);
      if (data.legs.length !== data.search.segments.length) throw stepMissing();
      const passengers = await withSavedDocuments(store, booker, request.passengers);
      checkPassengers(passengers, data.search.passengers, firstDate(data), lastDate(data));
      if (data.legs.some((l) => l.brand.student)) {
        const documentId = request.studentDocumentId;
        if (!documentId || booker === null || !(await store.uploads.isOwn(documentId, booker, 'student'))) throw new DomainError(codes.passengerRule, 'errors.studentDocument');
        if (!request.studentEmail) throw new DomainError(codes.passengerRule, 'errors.studentEmail');
      }
      const next: BookingData = {
        search: data.search,
        legs: data.legs,
        passengers,
        contact: request.contact,
        privacyConsentAt: clock.now().toISOString(),
        studentDocumentId: request.studentDocumentId,
        studentEmail: request.studentEmail,
      };
      return {
        processKey: await save('psg', next, booker),
        warnings: documentWarnings(passengers, lastDate(data)),
        ffpClubPoints: clubPointsPerPassenger(data) * passengers.filter((p) => p.type !== 'INF').length,
        auxiliary: auxiliaryOffers(data.legs, passengers, data.search.currency, locale, clock.now()),
        price: sale.price(next),
      };
    },

    async auxiliaryOffers(processKey: string, booker: Booker, locale: string) {
      const data = await load(processKey, booker);
      return auxiliaryOffers(data.legs, need(data.passengers), data.search.currency, locale, clock.now());
    },

    async confirmAuxiliary(request: Input<typeof confirmAuxiliaryRequestSchema>, booker: Booker, locale: string) {
      const data = await load(request.processKey, booker);
      const passengers = need(data.passengers);
      const offers = auxiliaryOffers(data.legs, passengers, data.search.currency, locale, clock.now());
      const { processKey: _, ...auxiliary } = request;
      checkAuxiliary(auxiliary, offers, passengers, firstDate(data));
      const next: BookingData = { ...data, auxiliary, auxiliaryAmount: sum(auxiliaryPrice(auxiliary, offers, passengers.length), data.search.currency) };
      return { processKey: await save('aux', next, booker), price: sale.price(next) };
    },

    async seatMap(processKey: string, segmentIndex: number, booker: Booker) {
      const data = await load(processKey, booker);
      return { processKey, ...(await seatMap(store, await reference(), data.legs, segmentIndex, data.search.currency)) };
    },

    async confirmSeats(request: Input<typeof confirmSeatRequestSchema>, booker: Booker) {
      const data = await load(request.processKey, booker);
      const prices = await checkSeats(store, await reference(), data.legs, need(data.passengers), request.seats, data.search.currency);
      const next: BookingData = { ...data, seats: request.seats, seatAmount: sum(prices, data.search.currency) };
      return { processKey: await save('seat', next, booker), price: sale.price(next) };
    },

    /** Promotion codes run by the day in Hong Kong. */
    async applyPromo(processKey: string, promoCode: string, booker: Booker) {
      const data = await load(processKey, booker);
      need(data.passengers);
      const today = hongKongToday(clock.now());
      const discount = promoDiscount(promoCode, priceSummary(data).fare, data.search.currency, today);
      const next: BookingData = { ...data, promo: { code: promoCode, discount } };
      return { processKey: await save('promo', next, booker), price: sale.price(next) };
    },

    /** A guest's booking e-mails a code to the contact address its passengers' step holds, which confirming the order then asks for. */
    async sendEmailCode(processKey: string, booker: Booker, locale: string) {
      const data = await load(processKey, booker);
      if (!data.contact) throw stepMissing();
      const target = bookingCodeTarget(data.contact);
      return { ...(await sendCode(store, target, clock.now(), locale)), email: maskEmail(target.recipient) };
    },

    /**
     * A guest (`booker` null) proves the booking's contact e-mail with the code sent to it: the code is
     * used up in the transaction that places the order, so a missing or wrong code holds and orders
     * nothing, and an order that fails (a seat taken meanwhile) leaves the code usable. A logged-in
     * user is not asked.
     */
    async confirmOrder(processKey: string, booker: Booker, placing: OrderPlacing = {}, emailCode?: string) {
      const data = await load(processKey, booker);
      if (!data.passengers || !data.contact) throw stepMissing();
      // A passenger step without the consent cannot be confirmed (its schema refuses it): an older session has none.
      if (!data.privacyConsentAt) throw new DomainError(codes.badRequest, 'errors.privacyConsent');
      const place = async (tx: Store) => {
        const order = await createOrder(tx, await reference(), data, processKey, booker, clock.now(), placing);
        if (order.userId !== booker) throw pageExpired();
        return {
          // A guest reaches the order again, to pay it and see its tickets, with this token only.
          ...(booker === null && { guestToken: await issueGuestToken(tx, order.id, clock.now()) }),
          ...confirmedOrder(order),
        };
      };
      if (booker !== null) return place(store);
      if (!emailCode) throw new DomainError(codes.codeInvalid, 'errors.bookingEmailCodeRequired');
      return withCode(store, bookingCodeTarget(data.contact), emailCode, clock.now(), place);
    },
  };
}
