import type { PlantedBug } from './planted-bug';
import { bookingBugs } from './booking';
import { pointsBookingBugs } from './points-booking';
import { paymentCountdownBugs } from './payment-countdown';
import { dateChangeBugs } from './date-change';
import { checkInBugs } from './check-in';
import { refundBugs } from './refund';
import { scheduleChangeBugs } from './schedule-change';
import { redeemCardActivationBugs } from './redeem-card-activation';
import { loungeOrderBugs } from './lounge-order';
import { travelPassBugs } from './travel-pass';
import { couponBugs } from './coupons';
import { loadBugs } from './load';

/** The planted bugs of every flow statechart (`npm run test:planted`), a file per statechart (and the load statechart's refresh), and of the server's coupon statuses and notices. */
export const plantedBugs: PlantedBug[] = [
  ...bookingBugs,
  ...pointsBookingBugs,
  ...paymentCountdownBugs,
  ...dateChangeBugs,
  ...checkInBugs,
  ...refundBugs,
  ...scheduleChangeBugs,
  ...redeemCardActivationBugs,
  ...loungeOrderBugs,
  ...travelPassBugs,
  ...couponBugs,
  ...loadBugs,
];
