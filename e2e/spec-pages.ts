/** Every page route of spec section 2, its lists expanded, in the spec's order. */
const under = (base: string, pages: string[]) => pages.map((page) => `${base}/${page}`);

export const specPages: string[] = [
  // Tab pages and the other base pages
  ...under('/pages', ['home/new-index', 'service/index', 'home/index', 'travel/index', 'my/index', 'login/index', 'web/index', 'external/preload']),
  // Account area
  ...under('/pagesMy/pages', [
    ...under('loginreg', ['settingPwd', 'registerPage', 'jplogin', 'register', 'resetPassword', 'resetPwd']),
    'select-area/index',
    'select-airport/index',
    ...under('passenger', ['index', 'add', 'pointsAdd', 'jpConditions']),
    ...under('contacts', ['index', 'add', 'order-detail']),
    ...under('setting', ['index', 'setting', 'lang-money', 'edit-password', 'about-us', 'delete-account']),
    ...under('order', ['index', 'detail', 'rmDetail', 'fjOrdersList', 'refund/index', 'refund/refund-detail', 'refund/refund-cause', 'change-date/index', 'change-date/change-date']),
    ...under('news', ['index', 'detail']),
    'member/index',
    ...under('addOnService', ['index', 'detail', 'visitorIndex']),
    ...under('addOnServiceAuxi', ['index', 'detail']),
    ...under('usageGuideline', ['vipLoungeUsage', 'deleteAccountNotice', 'vipLoungeTransferUsage']),
    ...under('redeemCard', ['index', 'configDetail', 'searchFlight', 'showFlightDetail']),
    ...under('refundModification', ['index', 'rcDetail']),
    ...under('fortuneWingsClub', [
      'index',
      'card',
      'beneficiary',
      'integral',
      'TradingPoints',
      'TradingPointsDetails',
      'TradingPointsList',
      'SupplementPoints',
      'SupplementPointsAdd',
      'SupplementPointsDetails',
      'addBeneficiary',
      'changePassword',
      'consumptionPs',
      'setjpConditions',
    ]),
    'mineVoucher/index',
  ]),
  // Booking
  ...under('/pagesBook/pages', [
    ...under('select-city', ['index', 'redeemCardSelectCity']),
    ...under('select-date', ['index', 'lowprice']),
    ...under('book', ['index', 'pick-brand', 'fill-passenger', 'fill-detail']),
    'rules/index',
    ...under('added-service', ['food', 'index', 'luggage', 'insurance']),
    ...under('select-seat', ['index', 'seat']),
    ...under('payment', ['index', 'paymentForWeb', 'qrCode', 'paymentForMiniApp', 'result', 'voucher', 'paymentNotify']),
  ]),
  // Change booking
  ...under('/pagesBase/pages', [
    'select-date/index',
    ...under('changeBook', ['index', 'pick-brand', 'fill-passenger', 'pick-passlist', 'fill-detail']),
    'payment/index',
    ...under('added-service', ['index', 'luggage', 'food', 'insurance']),
    ...under('select-seat', ['index', 'travel', 'seat']),
    'popup/index',
    ...under('webview', ['index', 'open-pdf']),
    'landing-page/index',
    'notice/index',
  ]),
  // Services
  ...under('/pagesService/pages', [
    ...under('flight-info', ['index', 'search-list', 'detail']),
    ...under('item-query', ['index', 'search-list']),
    'lounge/list',
    ...under('vipLounge', ['index', 'detail', 'fillOrder', 'vipptFillOrder']),
    'redeemCard/index',
    ...under('flexible-reward-airfare', ['index', 'book-list', 'ruleIndex', 'pick-brand', 'fill-passenger', 'fill-detail', 'select-date']),
  ]),
  // Travel
  ...under('/pagesTravel/pages', [
    ...under('travel', ['detail', 'itineraryManagement', 'emptyItiner', 'detailItinerary', 'confirmInsurePsgList']),
    ...under('auxiliary', ['index', 'seat', 'luggage', 'food']),
    ...under('checkIn', ['select-itinerary', 'select-passenger', 'confirm-information', 'seat', 'added-service', 'luggage', 'detailed-explanation', 'details', 'view-electronic-boarding']),
  ]),
  // External and package ticket
  ...under('/pagesExternal/pages', [...under('external', ['index', 'privacyPolicy']), ...under('club', ['step1', 'step2', 'step3', 'success'])]),
  ...under('/pagesPackageTicket/pages/package-ticket', ['index', 'ticket-detail', 'package-order', 'package-order-detail', 'payment']),
];
