import * as z from 'zod/mini';
import { currencySchema } from './offer';
import { loungeProductTypes, orderStatuses } from './order';
import { personName } from './passenger';
import { pageOf, pageRequestSchema, statusPageRequestSchema } from './system';
import { text } from './text';
import { areaCodeSchema, dateSchema, emailSchema, mobileSchema, verificationCodeSchema, withPhoneCheck } from './validation';

/** VIP lounge and meet-and-greet (spec sections 3, 5, 6, 9 and 7 "VIP lounge and meet-and-greet"). */

export { loungeProductTypes, type LoungeProductType } from './order';

/** Meet-and-greet slots (spec section 9), local time at the airport. */
export const meetGreetSlots = {
  MORNING: { start: '07:00', end: '12:00' },
  AFTERNOON: { start: '12:00', end: '17:00' },
  EVENING: { start: '17:00', end: '23:00' },
} as const;
export type MeetGreetSlot = keyof typeof meetGreetSlots;
export const meetGreetSlotNames = Object.keys(meetGreetSlots) as MeetGreetSlot[];

/** The contact area code of a lounge order defaults to 86 (spec section 9). */
export const LOUNGE_DEFAULT_AREA_CODE = '86';
/** Meet-and-greet is not sold within this many hours of departure. */
export const MEET_GREET_MIN_HOURS_BEFORE = 24;
/** A traveller under this age needs a companion of at least COMPANION_MIN_AGE on the same order. */
export const MEET_GREET_CHILD_MAX_AGE = 12;
export const MEET_GREET_COMPANION_MIN_AGE = 16;

const wholeNumberChecks = (min: number, max: number) => [z.refine(Number.isInteger, 'validation.wholeNumber'), z.gte(min), z.lte(max)] as const;
/** Query strings carry numbers as text; bodies as numbers. */
const queryId = z.coerce.number().check(...wholeNumberChecks(1, 2_147_483_647));
const bodyId = z.number().check(...wholeNumberChecks(1, 2_147_483_647));

/** GET .../vip/room/pages: lounges, by city if given, prices in the currency asked for. */
export const loungePageRequestSchema = z.extend(pageRequestSchema, {
  currencyCode: z._default(currencySchema, 'HKD'),
  cityCode: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/, 'validation.airport'))),
  productType: z._default(z.enum(['VIP_ROOM', 'VIP_ROOM_EMPLOYEE']), 'VIP_ROOM'),
});
export type LoungePageRequest = Partial<z.output<typeof loungePageRequestSchema>>;

/** GET .../vip/room/pages/meet/greet: the same query for meet-and-greet products. */
export const meetGreetPageRequestSchema = z.extend(pageRequestSchema, {
  currencyCode: loungePageRequestSchema.shape.currencyCode,
  cityCode: loungePageRequestSchema.shape.cityCode,
  productType: z._default(z.literal('MEET_GREET'), 'MEET_GREET'),
});
export type MeetGreetPageRequest = Partial<z.output<typeof meetGreetPageRequestSchema>>;

export const meetGreetSlotSchema = z.object({ slot: z.enum(meetGreetSlotNames), start: z.string(), end: z.string() });

/**
 * A lounge or meet-and-greet product (spec section 3) in the caller's language and currency.
 * `inventory` and `saleNum` are today's at the airport (its local day).
 */
export const loungeProductSchema = z.object({
  productId: z.number(),
  productCode: z.string(),
  productType: z.enum(loungeProductTypes),
  airportCode: z.string(),
  airportName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  productName: z.string(),
  /** The price of one voucher in `currencyCode`. */
  amount: z.number(),
  /** The price before the discount, for the discounted product; null otherwise. */
  originalAmount: z.nullable(z.number()),
  currencyCode: currencySchema,
  /** Where to find it: terminal, level, near which gate. */
  address: z.string(),
  /** Opening hours, '07:00-22:30'. */
  operateTime: z.string(),
  /** Last admission, '00:59'; null for meet-and-greet, which runs by slots. */
  lastAdmission: z.nullable(z.string()),
  /** When the lounge is closed, '02:30-06:30', or null. */
  closedTime: z.nullable(z.string()),
  /** The most vouchers one order may buy. */
  limitBuy: z.number(),
  /** Vouchers on sale per day. */
  totalInventory: z.number(),
  /** Left today. */
  inventory: z.number(),
  /** Sold today. */
  saleNum: z.number(),
  /** Payment providers the order may be paid with. */
  paymentChannel: z.array(z.string()),
  /** Usage rules, one paragraph each. */
  usageRules: z.array(z.string()),
  /** The discounted product's vouchers may be transferred (3 times); no other product's. */
  transferable: z.boolean(),
  /** Free name changes per voucher. */
  changeLimit: z.number(),
  /** Transfers per voucher (0 when not transferable). */
  transferLimit: z.number(),
  /** A voucher is valid this many days from payment. */
  validityDays: z.number(),
  /** One entry per voucher, at most this many hours' stay. */
  maxStayHours: z.number(),
  /** Meet-and-greet only: the slots; empty for a lounge. */
  slots: z.array(meetGreetSlotSchema),
});
export type LoungeProduct = z.infer<typeof loungeProductSchema>;
export const loungePageSchema = pageOf(loungeProductSchema);
export type LoungePage = z.infer<typeof loungePageSchema>;

