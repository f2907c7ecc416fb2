import * as z from 'zod/mini';
import { bookingContactSchema, currencySchema, fareRuleSchema, flightSegmentSchema } from './offer';
import { codeSentSchema } from './auth';
import { id, idParam, numericIdParamsSchema, pageOf, pageRequestSchema } from './system';
import { trimmed, verificationCodeSchema } from './validation';

/** CHANGED: every ticket of the order moved to the order a date change made. */
export const orderStatuses = ['UNPAID', 'ISSUED', 'EXPIRED', 'CANCELLED', 'REFUNDED', 'CHANGED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * The tabs of My Orders (spec section 2). BOOKED: issued orders whose first flight is still to
 * depart, the trips ahead.
 */
export const orderTabs = ['ALL', 'UNPAID', 'ISSUED', 'REFUNDED', 'CANCELLED', 'BOOKED', 'EXPIRED'] as const;
export type OrderTab = (typeof orderTabs)[number];

/** What an order is: TICKET a flight booking; EMD add-ons bought later for a booking; VIP a lounge or meet-and-greet order; PASS a Travel Pass order. */
export const orderKinds = ['TICKET', 'EMD', 'VIP', 'PASS'] as const;
export type OrderKind = (typeof orderKinds)[number];

/** VIP_ROOM: a lounge voucher; VIP_ROOM_EMPLOYEE: the staff offer, for staff accounts only; MEET_GREET: meet-and-greet at an airport. */
export const loungeProductTypes = ['VIP_ROOM', 'VIP_ROOM_EMPLOYEE', 'MEET_GREET'] as const;
export type LoungeProductType = (typeof loungeProductTypes)[number];

/**
 * The status of a ticket coupon, one passenger on one flight (server/domain/coupons/coupons.ts owns
 * it), as every screen shows it. OPEN for use; CHECKED_IN; FLOWN once the flight has left (by the
 * server clock); REFUNDING while a refund is processed, then REFUNDED; CHANGING while a date change
 * waits for payment, then EXCHANGED for a coupon of the order the change made; SUSPENDED while its
 * flight, cancelled by the airline, is neither rebooked nor refunded.
 */
export const couponStatuses = ['OPEN', 'CHECKED_IN', 'FLOWN', 'REFUNDING', 'REFUNDED', 'CHANGING', 'EXCHANGED', 'SUSPENDED'] as const;
export type CouponStatus = (typeof couponStatuses)[number];
/** What moves a coupon (server/domain/coupons/coupons.ts's `couponMoves`), as an order's timeline names it. */
export const couponMoveNames = ['checkedIn', 'checkInCancelled', 'refundAsked', 'refundPaid', 'changeOrdered', 'changeDropped', 'changePaid', 'flightCancelled', 'rebooked'] as const;
export type CouponMoveName = (typeof couponMoveNames)[number];

/** One line of an order's timeline: booked, paid, or a move of some of its coupons, with whose and on which flights. */
export const orderEventSchema = z.object({
  at: z.string(),
  event: z.enum(['BOOKED', 'PAID', ...couponMoveNames]),
  passengerIndexes: z.array(z.number()),
  segmentIndexes: z.array(z.number()),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const couponSchema = z.object({ segmentIndex: z.number(), ticketNo: z.string(), status: z.enum(couponStatuses) });
export type Coupon = z.infer<typeof couponSchema>;

/** A passenger as a list of orders or trips shows them: their name, and their coupon's status on each segment (null before the order is ticketed). */
export const passengerCouponsSchema = z.object({ lastName: z.string(), firstName: z.string(), statuses: z.array(z.nullable(z.enum(couponStatuses))) });
export type PassengerCoupons = z.infer<typeof passengerCouponsSchema>;

/** Closed orders: the only ones that may be deleted from the list. */
export const closedStatuses: readonly OrderStatus[] = ['EXPIRED', 'CANCELLED', 'REFUNDED', 'CHANGED'];

export const orderPageRequestSchema = z.extend(pageRequestSchema, {
  tab: z._default(z.enum(orderTabs), 'ALL'),
  pageSize: z._default(z.coerce.number().check(z.refine(Number.isInteger, 'validation.wholeNumber'), z.gte(1), z.lte(50)), 10),
});
export type OrderPageRequest = z.input<typeof orderPageRequestSchema>;

const orderSegmentSchema = z.extend(flightSegmentSchema, { rbd: z.string(), brand: z.string(), cabin: z.string() });
export type OrderSegment = z.infer<typeof orderSegmentSchema>;

export const addOnKinds = ['LUGGAGE', 'MEAL', 'SEAT', 'INSURANCE'] as const;
export type AddOnKind = (typeof addOnKinds)[number];
/** WAIT: bought with an order that is not paid yet; PAID once it is; CANCELLED with an order that closed unpaid; REFUNDED with its order. */
export const addOnStatuses = ['WAIT', 'PAID', 'CANCELLED', 'REFUNDED'] as const;

/** One add-on of an order: baggage (kg), a meal (its code), a seat (its number) or insurance (its product). */
export const addOnSchema = z.object({
  kind: z.enum(addOnKinds),
  /** Null for insurance, which covers the whole trip. */
  segmentIndex: z.nullable(z.number()),
  /** Null for insurance, which covers every passenger. */
  passengerIndex: z.nullable(z.number()),
  item: z.string(),
  status: z.enum(addOnStatuses),
});
export type AddOn = z.infer<typeof addOnSchema>;

/**
 * What a refund or a date change of an order made: the refund (its id and number) or the new order
 * (CHANGE); on the order a date change made, the order it came from (CHANGED_FROM); a trip's paid add-on
 * orders (ADD_ON), and on an add-on order its trip (ADD_ON_FOR).
 */
export const orderLinkSchema = z.object({ relation: z.enum(['REFUND', 'CHANGE', 'CHANGED_FROM', 'ADD_ON', 'ADD_ON_FOR']), id: z.number(), number: z.string() });

/** An order as its owner sees it: documents masked, tickets once issued. */
export const orderDetailSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  kind: z.enum(orderKinds),
  /** What a VIP or Travel Pass order bought, in the caller's language: the lounge or meet-and-greet product, or the pass package; null for other kinds. */
  productName: z.nullable(z.string()),
  /** A VIP order's product type; null for other kinds. */
  productType: z.nullable(z.enum(loungeProductTypes)),
  status: z.enum(orderStatuses),
  pnr: z.nullable(z.string()),
  currency: currencySchema,
  fareAmount: z.number(),
  taxAmount: z.number(),
  ancillaryAmount: z.number(),
  discountAmount: z.number(),
  totalAmount: z.number(),
  /** What is left to pay once the vouchers spent on the order are taken off. */
  amountDue: z.number(),
  /** An award order's points (held until paid, then spent); null for a cash order. */
  points: z.nullable(z.number()),
  paymentDeadline: z.string(),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  /** Each flight with its terminals as operations stated them (null until they do) and its brand's free checked baggage in kg (0: none). */
  segments: z.array(z.extend(orderSegmentSchema, { depTerminal: z.nullable(z.string()), arrTerminal: z.nullable(z.string()), baggageKg: z.number() })),
  passengers: z.array(
    z.object({
      type: z.string(),
      lastName: z.string(),
      firstName: z.string(),
      certNoMasked: z.string(),
      tickets: z.array(couponSchema),
      /** The refund this passenger's tickets are in, if any. */
      refundId: z.nullable(z.number()),
    }),
  ),
  contact: z.object({ name: z.string(), areaCode: z.string(), mobile: z.string(), email: z.string() }),
  seats: z.array(z.object({ segmentIndex: z.number(), passengerIndex: z.number(), seatNo: z.string() })),
  addOns: z.array(addOnSchema),
  links: z.array(orderLinkSchema),
  /** What completed refunds gave back; the order's net is its total less this. */
  refundedAmount: z.number(),
  /**
   * On an order a date change made: the fare and tax differences, the change fee and the seats it
   * charged (together its total), and what the trip's orders were paid in all, this one and those
   * it was changed from back to the first booking; null on other orders.
   */
  change: z.nullable(
    z.object({ fareDifference: z.number(), taxDifference: z.number(), changeFee: z.number(), seatAmount: z.number(), paidForTrip: z.number() }),
  ),
  /** What happened to the order, oldest first. */
  timeline: z.array(orderEventSchema),
  /** The server's time when it answered: countdowns run on the server's clock, not the phone's. */
  serverTime: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** A flight of a route as a list shows it: number, airports and local times. */
export const routeLineSchema = z.pick(flightSegmentSchema, { flightNo: true, depAirport: true, arrAirport: true, depLocal: true, arrLocal: true, bookedDepLocal: true });
export type RouteLine = z.infer<typeof routeLineSchema> & { cancelled?: boolean };

/** One row of My Orders. */
export const orderSummarySchema = z.extend(
  z.pick(orderDetailSchema, { orderId: true, orderNo: true, kind: true, productName: true, productType: true, status: true, pnr: true, currency: true, totalAmount: true, points: true, paymentDeadline: true, createdAt: true }),
  {
    /** Each flight at its current times (`depAt` the instant), marked when the airline cancelled it. */
    segments: z.array(z.extend(routeLineSchema, { depAt: z.string(), cancelled: z.boolean() })),
    passengerCount: z.number(),
    passengers: z.array(passengerCouponsSchema),
  },
);
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderPageSchema = pageOf(orderSummarySchema);

/** An issued booking on the user's trips (Trip tab, itinerary management): their own, or one they added (only its named passenger shown). */
export const tripSchema = z.extend(z.pick(orderSummarySchema, { orderId: true, pnr: true, segments: true }), {
  passengers: z.array(passengerCouponsSchema),
  added: z.boolean(),
});
export type Trip = z.infer<typeof tripSchema>;
export type OrderPage = z.infer<typeof orderPageSchema>;

/** Sends the itinerary to the order's contact (changed first on the contact page if need be), so no other address can be mailed. */
export const sendItineraryRequestSchema = z.object({ orderId: id() });
export const sendItineraryResponseSchema = z.object({ email: z.string() });
export const contactChangeRequestSchema = z.object({ orderId: id(), contact: bookingContactSchema });
export type ContactChangeRequest = z.input<typeof contactChangeRequestSchema>;

/** The add-on orders of a kind: each order that has some, with those add-ons. */
export const addOnOrderSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  status: z.enum(orderStatuses),
  currency: currencySchema,
  createdAt: z.string(),
  segments: z.array(routeLineSchema),
  passengers: z.array(z.object({ lastName: z.string(), firstName: z.string() })),
  addOns: z.array(addOnSchema),
});
export type AddOnOrder = z.infer<typeof addOnOrderSchema>;
export const addOnOrderPageSchema = pageOf(addOnOrderSchema);
/** The add-on kinds as the paths name them (spec section 7, "Auxiliary (add-on) orders"). */
export const addOnPathKinds = { luggage: 'LUGGAGE', food: 'MEAL', seat: 'SEAT', insure: 'INSURANCE' } as const satisfies Record<string, AddOnKind>;
export type AddOnPathKind = keyof typeof addOnPathKinds;
const pathKindSchema = z.enum(['luggage', 'food', 'seat', 'insure']);
export const addOnKindParamsSchema = z.object({ type: pathKindSchema });
export const addOnDetailParamsSchema = z.extend(numericIdParamsSchema, { type: pathKindSchema });

/** An order's add-ons of every kind, asked for by its id and number together (spec: /front/detail/aux/{orderId}/{orderNo}). */
export const orderAddOnsParamsSchema = z.object({ orderId: numericIdParamsSchema.shape.id, orderNo: z.string().check(z.regex(/^FW\d{18}$/)) });

/** A guest's booking asked for again: its booking reference (PNR) and the last name of one of its passengers. */
export const guestOrderLookupSchema = z.object({
  pnr: z.pipe(trimmed(), z.string().check(z.toUpperCase(), z.regex(/^[A-Z0-9]{6}$/, 'guestOrder.pnrFormat'))),
  lastName: z.pipe(trimmed(), z.string().check(z.toUpperCase(), z.minLength(1, 'validation.required'), z.maxLength(40, 'validation.nameLength'))),
});
export type GuestOrderLookup = z.input<typeof guestOrderLookupSchema>;
/** The code went to the order's contact e-mail, shown masked. */
export const guestOrderCodeSentSchema = z.extend(codeSentSchema, { email: z.string() });
export const guestOrderVerifyRequestSchema = z.extend(guestOrderLookupSchema, { code: verificationCodeSchema });
export type GuestOrderVerifyRequest = z.input<typeof guestOrderVerifyRequestSchema>;
/** The order, and the token that reaches it (and nothing else) for the guest's later calls. */
export const guestOrderAccessSchema = z.object({ orderId: id(), guestToken: z.string() });
export type GuestOrderAccess = z.infer<typeof guestOrderAccessSchema>;
export const guestOrderClaimedSchema = z.object({ orderId: z.number() });

/**
 * A booking reference as a path or a query names it (spec: pnrId): six letters and digits. The
 * orders a date change makes carry their trip's reference, so one reference names the trip's orders.
 */
export const pnrIdSchema = z.string().check(z.regex(/^[A-Z0-9]{6}$/, 'guestOrder.pnrFormat'));
export const orderPnrParamsSchema = z.object({ orderId: idParam(), pnrId: pnrIdSchema });
export const pnrQuerySchema = z.object({ pnrId: pnrIdSchema });

/**
 * One order of a trip under its booking reference, as it stands now: its flights at their current
 * times (`cancelled` when the airline cancelled one), and each passenger's coupon status per segment.
 */
export const pnrEntrySchema = z.object({
  pnrId: z.string(),
  orderId: z.number(),
  orderNo: z.string(),
  status: z.enum(orderStatuses),
  /** The order this one was changed from (a date change keeps the reference); null for the first booking. */
  changedFromOrderId: z.nullable(z.number()),
  segments: z.array(z.extend(orderSegmentSchema, { cancelled: z.boolean() })),
  passengers: z.array(z.extend(passengerCouponsSchema, { type: z.string() })),
});
export type PnrEntry = z.infer<typeof pnrEntrySchema>;

/** An order's bookings by reference (GET front/details/{id}): the order's own, then the trip's later orders under the same reference. */
export const orderDetailsSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  status: z.enum(orderStatuses),
  /** Empty while the order has no reference yet (unpaid, closed unpaid) and for orders that never get one (add-ons, lounge, Travel Pass). */
  pnrs: z.array(pnrEntrySchema),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/**
 * Why an order cannot be paid now: PAID (issued, or refunded or changed since), EXPIRED (its
 * deadline passed, by the server clock), CANCELLED, FLIGHT_CANCELLED or FLIGHT_DEPARTED (a flight it
 * holds places on), SEATS_RELEASED (the seats it held are no longer held).
 */
export const unpayableReasons = ['PAID', 'EXPIRED', 'CANCELLED', 'FLIGHT_CANCELLED', 'FLIGHT_DEPARTED', 'SEATS_RELEASED'] as const;
export type UnpayableReason = (typeof unpayableReasons)[number];

/** Whether the order can still be paid now (GET front/verify/order/{id}), on the server's clock. */
export const orderVerifySchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  payable: z.boolean(),
  reason: z.nullable(z.enum(unpayableReasons)),
  /** The reason in the caller's language; null when payable. */
  message: z.nullable(z.string()),
  /** What is left to pay once the order's vouchers are taken off. */
  amountDue: z.number(),
  currency: currencySchema,
  paymentDeadline: z.string(),
  /** Whole seconds left to pay by the server's clock; 0 when not payable. */
  secondsLeft: z.number(),
  serverTime: z.string(),
});
export type OrderVerify = z.infer<typeof orderVerifySchema>;

