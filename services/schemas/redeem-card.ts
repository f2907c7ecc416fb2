import * as z from 'zod/mini';
import { boundPassengerSchema, passengerToBindSchema } from './bound-passenger';
import { bookingContactSchema, currencySchema, flightOptionSchema, flightSegmentSchema, searchResponseSchema } from './offer';
import { numericIdParamsSchema, pageOf, statusPageRequestSchema } from './system';
import { text } from './text';
import { dateSchema } from './validation';

/** Redeem (time) cards (spec sections 3, 4, 9 and 7 "Time (redeem) card"). */

/** One-use, multi-use and unlimited cards; the redeem code names them with O, M and L. */
export const redeemCardTypes = ['ONE', 'MULTI', 'UNLIMITED'] as const;
export type RedeemCardType = (typeof redeemCardTypes)[number];
export const redeemCardTypeLetters = { O: 'ONE', M: 'MULTI', L: 'UNLIMITED' } as const satisfies Record<string, RedeemCardType>;

/**
 * UNACTIVATED: redeemed, waiting for its passenger; USABLE: activated with uses left; PARTIALLY: a
 * multi-use card with some uses flown or booked and some left; USED: no use left; EXPIRED: past its usage deadline.
 */
export const redeemCardStatuses = ['UNACTIVATED', 'USABLE', 'PARTIALLY', 'USED', 'EXPIRED'] as const;
export type RedeemCardStatus = (typeof redeemCardStatuses)[number];

export const redeemCardCabins = ['ECO', 'BIZ'] as const;
export type RedeemCardCabin = (typeof redeemCardCabins)[number];
/** The fare brand a card's flights are sold in, at fare 0 with the taxes to pay. */
export const redeemCardBrands = { ECO: 'ECO REDEEM CARD', BIZ: 'BIZ REDEEM CARD' } as const satisfies Record<RedeemCardCabin, string>;

/**
 * C, the type letter (O one-use, M multi-use, L unlimited), a real date written YYMMDD, then four
 * digits: CO2611260001.
 */
export function isRedeemCode(code: string): boolean {
  const match = /^C([OML])(\d{2})(\d{2})(\d{2})\d{4}$/.exec(code);
  if (!match) return false;
  const [, , yy, mm, dd] = match;
  const date = new Date(Date.UTC(2000 + Number(yy), Number(mm) - 1, Number(dd)));
  return date.getUTCMonth() === Number(mm) - 1 && date.getUTCDate() === Number(dd);
}

/** The code as typed: spaces dropped, letters in capitals. The format is checked by the server (F00040) and by the form. */
export const redeemCodeInputSchema = z.pipe(
  text(),
  z.transform((s: string) => s.replace(/\s+/g, '').toUpperCase()),
);
/** For the form: the same check the server makes, with the same message. */
export const redeemCodeSchema = z.pipe(redeemCodeInputSchema, z.string().check(z.refine(isRedeemCode, 'errors.invalidRedeemCode')));
export const redeemRequestSchema = z.object({ redeemCode: z.pipe(redeemCodeInputSchema, z.string().check(z.maxLength(40, 'errors.invalidRedeemCode'))) });

export const cardIdParamsSchema = z.object({ cardId: numericIdParamsSchema.shape.id });
export const cardUseIdParamsSchema = numericIdParamsSchema;

export const activateRequestSchema = z.object({ cardId: numericIdParamsSchema.shape.id, passenger: passengerToBindSchema });
export type ActivateRequest = z.input<typeof activateRequestSchema>;

/** A card as its owner sees it; dates are ISO instants, travel dates YYYY-MM-DD (Hong Kong days). */
export const redeemCardSchema = z.object({
  cardId: z.number(),
  cardNo: z.string(),
  redeemCode: z.string(),
  type: z.enum(redeemCardTypes),
  cabin: z.enum(redeemCardCabins),
  brand: z.string(),
  /** The route: valid from origin to destination and back. */
  origin: z.string(),
  destination: z.string(),
  status: z.enum(redeemCardStatuses),
  /** Null for an unlimited card. */
  usesAllowed: z.nullable(z.number()),
  /** Uses booked (unpaid orders hold theirs) or flown. */
  usesTaken: z.number(),
  /** Null for an unlimited card. */
  usesLeft: z.nullable(z.number()),
  issuedAt: z.string(),
  redeemedAt: z.string(),
  /** The passenger must be given before this instant. */
  activationDeadline: z.string(),
  activatedAt: z.nullable(z.string()),
  travelFrom: z.string(),
  travelTo: z.string(),
  /** After this instant the card expires (the travel window's last day, end of day in Hong Kong). */
  usageDeadline: z.string(),
  passenger: z.nullable(boundPassengerSchema),
  serverTime: z.string(),
});
export type RedeemCard = z.infer<typeof redeemCardSchema>;

