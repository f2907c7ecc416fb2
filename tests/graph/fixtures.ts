import type { EventObject } from 'xstate';
import * as z from 'zod/mini';
import { tokenResponseSchema, codeSentSchema } from '../../services/schemas/auth';
import { remindSchema, userInfoSchema } from '../../services/schemas/member';
import {
  bookingContactSchema,
  bookingPassengerSchema,
  confirmBrandResponseSchema,
  confirmOrderResponseSchema,
  confirmPassengersResponseSchema,
  priceSummarySchema,
  searchRequestSchema,
  searchPageResponseSchema,
  seatMapResponseSchema,
  stepResponseSchema,
} from '../../services/schemas/offer';
import { orderDetailSchema, type OrderDetail } from '../../services/schemas/order';
import { passengerSchema } from '../../services/schemas/passenger';
import { paymentStatusSchema, prepaymentSchema } from '../../services/schemas/payment';

/**
 * What the statecharts' services answer in the graph tests, each checked by the schema the client
 * checks the server's answer with. Every step's answer has its own processKey, so a call sent with
 * another step's key shows.
 */
const brand = {
  brand: 'MAIN',
  rbd: 'M',
  cabin: 'Y',
  fare: { ADT: 1500, CNN: 1130, INF: 150 },
  tax: { ADT: 300, CNN: 300, INF: 55 },
  taxes: { ADT: [], CNN: [], INF: [] },
  remaining: 20,
  promo: false,
  flashSale: false,
  student: false,
  baggageKg: 20,
  carryOnKg: 7,
  changeFee: 400,
  refundFee: 600,
  freeSeatSelection: false,
  milesPercent: 75,
};
const segment = {
  flightId: 1,
  flightNo: 'FW201',
  depAirport: 'HKG',
  arrAirport: 'NRT',
  depAt: '2027-01-10T01:00:00.000Z',
  arrAt: '2027-01-10T05:30:00.000Z',
  depLocal: '2027-01-10 09:00',
  arrLocal: '2027-01-10 14:30',
  durationMin: 270,
  distanceKm: 2950,
  aircraft: 'A333',
  aircraftName: 'Airbus A330-300',
};
const option = { flightKey: 'FW201', segments: [segment], durationMin: 270, stops: 0, transit: [], brands: [{ ...brand, brand: 'LITE', baggageKg: 0 }, brand] };
/** Another flight listed first: the traveller's choice is the second flight's second fare. */
const earlierFlight = { ...option, flightKey: 'FW203', segments: [{ ...segment, flightId: 3, flightNo: 'FW203' }] };
/** Each step's answer has its own price, so a price the page shows tells which answer it came from. */
const priceWith = (ancillary: number, discount = 0) =>
  priceSummarySchema.parse({ currency: 'HKD', fare: 3000, tax: 600, ancillary, discount, total: 3600 + ancillary - discount });
const withPrice = <T extends z.ZodMiniObject>(schema: T) => z.extend(schema, { price: priceSummarySchema });

const search = searchRequestSchema.parse({
  routeWay: 'R',
  segments: [
    { org: 'HKG', dst: 'TYO', date: '2027-01-10' },
    { org: 'TYO', dst: 'HKG', date: '2027-01-17' },
  ],
  passengers: { adult: 1, child: 0, infant: 0 },
  classLevel: 'Y',
  currency: 'HKD',
});
/** The first page of a leg: two of its three flights. */
const searchAnswer = (processKey: string, legIndex: number) =>
  searchPageResponseSchema.parse({ processKey, legIndex, currency: 'HKD', options: [earlierFlight, option], pageNum: 1, pageSize: 2, total: 3 });
/** The leg's last page: a flight sold out since the first, so a flight already shown comes again before the one not yet shown. */
const laterFlight = { ...option, flightKey: 'FW205', segments: [{ ...segment, flightId: 5, flightNo: 'FW205' }] };
const lastPageAnswer = (processKey: string, legIndex: number) =>
  searchPageResponseSchema.parse({ processKey, legIndex, currency: 'HKD', options: [option, laterFlight], pageNum: 2, pageSize: 2, total: 3 });
/** The legs chosen so far: the first leg, or both when the last one is confirmed. */
const brandAnswer = (processKey: string, nextLegIndex: number | null) =>
  withPrice(confirmBrandResponseSchema).parse({
    processKey,
    legs: nextLegIndex === null ? [{ option, brand }, { option, brand }] : [{ option, brand }],
    nextLegIndex,
    price: priceWith(0, nextLegIndex ?? 10),
  });

