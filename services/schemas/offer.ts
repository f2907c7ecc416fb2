import * as z from 'zod/mini';
import { text } from './text';
import { areaCodeSchema, dateSchema, emailSchema, mobileSchema, privacyConsentSchema, studentEmailSchema, verificationCodeSchema, withPhoneCheck } from './validation';
import { certTypes } from './documents';
import { passengerCountsSchema } from './passenger-counts';
import { place, wholeNumber } from './system';

export { passengerCountsSchema, type PassengerCounts } from './passenger-counts';

/** Offers and booking steps (spec section 7, "Offers"); every step answers a new processKey. */

export const routeWays = ['D', 'R', 'M'] as const; // one-way (the default), round trip, multi-city
export type RouteWay = (typeof routeWays)[number];
export const cabins = ['Y', 'C'] as const;
export type Cabin = (typeof cabins)[number];
export const currencySchema = z.enum(['HKD', 'CNY', 'CAD', 'USD', 'AUD']);
const iata = z.string().check(z.regex(/^[A-Z]{3}$/, 'validation.airport'));
export const searchRequestSchema = z
  .object({
    routeWay: z.enum(routeWays),
    segments: z.array(z.object({ org: iata, dst: iata, date: dateSchema })).check(z.minLength(1), z.maxLength(4)),
    passengers: passengerCountsSchema,
    classLevel: z.enum(cabins),
    currency: currencySchema,
  })
  .check(
    z.refine((s) => s.segments.every((g) => g.org !== g.dst), { message: 'validation.sameCity', path: ['segments'] }),
    z.refine((s) => (s.routeWay === 'D' ? s.segments.length === 1 : s.routeWay === 'R' ? s.segments.length === 2 : s.segments.length >= 2), {
      message: 'validation.segmentsForTrip',
      path: ['segments'],
    }),
    z.refine((s) => s.segments.every((g, i) => i === 0 || g.date >= s.segments[i - 1]!.date), { message: 'validation.datesInOrder', path: ['segments'] }),
  );
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export const taxSchema = z.object({ code: z.string(), name: z.string(), amount: z.number() });
const pricesByType = z.object({ ADT: z.number(), CNN: z.number(), INF: z.number() });

export const brandOfferSchema = z.object({
  brand: z.string(),
  rbd: z.string(),
  cabin: z.enum(cabins),
  fare: pricesByType,
  tax: pricesByType,
  /** Seats left in this class on the fullest segment (the page says 'only N left' under 10). */
  remaining: z.number(),
  promo: z.boolean(),
  /** The members-only Flash Sale fare, rebated in vouchers once flown (spec section 9). */
  flashSale: z.boolean(),
  student: z.boolean(),
  baggageKg: z.number(),
  carryOnKg: z.number(),
  changeFee: z.nullable(z.number()),
  refundFee: z.nullable(z.number()),
  freeSeatSelection: z.boolean(),
  milesPercent: z.number(),
});
export type BrandOffer = z.infer<typeof brandOfferSchema>;

export const flightSegmentSchema = z.object({
  flightId: z.number(),
  flightNo: z.string(),
  depAirport: z.string(),
  arrAirport: z.string(),
  depAt: z.string(),
  arrAt: z.string(),
  /** Local date and time at the airport, 'YYYY-MM-DD HH:mm'. */
  depLocal: z.string(),
  arrLocal: z.string(),
  /** The local departure first booked, when the airline has since retimed the flight (times above are the new ones). */
  bookedDepLocal: z.optional(z.string()),
  durationMin: z.number(),
  distanceKm: z.number(),
  aircraft: z.string(),
  aircraftName: z.string(),
});
export type FlightSegment = z.infer<typeof flightSegmentSchema>;

export const flightOptionSchema = z.object({
  flightKey: z.string(),
  segments: z.array(flightSegmentSchema),
  durationMin: z.number(),
  stops: z.number(),
  transit: z.array(z.string()),
  brands: z.array(brandOfferSchema),
});
export type FlightOption = z.infer<typeof flightOptionSchema>;

/** What a flight costs "from", as the results and both calendars show it: its cheapest brand's adult fare with taxes. */
export const fromPrice = (option: FlightOption) => Math.round(Math.min(...option.brands.map((b) => b.fare.ADT + b.tax.ADT)) * 100) / 100;