/** GET .../vip/room/get/inventory: a product's stock on a day (YYYY-MM-DD at the airport). */
export const inventoryRequestSchema = z.object({ productId: queryId, useDate: dateSchema });
export type InventoryRequest = z.output<typeof inventoryRequestSchema>;
export const inventorySchema = z.object({
  productId: z.number(),
  useDate: z.string(),
  totalInventory: z.number(),
  /** Left on that day. */
  inventory: z.number(),
  saleNum: z.number(),
  limitBuy: z.number(),
});
export type Inventory = z.infer<typeof inventorySchema>;

/** A user of a voucher: the name as on the travel document, English or pinyin letters. */
export const loungeUserSchema = z.object({
  lastName: personName,
  firstName: personName,
  /** Required for meet-and-greet (the under-12 companion rule); ignored for a lounge. */
  birthday: z.optional(dateSchema),
});
export type LoungeUser = z.input<typeof loungeUserSchema>;

export const loungeContactSchema = withPhoneCheck(
  z.object({
    name: text().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(40, 'validation.nameLength')),
    areaCode: z._default(areaCodeSchema, LOUNGE_DEFAULT_AREA_CODE),
    mobile: mobileSchema,
    email: emailSchema,
  }),
);
export type LoungeContact = z.input<typeof loungeContactSchema>;

/**
 * Meet-and-greet only: the flight, its departure (local at the airport, on `useDate`) and the slot,
 * which must contain the departure or come before it on that day: it starts before the flight leaves.
 */
export const meetGreetFlightSchema = z
  .object({
    flightNo: z.pipe(text(), z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{2}\d{1,4}$/, 'errors.meetGreetFlightNo'))),
    departureTime: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'errors.meetGreetDepartureTime')),
    slot: z.enum(meetGreetSlotNames),
  })
  .check(z.refine((f) => meetGreetSlots[f.slot].start < f.departureTime, { message: 'errors.meetGreetSlotAfterDeparture', path: ['slot'] }));
export type MeetGreetFlight = z.input<typeof meetGreetFlightSchema>;

/**
 * POST .../vip/room/submit: an unpaid order of `quantity` vouchers, one per user, holding the
 * day's stock until it is paid, cancelled or expires.
 */
export const loungeSubmitRequestSchema = z
  .object({
    productId: bodyId,
    useDate: dateSchema,
    quantity: z.number().check(...wholeNumberChecks(1, 99)),
    users: z.array(loungeUserSchema).check(z.minLength(1, 'validation.selectPassenger'), z.maxLength(99)),
    contact: loungeContactSchema,
    privacyConsent: z.literal(true, 'errors.privacyConsent'),
    /** The currency the order is priced and paid in. */
    currencyCode: z._default(currencySchema, 'HKD'),
    meetGreet: z.optional(meetGreetFlightSchema),
  })
  .check(z.refine((r) => r.users.length === r.quantity, { message: 'errors.loungeQuantityUsers', path: ['users'] }));
export type LoungeSubmitRequest = z.input<typeof loungeSubmitRequestSchema>;
export type LoungeSubmit = z.output<typeof loungeSubmitRequestSchema>;

export const loungeSubmitResponseSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  paymentDeadline: z.string(),
  totalAmount: z.number(),
  currencyCode: currencySchema,
  /** For a guest: the token of this order, sent back with its payment calls. */
  guestToken: z.optional(z.string()),
});
export type LoungeSubmitResponse = z.infer<typeof loungeSubmitResponseSchema>;

/** VALID: usable; USED: its one entry was made; EXPIRED: past its validity. */
export const voucherStatuses = ['VALID', 'USED', 'EXPIRED'] as const;
export type LoungeVoucherStatus = (typeof voucherStatuses)[number];

/** A lounge or meet-and-greet voucher (spec section 3), one per named user, issued on payment. */
export const loungeVoucherSchema = z.object({
  id: z.number(),
  code: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  status: z.enum(voucherStatuses),
  validFrom: z.string(),
  validUntil: z.string(),
  /** Entries allowed (1). */
  quantity: z.number(),
  maxStayHours: z.number(),
  changesLeft: z.number(),
  transferable: z.boolean(),
  /** 0 when not transferable. */
  transfersLeft: z.number(),
});
export type LoungeVoucher = z.infer<typeof loungeVoucherSchema>;

