import * as z from 'zod/mini';
import { text } from './text';
import { areaCodeSchema, emailSchema, mobileSchema, isPhoneValid, privacyConsentSchema } from './validation';
import { certTypes } from './documents';
import { redemptionPasswordSchema } from './club';
import { id, place } from './system';
import {
  brandOfferSchema,
  confirmOrderResponseSchema,
  currencySchema,
  fareRuleSchema,
  flightOptionSchema,
  searchPageResponseSchema,
  searchRequestSchema,
  taxSchema,
} from './offer';

/**
 * The award (points) booking (spec sections 3, 4 and 7, "Points (award) flow"): only a signed-in
 * member with a bound account redeems; the member and their active beneficiaries may fly. The fare
 * is paid in points, the taxes by card.
 */

/** The award brands: classic awards sell seats of their own, the flexible award is priced from the cash fare. */
export const awardBrands = ['ECO FFP CLASSICAWARD', 'BIZ FFP CLASSICAWARD', 'ECO FFP FLEXAWARD'] as const;
export type AwardBrandName = (typeof awardBrands)[number];

/** As the cash search; a multi-city trip ('M') is refused with its own code (F00032). */
export const pointSearchRequestSchema = searchRequestSchema;
export type PointSearchRequest = z.infer<typeof pointSearchRequestSchema>;

/** One segment's cabin with the points each passenger type pays for the leg; the leg's total is of the first cabin (spec section 5). */
export const cabinInfoSchema = z.object({
  cabinCode: z.string(),
  /** 'Economy' or 'Business', in the request's language. */
  baseCabinDesc: z.string(),
  consumMile: z.number(),
  chdConsumMile: z.number(),
  infConsumMile: z.number(),
});
export type CabinInfo = z.infer<typeof cabinInfoSchema>;

/** An award brand of a flight: the cash offer's fields (fare 0, taxes in the search's currency) and the points. */
export const awardBrandOfferSchema = z.extend(brandOfferSchema, {
  cabinInfoList: z.array(cabinInfoSchema),
  /** Taxes of one adult, one child and one infant. */
  taxList: z.array(taxSchema),
  taxListChd: z.array(taxSchema),
  taxListInf: z.array(taxSchema),
  /** What one adult, child and infant pay by card: the taxes. */
  totalAmount: z.number(),
  totalAmountChd: z.number(),
  totalAmountInf: z.number(),
});
export type AwardBrandOffer = z.infer<typeof awardBrandOfferSchema>;

export const awardFlightOptionSchema = z.extend(flightOptionSchema, { brands: z.array(awardBrandOfferSchema) });
export type AwardFlightOption = z.infer<typeof awardFlightOptionSchema>;

/** A page of a leg's award flights, as the cash search's. */
export const pointSearchResponseSchema = z.extend(searchPageResponseSchema, { options: z.array(awardFlightOptionSchema) });
export type PointSearchResponse = z.infer<typeof pointSearchResponseSchema>;

export const pointFlightKeyRequestSchema = z.object({ processKey: text(), flightKey: text() });
export const pointFlightOptionResponseSchema = z.object({ processKey: z.string(), option: awardFlightOptionSchema });

/** The points and the taxes of the award booking so far. */
export const awardPriceSchema = z.object({
  currency: currencySchema,
  /** Points of one adult, one child and one infant over every leg. */
  pointsPerAdult: z.number(),
  pointsPerChild: z.number(),
  pointsPerInfant: z.number(),
  /** adults x adult miles + children x child miles + infants x infant miles, leg by leg. */
  points: z.number(),
  tax: z.number(),
  /** What is paid by card: the taxes. */
  total: z.number(),
});
export type AwardPrice = z.infer<typeof awardPriceSchema>;

export const pointConfirmBrandRequestSchema = z.object({ processKey: text(), flightKey: text(), brand: text() });
export type PointConfirmBrandRequest = z.infer<typeof pointConfirmBrandRequestSchema>;

export const awardChosenLegSchema = z.object({ option: awardFlightOptionSchema, brand: awardBrandOfferSchema });
export type AwardChosenLeg = z.infer<typeof awardChosenLegSchema>;

export const pointConfirmBrandResponseSchema = z.object({
  processKey: z.string(),
  legs: z.array(awardChosenLegSchema),
  /** The next leg to choose (the return), or null when every leg has a fare. */
  nextLegIndex: z.nullable(z.number()),
  price: awardPriceSchema,
});