/** POST front/submit: hands an unpaid order to payment. */
export const orderSubmitRequestSchema = z.object({ orderId: id() });
/** What payment needs of a payable order. */
export const orderSubmitSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  kind: z.enum(orderKinds),
  amountDue: z.number(),
  currency: currencySchema,
  paymentDeadline: z.string(),
});
export type OrderSubmit = z.infer<typeof orderSubmitSchema>;

/** The fare rules of the caller's booking (GET front/fare/rule?pnrId=): each flight still in use, its brand and the brand's rules in the caller's language. */
export const bookingFareRulesSchema = z.object({
  pnrId: z.string(),
  segments: z.array(
    z.extend(fareRuleSchema, {
      orderId: z.number(),
      segmentIndex: z.number(),
      flightNo: z.string(),
      depAirport: z.string(),
      arrAirport: z.string(),
      depLocal: z.string(),
      /** The brand's name in the caller's language. */
      brandName: z.string(),
      /** HKD, when the booking is not cancelled 2 hours before departure. */
      noShowFee: z.number(),
      /** The flexible fare is refunded (and changed online) only this many hours before departure; null for other brands. */
      flexibleCutoffHours: z.nullable(z.number()),
    }),
  ),
});
export type BookingFareRules = z.infer<typeof bookingFareRulesSchema>;

