/**
 * Every call of spec section 7 ("The calls it makes"), one line per path, its braces expanded and its
 * path parameters filled with a sample value (1 for an id). The check in spec-api-paths.test.ts asks
 * the server for each. Kept in the spec's order, under its headings.
 */

const PAY = '/dsb-order/api/v1/payment';
const MEMBERS = '/dsb-member/app-api/v1/members';
const FFP = '/dsb-member/api/v1/members/ffp';
const ORDER = '/dsb-order/api/v1/order';
const OFFER = '/dsb-offer/api/v1/offer';
const RESCHEDULE = `${ORDER}/reschedule`;
const TRAVEL = `${ORDER}/travelmgn`;
const EMD = '/dsb-order/api/v1/itinerary/emd/book';
const CHANGE = `${ORDER}/change`;
const CHECKIN = '/dsb-order/api/v1/checkin';
const VIP = '/dsb-order/api/v1/ancillary/front/vip/room';
const CARD = '/dsb-order/api/v1/time/card';
const EP = '/dsb-order/api/v1/ep';
const IFC = '/dsb-ifc/api/v1/ifc';

const each = (method: 'GET' | 'POST', base: string, paths: string[]) => paths.map((path) => `${method} ${base}${path}`);

export const specApiPaths: string[] = [
  // Authentication and system
  'POST /dsb-auth/oauth/token',
  'POST /dsb-auth/feign/oauth/getMemberTier',
  'POST /dsb-auth/sms-code',
  'POST /dsb-auth/email-code',
  'GET /captcha',
  'GET /dsb-auth/feign/oauth/check/jp/1',
  'GET /dsb-system/api/v1/airport/list/all',
  'GET /dsb-system/api/v1/country/time/card/list',
  'GET /dsb-system/api/v1/country/getCountryAndCityAndAirport',
  'GET /dsb-system/api/v1/city',
  'GET /dsb-system/api/v1/airport/hot/airport',
  'GET /dsb-system/feign/api/v1/city/airport/use/HKG',
  'GET /dsb-order/api/v1/fastFlight/all/org/city',
  'GET /dsb-offer/api/v1/offer/search/infant/config',
  'POST /dsb-system/app-api/v1/msg/pages',
  'GET /dsb-system/app-api/v1/msg/unread',
  'GET /dsb-system/app-api/v1/msg/read/1',
  'POST /dsb-system/feign/api/v1/drainage/order/add',
  'POST /dsb-system/feign/api/v1/drainage/visit/add',
  'POST /dsb-policy/api/v1/boarding/pass/tip/list',
  // Member
  ...each('GET', MEMBERS, ['/me', '/me/jp', '/unbinding/jp']),
  ...each('POST', MEMBERS, ['/update', '/update/email', '/update/mobile', '/binding/jp', '/register', '/forget/pwd', '/rest/pass', '/del/account']),
  ...each('POST', FFP, ['/query/beneficiary', '/add/beneficiary', '/update/login/password', '/update/pay/password', '/reset/pay/password', '/query/reclaim', '/add/reclaim']),
  ...each('GET', FFP, ['/delete/beneficiary', '/get/point', '/get/ffp/remind', '/set/ffp/noremind', '/point/details']),
  // Contacts, passengers and options
  ...each('POST', `${ORDER}/my/contact`, ['/list', '/add', '/save', '/del']),
  `GET ${ORDER}/my/contact/default`,
  ...each('POST', `${ORDER}/my/psng`, ['/list', '/add', '/save', '/del']),
  ...each('GET', `${ORDER}/option`, ['/passenger', '/ffp/relationship', '/ffp/card/type', '/cert', '/order/status', '/flight/schedule/status']),
  'GET /dsb-order/api/v1/product/item/status/list',
  // Flight information and my flights
  ...each('POST', `${ORDER}/my/flight/info`, ['/query/airport', '/query/flightNo', '/list', '/add', '/del', '/check']),
  `GET ${ORDER}/my/flight/status/list`,
  `POST ${OFFER}/loss/category`,
  `POST ${OFFER}/loss/baggage`,
  // Offers (booking)
  ...each('POST', `${OFFER}/search`, ['/flight', '/flight/back', '/flight/brand', '/calendar', '/lowestPrice/flight/calendar', '/flight/rule']),
  ...each('POST', `${OFFER}/booking`, [
    '/confirm/brand',
    '/confirm/psg',
    '/confirm/auxiliary',
    '/seat/choose',
    '/confirm/seat',
    '/confirm/order',
    '/confirm/promote/code',
    '/auxiliary/luggage',
    '/auxiliary/meal',
    '/auxiliary/seat',
    '/auxiliary/insure',
    '/email-code',
  ]),
  ...each('POST', `${OFFER}/point`, ['/search/flight', '/search/flight/back', '/booking/confirm/brand', '/search/flight/brand', '/booking/confirm/psg', '/booking/confirm/order', '/search/flight/rule']),
  `GET ${OFFER}/point/booking/psg/list`,
  // Orders
  `POST ${ORDER}/front/page`,
  ...each('GET', `${ORDER}/front`, ['/cancel/1', '/delete/1', '/detail/1', '/details/1', '/verify/order/1', '/detail/aux/1/O1', '/details/1/ABC123', '/fare/rule?pnrId=ABC123', '/ext/info/1']),
  ...each('POST', `${ORDER}/front`, ['/submit', '/sendItineraryList', '/sendItineraryList/v2']),
  `POST ${ORDER}/contact/change`,
  `GET ${ORDER}/front/my/order/re/payment/ORDER/1`,
  `GET ${PAY}/re/payment/ORDER/1`,
  `GET ${PAY}/re/payment/CHECKIN/1`,
  // Vouchers
  ...each('GET', '/dsb-order/api/v1/voucher/front', ['/my/list', '/detail?voucherNo=V1', '/searchForPay/list']),
  'POST /dsb-order/api/v1/voucher/front/use',
  `POST ${PAY}/voucher/gotoPay`,
  // Payments, with each provider
  ...['card', 'wallet'].flatMap((provider) => [
    ...each('POST', `${PAY}/${provider}`, ['/prepayment', '/prepayment/h5', '/prepayment/wap', '/prepayment/qrcode', '/gotoPay', '/airpass/gotoPay']),
    `POST ${PAY}/airpass/${provider}/prepayment`,
    `POST /dsb-order/api/v1/airpass/payment/${provider}/airpass/payment`,
    `GET ${PAY}/${provider}/prepayment/status/1`,
    `GET ${PAY}/${provider}/front/callback?paymentId=1`,
  ]),
  `GET ${PAY}/pay/limit`,
  `GET ${PAY}/switch`,
  // Fees and time-card flight search
  ...each('POST', '/dsb-order/api/v1/processing/fee/match', ['', '/mmb', '/change', '/checkin']),
  ...each('POST', '/dsb-order/api/v1/times/card/search/flight', ['', '/v2']),
  // Reschedule
  ...each('POST', RESCHEDULE, ['/page', '/change/page', '/refund/page']),
  ...each('GET', RESCHEDULE, ['/refund/detail?refundId=1', '/cancel/1', '/delete/1', '/change/detail?changeId=1', '/change/aux/detail?changeId=1']),
  // Travel management
  ...each('POST', TRAVEL, ['/query/flight/list', '/query/emd', '/saveTravelEmd', '/add/itinerary', '/add/companion', '/remove/companion']),
  ...each('GET', TRAVEL, ['/detail/1', '/query/flight/detail/MAIN']),
  ...each('POST', EMD, ['/query/1', '/query/insure', '/submit/insure', '/booked/LUGGAGE', '/submit']),
  // Date change
  `GET ${CHANGE}/view/1/ABC123`,
  ...each('POST', CHANGE, ['/confirm/psg', '/flight/query/v2', '/flight/query/back/v2', '/brand/query/v2', '/brand/confirm', '/seat/choose', '/seat/confirm', '/order/confirm']),
  // Check-in
  ...each('POST', CHECKIN, [
    '/detr/ticket',
    '/my/trip',
    '/confirm/flight',
    '/confirm/psg',
    '/check/hk',
    '/update/psg',
    '/query/seat',
    '/confirm/seat',
    '/query/luggage',
    '/confirm/aux',
    '/confirm/checkin',
    '/query/checkin',
  ]),
  ...each('GET', `${CHECKIN}/front`, ['/detail/1', '/cancel/1', '/boarding/card/1']),
  // VIP lounge and meet-and-greet
  'GET /dsb-policy/api/v1/policy/ancillary/vip/room/pages',
  'GET /dsb-policy/api/v1/policy/ancillary/vip/room/pages/meet/greet',
  ...each('POST', VIP, ['/submit', '/order/page', '/oder/delete', '/passenger/update', '/oder/cancel', '/order/send/email/code']),
  ...each('GET', VIP, ['/oder/detail?id=1', '/get/inventory']),
  // Time (redeem) card
  ...each('POST', CARD, ['/pages', '/activate', '/count']),
  ...each('GET', CARD, ['/redeem?redeemCode=X', '/1', '/segment/1', '/change/segment/1']),
  'GET /dsb-order/api/v1/ep/psg/list/1',
  // Auxiliary (add-on) orders
  ...['food', 'luggage', 'seat', 'insure'].map((kind) => `POST /dsb-order/api/v1/auxiliary/front/${kind}/page`),
  ...each('GET', '/dsb-order/api/v1/auxiliary/front', ['/cancel/1', '/detail/luggage/1', '/delete/1']),
  // Equity products (Travel Pass shop)
  ...each('POST', EP, ['/show/list', '/show/index/list', '/search/od', '/show/index/detail/1', '/show/area', '/create/order', '/order/page', '/refund/order', '/order/redeem']),
  ...each('GET', EP, ['/order/detail/1', '/cancel/order/1', '/delete/order/1', '/refund/reason', '/order/flight/1', '/equityRule/1']),
  // Schedule-change handling
  ...each('POST', IFC, ['/check/change/verify', '/flight/query', '/flight/choose', '/submit']),
];