/** What a passenger's club record lacks to fly on an award ticket. */
export const missingDetails = ['englishName', 'travelDocument', 'birthday', 'gender'] as const;
export type MissingDetail = (typeof missingDetails)[number];

export const awardPassengerKinds = ['MEMBER', 'BENEFICIARY'] as const;
export type AwardPassengerKind = (typeof awardPassengerKinds)[number];

/** Who may fly on the member's award tickets (passList): the member and their active beneficiaries; documents masked. */
export const awardPassengerSchema = z.object({
  kind: z.enum(awardPassengerKinds),
  /** The member's or the beneficiary's id; with kind, what confirm/psg names. */
  id: z.number(),
  lastName: z.string(),
  firstName: z.string(),
  chineseLastName: z.nullable(z.string()),
  chineseFirstName: z.nullable(z.string()),
  /** ADT, CNN or INF by age on the day of the request; null without a birthday. */
  psgTypeCode: z.nullable(z.enum(['ADT', 'CNN', 'INF'])),
  gender: z.nullable(z.enum(['M', 'F'])),
  birthDate: z.nullable(z.string()),
  certType: z.nullable(z.enum(certTypes)),
  certNoMasked: z.nullable(z.string()),
  nationality: z.nullable(z.string()),
  expireDate: z.nullable(z.string()),
  /** Empty when the passenger may be chosen. */
  missing: z.array(z.enum(missingDetails)),
});
export type AwardPassenger = z.infer<typeof awardPassengerSchema>;
export const awardPassengerListSchema = z.array(awardPassengerSchema);

export const contactEtdzSchema = z
  .object({
    name: text().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(40)),
    email: emailSchema,
    contactPhone: z.object({ areaCode: areaCodeSchema, mobile: mobileSchema }),
  })
  .check(z.refine((c) => isPhoneValid(c.contactPhone.areaCode, c.contactPhone.mobile), { message: 'validation.phoneFormat', path: ['contactPhone', 'mobile'] }));
export type ContactEtdz = z.input<typeof contactEtdzSchema>;

export const pointConfirmPassengersRequestSchema = z.object({
  processKey: text(),
  /** Chosen from the passenger list; their names and documents come from the club's records. */
  confirmOrderPsngs: z
    .array(z.object({ kind: z.enum(awardPassengerKinds), id: id(), guardianIndex: z.optional(place()) }))
    .check(z.minLength(1, 'validation.selectPassenger')),
  contactEtdz: contactEtdzSchema,
  privacyConsent: privacyConsentSchema,
});
export type PointConfirmPassengersRequest = z.input<typeof pointConfirmPassengersRequestSchema>;

export const pointConfirmPassengersResponseSchema = z.object({
  processKey: z.string(),
  warnings: z.array(z.object({ passengerIndex: z.number(), key: z.string() })),
  price: awardPriceSchema,
});

/** The rules of the brand chosen for each leg so far (or of `brand`, before one is chosen). */
export const pointFareRuleRequestSchema = z.object({ processKey: text(), brand: z.optional(text()) });
export const pointFareRulesSchema = z.array(fareRuleSchema);

export const pointConfirmOrderRequestSchema = z.object({
  processKey: text(),
  /** The channel the order is made from, e.g. 'H5'. */
  endPoint: text().check(z.minLength(1), z.maxLength(20)),
  redemptionPassword: redemptionPasswordSchema,
});
export type PointConfirmOrderRequest = z.input<typeof pointConfirmOrderRequestSchema>;

/** The unpaid award order: its points are held until the taxes are paid (then spent) or it closes (then released). */
export const pointConfirmOrderResponseSchema = z.extend(z.omit(confirmOrderResponseSchema, { guestToken: true }), { points: z.number() });
export type PointConfirmOrderResponse = z.infer<typeof pointConfirmOrderResponseSchema>;

/** The data of 'Insufficient points.' (F00031): what each passenger type needs and what the member has. */
export const insufficientPointsDataSchema = z.object({
  pointsPerAdult: z.number(),
  pointsPerChild: z.number(),
  pointsPerInfant: z.number(),
  required: z.number(),
  available: z.number(),
});
export type InsufficientPointsData = z.infer<typeof insufficientPointsDataSchema>;