const passengersAnswer = (warnings: { passengerIndex: number; key: string }[]) =>
  withPrice(confirmPassengersResponseSchema).parse({
    processKey: 'key-passengers',
    warnings,
    ffpClubPoints: 1000,
    auxiliary: { luggage: [{ segmentIndex: 0, freeKg: [20], options: [{ kg: 10, price: 200 }] }], meals: [], insurance: [], saleInsureFlag: true },
    price: priceWith(0, 20),
  });

export const booking = {
  search,
  option: searchAnswer('-', 0).options[1]!,
  /** A pregnant traveller: the exit row's seat is refused to her at the pick. */
  passengers: [
    bookingPassengerSchema.parse({
      type: 'ADT',
      lastName: 'CHAN',
      firstName: 'MEI LING',
      gender: 'F',
      birthday: '1988-04-12',
      certType: 'PASSPORT',
      certNo: 'K1234567',
      certExpiry: '2030-01-01',
      nationality: 'HK',
      pregnant: true,
    }),
  ],
  contact: bookingContactSchema.parse({ name: 'Chan Tai Man', areaCode: '852', mobile: '91234567', email: 'tm@example.com' }),
  extras: { luggage: [{ passengerIndex: 0, segmentIndex: 0, kg: 10 }], meals: [], insurance: null },
  seat: { segmentIndex: 0, passengerIndex: 0, seatNo: '31A' },
  exitSeat: { segmentIndex: 0, passengerIndex: 0, seatNo: '12A' },
  promoCode: 'WELCOME100',
  savedPassengers: [
    passengerSchema.parse({
      id: 3,
      lastName: 'CHAN',
      firstName: 'TAI MAN',
      gender: 'M',
      birthday: '1988-04-12',
      passengerType: 'ADT',
      certType: 'PASSPORT',
      certNoMasked: '****4567',
      certExpiry: '2030-01-01',
      nationality: 'HK',
      issuedBy: null,
      ffpNo: null,
      personally: true,
    }),
  ],
  searchAnswer: searchAnswer('key-search', 0),
  nextLegAnswer: searchAnswer('key-next-leg', 1),
  /** The next leg searched again after going back to the first. */
  nextLegAgainAnswer: searchAnswer('key-next-leg-again', 1),
  /** The second page of the first leg and of the next. */
  lastPageAnswers: [lastPageAnswer('key-search-page-2', 0), lastPageAnswer('key-next-leg-page-2', 1)],
  /** A round trip's first leg (the next leg follows) and the last leg. */
  brandAnswers: [brandAnswer('key-brand-first', 1), brandAnswer('key-brand-last', null)],
  passengersAnswer: passengersAnswer([]),
  /** A travel document that expires before the flight: the traveller confirms it or changes it. */
  passengersWarnedAnswer: passengersAnswer([{ passengerIndex: 0, key: 'warnings.documentExpires' }]),
  extrasAnswer: stepResponseSchema.parse({ processKey: 'key-extras', price: priceWith(200) }),
  seatMap: seatMapResponseSchema.parse({
    processKey: 'key-seat-map',
    segmentIndex: 0,
    flightNo: 'FW201',
    cabins: [
      {
        cabin: 'Y',
        columns: ['A'],
        rows: [
          { row: 12, exit: true, seats: [{ seatNo: '12A', column: 'A', kind: 'extraLegroom', state: 'available', price: 300 }] },
          { row: 31, exit: false, seats: [{ seatNo: '31A', column: 'A', kind: 'window', state: 'available', price: 150 }] },
        ],
      },
    ],
  }),
  seatsAnswer: stepResponseSchema.parse({ processKey: 'key-seats', price: priceWith(350) }),
  promoAnswer: stepResponseSchema.parse({ processKey: 'key-promo', price: priceWith(200, 100) }),
  order: confirmOrderResponseSchema.parse({ orderId: 1, orderNo: 'FW20270101000001', paymentDeadline: '2099-01-01T00:00:00.000Z', price: priceWith(200, 100) }),
};

export const errors = {
  busy: { code: 'B0001', msg: 'The system is busy, please try again later.' },
  /** A failure the server gave no message for: the page shows its code's text. */
  noMessage: { code: 'B0002', msg: '' },
  promoFareChanged: { code: 'B0103', msg: 'Promotional fare has been updated to HKD 1,800. Please confirm to proceed or cancel' },
  notPayable: { code: 'O00002', msg: 'This order can no longer be paid.' },
  offline: { kind: 'network' },
};

