import type { BookingContact, BookingPassenger, BrandOffer, FlightOption, SearchRequest, SeatMapResponse } from '../../services/schemas/offer';
import type { OrderDetail } from '../../services/schemas/order';

/** Answers the booking and payment statecharts' services may give, for their graph paths. */
const brand: BrandOffer = {
  brand: 'MAIN',
  rbd: 'M',
  cabin: 'Y',
  fare: { ADT: 1500, CNN: 1130, INF: 150 },
  tax: { ADT: 300, CNN: 300, INF: 55 },
  taxes: { ADT: [], CNN: [], INF: [] },
  remaining: 20,
  promo: false,
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
const option: FlightOption = { flightKey: '1', segments: [segment], durationMin: 270, stops: 0, transit: [], brands: [brand] };
const price = { currency: 'HKD' as const, fare: 3000, tax: 600, ancillary: 0, discount: 0, total: 3600 };
const roundTrip: SearchRequest = {
  routeWay: 'R',
  segments: [
    { org: 'HKG', dst: 'TYO', date: '2027-01-10' },
    { org: 'TYO', dst: 'HKG', date: '2027-01-17' },
  ],
  passengers: { adult: 1, child: 0, infant: 0 },
  classLevel: 'Y',
  currency: 'HKD',
};
const passengers: BookingPassenger[] = [
  { type: 'ADT', lastName: 'CHAN', firstName: 'TAI MAN', gender: 'M', birthday: '1988-04-12', certType: 'PASSPORT', certNo: 'K1234567', certExpiry: '2030-01-01', nationality: 'HK' },
];
const contact: BookingContact = { name: 'Chan Tai Man', areaCode: '852', mobile: '91234567', email: 'tm@example.com' };
const seatMap: SeatMapResponse = { processKey: 'k-seat', segmentIndex: 0, flightNo: 'FW201', cabins: [] };

export const bookingFixtures = {
  roundTrip,
  option,
  passengers,
  contact,
  searchResponse: { processKey: 'k-search', legIndex: 0, currency: 'HKD' as const, options: [option] },
  brandResult: (nextLegIndex: number | null) => ({ processKey: 'k-brand', legs: [{ option, brand }], nextLegIndex, price }),
  passengersResult: { processKey: 'k-psg', warnings: [], ffpClubPoints: 1000, auxiliary: { luggage: [], meals: [], insurance: [], saleInsureFlag: true }, price },
  stepResult: { processKey: 'k-step', price },
  seatMap,
  order: { orderId: 1, orderNo: 'FW20270101000001', paymentDeadline: '2099-01-01T00:00:00.000Z', price },
  promoChangedError: { code: 'B0103', msg: 'Promotional fare has been updated to HKD 1,800. Please confirm to proceed or cancel' },
  genericError: { code: 'B0001', msg: 'The system is busy, please try again later.' },
  notPayableError: { code: 'O00002', msg: 'This order can no longer be paid.' },
  /** `secondsLeft` of the payment window by the server's clock. */
  orderDetail: (status: OrderDetail['status'], secondsLeft = 1200): OrderDetail => ({
    orderId: 1,
    orderNo: 'FW20270101000001',
    status,
    pnr: status === 'ISSUED' ? 'K7P2QX' : null,
    currency: 'HKD',
    fareAmount: 3000,
    taxAmount: 600,
    ancillaryAmount: 0,
    discountAmount: 0,
    totalAmount: 3600,
    paymentDeadline: new Date(Date.parse('2027-01-01T00:00:00.000Z') + secondsLeft * 1000).toISOString(),
    createdAt: '2027-01-01T00:00:00.000Z',
    paidAt: null,
    segments: [{ ...segment, rbd: 'M', brand: 'MAIN', cabin: 'Y' }],
    passengers: [],
    contact: { name: 'Chan Tai Man', areaCode: '852', mobile: '91234567', email: 'tm@example.com' },
    seats: [],
    serverTime: '2027-01-01T00:00:00.000Z',
  }),
  prepayment: (qr: boolean) => ({
    paymentId: 'PAY2027010100000001',
    payUrl: '/sandbox-pay/PAY2027010100000001',
    amount: '3600.00',
    currency: 'HKD',
    paymentDeadline: '2099-01-01T00:00:00.000Z',
    ...(qr ? { qrCode: 'data:image/svg+xml;base64,' } : {}),
  }),
  paymentStatus: (status: 'PENDING' | 'SUCCEEDED' | 'DECLINED') => ({ paymentId: 'PAY2027010100000001', status, orderId: 1, orderStatus: status === 'SUCCEEDED' ? 'ISSUED' : 'UNPAID', failureReason: null }),
};