/** POST .../desk/vip/room/voucher/use: the lounge desk takes a voucher's one entry by its code. */
export const voucherUseRequestSchema = z.object({
  code: z.pipe(text(), z.string().check(z.trim(), z.toUpperCase(), z.minLength(1, 'validation.required'), z.maxLength(20))),
});
export type VoucherUseRequest = z.input<typeof voucherUseRequestSchema>;

/** The voucher just used, with what it is for, for the desk to check against the guest at the door. */
export const voucherUseSchema = z.extend(loungeVoucherSchema, {
  productName: z.string(),
  airportCode: z.string(),
  usedAt: z.string(),
});
export type VoucherUse = z.infer<typeof voucherUseSchema>;

/** One row of the caller's lounge and meet-and-greet orders (spec section 3); ISSUED means paid, its vouchers issued. */
export const loungeOrderSummarySchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: z.enum(orderStatuses),
  /** The status in the caller's language. */
  statusDesc: z.string(),
  orderTime: z.string(),
  paymentChannel: z.nullable(z.string()),
  paymentTime: z.nullable(z.string()),
  paymentDeadline: z.string(),
  quantity: z.number(),
  totalAmount: z.number(),
  currencyCode: currencySchema,
  productId: z.number(),
  productType: z.enum(loungeProductTypes),
  productName: z.string(),
  airportCode: z.string(),
  airportName: z.string(),
  useDate: z.string(),
});
export type LoungeOrderSummary = z.infer<typeof loungeOrderSummarySchema>;

export const loungeOrderPageRequestSchema = statusPageRequestSchema(orderStatuses);
export type LoungeOrderPageRequest = z.input<typeof loungeOrderPageRequestSchema>;
export const loungeOrderPageSchema = pageOf(loungeOrderSummarySchema);
export type LoungeOrderPage = z.infer<typeof loungeOrderPageSchema>;

/** GET .../vip/room/oder/detail: the owner by id; a guest with the e-mailed code as well. */
export const loungeOrderDetailRequestSchema = z.object({
  id: queryId,
  codeKey: z.optional(text().check(z.maxLength(200))),
  verifyCode: z.optional(verificationCodeSchema),
});
export type LoungeOrderDetailRequest = z.output<typeof loungeOrderDetailRequestSchema>;

export const loungeOrderDetailSchema = z.extend(loungeOrderSummarySchema, {
  /** The vouchers, once paid; empty before. */
  vipRoomList: z.array(loungeVoucherSchema),
  /** The users named on the order. */
  users: z.array(z.object({ lastName: z.string(), firstName: z.string(), birthday: z.nullable(z.string()) })),
  contact: z.object({ name: z.string(), areaCode: z.string(), mobile: z.string(), email: z.string() }),
  /** Meet-and-greet only. */
  meetGreet: z.nullable(z.object({ flightNo: z.string(), departureTime: z.string(), slot: z.enum(meetGreetSlotNames), start: z.string(), end: z.string() })),
  address: z.string(),
  usageRules: z.array(z.string()),
  /** The server's time: the payment countdown runs on it. */
  serverTime: z.string(),
});
export type LoungeOrderDetail = z.infer<typeof loungeOrderDetailSchema>;

/** POST .../vip/room/order/send/email/code: a code to the order's contact e-mail, for a guest to open it. */
export const loungeSendCodeRequestSchema = z.object({
  orderNo: z.pipe(text(), z.string().check(z.trim(), z.toUpperCase(), z.minLength(1, 'validation.required'), z.maxLength(64))),
  email: emailSchema,
});
export type LoungeSendCodeRequest = z.input<typeof loungeSendCodeRequestSchema>;
export const loungeCodeSentSchema = z.object({
  /** Sent back with the code to read the order. */
  codeKey: z.string(),
  /** The order the code opens. */
  id: z.number(),
  /** The address, masked. */
  email: z.string(),
  resendAfterSeconds: z.number(),
  expiresInSeconds: z.number(),
});
export type LoungeCodeSent = z.infer<typeof loungeCodeSentSchema>;

/** CHANGE: a new user name (3 free per voucher); TRANSFER: to another person (the discounted voucher only, 3 times). */
export const voucherUpdateKinds = ['CHANGE', 'TRANSFER'] as const;
export const voucherUpdateRequestSchema = z.object({
  voucherId: bodyId,
  kind: z.enum(voucherUpdateKinds),
  lastName: personName,
  firstName: personName,
});
export type VoucherUpdateRequest = z.input<typeof voucherUpdateRequestSchema>;

/** Cancel (unpaid only) or delete (closed only) an order. */
export const loungeOrderIdRequestSchema = z.object({ id: bodyId });
export type LoungeOrderIdRequest = z.input<typeof loungeOrderIdRequestSchema>;
