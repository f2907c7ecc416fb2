import type { ComponentType } from 'react';
import type { PageProps } from './page-props';
import type { ChangePagePath } from './pagesBase/change-pages';

export interface RouteEntry {
  path: string;
  /** Locale key of the nav bar title. */
  title: string;
  load: () => Promise<{ default: ComponentType<PageProps> }>;
  /**
   * Needs an access token: without one the auth guard sends the user to login and back. 'guest': a
   * guest may open it too (one who chose to go on without an account, or holds an order's guest token).
   */
  auth?: boolean | 'guest';
  /** One of the five tab pages. */
  tab?: boolean;
}

/** The date change's pages and their titles: they load together (src/pagesBase/change-pages.ts), so the app's start lists one set of files for all of them. */
const changePages: [ChangePagePath, string][] = [
  ['/pagesMy/pages/order/change-date/index', 'changeDate.title'],
  ['/pagesMy/pages/order/change-date/change-date', 'changeDate.dateTitle'],
  ['/pagesBase/pages/changeBook/pick-passlist', 'changeDate.passengersTitle'],
  ['/pagesBase/pages/select-date/index', 'selectDate.title'],
  ['/pagesBase/pages/changeBook/index', 'results.title'],
  ['/pagesBase/pages/changeBook/pick-brand', 'changeDate.brandTitle'],
  ['/pagesBase/pages/changeBook/fill-passenger', 'changeDate.travellers'],
  ['/pagesBase/pages/added-service/index', 'orders.addOns'],
  ['/pagesBase/pages/added-service/luggage', 'changeDate.kinds.luggage'],
  ['/pagesBase/pages/added-service/food', 'changeDate.kinds.food'],
  ['/pagesBase/pages/added-service/insurance', 'changeDate.kinds.insurance'],
  ['/pagesBase/pages/select-seat/index', 'changeDate.seatsTitle'],
  ['/pagesBase/pages/select-seat/travel', 'changeDate.whichFlight'],
  ['/pagesBase/pages/select-seat/seat', 'changeDate.seatsTitle'],
  ['/pagesBase/pages/changeBook/fill-detail', 'changeDate.reviewTitle'],
];