export const searchResponseSchema = z.object({
  processKey: z.string(),
  legIndex: z.number(),
  currency: currencySchema,
  options: z.array(flightOptionSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** A leg's flights come a page at a time, 10 by default (spec section 9, default page size). */
export const SEARCH_PAGE_SIZE = 10;
const searchPage = { pageNum: z._default(wholeNumber(1, 100_000), 1), pageSize: z._default(wholeNumber(1, 50), SEARCH_PAGE_SIZE) };
export const pagedSearchRequestSchema = z.extend(searchRequestSchema, searchPage);
/** The flights of a page, and how many the leg has in all. */
export const searchPageResponseSchema = z.extend(searchResponseSchema, { pageNum: z.number(), pageSize: z.number(), total: z.number() });
export type SearchPageResponse = z.infer<typeof searchPageResponseSchema>;

export const processKeySchema = z.object({ processKey: text().check(z.minLength(1)) });
/** The next leg's flights, from the processKey of the fare chosen before, or a later page of a leg from that leg's own search key. */
export const nextLegRequestSchema = z.extend(processKeySchema, searchPage);

export const confirmBrandRequestSchema = z.object({
  processKey: text(),
  flightKey: text(),
  brand: text(),
  /** The adult fare the traveller saw; a promotional fare that changed since needs acceptPrice. */
  quotedFare: z.number(),
  acceptPrice: z.optional(z.boolean()),
});
export type ConfirmBrandRequest = z.infer<typeof confirmBrandRequestSchema>;

export const chosenLegSchema = z.object({ option: flightOptionSchema, brand: brandOfferSchema });
export type ChosenLeg = z.infer<typeof chosenLegSchema>;

export const confirmBrandResponseSchema = z.object({
  processKey: z.string(),
  legs: z.array(chosenLegSchema),
  /** The next leg to choose, or null when every leg has a fare. */
  nextLegIndex: z.nullable(z.number()),
});

const nameSchema = z.pipe(
  text().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]+( [A-Z]+)*$/, 'validation.nameLetters'), z.maxLength(40, 'validation.nameLength')),
  z.string(),
);

/** A document number as typed, or as the app was given it masked for a saved passenger (psngId). */
const MASKED_CERT_NO = /^\*+[A-Za-z0-9]{4}$/;

export const bookingPassengerSchema = z.object({
  /** A frequent passenger chosen for this place: the server fills in the document number it keeps. */
  psngId: z.optional(z.number()),
  type: z.enum(['ADT', 'CNN', 'INF']),
  lastName: nameSchema,
  firstName: nameSchema,
  gender: z.enum(['M', 'F']),
  birthday: dateSchema,
  certType: z.enum(certTypes),
  certNo: text().check(z.trim(), z.regex(/^([A-Za-z0-9]{5,20}|\*+[A-Za-z0-9]{4})$/, 'validation.certNo')),
  certExpiry: dateSchema,
  nationality: z.string().check(z.regex(/^[A-Z]{2}$/, 'validation.country')),
  ffpNo: z.optional(z.string().check(z.regex(/^\d{10}$/, 'validation.ffpNo'))),
  pregnant: z.optional(z.boolean()),
  /** An infant's guardian: the index of an adult passenger. */
  guardianIndex: z.optional(z.number()),
}).check(z.refine((p) => !MASKED_CERT_NO.test(p.certNo) || p.psngId !== undefined, { message: 'validation.certNo', path: ['certNo'] }));
export type BookingPassenger = z.infer<typeof bookingPassengerSchema>;
export const isMaskedCertNo = (certNo: string) => MASKED_CERT_NO.test(certNo);

export const bookingContactSchema = withPhoneCheck(
  z.object({ name: text().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(40)), areaCode: areaCodeSchema, mobile: mobileSchema, email: emailSchema }),
);
export type BookingContact = z.infer<typeof bookingContactSchema>;

export const confirmPassengersRequestSchema = z.object({
  processKey: text(),
  passengers: z.array(bookingPassengerSchema).check(z.minLength(1, 'validation.selectPassenger')),
  contact: bookingContactSchema,
  /** The uploaded proof of study and the student's institution e-mail, for the student offer. */
  studentDocumentId: z.optional(z.number()),
  studentEmail: z.optional(studentEmailSchema),
  privacyConsent: privacyConsentSchema,
});
export type ConfirmPassengersRequest = z.input<typeof confirmPassengersRequestSchema>;

export const luggageOptionSchema = z.object({ kg: z.number(), price: z.number() });
export const mealOptionSchema = z.object({ code: z.string(), name: z.string(), price: z.number() });
export const insuranceProductSchema = z.object({ code: z.string(), name: z.string(), description: z.string(), pricePerPassenger: z.number() });

export const auxiliaryOffersSchema = z.object({
  /** Per segment: the free allowance of each passenger and the prepaid weights on sale. */
  luggage: z.array(z.object({ segmentIndex: z.number(), freeKg: z.array(z.number()), options: z.array(luggageOptionSchema) })),
  meals: z.array(z.object({ segmentIndex: z.number(), options: z.array(mealOptionSchema) })),
  insurance: z.array(insuranceProductSchema),
  saleInsureFlag: z.boolean(),
});
export type AuxiliaryOffers = z.infer<typeof auxiliaryOffersSchema>;