export const cardPageRequestSchema = statusPageRequestSchema(redeemCardStatuses);
export type CardPageRequest = z.input<typeof cardPageRequestSchema>;
export const cardPageSchema = pageOf(redeemCardSchema);
export type CardPage = z.infer<typeof cardPageSchema>;

/** The caller's cards counted per status (the list's tabs). */
export const cardCountSchema = z.object({
  UNACTIVATED: z.number(),
  USABLE: z.number(),
  PARTIALLY: z.number(),
  USED: z.number(),
  EXPIRED: z.number(),
  total: z.number(),
});
export type CardCount = z.infer<typeof cardCountSchema>;

/**
 * HELD: booked by an unpaid order; USED: ticketed; RELEASED: the order closed unpaid; REFUNDED: its
 * ticket was refunded. A released or refunded use is back on the card.
 */
export const cardUseStatuses = ['HELD', 'USED', 'RELEASED', 'REFUNDED'] as const;
export type CardUseStatus = (typeof cardUseStatuses)[number];

/** One flight booked with a card. */
export const cardUseSchema = z.object({
  id: z.number(),
  cardId: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  orderStatus: z.string(),
  status: z.enum(cardUseStatuses),
  ticketNo: z.nullable(z.string()),
  pnr: z.nullable(z.string()),
  segment: z.extend(flightSegmentSchema, { brand: z.string(), cabin: z.string() }),
  currency: currencySchema,
  /** The taxes paid (fare 0). */
  taxAmount: z.number(),
  passenger: z.object({ lastName: z.string(), firstName: z.string() }),
  createdAt: z.string(),
  usedAt: z.nullable(z.string()),
});
export type CardUse = z.infer<typeof cardUseSchema>;

/**
 * The combo ticket search of a card (spec section 3): one adult, the card's cabin, productType
 * ComboTicket, the card. Either direction of the card's route, a date in its travel window.
 */
export const cardSearchRequestSchema = z.object({
  cardId: numericIdParamsSchema.shape.id,
  org: z.string().check(z.regex(/^[A-Z]{3}$/, 'validation.airport')),
  dst: z.string().check(z.regex(/^[A-Z]{3}$/, 'validation.airport')),
  date: dateSchema,
  passengers: z._default(z.object({ adult: z.literal(1), child: z.literal(0) }), { adult: 1, child: 0 }),
  classLevel: z.optional(z.enum(['Y', 'C'])),
  productType: z._default(z.literal('ComboTicket'), 'ComboTicket'),
  passengerList: z.optional(z.array(z.unknown())),
});
export type CardSearchRequest = z.input<typeof cardSearchRequestSchema>;
/** The flights with one brand each, ECO or BIZ REDEEM CARD, fare 0 and the taxes; the processKey continues a `card/...` booking. */
export const cardSearchResponseSchema = z.extend(searchResponseSchema, { cardId: z.number() });
export type CardSearchResponse = z.infer<typeof cardSearchResponseSchema>;

/** The week search's longest range (POST /times/card/search/flight/v2). */
export const COMBO_WEEK_DAYS = 7;
/** How many days from the date the week search covers: 1 to 7, all 7 unless said. */
export const comboWeekDays = { days: z._default(z.number().check(z.refine(Number.isInteger, 'validation.wholeNumber'), z.gte(1), z.lte(COMBO_WEEK_DAYS)), COMBO_WEEK_DAYS) };
/** One day of the week search: closed (and empty) on a day the product may not fly; else its flights with seats left, as the one-day search lists them. */
export const comboDaySchema = z.object({ date: z.string(), open: z.boolean(), options: z.array(flightOptionSchema) });
export type ComboDay = z.infer<typeof comboDaySchema>;

/**
 * POST /times/card/search/flight/v2: the card's search for a range of days from the date (refused as
 * the one-day search refuses that date), so a page can show the week. It keeps no step: booking
 * starts from the one-day search of the day chosen, which answers the processKey.
 */
export const cardWeekRequestSchema = z.extend(cardSearchRequestSchema, comboWeekDays);
export type CardWeekRequest = z.input<typeof cardWeekRequestSchema>;
export const cardWeekResponseSchema = z.object({ cardId: z.number(), currency: currencySchema, days: z.array(comboDaySchema) });
export type CardWeekResponse = z.infer<typeof cardWeekResponseSchema>;

/** Books one flight for the card's passenger: an unpaid order for the taxes. */
export const cardConfirmOrderRequestSchema = z.object({
  processKey: text().check(z.minLength(1)),
  flightKey: text().check(z.minLength(1)),
  contact: bookingContactSchema,
});
export type CardConfirmOrderRequest = z.input<typeof cardConfirmOrderRequestSchema>;