const serverTime = '2027-01-01T00:00:00.000Z';
export const payment = {
  /** `secondsLeft` of the payment window by the server's clock. */
  order: (status: OrderDetail['status'], secondsLeft = 1200) =>
    orderDetailSchema.parse({
      orderId: 1,
      orderNo: 'FW20270101000001',
      kind: 'TICKET',
      productName: null,
      productType: null,
      status,
      pnr: status === 'ISSUED' ? 'K7P2QX' : null,
      currency: 'HKD',
      fareAmount: 3000,
      taxAmount: 600,
      ancillaryAmount: 0,
      discountAmount: 0,
      totalAmount: 3600,
      amountDue: 3600,
      points: null,
      paymentDeadline: new Date(Date.parse(serverTime) + secondsLeft * 1000).toISOString(),
      createdAt: serverTime,
      paidAt: null,
      segments: [{ ...segment, rbd: 'M', brand: 'MAIN', cabin: 'Y', depTerminal: null, arrTerminal: null, baggageKg: 20 }],
      passengers: [],
      contact: { name: 'Chan Tai Man', areaCode: '852', mobile: '91234567', email: 'tm@example.com' },
      seats: [],
      addOns: [],
      links: [],
      refundedAmount: 0,
      change: null,
      timeline: [{ at: serverTime, event: 'BOOKED', passengerIndexes: [], segmentIndexes: [] }],
      serverTime,
    }),
  prepayment: (qr: boolean) =>
    prepaymentSchema.parse({
      paymentId: qr ? 'PAY-QR' : 'PAY-CARD',
      payUrl: '/sandbox-pay/PAY',
      amount: '3600.00',
      currency: 'HKD',
      paymentDeadline: '2099-01-01T00:00:00.000Z',
      ...(qr ? { qrCode: 'data:image/svg+xml;base64,' } : {}),
    }),
  status: (paymentId: string, status: 'PENDING' | 'SUCCEEDED' | 'DECLINED' | 'REFUNDED') =>
    paymentStatusSchema.parse({ paymentId, status, orderId: 1, orderStatus: status === 'SUCCEEDED' ? 'ISSUED' : 'UNPAID', failureReason: null }),
};

export const session = {
  user: userInfoSchema.parse({
    id: 1,
    nickName: 'Demo',
    avatarUrl: null,
    areaCode: '852',
    mobile: '91234567',
    gender: -1,
    birthday: null,
    country: null,
    email: null,
    jpClubId: null,
    jpTier: null,
    jpTierEndDate: null,
    accountBalance: null,
    accountExpiredDate: null,
    staff: false,
  }),
  token: (grant_type: 'password' | 'jp_club') => tokenResponseSchema.parse({ access_token: `token-${grant_type}`, token_type: 'bearer', expires_in: 3600, memberId: 1, grant_type }),
  remind: (remind: boolean) => remindSchema.parse({ remind, points: remind ? 1000 : 0, pointsExpiry: remind ? '2027-01-01' : null }),
};

export const codeSent = codeSentSchema.parse({ resendAfterSeconds: 2, expiresInSeconds: 300 });

/** An answer of a service, as the path sends it. */
export type Output<T = unknown> = EventObject & { output: T };
export const isEvent = <T = unknown>(event: EventObject, type: string): event is Output<T> => event.type === type;
export const answered = <T>(event: EventObject, id: string): event is Output<T> => isEvent(event, `xstate.done.actor.${id}`);

/**
 * A round trip's return leg as the booking's next-leg search answers it: flights of its own (Tokyo
 * to Hong Kong), so a page that still lists the outbound flights, or a fare confirmed for one, shows.
 */
const returnSegment = { ...segment, flightId: 2, flightNo: 'FW202', depAirport: 'NRT', arrAirport: 'HKG', depAt: '2027-01-17T06:00:00.000Z', arrAt: '2027-01-17T10:30:00.000Z' };
const returnFlight = { ...option, flightKey: 'FW202', segments: [returnSegment] };
const laterReturnFlight = { ...option, flightKey: 'FW204', segments: [{ ...returnSegment, flightId: 4, flightNo: 'FW204' }] };
export const returnLeg = {
  flightKey: returnFlight.flightKey,
  /** The first page of the return leg: two of its three flights. */
  answer: searchPageResponseSchema.parse({ processKey: 'key-return-leg', legIndex: 1, currency: 'HKD', options: [laterReturnFlight, returnFlight], pageNum: 1, pageSize: 2, total: 3 }),
};