export const confirmPassengersResponseSchema = z.object({
  processKey: z.string(),
  /** Keys of locale messages, e.g. a document that expires before the flight. */
  warnings: z.array(z.object({ passengerIndex: z.number(), key: z.string() })),
  ffpClubPoints: z.number(),
  auxiliary: auxiliaryOffersSchema,
});

export const guardianSchema = withPhoneCheck(
  z.object({
    lastName: nameSchema,
    firstName: nameSchema,
    email: emailSchema,
    areaCode: areaCodeSchema,
    mobile: mobileSchema,
    adultConfirmed: z.literal(true, 'validation.guardianAdult'),
  }),
);

export const confirmAuxiliaryRequestSchema = z.object({
  processKey: text(),
  luggage: z.array(z.object({ segmentIndex: place(), passengerIndex: place(), kg: z.number() })),
  meals: z.array(z.object({ segmentIndex: place(), passengerIndex: place(), code: text() })),
  insurance: z.nullable(z.object({ code: text(), guardian: z.optional(guardianSchema) })),
});
export type ConfirmAuxiliaryRequest = z.input<typeof confirmAuxiliaryRequestSchema>;

export const seatStateSchema = z.enum(['available', 'occupied', 'blocked']);
export const seatMapResponseSchema = z.object({
  processKey: z.string(),
  segmentIndex: z.number(),
  flightNo: z.string(),
  cabins: z.array(
    z.object({
      cabin: z.enum(cabins),
      columns: z.array(z.string()),
      rows: z.array(
        z.object({
          row: z.number(),
          exit: z.boolean(),
          seats: z.array(z.object({ seatNo: z.string(), column: z.string(), kind: z.string(), state: seatStateSchema, price: z.number() })),
        }),
      ),
    }),
  ),
});
export type SeatMapResponse = z.infer<typeof seatMapResponseSchema>;

export const confirmSeatRequestSchema = z.object({
  processKey: text(),
  seats: z.array(z.object({ segmentIndex: place(), passengerIndex: place(), seatNo: text() })),
});
export type ConfirmSeatRequest = z.infer<typeof confirmSeatRequestSchema>;

export const promoCodeRequestSchema = z.object({ processKey: text(), promoCode: text().check(z.trim(), z.toUpperCase(), z.minLength(1, 'validation.required')) });

/** The price of the booking so far, in the booking's currency. */
export const priceSummarySchema = z.object({
  currency: currencySchema,
  fare: z.number(),
  tax: z.number(),
  ancillary: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type PriceSummary = z.infer<typeof priceSummarySchema>;

export const stepResponseSchema = z.object({ processKey: z.string(), price: priceSummarySchema });

/**
 * A guest (no one logged in) sends `emailCode`, the code `POST /booking/email-code` e-mailed to the
 * booking's contact address: without it, or with a wrong one, nothing is held or ordered, so a
 * mistyped address is found before the booking is lost to it. A logged-in user sends none.
 */
export const confirmOrderRequestSchema = z.object({ processKey: text(), acknowledged: z.literal(true, 'validation.acknowledge'), emailCode: z.optional(verificationCodeSchema) });
export type ConfirmOrderRequest = z.input<typeof confirmOrderRequestSchema>;

/**
 * POST /booking/email-code: a guest's booking, by a processKey of it from the passengers' step on,
 * e-mails a 6-digit code to the contact address it holds (10 minutes, once a minute, five an hour, as
 * every e-mailed code); the answer names the address masked.
 */
export const bookingEmailCodeRequestSchema = processKeySchema;
export const bookingEmailCodeSentSchema = z.object({ resendAfterSeconds: z.number(), expiresInSeconds: z.number(), email: z.string() });
export type BookingEmailCodeSent = z.infer<typeof bookingEmailCodeSentSchema>;
export const confirmOrderResponseSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  paymentDeadline: z.string(),
  price: priceSummarySchema,
  /** For a guest: the token of this order, sent back with its payment and detail calls. */
  guestToken: z.optional(z.string()),
});
export type ConfirmOrderResponse = z.infer<typeof confirmOrderResponseSchema>;

export const calendarRequestSchema = z.object({
  org: iata,
  dst: iata,
  from: dateSchema,
  days: z.number().check(z.refine(Number.isInteger), z.gte(1), z.lte(62)),
  classLevel: z.enum(cabins),
  currency: currencySchema,
});
export const calendarResponseSchema = z.array(z.object({ date: z.string(), lowestFare: z.nullable(z.number()) }));

export const fareRuleRequestSchema = z.object({ brand: text() });
/** What a brand includes (as in an offer, fees in HKD) and its rules in words. */
export const fareRuleSchema = z.extend(
  z.pick(brandOfferSchema, { brand: true, baggageKg: true, carryOnKg: true, changeFee: true, refundFee: true, freeSeatSelection: true, milesPercent: true }),
  { rules: z.array(z.string()) },
);