/** What can be done with an order now (GET front/ext/info/{id}), decided on the server. */
export const orderActions = ['canPay', 'canCancel', 'canDelete', 'canRefund', 'canChangeDate', 'canCheckIn', 'canBuyAddOns', 'canSendItinerary', 'canChangeContact'] as const;
export type OrderAction = (typeof orderActions)[number];
/**
 * Why an action is not open: the pay reasons above; NOT_UNPAID, NOT_CLOSED, NOT_ISSUED and
 * ORDER_CLOSED by the order's status; NOT_A_BOOKING (not a flight booking), LOUNGE (a lounge order
 * is neither refunded nor changed online); NO_PASSENGER (every passenger is held: checked in, in a
 * refund or a change, or at the counter); LEG_BLOCKED (no flight can be changed online now);
 * CHECK_IN_NOT_OPEN (no flight inside its check-in window); ADD_ON_ORDER_PENDING (an unpaid add-on
 * order comes first); ADD_ONS_CLOSED (no flight takes add-ons now).
 */
export const orderActionReasons = [
  ...unpayableReasons,
  'NOT_UNPAID',
  'NOT_CLOSED',
  'NOT_ISSUED',
  'ORDER_CLOSED',
  'NOT_A_BOOKING',
  'LOUNGE',
  'NO_PASSENGER',
  'LEG_BLOCKED',
  'CHECK_IN_NOT_OPEN',
  'ADD_ON_ORDER_PENDING',
  'ADD_ONS_CLOSED',
] as const;
export type OrderActionReason = (typeof orderActionReasons)[number];
export const orderExtInfoSchema = z.object({
  orderId: z.number(),
  canPay: z.boolean(),
  canCancel: z.boolean(),
  canDelete: z.boolean(),
  canRefund: z.boolean(),
  canChangeDate: z.boolean(),
  canCheckIn: z.boolean(),
  canBuyAddOns: z.boolean(),
  canSendItinerary: z.boolean(),
  canChangeContact: z.boolean(),
  /** For each action that is not open, why, with the reason in the caller's language. */
  reasons: z.partialRecord(z.enum(orderActions), z.object({ code: z.enum(orderActionReasons), message: z.string() })),
});
export type OrderExtInfo = z.infer<typeof orderExtInfoSchema>;