/** Every page of the app (spec section 2); the path names the file under src/. */
export const routes: RouteEntry[] = [
  { path: '/pages/home/new-index', title: 'tab.home', tab: true, load: () => import('./pages/home/new-index') },
  { path: '/pages/service/index', title: 'tab.services', tab: true, load: () => import('./pages/service/index') },
  { path: '/pages/home/index', title: 'tab.booking', tab: true, load: () => import('./pages/home/index') },
  { path: '/pages/travel/index', title: 'tab.trip', tab: true, load: () => import('./pages/travel/index') },
  { path: '/pages/my/index', title: 'tab.mine', tab: true, load: () => import('./pages/my/index') },
  { path: '/pages/login/index', title: 'login.title', load: () => import('./pages/login/index') },
  { path: '/pagesMy/pages/loginreg/jplogin', title: 'clubLogin.title', load: () => import('./pagesMy/loginreg/jplogin') },
  { path: '/pagesMy/pages/loginreg/register', title: 'register.title', load: () => import('./pagesMy/loginreg/register') },
  { path: '/pagesMy/pages/loginreg/resetPassword', title: 'resetPassword.title', load: () => import('./pagesMy/loginreg/resetPassword') },
  { path: '/pagesMy/pages/loginreg/registerPage', title: 'registerPage.title', load: () => import('./pagesMy/loginreg/registerPage') },
  { path: '/pagesMy/pages/loginreg/settingPwd', title: 'settingPwd.title', load: () => import('./pagesMy/loginreg/settingPwd') },
  { path: '/pagesMy/pages/loginreg/resetPwd', title: 'resetPwd.title', load: () => import('./pagesMy/loginreg/resetPwd') },
  { path: '/pagesMy/pages/select-area/index', title: 'selectArea.title', load: () => import('./pagesMy/select-area/index') },
  { path: '/pagesMy/pages/setting/index', title: 'settings.title', load: () => import('./pagesMy/setting/index') },
  { path: '/pagesMy/pages/setting/setting', title: 'profile.title', auth: true, load: () => import('./pagesMy/setting/setting') },
  { path: '/pagesMy/pages/setting/lang-money', title: 'langMoney.title', load: () => import('./pagesMy/setting/lang-money') },
  { path: '/pagesMy/pages/setting/edit-password', title: 'editPassword.title', auth: true, load: () => import('./pagesMy/setting/edit-password') },
  { path: '/pagesMy/pages/setting/about-us', title: 'aboutUs.title', load: () => import('./pagesMy/setting/about-us') },
  { path: '/pagesMy/pages/setting/delete-account', title: 'deleteAccount.title', auth: true, load: () => import('./pagesMy/setting/delete-account') },
  { path: '/pagesMy/pages/usageGuideline/deleteAccountNotice', title: 'deleteAccountNotice.title', load: () => import('./pagesMy/usageGuideline/deleteAccountNotice') },
  { path: '/pagesMy/pages/mineVoucher/index', title: 'voucher.title', auth: true, load: () => import('./pagesMy/mineVoucher/index') },
  { path: '/pagesMy/pages/member/index', title: 'member.title', auth: true, load: () => import('./pagesMy/member/index') },
  { path: '/pagesMy/pages/passenger/index', title: 'passengers.title', auth: true, load: () => import('./pagesMy/passenger/index') },
  { path: '/pagesMy/pages/passenger/add', title: 'passengers.formTitle', auth: true, load: () => import('./pagesMy/passenger/add') },
  { path: '/pagesMy/pages/contacts/index', title: 'contacts.title', auth: true, load: () => import('./pagesMy/contacts/index') },
  { path: '/pagesMy/pages/contacts/add', title: 'contacts.formTitle', auth: true, load: () => import('./pagesMy/contacts/add') },
  { path: '/pagesMy/pages/contacts/order-detail', title: 'orders.contactTitle', auth: true, load: () => import('./pagesMy/contacts/order-detail') },
  { path: '/pagesMy/pages/order/index', title: 'orders.title', auth: true, load: () => import('./pagesMy/order/index') },
  { path: '/pagesMy/pages/order/detail', title: 'orders.detailTitle', auth: 'guest', load: () => import('./pagesMy/order/detail') },
  { path: '/pagesMy/pages/order/fjOrdersList', title: 'addOnOrders.ofOrderTitle', auth: true, load: () => import('./pagesMy/order/fjOrdersList') },
  { path: '/pagesMy/pages/addOnService/index', title: 'addOnOrders.title', auth: true, load: () => import('./pagesMy/addOnService/index') },
  { path: '/pagesMy/pages/addOnService/detail', title: 'addOnOrders.detailTitle', auth: true, load: () => import('./pagesMy/addOnService/detail') },
  { path: '/pagesMy/pages/addOnService/visitorIndex', title: 'guestOrder.title', load: () => import('./pagesMy/addOnService/visitorIndex') },
  { path: '/pagesMy/pages/addOnServiceAuxi/index', title: 'addOnOrders.insuranceTitle', auth: true, load: () => import('./pagesMy/addOnServiceAuxi/index') },
  { path: '/pagesMy/pages/addOnServiceAuxi/detail', title: 'addOnOrders.insuranceDetailTitle', auth: true, load: () => import('./pagesMy/addOnServiceAuxi/detail') },
  { path: '/pagesMy/pages/news/index', title: 'news.title', auth: true, load: () => import('./pagesMy/news/index') },
  { path: '/pagesMy/pages/news/detail', title: 'news.detailTitle', auth: true, load: () => import('./pagesMy/news/detail') },
  { path: '/pagesMy/pages/order/rmDetail', title: 'changeDate.detailTitle', auth: true, load: () => import('./pagesMy/order/rmDetail') },
  ...changePages.map(([path, title]) => ({ path, title, auth: true, load: () => import('./pagesBase/change-pages').then((m) => ({ default: m.changePages[path] })) })),
  { path: '/pagesBase/pages/payment/index', title: 'payment.title', auth: true, load: () => import('./pagesBase/payment/index') },
  { path: '/pagesMy/pages/refund/index', title: 'refund.title', auth: true, load: () => import('./pagesMy/refund/index') },
  { path: '/pagesMy/pages/refund/refund-cause', title: 'refund.causeTitle', auth: true, load: () => import('./pagesMy/refund/refund-cause') },
  { path: '/pagesMy/pages/refund/refund-detail', title: 'refund.detailTitle', auth: true, load: () => import('./pagesMy/refund/refund-detail') },
  { path: '/pagesMy/pages/refundModification/index', title: 'refund.listTitle', auth: true, load: () => import('./pagesMy/refundModification/index') },
  { path: '/pagesMy/pages/refundModification/rcDetail', title: 'refund.detailTitle', auth: true, load: () => import('./pagesMy/refundModification/rcDetail') },
  { path: '/pagesBook/pages/select-city/index', title: 'selectCity.title', load: () => import('./pagesBook/select-city/index') },
  { path: '/pagesBook/pages/select-date/index', title: 'selectDate.title', load: () => import('./pagesBook/select-date/index') },
  { path: '/pagesBook/pages/select-date/lowprice', title: 'lowPrice.title', load: () => import('./pagesBook/select-date/lowprice') },
  { path: '/pagesMy/pages/select-airport/index', title: 'selectAirport.title', load: () => import('./pagesMy/select-airport/index') },
  { path: '/pagesBook/pages/book/index', title: 'results.title', load: () => import('./pagesBook/book/index') },
  { path: '/pagesBook/pages/book/pick-brand', title: 'brand.title', load: () => import('./pagesBook/book/pick-brand') },
  { path: '/pagesBook/pages/book/fill-passenger', title: 'book.passengersTitle', auth: 'guest', load: () => import('./pagesBook/book/fill-passenger') },
  { path: '/pagesBook/pages/added-service/index', title: 'extras.title', auth: 'guest', load: () => import('./pagesBook/added-service/index') },
  { path: '/pagesBook/pages/added-service/luggage', title: 'extras.luggage', auth: 'guest', load: () => import('./pagesBook/added-service/luggage') },
  { path: '/pagesBook/pages/added-service/food', title: 'extras.meals', auth: 'guest', load: () => import('./pagesBook/added-service/food') },
  { path: '/pagesBook/pages/added-service/insurance', title: 'extras.insurance', auth: 'guest', load: () => import('./pagesBook/added-service/insurance') },
  { path: '/pagesBook/pages/select-seat/index', title: 'seat.title', auth: 'guest', load: () => import('./pagesBook/select-seat/index') },
  { path: '/pagesBook/pages/select-seat/seat', title: 'seat.mapTitle', auth: 'guest', load: () => import('./pagesBook/select-seat/seat') },
  { path: '/pagesBook/pages/book/fill-detail', title: 'review.title', auth: 'guest', load: () => import('./pagesBook/book/fill-detail') },
  { path: '/pagesBook/pages/rules/index', title: 'rulesPage.title', load: () => import('./pagesBook/rules/index') },
  { path: '/pagesBook/pages/payment/index', title: 'payment.title', auth: 'guest', load: () => import('./pagesBook/payment/index') },
  { path: '/pagesBook/pages/payment/qrCode', title: 'payment.titles.qrCode', auth: 'guest', load: () => import('./pagesBook/payment/qrCode') },
  { path: '/pagesBook/pages/payment/paymentForWeb', title: 'payment.titles.paymentForWeb', auth: 'guest', load: () => import('./pagesBook/payment/paymentForWeb') },
  { path: '/pagesBook/pages/payment/paymentForMiniApp', title: 'payment.titles.paymentForMiniApp', auth: 'guest', load: () => import('./pagesBook/payment/paymentForMiniApp') },
  { path: '/pagesBook/pages/payment/paymentNotify', title: 'payment.titles.paymentNotify', auth: 'guest', load: () => import('./pagesBook/payment/paymentNotify') },
  { path: '/pagesBook/pages/payment/voucher', title: 'voucher.payTitle', auth: true, load: () => import('./pagesBook/payment/voucher') },
  { path: '/pagesBook/pages/payment/result', title: 'result.title', auth: 'guest', load: () => import('./pagesBook/payment/result') },
  { path: '/flows', title: 'flows.title', load: () => import('./flows/index') },
  // Served only by a server with development tools on (server/routes/dev.ts); not in the tab bar.
  { path: '/dev/ui', title: 'devUi.title', load: () => import('./dev/ui') },
];

export const tabRoutes = routes.filter((r) => r.tab);
