import type { TokenResponse } from '../../services/schemas/auth';
import type { UserInfo } from '../../services/schemas/member';
import { formSubmitMachine } from '../../machines/form-submit.machine';
import { loadMachine } from '../../machines/load.machine';
import { sessionMachine } from '../../machines/session.machine';
import { settingsMachine } from '../../machines/settings.machine';
import { verificationCodeMachine } from '../../machines/verification-code.machine';
import { bookingMachine } from '../../machines/booking.machine';
import { paymentCountdownMachine } from '../../machines/payment-countdown.machine';
import { bookingFixtures as f } from './booking-fixtures';
import type { PathModel } from './path-generator';

const user: UserInfo = {
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
};
const token = (grant_type: TokenResponse['grant_type']): TokenResponse => ({
  access_token: 'token',
  token_type: 'bearer',
  expires_in: 3600,
  memberId: 1,
  grant_type,
});

/** One model per statechart in machines/: what users send and what services may answer. */
export const models: PathModel[] = [
  {
    name: 'session',
    machine: sessionMachine,
    inputs: [
      { token: 'stored-token', grantType: 'password' },
      { token: null, grantType: null },
    ],
    events: [
      { type: 'login.submit', credentials: { grant_type: 'password', username: '91234567', password: 'Demo@2026' } },
      { type: 'remind.close', never: false },
      { type: 'remind.close', never: true },
      { type: 'user.refresh' },
      { type: 'user.updated', user },
      { type: 'logout' },
      { type: 'logout', silent: true },
      { type: 'session.expired' },
    ],
    outputs: {
      requestToken: [token('password'), token('jp_club')],
      loadRemind: [
        { remind: true, points: 1000, pointsExpiry: '2027-01-01' },
        { remind: false, points: 0, pointsExpiry: null },
      ],
      restoreUser: [user],
      loadUser: [user],
      refreshUser: [user],
      saveNoRemind: [null],
      revokeToken: [null],
    },
    errors: {
      // The server refuses the stored token, or the request is cut short (offline, a reload).
      restoreUser: [{ code: 'A0401', msg: 'Your login has expired. Please log in again.' }, { kind: 'abort' }],
      refreshUser: [{ code: 'U00018', msg: 'The user does not exist.' }, { kind: 'network' }],
    },
    keyOf: (c) => [c.token !== null, c.grantType, c.silentLogout],
  },
  {
    name: 'settings',
    machine: settingsMachine,
    inputs: [{ locale: 'en-US', currency: 'HKD' }],
    events: [
      { type: 'locale.change', locale: 'zh-HK' },
      { type: 'currency.change', currency: 'CAD' },
      { type: 'retry' },
    ],
  },
  {
    name: 'form-submit',
    machine: formSubmitMachine,
    events: [{ type: 'form.submit', payload: { any: 'value' } }, { type: 'form.edit' }],
  },
  {
    name: 'verification-code',
    machine: verificationCodeMachine,
    events: [{ type: 'code.send', request: null }],
    outputs: { sendCode: [{ resendAfterSeconds: 2 }] },
    keyOf: (c) => c.secondsLeft > 1,
  },
  {
    name: 'load',
    machine: loadMachine,
    events: [{ type: 'reload' }],
  },

  {
    name: 'booking',
    machine: bookingMachine,
    events: [
      { type: 'search.submit', search: f.roundTrip },
      { type: 'flight.select', flightKey: f.option.flightKey },
      { type: 'flight.select', flightKey: 'no-such-flight' },
      { type: 'brand.confirm', brand: 'MAIN' },
      { type: 'price.accept' },
      { type: 'price.decline' },
      { type: 'leg.reset', legIndex: 0 },
      { type: 'passengers.submit', passengers: f.passengers, contact: f.contact },
      { type: 'extras.submit', extras: { luggage: [], meals: [], insurance: null } },
      { type: 'seat.segment', segmentIndex: 1 },
      { type: 'seat.pick', seat: { segmentIndex: 0, passengerIndex: 0, seatNo: '31A' } },
      { type: 'seats.submit' },
      { type: 'seats.skip' },
      { type: 'promo.apply', code: 'WELCOME100' },
      { type: 'order.confirm' },
      { type: 'back' },
      { type: 'retry' },
      { type: 'booking.restart' },
    ],
    outputs: {
      searchFlights: [f.searchResponse],
      searchNextLeg: [f.searchResponse],
      confirmBrand: [f.brandResult(1), f.brandResult(null)],
      confirmPassengers: [f.passengersResult],
      confirmExtras: [f.stepResult],
      loadSeatMap: [f.seatMap],
      confirmSeats: [f.stepResult],
      applyPromo: [f.stepResult],
      confirmOrder: [f.order],
      loadSavedPassengers: [[]],
    },
    errors: { confirmBrand: [f.promoChangedError, f.genericError] },
    keyOf: (c) => [c.legIndex > 0, c.legs.length > 0, c.seats.length > 0, c.search !== null, c.savedPassengers !== null],
  },
  {
    name: 'payment-countdown',
    machine: paymentCountdownMachine,
    // A fresh payment page, and one reloaded while a wallet's QR code was on screen.
    inputs: [{ orderId: 1 }, { orderId: 1, qrPayment: { provider: 'wallet', channel: 'qrcode', payment: f.prepayment(true) } }],
    events: [
      { type: 'pay.submit', provider: 'card', channel: 'card' },
      { type: 'pay.submit', provider: 'wallet', channel: 'qrcode' },
      { type: 'pay.cancel' },
      { type: 'retry' },
    ],
    outputs: {
      loadOrder: [f.orderDetail('UNPAID'), f.orderDetail('UNPAID', 1), f.orderDetail('ISSUED'), f.orderDetail('EXPIRED')],
      prepay: [f.prepayment(false), f.prepayment(true)],
      checkPayment: [f.paymentStatus('SUCCEEDED'), f.paymentStatus('DECLINED'), f.paymentStatus('PENDING')],
    },
    errors: { prepay: [f.notPayableError, f.genericError] },
    keyOf: (c) => [c.remainingMs > 1000, c.remainingMs > 0, c.payment !== null],
  },
];
